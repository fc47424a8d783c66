// The arithmetic and the vocabulary the game coherence test checks (test/coherence/game.test.ts):
// which scores a race to a total can reach and whether the total can still be reached from each
// of them, what a push-your-luck turn can bank, and the terms a rule may only use after another
// has introduced them.
import type { GameArchetype, Throws } from "../../src/kinds/game/archetypes.js";

/** What one push-your-luck turn can bank: the sums of one to `most` throws, none showing the wiping face. */
export function bankable(t: Throws, most = 4): number[] {
  const faces = [1, 2, 3, 4, 5, 6].filter((f) => f !== t.wipe);
  let throwSums = [0];
  for (let d = 0; d < t.dice; d++) throwSums = throwSums.flatMap((s) => faces.map((f) => s + f));
  const one = [...new Set(throwSums)];
  const out = new Set<number>();
  let turns = [0];
  for (let k = 1; k <= most; k++) {
    turns = [...new Set(turns.flatMap((s) => one.map((x) => s + x)))];
    for (const x of turns) out.add(x);
  }
  return [...out].sort((a, b) => a - b);
}

/** What one scoring event of an archetype can add (a turn that wipes adds nothing). */
export function stepsOf(a: GameArchetype): number[] {
  const r = a.race;
  if (!r) return [];
  return r.throws ? [0, ...bankable(r.throws)] : [...(r.steps ?? [])];
}

/**
 * The scores below the target, reachable from nothing, from which the target can no longer be
 * reached: with an exact total a step that would pass it is not taken (the turn scores nothing);
 * otherwise passing it counts as reaching it. Halves are counted in halves.
 */
export function stuckScores(target: number, steps: readonly number[], exact: boolean): number[] {
  const unit = steps.some((s) => !Number.isInteger(s)) ? 2 : 1;
  const goal = target * unit;
  const st = steps.map((s) => s * unit).filter((s) => s > 0);
  const reach = new Set<number>([0]);
  const queue = [0];
  while (queue.length > 0) {
    const s = queue.pop() as number;
    for (const x of st) {
      const n = s + x;
      if (n >= goal) continue;
      if (!reach.has(n)) {
        reach.add(n);
        queue.push(n);
      }
    }
  }
  const finishes = (s: number): boolean => {
    // Can the target be reached from s? Breadth over the scores below the target.
    const seen = new Set<number>([s]);
    const q = [s];
    while (q.length > 0) {
      const c = q.pop() as number;
      for (const x of st) {
        const n = c + x;
        if (exact ? n === goal : n >= goal) return true;
        if (n < goal && !seen.has(n)) {
          seen.add(n);
          q.push(n);
        }
      }
    }
    return false;
  };
  return [...reach].filter((s) => !finishes(s)).map((s) => s / unit);
}

/**
 * Terms that a game's rules, variants and stories may only use once the entry has introduced them,
 * as they read in the text: what uses the term, and what introduces it (in the equipment, the
 * turn, the scoring or an earlier rule).
 */
export const TERMS: readonly { readonly game: string; readonly term: string; readonly use: RegExp; readonly intro: RegExp }[] = [
  { game: "bluffing-dice", term: "wild", use: /\bwild\b/i, intro: /\bones are wild\b/i },
  { game: "jumping-board", term: "crowned", use: /\b(?:crowned|promoted|double piece|doubled piece)\b/i, intro: /\bis (?:crowned|promoted)\b/i },
  { game: "fleet-holo", term: "jump point", use: /\bjump point\b/i, intro: /\bjump point (?:glows|marked|lit)\b/i },
  { game: "war-game", term: "towns", use: /\btowns?\b/i, intro: /\bfive (?:walled |model |frontier )?towns\b/i },
  { game: "banking", term: "natural", use: /\bnaturals?\b/i, intro: /\b(?:is|makes) a natural\b/i },
  { game: "trick-taking", term: "trumps", use: /\btrumps?\b/i, intro: /\b(?:suit is trumps|is the trump suit|trumps are its suit|is trumps)\b/i },
  { game: "race-board", term: "safe square", use: /\bmarked squares?\b/i, intro: /\bmarked squares are safe\b/i },
  { game: "zero-g", term: "penalty box", use: /\bpenalty box\b/i, intro: /\bin the (?:penalty box|sin bin)\b/i },
];

/** A famous match says who won (or that it was drawn). */
export const SAYS_RESULT =
  /\b(?:won|wins?|winning|winner|beat|beaten|(?:took|taking|take) the (?:game|match|contest|night|last token|deciding \w+|stake)|took it|handed|handing|gave|giving|was given|went to|lost|(?:cost|costing) \w+ the game|winnings|took back every stake|home rich|whole purse|broke the bank|breaking the bank|break the bank|outlasted|drawn|draw|void|seized|held back|paid back|pay every stake back|owing|golden goal|sudden death)\b/i;

/** Lines of v7 a reader struck as stock, which no entry may print. */
export const STOCK =
  /teach it to their children|its keenest players|each hoping to|all hoping to|flooded hall|prison hulk|at the end of a war|whenever they meet/i;
