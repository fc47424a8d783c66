// @mentions in a text field: finding the "@name" being typed at the caret and putting the chosen
// person in its place (the people whose username or display name starts with it:
// data/profiles/get-mention-candidates). A picked mention is a Markdown link to the person's forum
// profile, `[@name](/forum/u/<id>)`: it renders as a link, notifies them by id (the forum_posts
// trigger, migration 20261202060100) whether or not they have a username, and survives a rename.

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

/** Where a member's forum profile is; a link there written as "[@…](…)" is a mention. */
export const memberPath = (id: string) => `/forum/u/${id}`;
const MEMBER_PATH = /^\/forum\/u\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The member id of a mention link's address, or null. */
export function mentionedMember(href: string | undefined): string | null {
  const m = href ? MEMBER_PATH.exec(href) : null;
  return m ? m[1]!.toLowerCase() : null;
}

/**
 * The Markdown of a mention of this person: their username, or their display name when they have
 * none, as the text of a link to their profile. Brackets, backslashes and line breaks are left out of
 * the name so it cannot end the link early (the database finds mentions by the same shape).
 */
export function mentionMarkdown(p: { id: string; username: string | null; display_name: string | null }): string {
  const name =
    (p.username ?? p.display_name ?? "member")
      .replace(/[[\]\\\r\n]+/g, " ")
      .replace(/\s+/g, " ")
      .trim() || "member";
  return `[@${name}](${memberPath(p.id)})`;
}

/**
 * The text with the mention at `q` replaced by `inserted` (mentionMarkdown), followed by a space
 * unless a space or punctuation already follows, and the caret after that space (or after it).
 */
export function insertMention(text: string, caret: number, q: MentionQuery, mention: string): { text: string; caret: number } {
  const after = text.slice(caret).replace(/^[A-Za-z0-9_.-]*/, "");
  const spaced = /^\s/.test(after);
  const inserted = `${mention}${after === "" || /^\w/.test(after) ? " " : ""}`;
  return { text: text.slice(0, q.start) + inserted + after, caret: q.start + inserted.length + (spaced ? 1 : 0) };
}
