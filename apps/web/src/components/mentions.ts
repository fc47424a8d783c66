// @mentions in a text field: finding the "@name" being typed at the caret and putting the chosen
// username in its place (the people whose username starts with it: data/profiles/get-mention-candidates).

/** Usernames are 3–32 of these (profiles.username's check constraint). */
const NAME_CHAR = /[A-Za-z0-9_.-]/;

export interface MentionQuery {
  /** Index of the "@". */
  start: number;
  /** What follows the "@" up to the caret. */
  prefix: string;
}

/** The "@name" the caret is at the end of, or null. An "@" inside a word (an e-mail address) is not a mention. */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  let i = caret;
  while (i > 0 && NAME_CHAR.test(text[i - 1]!)) i--;
  if (i === 0 || text[i - 1] !== "@") return null;
  const start = i - 1;
  if (start > 0 && /[\w@.-]/.test(text[start - 1]!)) return null;
  const prefix = text.slice(i, caret);
  if (prefix.length > 32) return null;
  return { start, prefix };
}

/**
 * The text with the mention at `q` replaced by "@username", followed by a space unless a space or
 * punctuation already follows, and the caret after that space (or after the name).
 */
export function insertMention(text: string, caret: number, q: MentionQuery, username: string): { text: string; caret: number } {
  const after = text.slice(caret).replace(/^[A-Za-z0-9_.-]*/, "");
  const spaced = /^\s/.test(after);
  const inserted = `@${username}${after === "" || /^\w/.test(after) ? " " : ""}`;
  return { text: text.slice(0, q.start) + inserted + after, caret: q.start + inserted.length + (spaced ? 1 : 0) };
}
