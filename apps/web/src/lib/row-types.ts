// Row types come from the generated schema (database.types.ts, docs/style.md rule 13). The generator
// knows a jsonb column only as `Json` and a check-constrained text column only as `string`; `Narrow`
// is the one place a row type says what the app reads such a column as (see docs/data-room.md).
export type { Tables } from "./database.types";

/**
 * `R` with the columns named in `N` retyped as `N` says, e.g.
 * `Narrow<Tables<"content_items">, { data: SavedData; visibility: Visibility }>`. Only columns of `R`
 * may be named. A query whose rows are read this way says so once with
 * `.overrideTypes<…>()` (supabase-js checks nothing at run time; the database's checks are the proof).
 */
export type Narrow<R, N extends { [K in keyof N]: K extends keyof R ? unknown : never }> = Omit<R, keyof N> & N;
