// The calendar kind's prose, rendered from the entry: what the year follows (its archetype), its
// months and leap rule, its week, year 1 and the eras in date order, each moon and season, the
// holidays and today — every sentence about this calendar's own months, moons and keepers.
import type { ComposeContext, Composed } from "../../core/define.js";
import type { Tone } from "../../core/options.js";
import { listOf, midName, paragraph } from "../../core/realise.js";
import { capitalise, numberWord, ordinal } from "../../core/text.js";
import { floor } from "../../core/int.js";
import type { Json } from "../../core/types.js";
import { commonYearLength, eraOf, fromDayCount, moonPhase, todayCount, weekdayOf, type Calendar } from "../../systems/calendar/index.js";
import type { CalendarArchetype } from "./archetypes.js";
import * as W from "./words.js";

type Rng = ReturnType<ComposeContext<unknown>["rng"]>;

/** The founder the calendar is named for (the name field's meta), else "its founder". */
function founderOf(ctx: ComposeContext<unknown>): string {
  const m = ctx.meta("name") as { founder?: unknown } | undefined;
  return m && typeof m.founder === "string" ? m.founder : "its founders";
}

function basisSentence(r: Rng, a: CalendarArchetype, cal: Calendar, founder: string, len: number): string {
  const ms = cal.months;
  const first = ms[0]?.name ?? "";
  const last = ms[ms.length - 1]?.name ?? "";
  const moon = midName(capitalise(cal.moons[0]?.name ?? "the moon"));
  let lo = ms[0] as Calendar["months"][number];
  let hi = lo;
  for (const m of ms) {
    if (m.days < lo.days) lo = m;
    if (m.days > hi.days) hi = m;
  }
  const numbered = a.theme === "numbered" || a.theme === "greek";
  const span = numbered
    ? `${ms.length} months`
    : r.pick([`${first} opens it and ${last} closes it`, `${first} comes first, ${last} last`, `${first} to ${last}`]);
  const lengths =
    lo.days === hi.days
      ? r.pick([
          `all ${ms.length} months, ${first} among them, have ${lo.days} days`,
          `${first} and each after it, ${lo.days} days`,
          `each month from ${first} on holds ${lo.days} days`,
        ])
      : `${lo.name} is shortest at ${lo.days} days, ${hi.name} longest (${hi.days})`;
  switch (a.basis) {
    case "lunar":
      return `${moon} rules this year: ${span}; every new ${moon.replace(/^the /, "")} opens a month`;
    case "lunisolar":
      return `${moon} and the sun share this year: ${span}; ${lengths}`;
    case "ledger":
      return `${span} of four weeks, each week ${cal.weekdays[0] ?? ""} to ${cal.weekdays[cal.weekdays.length - 1] ?? ""}`;
    case "orbital":
      return `${len} days make ${founder}'s year${numbered ? "" : `; ${lengths}`}`;
    case "solar":
      return `${span}; ${lengths}`;
  }
}

function erasSentences(r: Rng, cal: Calendar, epoch: string): string[] {
  const year1 = r.chance(0.5)
    ? `${r.pick(["year 1 is counted from", "the count begins with", "all dates run from"])} ${epoch}`
    : `${epoch} ${r.pick(["began the count", "opened year 1", "marks year 1"])}`;
  const eras = [...cal.eras].sort((x, y) => x.start - y.start);
  if (eras.length <= 1) {
    const e = eras[0];
    return [year1, e ? `${r.pick(["years are written", "dates are marked", "scribes write years"])} ${e.abbr}, for ${eraPhrase(e.name)}` : ""];
  }
  const [head, ...rest] = eras as [Calendar["eras"][number], ...Calendar["eras"]];
  const later = rest.map((e) => `${e.abbr} (${eraPhrase(e.name)}) in ${e.start}`);
  return [
    year1,
    `${head.abbr} (${eraPhrase(head.name)}) ${r.pick(["began in year 1", "opened the count", "came first"])}, ${r.pick(["then", "followed by", "and after it"])} ${listOf(later)}`,
  ];
}

