// New map's "Generate a map": kind, detail, seed (with a reroll) and the universe's language, and a
// live preview drawn by the atlas worker a moment after the last change (docs/maps.md, "Generated
// maps in the app"). The same settings always give the same picture; the preview's drawing is
// cached, so the new map opens on it at once.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Dices } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { selectClass } from "@/components/ui/select-class";
import { useUniverseLanguages } from "@/data/content-items/get-universe-languages";
import type { GeneratedKind, GeneratedMap } from "@/data/maps/types";
import { DEFAULT_CELLS, DETAIL_CHOICES, GENERATED_SIZE, KIND_CHOICES, SEED_MAX, generatedSettings, languagesOf, newSeed } from "./generated-map";
import { drawingOptions, useObjectUrl } from "./use-generated-picture";

const DEBOUNCE_MS = 250;
const STOCK = "stock";

/** `value` as it was `ms` after its key last changed (the key names the value: a new object with the same key is the same value). */
function useDebounced<T>(value: T, key: string, ms: number): { key: string; value: T } {
  const [held, setHeld] = useState({ key, value });
  useEffect(() => {
    const t = setTimeout(() => setHeld({ key, value }), ms);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return held;
}

export function useGenerateMap(active: boolean, universeId: string | null) {
  const qc = useQueryClient();
  const [seed, setSeed] = useState(newSeed);
  const [kind, setKind] = useState<GeneratedKind>("continent");
  const [cells, setCells] = useState(DEFAULT_CELLS);
  const [languageId, setLanguageId] = useState<string | null>(null);
  const languageItems = useUniverseLanguages(universeId);
  const languages = useMemo(() => languagesOf(languageItems.data ?? []), [languageItems.data]);
  const language = languageId === STOCK ? null : (languages.find((l) => l.id === languageId) ?? languages[0] ?? null);
  const cleanSeed = seed.trim();

  const settings = useMemo(
    () => ({ seed: cleanSeed, options: { kind, cells, ...GENERATED_SIZE, language } }) satisfies Pick<GeneratedMap, "seed" | "options">,
    [cleanSeed, kind, cells, language],
  );
  const key = JSON.stringify([cleanSeed, kind, cells, language?.id ?? null]);
  const debounced = useDebounced(settings, key, DEBOUNCE_MS);
  const shown = debounced.value;
  // Wait for the universe's languages, or the first preview would be named in another tongue.
  const ready = active && !!shown.seed && (!universeId || !languageItems.isPending);
  const preview = useQuery({ ...drawingOptions(shown), enabled: ready, placeholderData: keepPreviousData });
  const { url, fresh } = useObjectUrl(preview.data?.svg ?? null, "image/svg+xml");
  const current = !preview.isPlaceholderData && debounced.key === key && fresh;

  return {
    seed,
    setSeed,
    kind,
    setKind,
    cells,
    setCells,
    languages,
    language,
    languageChoice: language?.id ?? STOCK,
    setLanguageId,
    languagesPending: !!universeId && languageItems.isPending,
    preview: { url, data: preview.data, current, drawing: ready && !current, error: preview.error },
    /** The settings to save, with the version that draws them (draws them first if the preview has not caught up). */
    settle: async (): Promise<{ generated: GeneratedMap; suggestedName: string }> => {
      if (!cleanSeed) throw new Error("Give the map a seed: any text up to 64 characters.");
      const drawn = await qc.fetchQuery(drawingOptions(settings));
      return { generated: generatedSettings({ seed: cleanSeed, kind, cells, language }, drawn.version), suggestedName: drawn.suggestedName };
    },
  };
}
export type GenerateMapState = ReturnType<typeof useGenerateMap>;

const count = (n: number, noun: string) => `${n.toLocaleString("en")} ${noun}${n === 1 ? "" : "s"}`;

export function GenerateMapFields({ state, disabled }: { state: GenerateMapState; disabled: boolean }) {
  const id = useId();
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
      <Preview state={state} />
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2" disabled={disabled}>
          <legend className="mb-1.5 text-sm font-medium">Kind</legend>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-1">
            {KIND_CHOICES.map((k) => (
              <label
                key={k.value}
                className="flex cursor-pointer items-start gap-2 rounded-md border border-input p-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={k.value}
                  checked={state.kind === k.value}
                  onChange={() => state.setKind(k.value)}
                  aria-describedby={`${id}-${k.value}-hint`}
                  className="mt-0.5 accent-primary"
                />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium">{k.label}</span>
                  <span id={`${id}-${k.value}-hint`} className="text-xs text-muted-foreground">
                    {k.hint}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-detail`}>Detail</Label>
          <select id={`${id}-detail`} className={selectClass} value={state.cells} disabled={disabled} onChange={(e) => state.setCells(Number(e.target.value))}>
            {DETAIL_CHOICES.map((d) => (
              <option key={d.cells} value={d.cells}>
                {d.label}: {d.cells.toLocaleString("en")} cells
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-seed`}>Seed</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-seed`}
              value={state.seed}
              maxLength={SEED_MAX}
              disabled={disabled}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-seed-hint`}
              onChange={(e) => state.setSeed(e.target.value)}
              className="min-w-0 font-mono"
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              disabled={disabled}
              onClick={() => state.setSeed(newSeed())}
              aria-label="Reroll seed"
              title="Reroll seed"
            >
              <Dices aria-hidden="true" />
            </Button>
          </div>
          <p id={`${id}-seed-hint`} className="text-xs text-muted-foreground">
            The same seed and settings draw the same map, always.
          </p>
        </div>
        <LanguageField id={`${id}-language`} state={state} disabled={disabled} />
      </div>
    </div>
  );
}

function Preview({ state }: { state: GenerateMapState }) {
  const { preview } = state;
  const about = preview.data
    ? `${KIND_CHOICES.find((k) => k.value === state.kind)!.label.toLowerCase()} with ${count(preview.data.towns, "town")} in ${count(preview.data.regions, "region")}`
    : "";
  return (
    <figure className="flex min-w-0 flex-col gap-1.5 md:self-start">
      <div className="relative aspect-[8/5] w-full overflow-hidden rounded-md border border-border bg-muted">
        {preview.url && (
          <img
            src={preview.url}
            alt={about ? `Preview: a ${about}` : "Preview of the map"}
            data-testid="map-preview"
            data-state={preview.current ? "ready" : "drawing"}
            data-hash={preview.current ? preview.data?.hash : undefined}
            className="size-full object-contain"
          />
        )}
        {!preview.url && !preview.error && <Skeleton className="absolute inset-0 rounded-none" aria-hidden="true" />}
        {preview.drawing && (
          <div className="absolute inset-0 grid place-items-center bg-background/30" aria-hidden="true">
            <span className="flex items-center gap-2 rounded-full bg-card px-3 py-1 text-sm text-muted-foreground shadow">
              <Spinner className="size-3.5" /> Drawing the map…
            </span>
          </div>
        )}
        {preview.error && (
          <p role="alert" className="absolute inset-x-2 bottom-2 rounded-md bg-card p-2 text-sm text-destructive shadow">
            {preview.error.message}
          </p>
        )}
      </div>
      <figcaption className="min-h-4 text-xs text-muted-foreground" data-testid="map-preview-about" aria-live="polite">
        {preview.data && preview.current
          ? `A ${about}, names in ${preview.data.language} · ${GENERATED_SIZE.width.toLocaleString("en")} × ${GENERATED_SIZE.height.toLocaleString("en")} px`
          : preview.drawing
            ? "Drawing the map…"
            : ""}
      </figcaption>
    </figure>
  );
}

function LanguageField({ id, state, disabled }: { id: string; state: GenerateMapState; disabled: boolean }) {
  if (state.languagesPending) return <p className="text-sm text-muted-foreground">Looking for this universe&apos;s languages…</p>;
  if (!state.languages.length)
    return (
      <p className="text-sm text-muted-foreground" data-testid="map-language">
        Names are in a tongue drawn from the seed. Save a language to this universe to name its maps in it.
      </p>
    );
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Language of the names</Label>
      <select
        id={id}
        className={selectClass}
        value={state.languageChoice}
        disabled={disabled}
        onChange={(e) => state.setLanguageId(e.target.value)}
        data-testid="map-language"
      >
        {state.languages.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
        <option value={STOCK}>A tongue drawn from the seed</option>
      </select>
    </div>
  );
}
