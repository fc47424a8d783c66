// A person's name in a language that never says one word twice in a row ("Skratati Skratati",
// "Baron Di Di Feyila"): now and then a language spells a family name, or its word for "of",
// exactly like the given name. Such a name is drawn again from the same stream (at most twice
// more), so names that never collided are unchanged.
import type { Rng } from "../../core/rng.js";
import { nameIn, type Language, type NameGender } from "./index.js";

/** Whether two neighbouring words of `name` are the same word (ignoring case). */
export function repeatsAWord(name: string): boolean {
  let start = 0;
  let prev = "";
  for (let i = 0; i <= name.length; i++) {
    if (i < name.length && name.charCodeAt(i) !== 32) continue;
    const w = name.slice(start, i).toLowerCase();
    if (w !== "" && w === prev) return true;
    prev = w;
    start = i + 1;
  }
  return false;
}

/** nameIn(lang, rng, "person", gender), drawn again while it repeats a word. */
export function personNameIn(lang: Language, rng: Rng, gender?: NameGender): string {
  let name = nameIn(lang, rng, "person", gender);
  for (let i = 0; i < 2 && repeatsAWord(name); i++) name = nameIn(lang, rng, "person", gender);
  return name;
}
