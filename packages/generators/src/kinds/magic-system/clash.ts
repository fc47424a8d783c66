// Word echoes: two fields side by side in one sentence must not repeat a word or its stem ("herbs,
// salt and the moon through a poppet stuffed with herbs", "charts drawn at midnight, drawing on …",
// "a note held for a breath … the world's own note"). Fields are drawn so that they do not echo
// each other, and the prose picks a frame whose sentence has no echo (docs/generators.md, "The reader").

const STOP = new Set(
  (
    "the and but for who its are was has not nor any all one two his her our you out off how why can may " +
    "that with from this their them they what when where which only into over than then each every some more most " +
    "been have were will would whose before after under about other never always still also even once those these " +
    "there here such much many very just like does done upon ever else being"
  ).split(" "),
);

/** The lower-case words of a text worth comparing (names, capitalised mid-sentence, are left out). */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  const words = text.split(/[^\p{L}'-]+/u).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const raw = words[i] as string;
    // An acronym ("AI") is a word like any other; any other capitalised word past the first is a name.
    if (raw.length >= 2 && raw === raw.toUpperCase() && /^\p{Lu}+$/u.test(raw)) {
      out.push(raw.toLowerCase());
      continue;
    }
    if (i > 0 && /^\p{Lu}/u.test(raw)) continue;
    // A compound repeats itself on purpose ("skin-to-skin"): each part counts once.
    const parts = new Set(raw.toLowerCase().replace(/'s$/, "").split("-"));
    for (const part of parts) if (part.length >= 3 && !STOP.has(part)) out.push(part.replace(/'/g, ""));
  }
  return out;
}

function prefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Whether two words are one word or share a stem: "herb"/"herbs", "drawn"/"drawing", "law"/"laws". */
export function echoes(a: string, b: string): boolean {
  const p = prefix(a, b);
  const short = a.length < b.length ? a.length : b.length;
  if (short <= 3) return a === b || a === `${b}s` || b === `${a}s`;
  return p >= 5 || (p >= 4 && short <= 5);
}

/** The first word of `text` that echoes an earlier word of it, if any. */
export function echoIn(text: string): string | undefined {
  const ws = contentWords(text);
  for (let i = 1; i < ws.length; i++) for (let j = 0; j < i; j++) if (echoes(ws[i] as string, ws[j] as string)) return ws[i];
  return undefined;
}

/**
 * The echo in a sentence of the prose, if any: a law and what follows from it are written as one
 * ("a broken pact costs double, so pacts are kept to the letter"), so a word they share is not one.
 */
export function sentenceEcho(s: string, pairs: readonly (readonly [string, string])[]): string | undefined {
  const blank = (t: string, parts: readonly string[]) => parts.reduce((acc, x) => (x.length > 5 ? acc.split(x).join(" ") : acc), t);
  const e = echoIn(
    blank(
      s,
      pairs.map((p) => p[1]),
    ),
  );
  return (
    e ??
    (pairs.length > 0
      ? echoIn(
          blank(
            s,
            pairs.map((p) => p[0]),
          ),
        )
      : undefined)
  );
}

/** Whether two texts share a word or a stem beyond the words of a theme (a magic's own nouns: "name" in true-name speech). */
export function clashBeyond(a: string, b: string, theme: string): boolean {
  const t = contentWords(theme);
  const wa = contentWords(a).filter((x) => !t.some((y) => echoes(x, y)));
  const wb = contentWords(b).filter((x) => !t.some((y) => echoes(x, y)));
  return wa.some((x) => wb.some((y) => echoes(x, y)));
}

/** Whether two texts share a word or a stem. */
export function clash(a: string, b: string): boolean {
  const wa = contentWords(a);
  const wb = contentWords(b);
  return wa.some((x) => wb.some((y) => echoes(x, y)));
}

/** The items that echo none of `others`, the most important first: when none is clear of all, the last is let go, and so on. */
export function clearOf(items: readonly string[], others: readonly string[]): readonly string[] {
  for (let n = others.length; n > 0; n--) {
    const ok = items.filter((i) => others.slice(0, n).every((o) => !clash(i, o)));
    if (ok.length > 0) return ok;
  }
  return items;
}
