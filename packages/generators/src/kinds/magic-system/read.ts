// Reading a magic-system entry's earlier fields back, defensively (a locked value may come from an
// older version or another archetype): its archetype, schools, ranks, laws, the power asked for,
// and the founder its name was given for.
import { archetypeOf } from "../../core/archetype.js";
import type { FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { FieldValue, Json } from "../../core/types.js";
import type { Law, MagicSchool, Scale } from "./archetype-types.js";
import { ARCHETYPES, SCHOOL_BY_NAME, type MagicArchetype } from "./archetypes.js";
import { items, low } from "./prose.js";
import { HARDNESS, POWER, POWER_REACH, type Power } from "./words.js";

export const options = {
  hardness: enumOption("Hard or soft", ["any", ...HARDNESS] as const),
  power: enumOption("Power level", ["any", ...POWER] as const),
};
export type Ctx = FieldCtx<typeof options>;
type Reader = Pick<Ctx, "meta" | "text" | "get" | "has" | "locked" | "options">;

export const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
export const arch = (ctx: Pick<Ctx, "meta" | "text">): MagicArchetype => archetypeOf(ctx, ARCHETYPES);

/** The entry's schools, easiest first: those named in the schools field, else the archetype's. */
export function schoolsOf(ctx: Reader): readonly MagicSchool[] {
  const named = items(ctx.get("schools"))
    .map((n) => SCHOOL_BY_NAME.get(n))
    .filter((s): s is MagicSchool => s !== undefined);
  return named.length >= 3 ? named : arch(ctx).schools;
}

/** The entry's ranks, lowest first (lower case): the ranks field, else the archetype's. */
export function ranksOf(ctx: Reader): readonly string[] {
  const r = items(ctx.get("ranks")).map(low);
  return r.length >= 4 ? r : arch(ctx).ranks;
}

/** The entry's laws, as the archetype writes them (a law it does not know forbids nothing). */
export function lawsOf(ctx: Reader): readonly Law[] {
  const a = arch(ctx);
  return items(ctx.get("rules")).map((t) => a.laws.find((l) => same(l.law, t)) ?? { law: t, so: "", forbids: [] });
}

/** The power the user asked for — a locked power level, else the option — as the strength its strongest working reaches. */
export function askedReach(ctx: Pick<Ctx, "locked" | "options">): Scale | undefined {
  const locked = ctx.locked("power");
  const word = locked?.type === "text" ? locked.value.toLowerCase() : ctx.options.power;
  return (POWER as readonly string[]).includes(word) ? POWER_REACH[word as Power] : undefined;
}

/** A string out of an object meta, if there is one. */
export function metaOf(ctx: Pick<Ctx, "meta">, key: string, prop: string): string | undefined {
  const m = ctx.meta<Json>(key);
  const v = m && typeof m === "object" && !Array.isArray(m) ? (m as { readonly [k: string]: Json })[prop] : undefined;
  return typeof v === "string" ? v : undefined;
}

/** A numbers array out of an object meta (the workings' strengths). */
export function metaNumbers(v: FieldValue, prop: string): readonly number[] {
  const m = v.meta;
  const raw = m && typeof m === "object" && !Array.isArray(m) ? (m as { readonly [k: string]: Json })[prop] : undefined;
  return Array.isArray(raw) ? raw.filter((x): x is number => typeof x === "number") : [];
}
