// /create and /generators: every kind as a card, grouped by family, with search ("/" focuses it).
import { Globe2, Search } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
// The catalog alone: the kinds themselves load with a generator page (docs/decisions/0006-web-budgets.md).
import { GROUPS, KINDS } from "@worldloom/generators/catalog";
import { PageContainer, PageHeading } from "@/components/empty-state";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { KindIcon, groupBorder, groupColour } from "./kind-icons";

export function GeneratorIndexPage() {
  const [query, setQuery] = useState("");
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.key === "/" && !(t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.isContentEditable))) {
        e.preventDefault();
        search.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const q = query.trim().toLowerCase();
  const shown = useMemo(
    () => KINDS.filter((k) => !q || k.label.toLowerCase().includes(q) || k.description.toLowerCase().includes(q) || k.group.toLowerCase().includes(q)),
    [q],
  );

  return (
    <PageContainer>
      <PageHeading title="Content Generators">Thirty-two seeded generators. Every result can be locked, rerolled, shared and saved.</PageHeading>
      <Link
        to="/create/world"
        className="mb-6 flex max-w-xl items-start gap-3 rounded-lg border border-border bg-card p-4 shadow-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Globe2 className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0">
          <span className="block font-semibold">New world</span>
          <span className="block text-sm text-muted-foreground">
            A whole starter universe in one step: language, calendar, peoples, places, powers, a cast and a dated history, all linked.
          </span>
        </span>
      </Link>
      <div className="relative mb-8 max-w-md">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          ref={search}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search generators (press /)"
          aria-label="Search generators"
          className="pl-9"
        />
      </div>
      {shown.length === 0 ? <p className="text-muted-foreground">No generator matches “{query}”. Try another word, like “name” or “city”.</p> : null}
      <div className="flex flex-col gap-10">
        {GROUPS.map((group) => {
          const kinds = shown.filter((k) => k.group === group);
          if (kinds.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`} className={cn("mb-3 font-serif text-xl font-semibold", groupColour[group])}>
                {group}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {kinds.map((k) => (
                  <li key={k.kind}>
                    <Link
                      to={`/generators/${k.kind}`}
                      className={cn(
                        "flex h-full gap-3 rounded-xl border border-t-4 bg-card p-4 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring",
                        groupBorder[group],
                      )}
                    >
                      <KindIcon name={k.icon} className={cn("mt-0.5 size-6 shrink-0", groupColour[group])} />
                      <span className="flex flex-col gap-1">
                        <span className="font-serif text-base font-semibold">{k.label}</span>
                        <span className="text-sm text-muted-foreground">{k.description}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </PageContainer>
  );
}
