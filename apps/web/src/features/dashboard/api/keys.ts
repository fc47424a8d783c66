// Query keys for the dashboard's reads; they sit under ["content_items"] (declared once in
// @/data/content-items/keys) so any save, edit or delete in the library or generators invalidates them too.
import { contentItemKeys } from "@/data/content-items/keys";

export const dashboardKeys = {
  counts: contentItemKeys.dashboardCounts,
  recent: contentItemKeys.dashboardRecent,
};
