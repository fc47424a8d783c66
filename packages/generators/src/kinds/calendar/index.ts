// The calendar generator: months, weekdays, leap rule, moons, seasons, eras, holidays and
// today's date, all consistent with the date arithmetic in systems/calendar.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { rngFromKey, type Rng } from "../../core/rng.js";
import { capitalise, formatNumber, numberWord, ordinal } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { clamp } from "../../core/int.js";
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
import { COMPLEXITIES, makeEras, makeLeap, makeMonths, makeMoons, makeSeasons, makeToday, makeWeekdays } from "../../systems/calendar/make.js";
import { givenNameIn, languageFor } from "../../systems/language/index.js";
import { composeCalendar } from "./prose.js";
import { fill } from "../../core/template.js";
import { weave } from "../../core/phrases/weave.js";
import { tellOne } from "../../core/phrases/alternation.js";
import { HOLIDAY_NAMES } from "../../systems/calendar/words.js";
import type { Setting, Tone } from "../../core/options.js";
import * as W from "./words.js";
import * as S from "./words-setting.js";

const options = { complexity: enumOption("Complexity", COMPLEXITIES, "standard") };
type Ctx = FieldCtx<typeof options>;

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

function leapText(rng: Rng, l: LeapRule | null, months: readonly Month[], setting: Setting): string {
  if (!l) return rng.pick(W.NO_LEAP);
  const m = months[l.month]?.name ?? "the first month";
  let except = "";
  if (l.except) except = `, except every ${ordinal(l.except)} year`;
  if (l.except && l.unless) except += `, unless it is also a multiple of ${formatNumber(l.unless)}`;
  const days = l.days === 1 ? "one day is" : `${numberWord(l.days)} days are`;
  const short = l.days === 1 ? "a day" : `${numberWord(l.days)} days`;
  const own = S.OWN_LEAP[setting];
  if (own) {
    // Frames cannot take an empty token: a mark stands for the exception, then gives way to it
    // (with a comma when the clause runs on: "Every 4th year, except every 100th year, the king …").
    const told = tellOne(rng, own, { nth: ordinal(l.every), every: numberWord(l.every), days, days_short: short, month: m, except: "§" });
    return told.replace(/§(?= )/, except ? `${except},` : "").replace("§", except);
  }
  return fill(rng.pick(W.LEAP).replace("{except}", except), { nth: ordinal(l.every), every: numberWord(l.every), days, days_short: short, month: m });
}

/** A week of the setting's own day names: as many days as makeWeekdays would draw, one ending for all. */
function ownWeekdays(rng: Rng, complexity: string, week: S.Week): string[] {
  const n = complexity === "simple" ? 7 : rng.int(5, 10);
  const tail = rng.pick(week.tails);
  return rng.sample(week.roots, n).map((r) => `${r}${tail}`);
}

/** An era's name without a doubled article ("Reign of the the High Throne" → "Reign of the High Throne"). */
export function fixEraName(name: string): string {
  return name.replace(/\b(the|The) the /g, "$1 ");
}

/** The year's holidays: names from the shared list, observances composed by setting and tone. */
function makeHolidays(rng: Rng, months: readonly Month[], complexity: string, setting: Setting, tone: Tone): Holiday[] {
  const n = complexity === "simple" ? 3 : complexity === "standard" ? rng.int(3, 5) : rng.int(4, 7);
  const names = rng.sample(HOLIDAY_NAMES, n);
  return names
    .map((name) => {
      const month = rng.int(1, months.length);
      const day = rng.int(1, (months[month - 1] as Month).days);
      return { name, month, day, observance: weave(rng, W.OBS_WHO[setting], W.OBS_DO[tone], W.OBS_WHEN) };
    })
    .sort((a, b) => a.month - b.month || a.day - b.day);
}

export const calendar = defineGenerator({
  kind: "calendar",
  // v2: fewer long vowels in generated languages.
  // v3: invented words are never spelled like an English function word ("An", "They", "The").
  // v4: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v5: the name draws only the founder's given name and the epoch only the epoch (faster).
  // v6: no "the the" in era names; setting-aware names; composed leap rules, observances and prose.
  // v7: weekdays and leap rules in the setting's own words (a mythic Thunder's day, steampunk Almanack Office, sci-fi nav computer).
  version: 7,
  options,
  requiredFields: ["name", "yearLength", "months", "weekdays", "leap", "moons", "seasons", "eras", "epoch", "holidays", "today"],
  fields: [
    {
      key: "name",
      label: "Name",
      generate: ({ rng, options: o, world }) => {
        const { language } = languageFor(world, rng);
        // Only the founder's given name shows, so no family name is drawn.
        return { type: "text", value: capitalise(fill(rng.pick(W.NAME_FORMS[o.setting]), { f: givenNameIn(language, rng) })) };
      },
    },
    {
      key: "months",
      label: "Months",
      generate: ({ rng, options: o }) => {
        const months = makeMonths(rng, o.complexity, o.setting);
        return {
          type: "table",
          columns: ["#", "Month", "Days"],
          rows: months.map((m, i) => [String(i + 1), m.name, String(m.days)]),
          meta: months as unknown as Json,
        };
      },
    },
    {
      key: "weekdays",
      label: "Weekdays",
      generate: ({ rng, options: o }) => {
        const week = S.OWN_WEEKS[o.setting];
        const weekdays = week ? ownWeekdays(rng, o.complexity, week) : makeWeekdays(rng, o.complexity);
        return { type: "list", items: weekdays, meta: { weekdays, offset: rng.int(0, weekdays.length - 1) } };
      },
    },
    {
      key: "leap",
      label: "Leap rule",
      dependsOn: ["months"],
      generate: (ctx) => {
        const months = monthsOf(ctx);
        const l = makeLeap(ctx.rng, ctx.options.complexity, months.length);
        return { type: "text", value: leapText(ctx.rng, l, months, ctx.options.setting), meta: l as unknown as Json };
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
      generate: ({ rng, options: o }) => {
        const moons = makeMoons(rng, o.complexity);
        return { type: "table", columns: ["Moon", "Cycle"], rows: moons.map((m) => [capitalise(m.name), `${m.cycle} days`]), meta: moons as unknown as Json };
      },
    },
    {
      key: "seasons",
      label: "Seasons",
      dependsOn: ["months"],
      generate: (ctx) => {
        const months = monthsOf(ctx);
        const seasons = makeSeasons(ctx.rng, months);
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
      generate: ({ rng, options: o }) => ({
        type: "text",
        value: fill(rng.pick(W.EPOCH_T), { e: `${rng.pick(W.EPOCH_ACT[o.setting])} ${rng.pick(W.EPOCH_WHO[o.setting])}` }),
      }),
    },
    {
      key: "holidays",
      label: "Holidays",
      dependsOn: ["months"],
      generate: (ctx) => {
        const months = monthsOf(ctx);
        const hs = makeHolidays(ctx.rng, months, ctx.options.complexity, ctx.options.setting, ctx.options.tone);
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
  compose: (ctx) => composeCalendar(ctx, calendarOf(ctx)),
});
