// /generators/<kind>: options, Generate (button and "g"), the result with lock and reroll per
// field, batches, this session's history, copy, download, share link and Save to My Content.
import {
  ArrowLeft,
  Copy,
  Download,
  History,
  Link2,
  Save,
  Wand,
} from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  KINDS,
  generatorFor,
  generate,
  resultToMarkdown,
  resultToText,
  type GeneratedResult,
  type Generator,
  type Locks,
} from "@worldloom/generators";
import { EmptyState, PageContainer } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { openAuthModal, useAuth } from "@/lib/auth";
import { cn } from "@/lib/utils";
import {
  keepPendingSave,
  usePendingSave,
  useSaveResult,
} from "./api/save-content";
import { KindIcon, groupColour } from "./kind-icons";
import { OptionsForm, type OptionValues } from "./options-form";
import { ResultCard } from "./result-card";
import { decodeShare, encodeShare, randomSeed } from "./share";

const BATCH_SIZES = [1, 5, 10, 25, 50];

function useGenerator(kind: string): Generator | undefined {
  return useMemo(() => {
    try {
      return generatorFor(kind);
    } catch {
      return undefined;
    }
  }, [kind]);
}

export function GeneratorPage() {
  const kind = useLocation().pathname.split("/")[2] ?? "";
  const info = KINDS.find((k) => k.kind === kind);
  const gen = useGenerator(kind);
  if (!info) return null;
  if (!gen) {
    return (
      <PageContainer>
        <EmptyState
          icon={Wand}
          title={`The ${info.label} generator is on its way`}
          action={
            <Button asChild variant="outline">
              <Link to="/generators">See the other generators</Link>
            </Button>
          }
        >
          {info.description} It is being written now; the others are ready to
          use.
        </EmptyState>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <GeneratorWorkbench key={kind} gen={gen} />
    </PageContainer>
  );
}

function GeneratorWorkbench({ gen }: { gen: Generator }) {
  const info = KINDS.find((k) => k.kind === gen.kind)!;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const save = useSaveResult();
  const shared = useMemo(() => decodeShare(params), []); // eslint-disable-line react-hooks/exhaustive-deps -- read once on arrival

  const [options, setOptions] = useState<OptionValues>(() => ({
    ...gen.resolveOptions(shared?.options ?? {}),
  }));
  const [count, setCount] = useState(1);
  const [seed, setSeed] = useState(() => shared?.seed ?? randomSeed());
  const [locked, setLocked] = useState<Set<string>>(
    () => new Set(Object.keys(shared?.locks ?? {})),
  );
  const [results, setResults] = useState<GeneratedResult[]>([]);
  const [selected, setSelected] = useState(0);
  const [history, setHistory] = useState<GeneratedResult[]>([]);
  const result = results[selected];

  const run = useCallback(
    (nextSeed: string, opts: OptionValues, locks: Locks, n: number) => {
      try {
        const out = generate(gen.kind, {
          seed: nextSeed,
          options: opts,
          locks,
          count: n,
        });
        setSeed(nextSeed);
        setResults(out);
        setSelected(0);
        setHistory((h) => [out[0]!, ...h].slice(0, 30));
        setParams(
          encodeShare({
            seed: nextSeed,
            version: gen.version,
            options: opts,
            locks,
          }),
          { replace: true },
        );
      } catch (e) {
        toast.error("Could not generate", {
          description: e instanceof Error ? e.message : String(e),
        });
      }
    },
    [gen, setParams],
  );

  const lockedValues = useCallback(
    (keys: Set<string>): Locks =>
      Object.fromEntries(
        (result?.fields ?? [])
          .filter((f) => keys.has(f.key))
          .map((f) => [f.key, f.value]),
      ),
    [result],
  );

  // First result: from the share link (seed, options and locks as given), else a fresh one.
  useEffect(() => {
    if (shared?.version && shared.version !== gen.version) {
      toast.warning("This link comes from another version of the generator", {
        description: "The result may differ from the one that was shared.",
      });
    }
    run(seed, options, shared?.locks ?? {}, 1);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  const generateNew = useCallback(
    () => run(randomSeed(), options, lockedValues(locked), count),
    [run, options, lockedValues, locked, count],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (
        t &&
        (t.tagName === "INPUT" ||
          t.tagName === "TEXTAREA" ||
          t.tagName === "SELECT" ||
          t.isContentEditable)
      )
        return;
      if (e.key === "g" && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        generateNew();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [generateNew]);

  // A visitor's result waits for sign-in, then is saved.
  usePendingSave(
    user?.id,
    (name) => toast.success("Saved to My Content", { description: `${name} is in your library.` }),
    (message) => toast.error("Error", { description: message }),
  );

  const toggleLock = (key: string) =>
    setLocked((s) => {
      const n = new Set(s);
      if (n.has(key)) n.delete(key);
      else n.add(key);
      return n;
    });

  const reroll = (key: string) => {
    if (!result) return;
    const keep = new Set(
      result.fields.map((f) => f.key).filter((k) => k !== key),
    );
    const out = generate(gen.kind, {
      seed: randomSeed(),
      options,
      locks: lockedValues(keep),
      count: 1,
    })[0]!;
    setResults((rs) => rs.map((r, i) => (i === selected ? out : r)));
    setHistory((h) => [out, ...h].slice(0, 30));
    setParams(
      encodeShare({
        seed: out.seed,
        version: gen.version,
        options,
        locks: lockedValues(keep),
      }),
      { replace: true },
    );
  };

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`Copied ${what}`);
    } catch {
      toast.error("Error", {
        description:
          "Your browser did not allow copying. Select the text and copy it by hand.",
      });
    }
  };

  const download = () => {
    if (!result) return;
    const blob = new Blob([JSON.stringify(result, null, 2)], {
      type: "application/json",
    });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${result.kind}-${result.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };

  const saveNow = () => {
    if (!result) return;
    if (!user) {
      keepPendingSave(result);
      toast.info("Sign in to save", {
        description: "Your result will be saved as soon as you are signed in.",
      });
      openAuthModal("signin");
      return;
    }
    save.mutate(result, {
      onSuccess: () =>
        toast.success("Saved to My Content", {
          description: `${result.name} is in your library.`,
          action: {
            label: "View",
            onClick: () => void navigate("/my-content"),
          },
        }),
      onError: (e) => toast.error("Error", { description: e.message }),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to="/generators"
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> All generators
        </Link>
        <h1 className="flex items-center gap-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
          <KindIcon
            name={info.icon}
            className={cn("size-8", groupColour[info.group])}
          />{" "}
          {info.label} Generator
        </h1>
        <p className="text-muted-foreground">{info.description}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          <OptionsForm
            spec={gen.options}
            values={options}
            onChange={setOptions}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="batch">How many</Label>
            <select
              id="batch"
              className="h-10 rounded-md border border-input bg-card px-3 text-sm"
              value={count}
              onChange={(e) => setCount(Number(e.target.value))}
            >
              {BATCH_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? "One at a time" : `A batch of ${n}`}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="seed">Seed</Label>
            <div className="flex gap-2">
              <Input
                id="seed"
                value={seed}
                onChange={(e) => setSeed(e.target.value)}
                maxLength={200}
              />
              <Button
                variant="outline"
                onClick={() =>
                  run(
                    seed.trim() || randomSeed(),
                    options,
                    lockedValues(locked),
                    count,
                  )
                }
              >
                Use
              </Button>
            </div>
          </div>
          <Button size="lg" onClick={generateNew} aria-keyshortcuts="g">
            <Wand /> Generate{" "}
            <kbd className="ml-1 rounded border border-primary-foreground/40 px-1 text-xs">
              g
            </kbd>
          </Button>
          {locked.size > 0 ? (
            <p className="text-xs text-muted-foreground">
              {locked.size} locked field{locked.size === 1 ? "" : "s"} will be
              kept.
            </p>
          ) : null}
        </aside>
        <div className="flex min-w-0 flex-col gap-4">
          {results.length > 1 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Batch results">
              {results.map((r, i) => (
                <li key={r.seed}>
                  <Button
                    size="sm"
                    variant={i === selected ? "default" : "outline"}
                    onClick={() => setSelected(i)}
                  >
                    {r.name}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {result ? (
            <>
              <div className="flex flex-wrap gap-2">
                <Button onClick={saveNow} disabled={save.isPending}>
                  <Save /> {save.isPending ? "Saving…" : "Save to My Content"}
                </Button>
                <Button
                  variant="outline"
                  onClick={() =>
                    void copy(window.location.href, "the share link")
                  }
                >
                  <Link2 /> Copy share link
                </Button>
                <Button
                  variant="outline"
                  onClick={() => void copy(resultToText(result), "as text")}
                >
                  <Copy /> Copy text
                </Button>
                <Button
                  variant="outline"
                  onClick={() =>
                    void copy(resultToMarkdown(result), "as Markdown")
                  }
                >
                  <Copy /> Copy Markdown
                </Button>
                <Button variant="outline" onClick={download}>
                  <Download /> Download JSON
                </Button>
              </div>
              <ResultCard
                result={result}
                locked={locked}
                onToggleLock={toggleLock}
                onReroll={reroll}
              />
            </>
          ) : null}
          {history.length > 1 ? (
            <section
              aria-labelledby="history"
              className="rounded-xl border bg-card p-4"
            >
              <h2
                id="history"
                className="mb-2 flex items-center gap-2 font-serif text-lg font-semibold"
              >
                <History className="size-4" aria-hidden="true" /> This session
              </h2>
              <ul className="flex flex-wrap gap-1.5">
                {history.slice(1).map((h, i) => (
                  <li key={`${h.seed}-${i}`}>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        setResults([h]);
                        setSelected(0);
                        setSeed(h.seed);
                      }}
                    >
                      {h.name}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
