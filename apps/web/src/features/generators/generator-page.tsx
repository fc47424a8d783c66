// /generators/<kind>: options, Generate (button and "g"), the result with lock and reroll per
// field, batches, this session's history, copy, download, share link and Save to My Content.
import { ArrowLeft, Copy, Download, Link2, Wand } from "lucide-react";
import { use, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { KINDS } from "@worldloom/generators/catalog";
import { loadGenerator, loadGenerators, loadedGenerator, resultToMarkdown, resultToText, type Generator, type KindId } from "@worldloom/generators/load";
import { PageContainer } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { useCurrentUniverse } from "@/components/universes/current-universe";
import { cn } from "@/lib/utils";
import { useWorld } from "./use-world";
import { KindIcon, groupColour } from "./kind-icons";
import { Notices } from "./notices";
import { OptionsForm } from "./options-form";
import { ResultCard } from "./result-card";
import { BatchChips } from "./batch-chips";
import { SaveButton } from "./save-button";
import { SeedField } from "./seed-field";
import { SessionHistory } from "./session-history";
import { useWorkbench, type Change } from "./use-workbench";
import { useBatchLimit } from "@/data/subscription/batch-limit";
import { EMPTY_LOADED_WORLD, type LoadedWorld } from "./world";
import { downloadBlob } from "@/lib/download";

const BATCH_SIZES = [1, 5, 10, 25, 50, 100, 200];

const kindOf = (pathname: string) => (pathname.startsWith("/generators/") ? (pathname.split("/")[2] ?? "") : "");

// Each kind's generator is its own chunk (@worldloom/generators/load): this page loads only the one
// it shows, not the whole engine (docs/decisions/0006-web-budgets.md). Loading starts as soon as this
// module runs (main.tsx imports it beside /config.json). Until it is in, the page suspends with no
// boundary of its own: the app's first render and the router's navigations are transitions, so
// React keeps what is on screen (the prerendered page, or the page the link was on) meanwhile. The
// build-time render draws every kind synchronously, so there this module waits for all of them (a
// top-level await only in the server build: in the browser's it would split the entry's chunk).
if (import.meta.env.SSR) await loadGenerators();
else if (typeof window !== "undefined" && KINDS.some((k) => k.kind === kindOf(window.location.pathname)))
  loadGenerator(kindOf(window.location.pathname)).catch(() => undefined);

export function GeneratorPage() {
  const kind = useLocation().pathname.split("/")[2] ?? "";
  const info = KINDS.find((k) => k.kind === kind);
  if (!info) return null;
  return (
    <PageContainer>
      <KindWorkbench key={kind} kind={info.kind} />
    </PageContainer>
  );
}

/** The kind's generator (suspends while it loads; a failed load reaches the route's error page), then the workbench. */
function KindWorkbench({ kind }: { kind: KindId }) {
  const gen = loadedGenerator(kind) ?? use(loadGenerator(kind));
  return <GeneratorWorkbench gen={gen} />;
}

/** A generator's refusal (a message) as the error toast; nothing when it worked. */
function fail(message: string | undefined): void {
  if (message) toast.error("Could not generate", { description: message });
}

function GeneratorWorkbench({ gen }: { gen: Generator }) {
  const info = KINDS.find((k) => k.kind === gen.kind)!;
  const { user, loading } = useAuth();
  // "Your world" is the current universe's items, or all of them when no universe is current.
  const { universeId } = useCurrentUniverse();
  const worldQuery = useWorld(user?.id, universeId ?? undefined);
  // The world is known once auth has settled and, for a user, their items have loaded (or failed).
  const world: LoadedWorld | undefined = loading
    ? undefined
    : !user
      ? EMPTY_LOADED_WORLD
      : (worldQuery.data ?? (worldQuery.isError ? EMPTY_LOADED_WORLD : undefined));
  const wb = useWorkbench(gen, world);
  const { result } = wb;
  // A result the user asked for (Generate, the seed, the g key) is brought into view where the
  // options stand above it (a phone, a narrow window), and its name is announced.
  const resultRef = useRef<HTMLDivElement>(null);
  const [asked, setAsked] = useState(0);
  const [announced, setAnnounced] = useState("");
  const ask = (message: string | undefined) => {
    fail(message);
    if (!message) setAsked((n) => n + 1);
  };
  useEffect(() => {
    if (asked === 0 || !result) return;
    setAnnounced(`New result: ${result.name}`);
    const el = resultRef.current;
    if (!el || !window.matchMedia("(max-width: 1023.98px)").matches) return;
    const top = el.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.5) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      el.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
    }
    // Only a new ask moves the page, not a reroll or a batch chip.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

  const { reroll } = wb;
  // Stable, so the memoised result card is drawn again only when what it shows changes.
  const onReroll = useCallback((key: string) => fail(reroll(key)), [reroll]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT" || t.isContentEditable)) return;
      if (e.key === "g" && !e.ctrlKey && !e.metaKey && !e.altKey && result) {
        e.preventDefault();
        ask(wb.generateNew());
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`Copied ${what}`);
    } catch {
      toast.error("Error", { description: "Your browser did not allow copying. Select the text and copy it by hand." });
    }
  };

  const download = () => {
    if (!result) return;
    const blob = new Blob([JSON.stringify(result, null, 2)], { type: "application/json" });
    downloadBlob(blob, `${result.kind}-${result.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.json`);
  };

  const labelOf = useMemo(() => new Map(gen.fields.map((f) => [f.key, f.label])), [gen]);
  const worldCount = world?.world.entities.length ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to="/generators" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" /> All generators
        </Link>
        <h1 className="flex items-center gap-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
          <KindIcon name={info.icon} className={cn("size-8", groupColour[info.group])} /> {info.label} Generator
        </h1>
        <p className="text-muted-foreground">{info.description}</p>
      </div>
      <Notices notices={wb.notices} onDismiss={wb.dismissNotice} />
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          <OptionsForm spec={gen.options} values={wb.options} onChange={wb.setOptions} />
          <BatchSize value={wb.count} onChange={wb.setCount} userId={user?.id ?? null} />
          <SeedField value={wb.seedText} onChange={wb.setSeedText} onUse={(s) => ask(wb.generateFromSeed(s))} />
          {user && worldCount > 0 ? (
            <div className="flex items-start gap-3 rounded-lg border bg-card p-3">
              <Switch id="use-world" checked={wb.worldOn} onCheckedChange={wb.setWorldOn} aria-describedby="use-world-hint" />
              <div className="grid gap-0.5">
                <Label htmlFor="use-world">Use my saved world</Label>
                <p id="use-world-hint" className="text-xs text-muted-foreground">
                  {worldCount} saved item{worldCount === 1 ? "" : "s"} (races, places, characters…) can appear in new results.
                </p>
              </div>
            </div>
          ) : null}
          {user && worldQuery.isError ? (
            <p className="text-xs text-muted-foreground" role="status">
              Your saved world could not be loaded, so results are made without it. Reload the page to try again.
            </p>
          ) : null}
          <Button size="lg" onClick={() => ask(wb.generateNew())} disabled={!result} aria-keyshortcuts="g">
            <Wand /> Generate <kbd className="ml-1 rounded border border-primary-foreground/40 px-1 text-xs">g</kbd>
          </Button>
          {wb.locked.size > 0 ? (
            <p className="text-xs text-muted-foreground">
              {wb.locked.size} locked field{wb.locked.size === 1 ? "" : "s"} will be kept.
            </p>
          ) : null}
        </aside>
        <div ref={resultRef} className="flex min-w-0 scroll-mt-20 flex-col gap-4">
          <p className="sr-only" role="status" aria-live="polite">
            {announced}
          </p>
          {wb.current && wb.current.results.length > 1 ? <BatchChips results={wb.current.results} selected={wb.current.selected} onSelect={wb.select} /> : null}
          {result ? (
            <>
              <div className="flex flex-wrap gap-2">
                <SaveButton result={result} userId={user?.id} universeId={universeId} />
                <Button variant="outline" onClick={() => void copy(window.location.href, "the share link")}>
                  <Link2 /> Copy share link
                </Button>
                <Button variant="outline" onClick={() => void copy(resultToText(result), "as text")}>
                  <Copy /> Copy text
                </Button>
                <Button variant="outline" onClick={() => void copy(resultToMarkdown(result), "as Markdown")}>
                  <Copy /> Copy Markdown
                </Button>
                <Button variant="outline" onClick={download}>
                  <Download /> Download JSON
                </Button>
              </div>
              <p className="min-h-5 text-sm text-muted-foreground" role="status" aria-live="polite">
                {wb.change ? describeChange(wb.change, labelOf) : ""}
              </p>
              <ResultCard
                result={result}
                locked={wb.locked}
                onToggleLock={wb.toggleLock}
                onReroll={onReroll}
                {...(wb.change ? { changed: wb.change.keys } : {})}
                {...(world ? { ownIds: world.ids } : {})}
              />
            </>
          ) : (
            <div role="status" aria-busy="true" aria-label="Making the first result" className="flex flex-col gap-3 rounded-xl border bg-card p-5 sm:p-8">
              <Skeleton className="h-9 w-2/3" />
              <Skeleton className="h-5 w-5/6" />
              <Skeleton className="mt-4 h-40 w-full" />
            </div>
          )}
          <SessionHistory history={wb.history} currentId={wb.current?.id} onRestore={wb.restore} />
        </div>
      </div>
    </div>
  );
}

