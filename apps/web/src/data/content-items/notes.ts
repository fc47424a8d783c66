// Notes live in their own owner-only table (content_item_notes, one row per item at most); reads
// embed it one-to-one as `content_item_notes(notes)`, which is null for anyone but the owner.
export const NOTES_EMBED = "content_item_notes(notes)";

export interface NotesEmbed {
  content_item_notes?: { notes: string } | null;
}

/** The row with its embedded notes flattened into `notes` ('' when none or not the owner's). */
export function withNotes<T extends NotesEmbed>(row: T): Omit<T, "content_item_notes"> & { notes: string } {
  const { content_item_notes: embed, ...rest } = row;
  return { ...rest, notes: embed?.notes ?? "" };
}
