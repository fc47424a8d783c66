// Which calendar a document is dated in, as a timeline and a family tree keep it in their `data`:
// Gregorian, or a saved calendar item copied in (so visitors can read the dates without the item).
import { z } from "zod";

export const calendarRefSchema = z.union([
  z.object({ kind: z.literal("gregorian") }),
  z.object({ kind: z.literal("item"), itemId: z.string().max(64), name: z.string().max(200), system: z.record(z.string(), z.unknown()) }),
]);
export type CalendarRef = z.infer<typeof calendarRefSchema>;
