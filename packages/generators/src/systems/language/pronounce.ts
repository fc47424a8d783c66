// Pronounceability rules for names: no syllable said three times running ("Tsatsatsa"), no run
// of more than three consonant sounds, and no two hissing sounds meeting across a syllable
// boundary ("shzh"). Names are spelled syllable by syllable (names.ts); these checks run on the
// romanised syllables, by character code, as they are cheap enough for every name.

/** Most consonant sounds a name may have in a row (an onset cluster after a coda: "n|dr" is 3). */
export const MAX_CONSONANTS = 3;

// Consonant digraphs of the romanisation (phonology.ts): each is one sound.
const DIGRAPHS = new Set(["sh", "zh", "th", "dh", "kh", "gh", "ng", "ny", "ch", "ts", "ll", "rr", "ss", "lh", "rh"]);

/** Whether a character code is a vowel letter (a e i o u y, either case). */
export function isVowelCode(c: number): boolean {
  const l = c | 32;
  return l === 97 || l === 101 || l === 105 || l === 111 || l === 117 || l === 121; // a e i o u y
}

/** The consonant sounds at the start of a spelling, in order ("tsva" → ["ts", "v"]). */
export function leadingConsonants(s: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < s.length && !isVowelCode(s.charCodeAt(i))) {
    const two = s.slice(i, i + 2).toLowerCase();
    if (two.length === 2 && DIGRAPHS.has(two)) {
      out.push(two);
      i += 2;
    } else {
      out.push(s.charAt(i).toLowerCase());
      i += 1;
    }
  }
  return out;
}

/** The consonant sounds at the end of a spelling, in order ("rash" → ["sh"]). */
export function trailingConsonants(s: string): string[] {
  const out: string[] = [];
  let i = s.length;
  while (i > 0 && !isVowelCode(s.charCodeAt(i - 1))) {
    const two = i >= 2 ? s.slice(i - 2, i).toLowerCase() : "";
    // A digraph only when its first letter is not a vowel (both letters are consonants here).
    if (two.length === 2 && DIGRAPHS.has(two) && !isVowelCode(two.charCodeAt(0))) {
      out.unshift(two);
      i -= 2;
    } else {
      out.unshift(s.charAt(i - 1).toLowerCase());
      i -= 1;
    }
  }
  return out;
}

// Digraphs as pair codes (first * 128 + second), for the per-syllable checks.
const DIGRAPH_CODES = new Set([...DIGRAPHS].map((d) => d.charCodeAt(0) * 128 + d.charCodeAt(1)));
const lowerCode = (c: number): number => (c >= 65 && c <= 90 ? c | 32 : c);

/** Consonant sounds in the consonant letters s[from, to) (digraphs, read left to right, count once). */
function soundCount(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; n++) i += i + 1 < to && DIGRAPH_CODES.has(lowerCode(s.charCodeAt(i)) * 128 + lowerCode(s.charCodeAt(i + 1))) ? 2 : 1;
  return n;
}

/** Whether the sound ending `s` is a sibilant: s, z, j, or sh/zh/ch/ts/ss. */
function endsHissing(s: string): boolean {
  const c = lowerCode(s.charCodeAt(s.length - 1));
  if (c === 115 || c === 122 || c === 106) return true; // s z j (ts, ss end in s)
  if (c !== 104 || s.length < 2) return false; // h: sh zh ch
  const b = lowerCode(s.charCodeAt(s.length - 2));
  return b === 115 || b === 122 || b === 99;
}

/** Whether the sound starting `s` is a sibilant. */
function startsHissing(s: string): boolean {
  const c = lowerCode(s.charCodeAt(0));
  if (c === 115 || c === 122 || c === 106) return true; // s z j (sh zh too)
  const d = s.length > 1 ? lowerCode(s.charCodeAt(1)) : 0;
  return (c === 99 && d === 104) || (c === 116 && d === 115); // ch ts
}

/**
 * Whether `next` may follow `before` inside one word: the consonants where they meet number at
 * most MAX_CONSONANTS, and two sibilants do not meet ("ss" + "s" is one long hiss, not two).
 * Runs for every syllable of every name, so it reads character codes and builds no strings.
 */
export function joinsCleanly(before: string, next: string): boolean {
  if (before.length === 0 || next.length === 0) return true;
  const last = before.charCodeAt(before.length - 1);
  const first = next.charCodeAt(0);
  if (isVowelCode(last) || isVowelCode(first) || last === 39 || first === 39) return true;
  if (endsHissing(before) && startsHissing(next)) return false;
  let i = before.length;
  while (i > 0 && !isVowelCode(before.charCodeAt(i - 1)) && before.charCodeAt(i - 1) !== 39) i--;
  let j = 0;
  while (j < next.length && !isVowelCode(next.charCodeAt(j)) && next.charCodeAt(j) !== 39) j++;
  return soundCount(before, i, before.length) + soundCount(next, 0, j) <= MAX_CONSONANTS;
}

