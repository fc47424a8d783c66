// The generators grouped by area family, each with its accent colour; shared by Landing and Home.
import { Link } from "react-router";
import { AreaIcon, FAMILY_TEXT } from "@/components/layout/area-icon";
import { FAMILY_LABELS, GENERATORS, type AreaFamily } from "@/lib/catalog";

const FAMILIES: AreaFamily[] = ["people", "places", "things", "systems", "story"];

export function FamilyGrid() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FAMILIES.map((f) => (
        <section key={f} className="rounded-lg border border-border bg-card p-5">
          <div className="mb-3 flex items-center gap-3">
            <AreaIcon family={f} />
            <h3 className={`font-serif text-lg font-semibold ${FAMILY_TEXT[f]}`}>{FAMILY_LABELS[f]}</h3>
          </div>
          <ul className="flex flex-wrap gap-x-3 gap-y-1.5 text-sm">
            {GENERATORS.filter((g) => g.family === f).map((g) => (
              <li key={g.kind}>
                <Link to={`/generators/${g.kind}`} className="underline-offset-4 hover:text-primary hover:underline">
                  {g.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
