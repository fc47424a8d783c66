// Query keys for universes. They sit under ["content_items"] (declared once in
// @/data/content-items/keys) because item counts change with every save, move or delete there,
// and those mutations already invalidate that root.
import { contentItemKeys } from "@/data/content-items/keys";

export const universeKeys = {
  all: contentItemKeys.universesAll,
  mine: contentItemKeys.universesMine,
};