/** An era in mid-sentence: "the Age of Ash", "After the Covenant" (no article before "After"). */
function eraPhrase(name: string): string {
  const b = bare(name);
  return b.startsWith("After ") ? b : `the ${b}`;
}

/** A name without its leading article, in any case ("The Age of Ash" → "Age of Ash"). */
function bare(name: string): string {
  return name.length >= 4 && name.charAt(3) === " " && name.slice(0, 3).toLowerCase() === "the" ? name.slice(4) : name;
}

export function composeCalendar(ctx: ComposeContext<unknown>, cal: Calendar, a: CalendarArchetype): Composed {
  const r = ctx.rng("prose");
  const tone = (ctx.options as { tone: Tone }).tone;
  const n = todayCount(cal);
  const len = commonYearLength(cal);
  const leapText = ctx.text("leap");
  const wd = cal.weekdays;
  const custom = r
    .pick(W.WEEK_CUSTOM[tone])
    .replace("{first}", wd[0] ?? "")
    .replace("{second}", wd[1] ?? wd[0] ?? "")
    .replace("{last}", wd[wd.length - 1] ?? "");
  const week = `${r.pick(["the week has", "a week runs", "weeks are"])} ${numberWord(wd.length)} days, ${listOf([...wd])}; ${custom}`;
  const year = paragraph([basisSentence(r, a, cal, founderOf(ctx), len), leapText, ...erasSentences(r, cal, ctx.text("epoch")), week]);

  const sky: string[] = [];
  cal.moons.forEach((m) => {
    const name = midName(capitalise(m.name));
    const phase = moonPhase(m, n).phase;
    sky.push(`${name}, ${phase} ${r.pick(["tonight", "today", "this evening"])}, ${r.pick(["turns in", "circles in", "rounds in"])} ${m.cycle} days`);
  });
  const first = cal.moons[0];
  if (first)
    sky.push(
      `${midName(capitalise(first.name))} ${r.pick(["comes full", "is full", "waxes full"])} ${numberWord(floor(len / first.cycle))} times in ${founderOf(ctx)}'s year`,
    );
  const opener = r.pick(["begins with", "opens with", "comes in with"]);
  const seasons = cal.seasons.map((s, i) => `${i === 0 ? capitalise(s.name) : s.name} ${i === 0 ? opener : "with"} ${cal.months[s.month - 1]?.name ?? ""}`);
  if (a.theme !== "numbered" && a.theme !== "greek") sky.push(`${listOf(seasons)}; ${r.pick(W.SEASON_CUSTOM[tone])}`);

  const list = cal.holidays
    .map((h) => `- **${capitalise(h.name)}** (${ordinal(h.day)} of ${cal.months[h.month - 1]?.name ?? ""}): ${h.observance}.`)
    .join("\n");
  const d = fromDayCount(cal, n);
  const era = eraOf(cal, d.year);
  const feast = cal.holidays.find((h) => h.month === d.month && h.day === d.day);
  const today = paragraph([
    `${r.pick(["today is", "it is now", "the date is", "this day is"])} ${weekdayOf(cal, n)}, the ${ordinal(d.day)} of ${cal.months[d.month - 1]?.name ?? ""}, ${era.label}${feast ? `: ${midName(capitalise(feast.name))} itself` : ""}`,
  ]);
  const summary = paragraph([
    `${midName(capitalise(cal.moons[0]?.name ?? "the moon"))} ${r.pick(["watches over", "lights", "rules"])} ${founderOf(ctx)}'s year of ${len} days, ${
      a.theme === "numbered" || a.theme === "greek"
        ? `weeks from ${wd[0] ?? ""} to ${wd[wd.length - 1] ?? ""}`
        : `${cal.months[0]?.name ?? ""} to ${cal.months[cal.months.length - 1]?.name ?? ""}`
    }`,
  ]);
  return {
    name: cal.name,
    summary,
    sections: [
      { title: "Reckoning the year", markdown: year },
      { title: "Moons and seasons", markdown: paragraph(sky) },
      { title: "Holidays", markdown: `${list}\n\n${today}` },
    ],
    tags: ["calendar", a.label.toLowerCase(), `${cal.months.length} months`, (ctx.options as { setting: string }).setting],
    system: cal as unknown as Json,
  };
}
