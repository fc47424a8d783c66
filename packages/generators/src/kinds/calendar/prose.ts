// The calendar kind's prose: how the year is reckoned, the sky, and the year's festivals.
import type { ComposeContext, Composed } from "../../core/define.js";
import { capitalise, joinList, numberWord, ordinal } from "../../core/text.js";
import type { Json } from "../../core/types.js";
import { commonYearLength, describeDay, eraOf, moonPhase, todayCount, type Calendar } from "../../systems/calendar/index.js";

export function composeCalendar(ctx: ComposeContext<unknown>, cal: Calendar): Composed {
  const r = ctx.rng("prose");
  const n = todayCount(cal);
  const len = commonYearLength(cal);
  const months = cal.months;
  const even = months.length > 0 && months.every((m) => m.days === months[0]?.days);
  const summary = `${cal.name}: ${numberWord(months.length)} months, ${len} days to the common year, ${numberWord(cal.weekdays.length)}-day weeks and ${cal.moons.length === 1 ? "one moon" : `${numberWord(cal.moons.length)} moons`}.`;
  // Sentences are put together with + rather than collected in arrays and joined: the joins
  // were the prose's slowest steps.
  const monthsText = `${cal.name} divides the year into ${numberWord(months.length)} months${even ? ` of ${months[0]?.days ?? 0} days each` : ` of uneven length, from ${shortest(months)} to ${longest(months)} days`}, beginning with ${months[0]?.name ?? ""} and ending with ${months[months.length - 1]?.name ?? ""}.`;
  const week = `The week has ${numberWord(cal.weekdays.length)} days, ${joinList(cal.weekdays)}; ${r.pick([`${cal.weekdays[cal.weekdays.length - 1] ?? ""} is kept for rest`, `markets are held on ${cal.weekdays[0] ?? ""}`, `contracts are only signed on ${cal.weekdays[1] ?? ""}`])}.`;
  const eras = cal.eras.length > 1 ? `Since then the count has passed through ${numberWord(cal.eras.length)} eras: ${joinList(cal.eras.map((e) => `the ${e.name.startsWith("The ") ? e.name.slice(4) : e.name} (${e.abbr})`))}.` : `Years are written with the suffix ${cal.eras[0]?.abbr ?? ""}.`;
  const year = `${monthsText} ${ctx.text("leap")} ${week} ${ctx.text("epoch")} ${eras}`;
  let sky = "";
  for (const m of cal.moons) sky += `${capitalise(m.name)} circles in ${m.cycle} days and is ${moonPhase(m, n).phase} today. `;
  sky += `The seasons are ${joinList(cal.seasons.map((s) => s.name))}; ${r.pick(["each begins with a day of rest", "their turning is announced by bells", "farmers keep their own count, a few days off the priests'"])}.`;
  let fest = "";
  for (const h of cal.holidays) fest += `${fest ? "\n" : ""}- **${capitalise(h.name)}** (${ordinal(h.day)} of ${months[h.month - 1]?.name ?? ""}): ${h.observance}.`;
  const era = eraOf(cal, cal.today.year);
  const today = `Today is ${describeDay(cal, n)}, in year ${era.year} of the ${withoutThe(era.era?.name ?? "reckoning")}.`;
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
