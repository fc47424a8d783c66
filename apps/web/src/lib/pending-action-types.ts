// The pending action types (lib/pending-actions.ts) and their payloads, shared by the buttons that
// defer them (features) and the handlers that finish them (app/pending-action-handlers.ts).
import type { GeneratedResult } from "@worldloom/generators";

/** Save a generator result to My Content. */
export const SAVE_RESULT = "save-result";
/** Like a public item. */
export const LIKE_ITEM = "like-item";
/** Copy a public item into My Content. */
export const COPY_ITEM = "copy-item";

export interface SaveResultPayload {
  result: GeneratedResult;
}

export interface ItemPayload {
  id: string;
  name: string;
}
