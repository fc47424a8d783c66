// The calendar kind's prose: how the year is reckoned, the sky, and the year's festivals, each
// sentence picked from several forms and customs drawn by tone.
import type { ComposeContext, Composed } from "../../core/define.js";
import type { Tone } from "../../core/options.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, numberWord, ordinal } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { commonYearLength, describeDay, eraOf, moonPhase, todayCount, type Calendar } from "../../systems/calendar/index.js";
import * as W from "./words.js";

export function composeCalendar(ctx: ComposeContext<unknown>, cal: Calendar): Composed {
  const r = ctx.rng("prose");
  const tone = (ctx.options as { tone: Tone }).tone;
  const n = todayCount(cal);
  const len = commonYearLength(cal);
  const months = cal.months;
  const even = months.length > 0 && months.every((m) => m.days === months[0]?.days);
  const summary = fill(ctx.rng("summary").pick(W.SUMMARY_T), {
    name: cal.name,
    m: numberWord(months.length),
    len,
    w: numberWord(cal.weekdays.length),
    moons: cal.moons.length === 1 ? "one moon" : `${numberWord(cal.moons.length)} moons`,
  });
  const shape = even ? ` of ${months[0]?.days ?? 0} days each` : `, ${shortest(months)} to ${longest(months)} days long`;
  const monthsText = fill(r.pick(W.MONTHS_T), {
    name: cal.name,
    n: numberWord(months.length),
    shape,
    first: months[0]?.name ?? "",
    last: months[months.length - 1]?.name ?? "",
  });
  const wd = cal.weekdays;
  const custom = fill(r.pick(W.WEEK_CUSTOM[tone]), { first: wd[0] ?? "", second: wd[1] ?? "", last: wd[wd.length - 1] ?? "" });
  const week = `${fill(r.pick(W.WEEK_T), { n: numberWord(wd.length), days: joinList(wd) })} ${capitalise(custom)}.`;
  const eras =
    cal.eras.length > 1
      ? fill(r.pick(W.ERAS_T), { n: numberWord(cal.eras.length), list: joinList(cal.eras.map((e) => `the ${withoutThe(e.name)} (${e.abbr})`)) })
      : fill(r.pick(W.ONE_ERA_T), { abbr: cal.eras[0]?.abbr ?? "" });
  const year = `${monthsText} ${ctx.text("leap")} ${week} ${ctx.text("epoch")} ${eras}`;
  let sky = "";
  for (const m of cal.moons) sky += `${fill(r.pick(W.MOON_T), { moon: capitalise(m.name), cycle: m.cycle, phase: moonPhase(m, n).phase })} `;
  sky += fill(r.pick(W.SEASONS_T), {
    n: numberWord(cal.seasons.length),
    first: cal.seasons[0]?.name ?? "spring",
    last: cal.seasons[cal.seasons.length - 1]?.name ?? "winter",
    custom: r.pick(W.SEASON_CUSTOM[tone]),
  });
  let fest = "";
  for (const h of cal.holidays)
    fest += `${fest ? "\n" : ""}- **${capitalise(h.name)}** (${ordinal(h.day)} of ${months[h.month - 1]?.name ?? ""}): ${h.observance}.`;
  const era = eraOf(cal, cal.today.year);
  const today = fill(r.pick(W.TODAY_T), {
    day: describeDay(cal, n),
    year: era.year,
    nth: ordinal(era.year),
    era: `the ${withoutThe(era.era?.name ?? "reckoning")}`,
  });
  return {
    name: cal.name,
    summary,
    sections: [
      { title: "Reckoning the year", markdown: year },
      { title: "Moons and seasons", markdown: sky },
      { title: "Holidays", markdown: `${fest}\n\n${today}` },
    ],
    tags: ["calendar", `${months.length} months`, (ctx.options as { setting: string }).setting],
    system: cal as unknown as Json,
  };
}

function shortest(months: readonly { days: number }[]): number {
  return months.reduce((a, m) => (m.days < a ? m.days : a), months[0]?.days ?? 0);
}
function longest(months: readonly { days: number }[]): number {
  return months.reduce((a, m) => (m.days > a ? m.days : a), 0);
}

// The name without a leading "the " in any case ("The Age of Ash" → "Age of Ash").
function withoutThe(name: string): string {
  return name.length >= 4 && name.charAt(3) === " " && name.slice(0, 3).toLowerCase() === "the" ? name.slice(4) : name;
}
