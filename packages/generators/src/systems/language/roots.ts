// Words of the second edition (languages with `words: 2`, made by the language kind from v7): a
// word is drawn from a small counter-based generator seeded by one 32-bit hash of (language,
// meaning), over phoneme tables laid out once per language. The first edition (lexicon.ts) opens
// a full sfc32 stream per word, which made a 150-word lexicon cost most of a language's time.
// Languages saved before keep the first edition, so their names still match their saved lexicon.
import type { Inventory, Phoneme, Structure, Word } from "./phonology.js";

/** A phoneme list laid out for drawing: 256 slots, each phoneme in a share of them by weight. */
interface Table {
  readonly r: readonly string[];
  readonly ipa: readonly string[];
  readonly slots: Uint8Array;
}

/** A syllable's spelling and its IPA, bare and with the marks it takes inside a word. */
interface Syllable {
  readonly r: string;
  readonly ipa: string;
  readonly stressed: string;
  readonly dotted: string;
  readonly dottedStressed: string;
}

/** What words of one language are drawn from; built once per language. */
export interface Roots {
  readonly key: number;
  readonly consonants: Table;
  readonly clusters: Table;
  readonly vowels: Table;
  readonly codas: Table;
  readonly lengthCum: readonly number[];
  readonly lengthTotal: number;
  /** Chances out of 256. */
  readonly bare: number;
  readonly cluster: number;
  readonly coda: number;
  readonly stress: Structure["stress"];
  /** The language's syllables met so far, by onset, vowel and coda: words share them. */
  readonly syllables: Map<number, Syllable>;
}

function table(list: readonly Phoneme[]): Table {
  let total = 0;
  for (const p of list) total += p.w;
  const slots = new Uint8Array(256);
  let j = 0;
  let upTo = (list[0] as Phoneme).w;
  for (let s = 0; s < 256; s++) {
    while (j < list.length - 1 && ((s + 0.5) / 256) * total >= upTo) upTo += (list[++j] as Phoneme).w;
    slots[s] = j;
  }
  return { r: list.map((p) => p.r), ipa: list.map((p) => p.ipa), slots };
}

export function rootsOf(key: string, inv: Inventory, st: Structure): Roots {
  const lengthCum: number[] = [];
  let lengthTotal = 0;
  for (const w of st.lengths) {
    if (w > 0) lengthTotal += w;
    lengthCum.push(lengthTotal);
  }
  return {
    key: hash32(key),
    consonants: table(inv.consonants),
    clusters: table(inv.clusters.length > 0 ? inv.clusters : inv.consonants),
    vowels: table(inv.vowels),
    codas: table(inv.codas),
    lengthCum,
    lengthTotal,
    bare: st.bare * 256,
    cluster: st.cluster * 256,
    coda: st.coda * 256,
    stress: st.stress,
    syllables: new Map(),
  };
}

/** 32-bit multiply with wrap-around (the global Math is off limits); `c` below 2^32. */
function mul(x: number, c: number): number {
  return (x * (c & 0xffff) + ((x * (c >>> 16)) << 16)) | 0;
}

/** FNV-1a over UTF-16 code units, finished with a murmur-style mix. */
export function hash32(s: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < s.length; i++) h = mul(h ^ s.charCodeAt(i), 0x01000193);
  h = mul(h ^ (h >>> 16), 0x85ebca6b);
  h = mul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

// The generator of the word being built: a Weyl counter through a 32-bit finaliser (the
// "lowbias32" mix). Words are built one at a time and synchronously, so one state suffices.
let state = 0;

function next(): number {
  state = (state + 0x9e3779b9) | 0;
  let z = state;
  z = mul(z ^ (z >>> 16), 0x21f0aaad);
  z = mul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

// Onset codes: 0 none, 1 the "y" glide, 2 + i consonant i, 512 + i cluster i. Coda codes: 0 none,
// 1 + i. Table slots are bytes, so an index is at most 255 and the fields of the code never overlap.
function syllable(roots: Roots, onset: number, vowel: number, coda: number): Syllable {
  const code = onset * 262144 + vowel * 512 + coda;
  let s = roots.syllables.get(code);
  if (s === undefined) {
    const on = onset === 0 ? undefined : onset === 1 ? undefined : onset < 512 ? roots.consonants : roots.clusters;
    const oi = onset < 512 ? onset - 2 : onset - 512;
    const r = (on ? (on.r[oi] as string) : onset === 1 ? "y" : "") + (roots.vowels.r[vowel] as string) + (coda > 0 ? (roots.codas.r[coda - 1] as string) : "");
    const ipa =
      (on ? (on.ipa[oi] as string) : onset === 1 ? "j" : "") + (roots.vowels.ipa[vowel] as string) + (coda > 0 ? (roots.codas.ipa[coda - 1] as string) : "");
    s = { r, ipa, stressed: `ˈ${ipa}`, dotted: `.${ipa}`, dottedStressed: `.ˈ${ipa}` };
    roots.syllables.set(code, s);
  }
  return s;
}

/**
 * The word for a meaning (its hash32): `bias` shifts the syllable count (short function words); `affix` makes
 * one syllable with a plain onset for endings.
 */
export function rootWord(roots: Roots, meaning: number, bias: number, affix: boolean): Word {
  state = (roots.key ^ mul(meaning, 0x9e3779b1) ^ (affix ? 0x5bd1e995 : 0)) | 0;
  let syllables = 1;
  if (!affix) {
    const r = (next() / 4294967296) * roots.lengthTotal;
    const cum = roots.lengthCum;
    let pick = cum.length;
    for (let i = 0; i < cum.length; i++) {
      if (r < (cum[i] as number)) {
        pick = i + 1;
        break;
      }
    }
    syllables = pick + bias < 1 ? 1 : pick + bias > 4 ? 4 : pick + bias;
  }
  const stressAt = syllables === 1 ? -1 : roots.stress === "first" ? 0 : roots.stress === "last" ? syllables - 1 : syllables - 2;
  const syl: string[] = new Array<string>(syllables);
  const ipaSyl: string[] = new Array<string>(syllables);
  let text = "";
  let ipa = "/";
  for (let i = 0; i < syllables; i++) {
    // Two draws a syllable, read a byte at a time: onset (bare? cluster? which), vowel, coda.
    const a = next();
    const b = next();
    const bare = !affix && (a & 0xff) < (i === 0 ? roots.bare : roots.bare / 3);
    const onset = bare
      ? i > 0
        ? 1
        : 0
      : !affix && ((a >>> 8) & 0xff) < roots.cluster
        ? 512 + (roots.clusters.slots[a >>> 24] as number)
        : 2 + (roots.consonants.slots[a >>> 24] as number);
    const vowel = roots.vowels.slots[(a >>> 16) & 0xff] as number;
    const coda = (b & 0xff) < (i === syllables - 1 ? roots.coda : roots.coda / 2) ? 1 + (roots.codas.slots[(b >>> 8) & 0xff] as number) : 0;
    const s = syllable(roots, onset, vowel, coda);
    syl[i] = s.r;
    ipaSyl[i] = s.ipa;
    text = i === 0 ? s.r : text + s.r;
    ipa += i === 0 ? (i === stressAt ? s.stressed : s.ipa) : i === stressAt ? s.dottedStressed : s.dotted;
  }
  return { text, ipa: `${ipa}/`, syl, ipaSyl };
}
