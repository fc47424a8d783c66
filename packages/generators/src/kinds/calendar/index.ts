// The calendar generator: months, weekdays, leap rule, moons, seasons, eras, holidays and
// today's date, all consistent with the date arithmetic in systems/calendar.
import { archetypeField, archetypeOf } from "../../core/archetype.js";
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption, type OptionValues } from "../../core/options.js";
import { rngFromKey, type Rng } from "../../core/rng.js";
import { capitalise, formatNumber, ordinal } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { clamp } from "../../core/int.js";
import { fill } from "../../core/template.js";
import {
  commonYearLength,
  daysInMonth,
  describedDateValue,
  toDayCount,
  type Calendar,
  type CalendarDate,
  type Era,
  type Holiday,
  type LeapRule,
  type Month,
  type Moon,
  type Season,
} from "../../systems/calendar/index.js";
import { COMPLEXITIES, makeEras, makeMonths, makeMoons, makeSeasons, makeToday, makeWeekdays } from "../../systems/calendar/make.js";
import { WEEKDAY_ROOTS, WEEKDAY_TAILS } from "../../systems/calendar/words.js";
import { givenNameIn, languageFor } from "../../systems/language/index.js";
import { ARCHETYPES, archetypesFor, type CalendarArchetype } from "./archetypes.js";
import { buildHolidays } from "./holidays.js";
import { buildLeap, leapSentence } from "./leap.js";
import { buildMonths, buildMoons, seasonsOf } from "./months.js";
import { composeCalendar } from "./prose.js";
import * as W from "./words.js";
import * as S from "./words-setting.js";

const options = { complexity: enumOption("Complexity", COMPLEXITIES, "standard") };
type Ctx = FieldCtx<typeof options>;
type Opts = OptionValues<typeof options>;

function arch(ctx: Pick<Ctx, "meta" | "text">): CalendarArchetype {
  return archetypeOf(ctx, ARCHETYPES);
}

/** The founder's given name the calendar is named for (a locked older name: its first capitalised word). */
function founderOf(ctx: Pick<Ctx, "meta" | "text" | "has">): string {
  const m = ctx.has("name") ? (ctx.meta("name") as { founder?: unknown } | undefined) : undefined;
  if (m && typeof m.founder === "string") return m.founder;
  const words = ctx.has("name") ? ctx.text("name").split(" ") : [];
  return words.find((w) => /^[A-Z]/.test(w) && w !== "The") ?? "the founders";
}

function metaOr<T>(ctx: Pick<Ctx, "meta" | "has">, key: string, ok: (v: unknown) => boolean, fallback: () => T): T {
  const v = ctx.has(key) ? (ctx.meta(key) as unknown) : undefined;
  return ok(v) ? (v as T) : fallback();
}

const isArr = (v: unknown) => Array.isArray(v) && v.length > 0;

/** The months as calendarOf sees them (the first thing it draws, so the same fallback). */
function monthsOf(ctx: Pick<Ctx, "meta" | "has">): Month[] {
  return metaOr<Month[]>(ctx, "months", isArr, () => makeMonths(rngFromKey("calendar-fallback"), "simple", "high-fantasy"));
}

function leapOf(ctx: Pick<Ctx, "meta" | "has">, months: readonly Month[]): LeapRule | null {
  const leapRaw = ctx.has("leap") ? (ctx.meta("leap") as unknown) : null;
  return leapRaw && typeof leapRaw === "object" && (leapRaw as LeapRule).month < months.length ? (leapRaw as LeapRule) : null;
}

