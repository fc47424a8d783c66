// Pronounceability rules for names: no syllable said three times running ("Tsatsatsa"), no run
// of more than three consonant sounds, and no two hissing sounds meeting across a syllable
// boundary ("shzh"). Names are spelled syllable by syllable (names.ts); these checks run on the
// romanised syllables, by character code, as they are cheap enough for every name.

/** Most consonant sounds a name may have in a row (an onset cluster after a coda: "n|dr" is 3). */
export const MAX_CONSONANTS = 3;

// Consonant digraphs of the romanisation (phonology.ts): each is one sound.
const DIGRAPHS = new Set(["sh", "zh", "th", "dh", "kh", "gh", "ng", "ny", "ch", "ts", "ll", "rr", "ss", "lh", "rh"]);
const SIBILANTS = new Set(["s", "z", "sh", "zh", "ts", "ch", "j", "ss"]);

function isVowelCode(c: number): boolean {
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

/** The consonant sound ending `s` at `end` (a digraph or one letter) and its length in letters. */
function soundBefore(s: string, end: number): string {
  if (end >= 2 && !isVowelCode(s.charCodeAt(end - 2))) {
    const two = s.slice(end - 2, end).toLowerCase();
    if (DIGRAPHS.has(two)) return two;
  }
  return s.charAt(end - 1).toLowerCase();
}

function soundAt(s: string, at: number): string {
  if (at + 1 < s.length && !isVowelCode(s.charCodeAt(at + 1))) {
    const two = s.slice(at, at + 2).toLowerCase();
    if (DIGRAPHS.has(two)) return two;
  }
  return s.charAt(at).toLowerCase();
}

/**
 * Whether `next` may follow `before` inside one word: the consonants where they meet number at
 * most MAX_CONSONANTS, and two sibilants do not meet ("ss" + "s" is one long hiss, not two).
 * Runs for every syllable of every name, so it scans by character code and builds no arrays.
 */
export function joinsCleanly(before: string, next: string): boolean {
  if (before.length === 0 || next.length === 0) return true;
  const last = before.charCodeAt(before.length - 1);
  const first = next.charCodeAt(0);
  if (isVowelCode(last) || isVowelCode(first) || last === 39 || first === 39) return true;
  const tailEnd = soundBefore(before, before.length);
  const head = soundAt(next, 0);
  if (SIBILANTS.has(tailEnd) && SIBILANTS.has(head)) return false;
  let n = 0;
  for (let i = before.length; i > 0 && !isVowelCode(before.charCodeAt(i - 1)); ) {
    i -= soundBefore(before, i).length;
    n++;
  }
  for (let i = 0; i < next.length && !isVowelCode(next.charCodeAt(i)); ) {
    i += soundAt(next, i).length;
    n++;
  }
  return n <= MAX_CONSONANTS;
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
 * inside `next`; compared by character code, ignoring case, with no strings built.
 */
export function repeatsThrice(before: string, next: string): boolean {
  const b = before.length;
  const total = b + next.length;
  const at = (i: number): number => (i < b ? before.charCodeAt(i) : next.charCodeAt(i - b)) | 32;
  for (let e = b + 1; e <= total; e++) {
    for (let p = 2; p <= 4 && e - 3 * p >= 0; p++) {
      let same = true;
      for (let k = 0; k < p && same; k++) {
        const c = at(e - p + k);
        same = c === at(e - 2 * p + k) && c === at(e - 3 * p + k);
      }
      if (same) return true;
    }
  }
  return false;
}
