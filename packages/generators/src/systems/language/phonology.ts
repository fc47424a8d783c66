// Phoneme pools by sound, inventory choice and syllable building. Each phoneme carries its
// romanised spelling and its IPA value so words come out in both.
import type { Rng } from "../../core/rng.js";

export const SOUNDS = ["soft", "harsh", "flowing", "guttural", "sibilant", "clipped", "melodic"] as const;
export type Sound = (typeof SOUNDS)[number];

/** A phoneme: romanisation, IPA, relative frequency in this language. */
export interface Phoneme {
  readonly r: string;
  readonly ipa: string;
  readonly w: number;
}

const C: Readonly<Record<string, string>> = {
  p: "p",
  b: "b",
  t: "t",
  d: "d",
  k: "k",
  g: "g",
  q: "q",
  "'": "ʔ",
  f: "f",
  v: "v",
  th: "θ",
  dh: "ð",
  s: "s",
  z: "z",
  sh: "ʃ",
  zh: "ʒ",
  kh: "x",
  gh: "ɣ",
  h: "h",
  m: "m",
  n: "n",
  ng: "ŋ",
  ny: "ɲ",
  l: "l",
  r: "r",
  rr: "rː",
  w: "w",
  y: "j",
  ch: "tʃ",
  j: "dʒ",
  ts: "ts",
  ll: "ɬ",
  ss: "sː",
};
const V: Readonly<Record<string, string>> = {
  a: "a",
  e: "e",
  i: "i",
  o: "o",
  u: "u",
  aa: "aː",
  ee: "eː",
  ii: "iː",
  oo: "oː",
  uu: "uː",
  ae: "ɛ",
  ai: "ai",
  au: "au",
  ei: "ei",
  oi: "oi",
  y: "y",
  ia: "ia",
  io: "io",
  ua: "ua",
};

interface SoundPool {
  readonly consonants: readonly string[];
  readonly vowels: readonly string[];
  readonly codas: readonly string[];
  readonly clusters: readonly string[];
  /** Weights of 1, 2, 3, 4 syllables in ordinary words. */
  readonly lengths: readonly number[];
  /** Chance a syllable has a coda; chance an onset is dropped; chance of a cluster onset. */
  readonly coda: number;
  readonly bare: number;
  readonly cluster: number;
  readonly description: string;
}

export const POOLS: Readonly<Record<Sound, SoundPool>> = {
  soft: {
    consonants: ["m", "n", "l", "r", "s", "f", "v", "w", "y", "h", "th", "sh", "d", "b"],
    vowels: ["a", "e", "i", "o", "u", "ae", "ai", "ei", "ia"],
    codas: ["n", "l", "s", "r", "th"],
    clusters: ["fl", "sl", "th", "vr"],
    lengths: [2, 5, 3, 1],
    coda: 0.3,
    bare: 0.15,
    cluster: 0.05,
    description: "soft and breathy, full of liquids and open vowels",
  },
  harsh: {
    consonants: ["k", "g", "t", "d", "q", "kh", "gh", "r", "z", "zh", "ch", "'", "b", "p", "rr", "sh"],
    vowels: ["a", "o", "u", "e", "i", "aa", "uu"],
    codas: ["k", "g", "t", "r", "z", "kh", "rr", "d"],
    clusters: ["kr", "gr", "dr", "tr", "zg", "skr", "thr"],
    lengths: [3, 5, 2, 0],
    coda: 0.6,
    bare: 0.05,
    cluster: 0.2,
    description: "hard-edged, with stops, trills and closed syllables",
  },
  flowing: {
    consonants: ["l", "r", "n", "m", "s", "v", "th", "y", "w", "dh", "h", "ny"],
    vowels: ["a", "e", "i", "o", "u", "aa", "ee", "ii", "ia", "io", "ua", "ai"],
    codas: ["n", "l", "r", "s"],
    clusters: ["lh", "ndr", "rh"],
    lengths: [1, 4, 4, 2],
    coda: 0.2,
    bare: 0.25,
    cluster: 0.03,
    description: "long, rolling words that run together like water",
  },
  guttural: {
    consonants: ["g", "k", "kh", "gh", "q", "h", "r", "d", "b", "m", "n", "ng", "'", "t"],
    vowels: ["a", "o", "u", "aa", "oo", "uu", "au"],
    codas: ["g", "k", "kh", "r", "m", "n", "ng", "gh"],
    clusters: ["gr", "khr", "br", "dr"],
    lengths: [3, 5, 2, 0],
    coda: 0.55,
    bare: 0.08,
    cluster: 0.15,
    description: "deep in the throat, heavy with back vowels",
  },
  sibilant: {
    consonants: ["s", "z", "sh", "zh", "h", "f", "th", "l", "y", "ts", "ch", "n", "k", "t"],
    vowels: ["i", "e", "a", "ei", "ii", "ae", "ai"],
    codas: ["s", "sh", "th", "ts", "n", "l", "ss"],
    clusters: ["sk", "st", "sl", "shn", "tsv"],
    lengths: [2, 5, 3, 1],
    coda: 0.45,
    bare: 0.1,
    cluster: 0.12,
    description: "hissing and whispering, thick with sibilants",
  },
  clipped: {
    consonants: ["t", "k", "p", "d", "b", "n", "s", "m", "g", "v", "r", "ts"],
    vowels: ["a", "i", "u", "e", "o"],
    codas: ["t", "k", "n", "s", "p", "m"],
    clusters: ["tr", "kv", "st", "pr"],
    lengths: [4, 5, 1, 0],
    coda: 0.5,
    bare: 0.05,
    cluster: 0.1,
    description: "short and precise, syllables clipped off cleanly",
  },
  melodic: {
    consonants: ["m", "n", "l", "r", "y", "w", "v", "s", "d", "t", "k", "ny", "ng", "h"],
    vowels: ["a", "e", "i", "o", "u", "aa", "oo", "ai", "au", "oi"],
    codas: ["n", "m", "ng", "l"],
    clusters: ["nd", "mb", "ngk"],
    lengths: [1, 4, 4, 1],
    coda: 0.2,
    bare: 0.2,
    cluster: 0.08,
    description: "sung rather than spoken, with open syllables and nasal glides",
  },
};

