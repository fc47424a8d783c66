// The generator page's state: what is shown (a batch of results, each with its recipe), this
// session's history of snapshots, the locks, the options and whether the user's world is woven in.
// The address bar always holds the share link of the result on screen.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { generateLoaded as generate, type GeneratedResult, type Generator } from "@worldloom/generators/load";
import { changedFields, dependentsOf, locksFrom, minimalOptions, nextRecipe, planReroll, replay, type OptionValues, type Recipe } from "./recipe";
import { checkShare, decodeShare, encodeShare, keepLastShare, lastShare, randomSeed } from "./share";
import type { LoadedWorld } from "./world";

export interface Snapshot {
  readonly id: number;
  readonly results: readonly GeneratedResult[];
  readonly recipes: readonly Recipe[];
  readonly selected: number;
  readonly locked: readonly string[];
  readonly options: OptionValues;
  readonly worldOn: boolean;
  /** The world the results were woven from (undefined: none). */
  readonly worldFp: string | undefined;
}

export type Notice = { kind: "bad-link"; message: string } | { kind: "version"; linkVersion: number } | { kind: "world-differs" } | { kind: "world-left-out" };

export interface Change {
  /** The field the user rerolled (undefined for a whole new result). */
  rerolled?: string;
  /** Every field whose value changed. */
  keys: ReadonlySet<string>;
  /** Locked fields that read the rerolled one and were kept anyway. */
  keptLocked: readonly string[];
}

const HISTORY_MAX = 30;

/**
 * `world` is undefined until it is known (signed in and still loading); the first result waits
 * for it, since a share link can only be checked against the viewer's world once it is loaded.
 */