/** "Rerolled Race. Also changed to fit: Name, Age. Birthplace stayed locked, though it draws on Race." */
function describeChange(c: Change, labelOf: ReadonlyMap<string, string>): string {
  if (!c.rerolled) return "";
  const label = (k: string) => labelOf.get(k) ?? k;
  const others = [...c.keys].filter((k) => k !== c.rerolled);
  const parts = [`Rerolled ${label(c.rerolled)}${c.keys.has(c.rerolled) ? "" : " (it came out the same)"}.`];
  if (others.length > 0) parts.push(`Also changed to fit: ${others.map(label).join(", ")}.`);
  if (c.keptLocked.length > 0)
    parts.push(`${c.keptLocked.map(label).join(", ")} stayed locked, though ${c.keptLocked.length === 1 ? "it draws" : "they draw"} on ${label(c.rerolled)}.`);
  return parts.join(" ");
}

/** "How many": sizes up to the largest plan's batch; those over the caller's plan are shown, disabled, with the plan that gives them. */
function BatchSize({ value, onChange, userId }: { value: number; onChange: (n: number) => void; userId: string | null }) {
  const limit = useBatchLimit(userId);
  const max = limit.data?.max ?? 50;
  const top = limit.data?.top ?? { max: 50, plan: "" };
  const sizes = BATCH_SIZES.filter((n) => n <= Math.max(max, top.max));
  // A plan that shrank (downgrade, sign-out) never leaves a batch larger than it allows selected.
  useEffect(() => {
    if (value > max) onChange(max);
  }, [value, max, onChange]);
  const locked = sizes.some((n) => n > max);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="batch">How many results</Label>
      <select
        id="batch"
        className="h-10 rounded-md border border-input bg-card px-3 text-sm"
        value={Math.min(value, max)}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-describedby={locked ? "batch-hint" : undefined}
      >
        {sizes.map((n) => (
          <option key={n} value={n} disabled={n > max}>
            {n === 1 ? "One at a time" : `A batch of ${n}`}
            {n > max && top.plan ? ` (${top.plan})` : ""}
          </option>
        ))}
      </select>
      {locked && (
        <p id="batch-hint" className="text-xs text-muted-foreground">
          Your plan makes up to {max} at a time.{" "}
          <Link to="/subscription" className="underline underline-offset-2 hover:text-foreground">
            {top.plan ? `${top.plan} makes ${top.max}` : "See plans"}
          </Link>
          .
        </p>
      )}
    </div>
  );
}
