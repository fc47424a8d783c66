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

/**
 * Whether `next` may follow `before` inside one word: the consonants where they meet number at
 * most MAX_CONSONANTS, and two sibilants do not meet ("ss" + "s" is one long hiss, not two).
 */
export function joinsCleanly(before: string, next: string): boolean {
  if (before.length === 0 || next.length === 0) return true;
  const last = before.charCodeAt(before.length - 1);
  const first = next.charCodeAt(0);
  if (isVowelCode(last) || isVowelCode(first) || last === 39 || first === 39) return true;
  const tail = trailingConsonants(before);
  const head = leadingConsonants(next);
  if (tail.length + head.length > MAX_CONSONANTS) return false;
  return !(SIBILANTS.has(tail[tail.length - 1] as string) && SIBILANTS.has(head[0] as string));
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

/** Whether adding `next` to a word spelled `before` so far would say a piece three times running. */
export function repeatsThrice(before: string, next: string): boolean {
  const tail = before.length > 12 ? before.slice(before.length - 12) : before;
  return TRIPLE.test(tail + next);
}