export function useWorkbench(gen: Generator, world: LoadedWorld | undefined) {
  const [params, setParams] = useSearchParams();
  const arrival = useRef(params);
  const defaults = useMemo(() => ({ ...gen.resolveOptions({}) }) as OptionValues, [gen]);
  const [options, setOptions] = useState<OptionValues>(defaults);
  const [count, setCount] = useState(1);
  const [seedText, setSeedText] = useState("");
  const [locked, setLocked] = useState<ReadonlySet<string>>(new Set());
  const [worldOn, setWorldOn] = useState(true);
  const [current, setCurrent] = useState<Snapshot>();
  const [history, setHistory] = useState<Snapshot[]>([]);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [change, setChange] = useState<Change>();
  const nextId = useRef(1);

  const result = current?.results[current.selected];
  const worldFor = (on: boolean) => (on && world?.fingerprint ? world : undefined);

  const show = useCallback((s: Omit<Snapshot, "id">, how: { change?: Change } = {}) => {
    const snap = { ...s, id: nextId.current++ };
    setCurrent(snap);
    setHistory((h) => [snap, ...h].slice(0, HISTORY_MAX));
    setSeedText(snap.results[snap.selected]!.seed);
    setChange(how.change);
  }, []);

  // The address bar follows what is on screen: the selected result's recipe and the locks.
  useEffect(() => {
    if (!current) return;
    const recipe = current.recipes[current.selected]!;
    const next = encodeShare({ recipe, version: gen.version, locked: [...locked], ...(current.worldFp ? { world: current.worldFp } : {}) });
    keepLastShare(gen.kind, next);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
    // Only what is shown decides the address; reading `params` must not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, locked, gen.version, setParams]);

  /** A new result (or batch) from `seed`, keeping the locked fields of the result on screen. */
  const make = useCallback(
    (seed: string, n: number): string | undefined => {
      const w = worldFor(worldOn);
      const keep = result ? result.fields.map((f) => f.key).filter((k) => locked.has(k)) : [];
      const opts = minimalOptions(options, defaults);
      try {
        const out = generate(gen.kind, { seed, options: opts, locks: result ? locksFrom(result, keep) : {}, ...(w ? { world: w.world } : {}), count: n });
        const base = keep.length > 0 ? current?.recipes[current.selected] : undefined;
        show({
          results: out,
          recipes: out.map((r) => nextRecipe(base, { seed: r.seed, options: opts, keep })),
          selected: 0,
          locked: [...locked],
          options,
          worldOn,
          worldFp: w?.fingerprint,
        });
        return undefined;
      } catch (e) {
        return e instanceof Error ? e.message : String(e);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- worldFor reads `world`, listed
    [gen, options, defaults, locked, worldOn, world, result, current, show],
  );

  // The first result, once the world is known: the share link's, or a fresh one. Not in the task
  // that committed the page (the take-over of a prerendered page, or a link): the browser paints
  // and handles input first, the engine runs in a task of its own, and React renders the result in
  // a transition, in slices it yields between (docs/decisions/0006-web-budgets.md, TBT).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || world === undefined) return;
    const timer = setTimeout(() => {
      started.current = true;
      startTransition(first);
    }, 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the world is known
  }, [world]);

  function first(): void {
    if (world === undefined) return;
    // No link in the address: the result this tab last showed for this kind, if any.
    const kept = arrival.current.has("seed") ? undefined : lastShare(gen.kind);
    const read = decodeShare(kept ?? arrival.current);
    const found = read.status === "error" ? read.message : read.status === "ok" ? checkShare(gen, read.link) : undefined;
    // A kept result that no longer fits (a newer generator) is quietly replaced by a new one.
    const problem = kept ? undefined : found;
    // A fresh result on the default options, woven from the viewer's world.
    const fresh = () => {
      const w = worldFor(true);
      const out = generate(gen.kind, { seed: randomSeed(), ...(w ? { world: w.world } : {}), count: 1 });
      show({
        results: out,
        recipes: out.map((r) => ({ steps: [{ seed: r.seed, options: {}, keep: [] }] })),
        selected: 0,
        locked: [],
        options: defaults,
        worldOn: true,
        worldFp: w?.fingerprint,
      });
    };
    if (read.status !== "ok" || found) {
      if (problem) setNotices([{ kind: "bad-link", message: problem }]);
      fresh();
      return;
    }
    const { link } = read;
    const notes: Notice[] = [];
    if (link.version && link.version !== gen.version) notes.push({ kind: "version", linkVersion: link.version });
    // A link made without a world is shown as made (the viewer's world left out); one made with
    // a world the viewer does not have is woven from the viewer's own, and says so.
    const on = link.world !== undefined;
    if (!on && world.fingerprint) notes.push({ kind: "world-left-out" });
    if (on && link.world !== world.fingerprint) notes.push({ kind: "world-differs" });
    const w = worldFor(on);
    const last = link.recipe.steps[link.recipe.steps.length - 1]!;
    try {
      const r = replay(gen.kind, link.recipe, w?.world);
      const opts = { ...gen.resolveOptions(last.options) } as OptionValues;
      setOptions(opts);
      setLocked(new Set(link.locked));
      setWorldOn(on || !world.fingerprint);
      setNotices(notes);
      show({ results: [r], recipes: [link.recipe], selected: 0, locked: link.locked, options: opts, worldOn: on, worldFp: w?.fingerprint });
    } catch (e) {
      if (!kept) setNotices([{ kind: "bad-link", message: `${e instanceof Error ? e.message : String(e)} A new result was made instead.` }]);
      fresh();
    }
  }

  const reroll = useCallback(
    (key: string): string | undefined => {
      if (!current || !result) return undefined;
      const { keep } = planReroll(gen.fields, key, locked);
      const w = worldFor(worldOn);
      const opts = minimalOptions(options, defaults);
      try {
        const out = generate(gen.kind, { seed: randomSeed(), options: opts, locks: locksFrom(result, keep), ...(w ? { world: w.world } : {}), count: 1 })[0]!;
        const recipe = nextRecipe(current.recipes[current.selected], { seed: out.seed, options: opts, keep });
        const keptLocked = dependentsOf(gen.fields, key).filter((k) => locked.has(k));
        show(
          {
            ...current,
            results: current.results.map((r, i) => (i === current.selected ? out : r)),
            recipes: current.recipes.map((r, i) => (i === current.selected ? recipe : r)),
            locked: [...locked],
            options,
            worldOn,
            worldFp: w?.fingerprint,
          },
          { change: { rerolled: key, keys: new Set(changedFields(result, out)), keptLocked } },
        );
        return undefined;
      } catch (e) {
        return e instanceof Error ? e.message : String(e);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- worldFor reads `world`, listed
    [current, result, gen, locked, worldOn, world, options, defaults, show],
  );

  const select = useCallback(
    (i: number) => {
      if (!current || !current.results[i]) return;
      const next = { ...current, selected: i };
      setCurrent(next);
      setHistory((h) => h.map((s) => (s.id === current.id ? next : s)));
      setSeedText(current.results[i].seed);
      setChange(undefined);
    },
    [current],
  );

  const restore = useCallback((snap: Snapshot) => {
    setCurrent(snap);
    setLocked(new Set(snap.locked));
    setOptions(snap.options);
    setWorldOn(snap.worldOn);
    setSeedText(snap.results[snap.selected]!.seed);
    setChange(undefined);
  }, []);

  const toggleLock = useCallback(
    (key: string) =>
      setLocked((s) => {
        const n = new Set(s);
        if (n.has(key)) n.delete(key);
        else n.add(key);
        return n;
      }),
    [],
  );

  return {
    current,
    result,
    history,
    notices,
    dismissNotice: (n: Notice) => setNotices((ns) => ns.filter((x) => x !== n)),
    change,
    options,
    setOptions,
    count,
    setCount,
    seedText,
    setSeedText,
    locked,
    toggleLock,
    worldOn,
    setWorldOn,
    generateNew: () => make(randomSeed(), count),
    generateFromSeed: (seed: string) => make(seed, count),
    reroll,
    select,
    restore,
  };
}