/** The calendar as defined by the fields generated so far (fallbacks for odd locked values). */
export function calendarOf(ctx: Pick<Ctx, "meta" | "text" | "has">, upTo: "today" | "all" = "all"): Calendar {
  // The fallbacks' stream is made only when a fallback is needed (rarely: odd locked values).
  let fbr: Rng | undefined;
  const fb = (): Rng => (fbr ??= rngFromKey("calendar-fallback"));
  const months = metaOr<Month[]>(ctx, "months", isArr, () => makeMonths(fb(), "simple", "high-fantasy"));
  const wk = metaOr<{ weekdays: string[]; offset: number }>(
    ctx,
    "weekdays",
    (v) => typeof v === "object" && v !== null && isArr((v as { weekdays?: unknown }).weekdays),
    () => ({ weekdays: makeWeekdays(fb(), "simple"), offset: 0 }),
  );
  const leap = leapOf(ctx, months);
  const eras = metaOr<Era[]>(ctx, "eras", isArr, () => [{ name: "Common Reckoning", abbr: "CR", start: 1 }]).map((e) =>
    e.name.includes("the the ") ? { ...e, name: fixEraName(e.name) } : e,
  );
  const base = { months, leap, eras };
  const rawToday =
    upTo === "today"
      ? { year: 1, month: 1, day: 1 }
      : metaOr<CalendarDate>(
          ctx,
          "today",
          (v) => typeof v === "object" && v !== null && "year" in (v as object),
          () => makeToday(fb(), base),
        );
  // A locked date or holiday may come from a calendar whose months were since rerolled.
  // A date that already fits (nearly always) is kept as it is rather than copied.
  const fit = <T extends { month: number; day: number }>(d: T, year = 1): T => {
    const month = clamp(d.month, 1, months.length);
    const day = clamp(d.day, 1, daysInMonth(base, year, month));
    return month === d.month && day === d.day ? d : { ...d, month, day };
  };
  const today = fit(rawToday, rawToday.year);
  return {
    type: "calendar",
    name: ctx.has("name") ? ctx.text("name") : "Calendar",
    months,
    weekdays: wk.weekdays,
    weekdayOffset: wk.offset,
    leap,
    moons: metaOr<Moon[]>(ctx, "moons", isArr, () => makeMoons(fb(), "simple")),
    seasons: metaOr<Season[]>(ctx, "seasons", isArr, () => makeSeasons(fb(), months)).map((x) => fit(x)),
    eras,
    epoch: ctx.has("epoch") ? ctx.text("epoch") : "",
    holidays: upTo === "today" ? [] : metaOr<Holiday[]>(ctx, "holidays", isArr, () => []).map((x) => fit(x)),
    today,
  };
}

/** An era's name without a doubled article ("Reign of the the High Throne" → "Reign of the High Throne"). */
export function fixEraName(name: string): string {
  return name.replace(/\b(the|The) the /g, "$1 ");
}