/** The IPA of a spelling; a cluster is read letter group by letter group, digraphs first ("shn" is /ʃn/). */
export function ipaOf(r: string): string {
  const whole = C[r] ?? V[r];
  if (whole !== undefined) return whole;
  let out = "";
  for (let i = 0; i < r.length;) {
    const pair = i + 1 < r.length ? C[r.slice(i, i + 2)] : undefined;
    if (pair !== undefined) {
      out += pair;
      i += 2;
    } else {
      const ch = r[i] as string;
      out += C[ch] ?? ch;
      i += 1;
    }
  }
  return out;
}

/** The chosen inventory of one language, stored in its system definition. */
export interface Inventory {
  readonly consonants: readonly Phoneme[];
  readonly vowels: readonly Phoneme[];
  readonly codas: readonly Phoneme[];
  readonly clusters: readonly Phoneme[];
}

function weighted(rng: Rng, items: readonly string[], damp = 1): Phoneme[] {
  // Zipf-like weights over a shuffled order give each language favourite sounds; long vowels
  // and glides (written with two letters) are damped so names do not drown in vowels.
  return rng.shuffle(items).map((r, i) => ({ r, ipa: ipaOf(r), w: (12 / (i + 2)) * (r.length > 1 ? damp : 1) }));
}

export function makeInventory(rng: Rng, sound: Sound): Inventory {
  const p = POOLS[sound];
  const nc = rng.int(p.consonants.length - 5, p.consonants.length);
  const nv = rng.int(p.vowels.length > 6 ? p.vowels.length - 3 : p.vowels.length - 1, p.vowels.length);
  const consonants = weighted(rng, rng.sample(p.consonants, nc));
  const vowels = weighted(rng, rng.sample(p.vowels, nv), 0.3);
  const codas = weighted(
    rng,
    p.codas.filter((c) => c.length > 1 || consonants.some((x) => x.r === c) || rng.chance(0.3)),
  );
  const clusters = weighted(rng, rng.sample(p.clusters, rng.int(1, p.clusters.length)));
  return { consonants, vowels, codas: codas.length > 0 ? codas : [{ r: "n", ipa: "n", w: 1 }], clusters };
}

/** Syllable shape: chances of coda, bare onset and cluster, and word length weights. */
export interface Structure {
  readonly coda: number;
  readonly bare: number;
  readonly cluster: number;
  readonly lengths: readonly number[];
  /** Which syllable carries stress: first, penultimate or last. */
  readonly stress: "first" | "penult" | "last";
}