/** Longest run of consonant sounds in a word (digraphs count as one; the glottal stop ' breaks a run). */
export function longestConsonantRun(word: string): number {
  let best = 0;
  let i = 0;
  while (i < word.length) {
    if (isVowelCode(word.charCodeAt(i)) || word.charCodeAt(i) === 39) {
      i++;
      continue;
    }
    let j = i;
    while (j < word.length && !isVowelCode(word.charCodeAt(j)) && word.charCodeAt(j) !== 39) j++;
    const n = leadingConsonants(word.slice(i, j)).length;
    if (n > best) best = n;
    i = j;
  }
  return best;
}

const TRIPLE = /(.{2,4})\1\1/i;

/** A piece of two to four letters said three times running ("tsatsatsa", "lalala"), if any. */
export function tripleRepeat(word: string): string | undefined {
  const m = TRIPLE.exec(word);
  return m ? (m[1] as string).toLowerCase() : undefined;
}

/**
 * Whether adding `next` to a word spelled `before` so far would say a piece of two to four letters
 * three times running. `before` has none (names.ts checks every syllable), so a new one must end
 * inside `next`; compared by character code, ignoring case.
 */
export function repeatsThrice(before: string, next: string): boolean {
  const w = (before.length > 12 ? before.slice(before.length - 12) : before) + next;
  for (let e = w.length - next.length + 1; e <= w.length; e++) {
    for (let p = 2; p <= 4 && e - 3 * p >= 0; p++) {
      let k = 0;
      for (; k < p; k++) {
        const c = w.charCodeAt(e - p + k) | 32;
        if (c !== (w.charCodeAt(e - 2 * p + k) | 32) || c !== (w.charCodeAt(e - 3 * p + k) | 32)) break;
      }
      if (k === p) return true;
    }
  }
  return false;
}

/** The letter `back` places from the end of `a` + `b` (1 is the last), lower-cased; 0 when there is none. */
function codeFromEnd(a: string, b: string, back: number): number {
  const i = b.length - back;
  if (i >= 0) return lowerCode(b.charCodeAt(i));
  const j = a.length + i;
  return j >= 0 ? lowerCode(a.charCodeAt(j)) : 0;
}

/**
 * Whether a consonant would be written three times running where `next` meets a word spelled
 * `word` + `run` so far ("karr" + "ro", "kar" + "rro"). Neither side has such a run on its own.
 */
export function triplesAtJoin(word: string, run: string, next: string): boolean {
  if (next.length === 0) return false;
  const last = codeFromEnd(word, run, 1);
  const first = lowerCode(next.charCodeAt(0));
  if (last !== first || last === 0 || isVowelCode(last)) return false;
  return codeFromEnd(word, run, 2) === last || (next.length > 1 && lowerCode(next.charCodeAt(1)) === first);
}

// Whether any letter comes three times running: a scan, far cheaper than a regular expression.
function hasTripleLetter(s: string): boolean {
  for (let i = 2; i < s.length; i++) {
    const c = lowerCode(s.charCodeAt(i));
    if (c === lowerCode(s.charCodeAt(i - 1)) && c === lowerCode(s.charCodeAt(i - 2))) return true;
  }
  return false;
}

// Whether a piece of two to four letters comes three times running, ignoring case: a scan.
function hasTriplePiece(w: string): boolean {
  for (let e = 6; e <= w.length; e++) {
    for (let p = 2; p <= 4 && e - 3 * p >= 0; p++) {
      let k = 0;
      for (; k < p; k++) {
        const c = lowerCode(w.charCodeAt(e - p + k));
        if (c !== lowerCode(w.charCodeAt(e - 2 * p + k)) || c !== lowerCode(w.charCodeAt(e - 3 * p + k))) break;
      }
      if (k === p) return true;
    }
  }
  return false;
}

const TRIPLE_PIECE = /(.{2,4})\1\1/gi;
const TRIPLE_LETTER = /(.)\1\1+/gi;

/**
 * A word with no letter three times running ("aaa" → "aa") and no piece of two to four letters
 * said three times ("zezeze" → "zeze"); most words have neither and come back as they are.
 */
export function collapseTriples(w: string): string {
  const out = hasTripleLetter(w) ? w.replace(TRIPLE_LETTER, (m) => m.slice(0, 2)) : w;
  return hasTriplePiece(out) ? out.replace(TRIPLE_PIECE, (m, p: string) => m.slice(0, 2 * p.length)) : out;
}
