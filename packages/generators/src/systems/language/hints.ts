// How each IPA value sounds to an English reader, for the romanisation table.
export const SOUND_HINTS: Readonly<Record<string, string>> = {
  p: "as in spin", b: "as in bell", t: "as in stop", d: "as in dog", k: "as in skin", g: "as in go", q: "k said far back in the throat", ʔ: "the catch in uh-oh",
  f: "as in fish", v: "as in vine", θ: "as in thin", ð: "as in this", s: "as in sun", z: "as in zeal", ʃ: "as in ship", ʒ: "as in measure",
  x: "as in Scottish loch", ɣ: "a growled, voiced loch", h: "as in hat", m: "as in moon", n: "as in net", ŋ: "as in sing", ɲ: "as in canyon",
  l: "as in leaf", r: "a tapped r, as in Spanish pero", rː: "a long rolled r", w: "as in wet", j: "as in yes", tʃ: "as in church", dʒ: "as in jar",
  ts: "as in cats", ɬ: "a breathy l, as in Welsh Llan", a: "as in father", e: "as in bet", i: "as in machine", o: "as in more", u: "as in rule",
  aː: "as in father, held long", eː: "as in they, held", iː: "as in see", oː: "as in go, held", uː: "as in moon", ɛ: "as in bed, open", ai: "as in ride",
  au: "as in cow", ei: "as in day", oi: "as in boy", y: "as in French lune", ia: "as in yard", io: "as in yonder", ua: "as in water",
};

export function hintFor(ipa: string): string {
  if (SOUND_HINTS[ipa]) return SOUND_HINTS[ipa];
  // Clusters: describe the sounds one after the other.
  const parts: string[] = [];
  for (const ch of ipa) if (SOUND_HINTS[ch]) parts.push(`/${ch}/`);
  return parts.length > 0 ? `${parts.join(" + ")}, run together` : "as written";
}