export const calendar = defineGenerator({
  kind: "calendar",
  // v2: fewer long vowels in generated languages.
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  // v4: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v5: the name draws only the founder's given name and the epoch only the epoch (faster).
  // v6: no "the the" in era names; setting-aware names; composed leap rules, observances and prose.
  // v7: weekdays and leap rules in the setting's own words (a mythic Thunder's day, steampunk Almanack Office, sci-fi nav computer).
  // v8: names in the language system keep to a length per sound (no word over 14 letters) and never write a letter or syllable three times running.
  // v11: the year's prose reads from the entry throughout (moons by phase, a summary under the first moon).
  // v10: archetypes (farmers' almanac, temple moon-count, colony standard time …) decide months, names by season, week, leap rule, moons and holidays; prose rendered from the entry.
  version: 11,
  options,
  requiredFields: ["name", "yearLength", "months", "weekdays", "leap", "moons", "seasons", "eras", "epoch", "holidays", "today"],
  fields: [
    archetypeField<CalendarArchetype, Opts>({
      table: (ctx) => archetypesFor(ctx.options.setting),
      fits: {
        months: (a, v) => v.type !== "table" || (v.rows.length >= a.months[0] && v.rows.length <= a.months[1]),
        leap: (a, v) => v.type !== "text" || (a.basis === "lunar") === /\bno leap|never lengthens/.test(v.value),
      },
    }),
    {
      key: "name",
      label: "Name",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const { language } = languageFor(ctx.world, ctx.rng);
        // Only the founder's given name shows, so no family name is drawn.
        const founder = givenNameIn(language, ctx.rng);
        return { type: "text", value: capitalise(fill(ctx.rng.pick(arch(ctx).names), { f: founder })), meta: { founder } };
      },
    },
    {
      key: "months",
      label: "Months",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const months = buildMonths(ctx.rng, arch(ctx), ctx.options.complexity, ctx.options.setting);
        return {
          type: "table",
          columns: ["#", "Month", "Days", "Season"],
          rows: months.map((m, i) => [String(i + 1), m.name, String(m.days), capitalise(m.season)]),
          meta: months as unknown as Json,
        };
      },
    },
    {
      key: "weekdays",
      label: "Weekdays",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const a = arch(ctx);
        const week = S.OWN_WEEKS[ctx.options.setting] ?? { roots: WEEKDAY_ROOTS, tails: WEEKDAY_TAILS };
        const n = ctx.rng.int(a.week[0], a.week[1]);
        const tail = ctx.rng.pick(week.tails);
        const weekdays = ctx.rng.sample(week.roots, n).map((r) => `${r}${tail}`);
        return { type: "list", items: weekdays, meta: { weekdays, offset: ctx.rng.int(0, weekdays.length - 1) } };
      },
    },
    {
      key: "leap",
      label: "Leap rule",
      dependsOn: ["archetype", "months"],
      generate: (ctx) => {
        const a = arch(ctx);
        const months = monthsOf(ctx);
        const l = buildLeap(ctx.rng, a, ctx.options.complexity, months);
        return { type: "text", value: leapSentence(ctx.rng, a, ctx.rng.pick(a.keepers), l, months), meta: l as unknown as Json };
      },
    },
    {
      key: "yearLength",
      label: "Year length",
      dependsOn: ["months", "leap"],
      generate: (ctx) => {
        const months = monthsOf(ctx);
        const leap = leapOf(ctx, months);
        const n = commonYearLength({ months });
        return { type: "number", value: n, unit: "days", text: leap ? `${n} days (${n + leap.days} in leap years)` : `${n} days` };
      },
    },
    {
      key: "moons",
      label: "Moons",
      dependsOn: ["archetype"],
      generate: (ctx) => {
        const moons = buildMoons(ctx.rng, arch(ctx), ctx.options.complexity, ctx.options.setting);
        return { type: "table", columns: ["Moon", "Cycle"], rows: moons.map((m) => [capitalise(m.name), `${m.cycle} days`]), meta: moons as unknown as Json };
      },
    },
    {
      key: "seasons",
      label: "Seasons",
      dependsOn: ["months"],
      generate: (ctx) => {
        const months = monthsOf(ctx);
        const seasons = seasonsOf(months) ?? makeSeasons(ctx.rng, months);
        return {
          type: "table",
          columns: ["Season", "Begins"],
          rows: seasons.map((s) => [capitalise(s.name), `${ordinal(s.day)} of ${months[s.month - 1]?.name ?? ""}`]),
          meta: seasons as unknown as Json,
        };
      },
    },
    {
      key: "eras",
      label: "Eras",
      generate: ({ rng, options: o }) => {
        const eras = makeEras(rng, o.complexity, o.setting).eras.map((e) => ({ name: fixEraName(e.name), abbr: e.abbr, start: e.start }));
        return {
          type: "table",
          columns: ["Era", "Abbreviation", "Began in year"],
          rows: eras.map((e) => [e.name, e.abbr, formatNumber(e.start)]),
          meta: eras as unknown as Json,
        };
      },
    },
    {
      key: "epoch",
      label: "Epoch",
      dependsOn: ["name"],
      generate: (ctx) => ({ type: "text", value: `${ctx.rng.pick(W.EPOCH_DEEDS[ctx.options.setting])} ${founderOf(ctx)}` }),
    },
    {
      key: "holidays",
      label: "Holidays",
      dependsOn: ["archetype", "months", "seasons", "moons", "leap", "name"],
      generate: (ctx) => {
        const months = monthsOf(ctx);
        const cal = calendarOf(ctx, "today");
        const parts = { months, seasons: cal.seasons, moons: cal.moons, leap: cal.leap, founder: founderOf(ctx) };
        const hs = buildHolidays(ctx.rng, arch(ctx), parts, ctx.options.complexity, ctx.options.setting, ctx.options.tone);
        return {
          type: "table",
          columns: ["Date", "Holiday", "Observance"],
          rows: hs.map((h) => [`${ordinal(h.day)} of ${months[h.month - 1]?.name ?? ""}`, capitalise(h.name), capitalise(h.observance)]),
          meta: hs as unknown as Json,
        };
      },
    },
    {
      key: "today",
      label: "Today's date",
      dependsOn: ["months", "leap", "eras", "weekdays", "moons"],
      generate: (ctx) => {
        const cal = calendarOf(ctx, "today");
        const today = makeToday(ctx.rng, cal);
        return { type: "date", date: describedDateValue(cal, toDayCount(cal, today)), meta: today as unknown as Json };
      },
    },
  ],
  compose: (ctx) => composeCalendar(ctx, calendarOf(ctx), archetypeOf(ctx, ARCHETYPES)),
});
