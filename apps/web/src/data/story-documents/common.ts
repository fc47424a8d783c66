// What the story rooms' calls share: the story tables' check constraints as sentences a writer
// understands (every read and write throws its error through `fail`), and the id check.

export function friendlyError(message: string): string {
  if (/title_length/.test(message)) return "A title needs 1 to 200 characters.";
  if (/summary_length/.test(message)) return "The description can be at most 4,000 characters.";
  if (/data_object/.test(message)) return "This document is too large to save (2 MB at most).";
  if (/notes_length/.test(message)) return "Notes can be at most 20,000 characters.";
  if (/role_length/.test(message)) return "A role can be at most 80 characters.";
  if (/note_length/.test(message)) return "A member's note can be at most 1,000 characters.";
  return message;
}

export const fail = (error: { message: string } | null) => {
  if (error) throw new Error(friendlyError(error.message));
};

/** A mistyped address is "not found", not a server error about uuid syntax. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