/** A chance of the sound's pool, varied by ±30 % for one language (at most 0.9). */
function jitter(rng: Rng, x: number): number {
  const v = x * (0.7 + rng.next() * 0.6);
  return v > 0.9 ? 0.9 : v;
}

const STRESS = [
  ["first", 4],
  ["penult", 4],
  ["last", 2],
] as const;

export function makeStructure(rng: Rng, sound: Sound): Structure {
  const p = POOLS[sound];
  const coda = jitter(rng, p.coda);
  const bare = jitter(rng, p.bare);
  const cluster = jitter(rng, p.cluster);
  return { coda, bare, cluster, lengths: p.lengths, stress: rng.weighted(STRESS) };
}

/** "(C)V(C)"-style description of the structure. */
export function structureFormula(s: Structure): string {
  const onset = s.cluster > 0.08 ? "(C)(C)" : "(C)";
  const coda = s.coda > 0.45 ? "(C)" : s.coda > 0.15 ? "(C)" : "";
  return `${onset}V${coda}`;
}

function pickPhoneme(rng: Rng, list: readonly Phoneme[]): Phoneme {
  let total = 0;
  for (const p of list) total += p.w;
  let r = rng.next() * total;
  for (const p of list) {
    r -= p.w;
    if (r < 0) return p;
  }
  return list[list.length - 1] as Phoneme;
}

export interface Word {
  /** Romanised form. */
  readonly text: string;
  /** IPA with stress mark and syllable dots. */
  readonly ipa: string;
  /** Romanised syllables and their IPA, for clipping words in compounds. */
  readonly syl: readonly string[];
  readonly ipaSyl: readonly string[];
}

/** One word of `syllables` syllables built from the inventory. */
export function buildWord(rng: Rng, inv: Inventory, st: Structure, syllables: number): Word {
  // Sized up front: words are cached by the hundred thousand, and an array grown by push keeps
  // room for 17 entries (~0.3 kB a word for the two).
  const roman = new Array<string>(syllables);
  const ipa = new Array<string>(syllables);
  for (let i = 0; i < syllables; i++) {
    let r = "";
    let p = "";
    const bare = i === 0 ? rng.chance(st.bare) : rng.chance(st.bare / 3);
    if (!bare) {
      const on = rng.chance(st.cluster) ? pickPhoneme(rng, inv.clusters) : pickPhoneme(rng, inv.consonants);
      r += on.r;
      p += on.ipa;
    }
    const v = pickPhoneme(rng, inv.vowels);
    // Avoid two vowels meeting across a syllable boundary without an onset.
    if (bare && i > 0) {
      r += "y";
      p += "j";
    }
    r += v.r;
    p += v.ipa;
    if (rng.chance(i === syllables - 1 ? st.coda : st.coda / 2)) {
      const c = pickPhoneme(rng, inv.codas);
      r += c.r;
      p += c.ipa;
    }
    roman[i] = r;
    ipa[i] = p;
  }
  const stressAt = syllables === 1 ? 0 : st.stress === "first" ? 0 : st.stress === "last" ? syllables - 1 : syllables - 2;
  // Spelled out rather than map/join: this runs for every word of every language.
  let text = "";
  let spoken = "/";
  for (let i = 0; i < roman.length; i++) {
    text += roman[i] as string;
    if (i > 0) spoken += ".";
    if (i === stressAt && syllables > 1) spoken += "ˈ";
    spoken += ipa[i] as string;
  }
  return { text, syl: roman, ipaSyl: ipa, ipa: spoken + "/" };
}

export function wordLength(rng: Rng, st: Structure, bias = 0): number {
  // Same draw as rng.weighted over the positive weights, without building arrays (hot path).
  let total = 0;
  let last = 1;
  for (let i = 0; i < st.lengths.length; i++) {
    const w = st.lengths[i] as number;
    if (w > 0) {
      total += w;
      last = i + 1;
    }
  }
  let r = rng.next() * total;
  let pick = last;
  for (let i = 0; i < st.lengths.length; i++) {
    const w = st.lengths[i] as number;
    if (w > 0) {
      r -= w;
      if (r < 0) {
        pick = i + 1;
        break;
      }
    }
  }
  const n = pick + bias;
  return n < 1 ? 1 : n > 4 ? 4 : n;
}
