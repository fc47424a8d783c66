// A universe as the app reads it: the row plus, from my_universe_counts, how many items it holds.
import type { Narrow, Tables } from "@/lib/row-types";

export type UniverseVisibility = "private" | "public";

/** What the generated types cannot say: the values visibility's check allows, and that a universe may have no cover picture. */
export type UniverseNarrowing = { visibility: UniverseVisibility; cover_image_url: string | null };

export type Universe = Narrow<Omit<Tables<"universes">, "owner_id">, UniverseNarrowing> & {
  /** The owner's saved items in this universe. */
  items: number;
};

export type UniverseInput = Pick<Universe, "name" | "description" | "genre" | "cover_color"> & Partial<Pick<Universe, "cover_image_url" | "visibility">>;

/** Cover colours offered in the form (any #rrggbb is accepted by the database). */
export const COVER_COLORS = ["#8a5a2b", "#a33b3b", "#b7791f", "#4d7c3a", "#2a6f97", "#5b4b8a", "#8a3d6e", "#3f4a56"] as const;

export const universeCount = (n: number) => `${n} ${n === 1 ? "universe" : "universes"}`;
