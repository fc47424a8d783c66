// The universes hidden while their delete waits on its Undo (components/universes/pending-delete.ts
// hides and unhides; the universe lists and the current universe leave them out).
import { createHiddenIds } from "./hidden-ids";

export const { hide: hideUniverses, unhide: unhideUniverses, useHiddenIds: useHiddenUniverses } = createHiddenIds();
