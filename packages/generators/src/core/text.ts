// Small English helpers every kind needs: a/an, capitals, list joining, ordinals, plurals.

// Words spelled with a vowel but spoken with a consonant, and the reverse.
const CONSONANT_SOUND = /^(one|once|uni(?!n)|use|usu|ura|uri|ure|euro|eu|ewe|ufo|ubiq|ukulele|utens|utop|utili|uvu)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir|herb(?!al)|[aeiou])/i;
// Single letters and acronyms read letter by letter: "an X-ray", "an NPC", "a UFO".
const VOWEL_LETTER_ACRONYM = /^([AEFHILMNORSX])([A-Z0-9-]|$)/;

/** "a" or "an" for the word that follows. */
export function article(word: string): "a" | "an" {
  // Fast path: a word starting with a lower-case consonant other than h takes "a" whatever
  // follows (none of the patterns below can match it).
  const c = word.charCodeAt(0);
  if (c >= 98 && c <= 122 && c !== 101 && c !== 104 && c !== 105 && c !== 111 && c !== 117) return "a";
  const w = word.trim().replace(/^["'‘“(*_]+/, "");
  if (w === "") return "a";
  if (/^[A-Z]{2,}\b/.test(w) || /^[A-Z](-|$)/.test(w)) return VOWEL_LETTER_ACRONYM.test(w) ? "an" : "a";
  if (/^\d/.test(w)) return /^(8|11|18|8\d)(\D|$)/.test(w) ? "an" : "a";
  if (CONSONANT_SOUND.test(w)) return "a";
  return VOWEL_SOUND.test(w) ? "an" : "a";
}

/** "an ember", "a unicorn". */
export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

export function capitalise(s: string): string {
  if (s.length === 0) return s;
  const c = s.charCodeAt(0);
  // ASCII fast paths; anything else goes through toUpperCase as before.
  if (c >= 65 && c <= 90) return s;
  if (c >= 97 && c <= 122) return String.fromCharCode(c - 32) + s.slice(1);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The text up to its first space ("Ada Brenn" → "Ada"): split(" ")[0] without the array. */
export function firstWord(s: string): string {
  const sp = s.indexOf(" ");
  return sp < 0 ? s : s.slice(0, sp);
}

const SMALL_WORDS: ReadonlySet<string> = new Set(["a", "an", "the", "of", "and", "or", "in", "on", "at", "to", "for", "by", "with", "from"]);

/** Capitalises every word, leaving short joining words lower-case except at the start. */
export function titleCase(s: string): string {
  return s
    .split(" ")
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : capitalise(w)))
    .join(" ");
}

/** "a", "a and b", "a, b and c"; `conj` may be "or". */
export function joinList(items: readonly string[], conj = "and"): string {
  if (items.length === 0) return "";
  if (items.length === 1) return items[0] as string;
  return `${items.slice(0, -1).join(", ")} ${conj} ${items[items.length - 1] as string}`;
}

export function ordinal(n: number): string {
  const r100 = n % 100;
  const r10 = n % 10;
  const suffix = r100 >= 11 && r100 <= 13 ? "th" : r10 === 1 ? "st" : r10 === 2 ? "nd" : r10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/** A regular English plural, good enough for our own word lists. */
export function plural(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** "1 day", "3 days". */
export function count(n: number, word: string, pluralForm?: string): string {
  return `${n} ${n === 1 ? word : (pluralForm ?? plural(word))}`;
}

/** Thousands separated by commas: 12,400. */
export function formatNumber(n: number): string {
  const neg = n < 0;
  const s = String(neg ? -n : n);
  const [int, frac] = s.split(".");
  // Grouped by hand: the look-ahead regex was a hot spot in the generator bench.
  const digits = int as string;
  let grouped = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) grouped += ",";
    grouped += digits.charAt(i);
  }
  return (neg ? "-" : "") + grouped + (frac ? `.${frac}` : "");
}

const SMALL = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
/** Numbers up to twelve in words, larger ones in digits. */
export function numberWord(n: number): string {
  return n >= 0 && n < SMALL.length ? (SMALL[n] as string) : formatNumber(n);
}

/** Ends the sentence with a full stop unless it already ends in punctuation. */
export function sentence(s: string): string {
  const t = capitalise(s.trim());
  return /[.!?…"”]$/.test(t) ? t : `${t}.`;
}
