// Invented names that read as names: no tripled letters or syllables, no word over 14 letters,
// no word twice in a row ("Di Di Feyila"); shared by the kinds that invent places and people.
const TRIPLED_LETTER = /(\p{L})\1\1/iu;
const TRIPLED_SYLLABLE = /(\p{L}{2,3})\1\1/iu;
const WORD_SPLIT = /[\s'’-]+/;
const NAME_WORD_MAX = 14;

/** Whether an invented name is free of tripled letters or syllables, overlong and doubled words. */
export function isCleanName(name: string): boolean {
  if (TRIPLED_LETTER.test(name) || TRIPLED_SYLLABLE.test(name)) return false;
  let prev = "";
  for (const w of name.split(WORD_SPLIT)) {
    if ([...w].length > NAME_WORD_MAX) return false;
    const l = w.toLowerCase();
    if (l && l === prev) return false;
    prev = l;
  }
  return true;
}

const TRIPLED_LETTERS = /(\p{L})\1\1+/giu;
const TRIPLED_SYLLABLES = /(\p{L}{2,3})\1\1+/giu;
const LONG_WORD = /\p{L}{15,}/gu;

/** A name mended: tripled letters and syllables cut to two, an overlong word cut to twelve letters. */
export function mendName(name: string): string {
  return name
    .replace(TRIPLED_LETTERS, "$1$1")
    .replace(TRIPLED_SYLLABLES, "$1$1")
    .replace(LONG_WORD, (w) => w.slice(0, 12));
}

/** The first clean name of up to eight draws (the last one mended when none is). */
export function cleanName(draw: () => string): string {
  let n = draw();
  for (let i = 0; i < 7 && !isCleanName(n); i++) n = draw();
  return isCleanName(n) ? n : mendName(n);
}

/** A language whose own name is clean, of up to four draws (a saved language comes back each time). */
export function cleanLanguage<L extends { readonly link: { readonly name: string } }>(draw: () => L): L {
  let l = draw();
  for (let i = 0; i < 3 && !isCleanName(l.link.name); i++) l = draw();
  return l;
}

const DOUBLED = /(\p{L})\1/giu;

/** Whether a clean name is also easy to say: at most one doubled letter ("Taskraarrzger" has two). */
export function isReadableName(name: string): boolean {
  return isCleanName(name) && (name.match(DOUBLED)?.length ?? 0) <= 1;
}

/** The first readable name of up to eight draws, else the first clean one (`cleanName`). */
export function readableName(draw: () => string): string {
  for (let i = 0; i < 8; i++) {
    const n = draw();
    if (isReadableName(n)) return n;
  }
  return cleanName(draw);
}
