// /create/world: "New world" — a whole starter universe from one seed (language, calendar,
// peoples, places, factions, government, religion, a cast and a dated history), previewed with a
// reroll per piece, then saved together as a new universe (create_world: all or nothing).
import { Dices, Globe2, RefreshCw, Save } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  buildWorld,
  KINDS,
  rerollPiece,
  seedFromNumber,
  SETTING_LABELS,
  SETTINGS,
  toSeed,
  type KindId,
  type Seed,
  type Setting,
  type StarterWorld,
  type WorldPiece,
} from "@worldloom/generators";
import { PageContainer, PageHeading } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { useCurrentUniverse } from "@/components/universes/current-universe";
import { KindIcon } from "../kind-icons";
import { useCreateWorld } from "@/data/universes/create-world";

const GROUPS: { title: string; kinds: KindId[] }[] = [
  { title: "Language and calendar", kinds: ["language", "calendar"] },
  { title: "Peoples", kinds: ["race"] },
  { title: "Places", kinds: ["location"] },
  { title: "Powers", kinds: ["faction", "government", "religion"] },
  { title: "Cast", kinds: ["character"] },
  { title: "History", kinds: ["event"] },
];

const LABEL = new Map(KINDS.map((k) => [k.kind, k.label]));
const ICON = new Map(KINDS.map((k) => [k.kind, k.icon]));

function freshSeed(): Seed {
  return seedFromNumber(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0);
}

const selectClass = "h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring";

function PieceCard({ piece, world, onReroll, busy }: { piece: WorldPiece; world: StarterWorld; onReroll: () => void; busy: boolean }) {
  const names = new Map(world.pieces.map((p) => [p.ref, p.result.name]));
  const linked = [...new Set(piece.result.links.filter((l) => l.id !== undefined && names.has(l.id)).map((l) => l.name))];
  const date = piece.result.fields.find((f) => f.key === "date")?.value;
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex min-w-0 items-start gap-2">
        <KindIcon name={ICON.get(piece.kind) ?? ""} className="mt-1 size-4 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-widest text-muted-foreground">{LABEL.get(piece.kind)}</p>
          <h4 className="break-words font-serif text-lg font-semibold leading-snug">{piece.result.name}</h4>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onReroll}
          disabled={busy}
          aria-label={`Reroll ${piece.result.name}`}
          title="Reroll this piece (and remake the ones after it)"
        >
          <RefreshCw />
        </Button>
      </div>
      {date?.type === "date" ? <p className="text-sm font-medium">{date.date.text}</p> : null}
      <p className="break-words text-sm text-muted-foreground">{piece.result.summary}</p>
      {linked.length > 0 ? <p className="break-words text-xs text-muted-foreground">Linked to {linked.join(", ")}</p> : null}
    </li>
  );
}

export function NewWorldPage() {
  const [seed, setSeed] = useState<string>(freshSeed);
  const [setting, setSetting] = useState<Setting>("high-fantasy");
  const [world, setWorld] = useState<StarterWorld | null>(null);
  const [building, setBuilding] = useState(true);
  const save = useCreateWorld();
  const navigate = useNavigate();
  const { setUniverseId } = useCurrentUniverse();

  // Building takes a moment on a slow device: let the spinner paint first.
  useEffect(() => {
    setBuilding(true);
    const t = window.setTimeout(() => {
      setWorld(buildWorld(toSeed(seed.trim().slice(0, 64) || "world"), { setting }));
      setBuilding(false);
    }, 0);
    return () => window.clearTimeout(t);
  }, [seed, setting]);

  const reroll = (ref: string) => {
    if (!world) return;
    setBuilding(true);
    window.setTimeout(() => {
      setWorld((w) => (w ? rerollPiece(w, ref, freshSeed(), { setting }) : w));
      setBuilding(false);
    }, 0);
  };

  const grouped = useMemo(() => GROUPS.map((g) => ({ ...g, pieces: world?.pieces.filter((p) => g.kinds.includes(p.kind)) ?? [] })), [world]);

  const onSave = () => {
    if (!world) return;
    save.mutate(
      { world, genre: SETTING_LABELS[setting] },
      {
        onSuccess: (made) => {
          setUniverseId(made.universe);
          toast.success("World saved", {
            description: `${world.name} and its ${world.pieces.length} pieces are in My Content.`,
            action: { label: "Open", onClick: () => void navigate("/my-content") },
          });
          void navigate("/my-content");
        },
        onError: (e) => toast.error("Could not save the world", { description: `${e.message} Nothing was saved.` }),
      },
    );
  };

  return (
    <PageContainer>
      <p className="mb-2 text-sm">
        <Link to="/create" className="text-muted-foreground underline-offset-4 hover:underline">
          Content Generators
        </Link>
      </p>
      <PageHeading title="New world">
        A whole starter universe from one seed: a language, a calendar, peoples, places, factions, a government, a religion, a cast of characters and a dated
        history — all linked to each other.
      </PageHeading>
      <div className="mb-6 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="world-seed">Seed</Label>
          <Input id="world-seed" value={seed} maxLength={40} onChange={(e) => setSeed(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="world-setting">Setting</Label>
          <select id="world-setting" className={selectClass} value={setting} onChange={(e) => setSetting(e.target.value as Setting)}>
            {SETTINGS.map((s) => (
              <option key={s} value={s}>
                {SETTING_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" onClick={() => setSeed(freshSeed())} disabled={building}>
          <Dices /> Another world
        </Button>
      </div>
      {world === null ? (
        <p className="flex items-center gap-2 text-muted-foreground" role="status">
          <Spinner /> Building a world…
        </p>
      ) : (
        <>
          <section aria-labelledby="world-name" className="mb-8 rounded-lg border border-border bg-card p-5 shadow-sm">
            <div className="flex flex-wrap items-start gap-3">
              <Globe2 className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <h2 id="world-name" className="break-words font-serif text-2xl font-semibold">
                  {world.name}
                </h2>
                <p className="mt-1 break-words text-sm text-muted-foreground">{world.description}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {world.pieces.length} pieces, {world.links.length} links. Saved as a new private universe; every piece keeps its seed, so it can be
                  regenerated later.
                </p>
              </div>
              <Button onClick={onSave} disabled={building || save.isPending} className="w-full sm:w-auto">
                {save.isPending ? <Spinner /> : <Save />} Save world
              </Button>
            </div>
            {building ? (
              <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground" role="status">
                <Spinner /> Building…
              </p>
            ) : null}
          </section>
          <div className="flex flex-col gap-8">
            {grouped.map((g) =>
              g.pieces.length === 0 ? null : (
                <section key={g.title} aria-labelledby={`world-${g.title}`}>
                  <h3 id={`world-${g.title}`} className="mb-3 font-serif text-xl font-semibold">
                    {g.title}
                  </h3>
                  <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                    {g.pieces.map((p) => (
                      <PieceCard key={p.ref} piece={p} world={world} busy={building || save.isPending} onReroll={() => reroll(p.ref)} />
                    ))}
                  </ul>
                </section>
              ),
            )}
          </div>
        </>
      )}
    </PageContainer>
  );
}
