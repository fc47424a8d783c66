// The leap rule as the archetype keeps it (a leap day for a solar year, a leap month for one of
// sun and moon, none for a moon-count, a leap week for a ledger, a correction for a colony), and
// its sentence, said by the calendar's keepers with the verb agreeing.
import type { Rng } from "../../core/rng.js";
import { agreeWith, ordinalWord, quantity } from "../../core/realise.js";
import { capitalise, numberWord } from "../../core/text.js";
import type { LeapRule, Month } from "../../systems/calendar/index.js";
import type { CalendarArchetype, Keeper } from "./archetypes.js";

export function buildLeap(rng: Rng, a: CalendarArchetype, complexity: string, months: readonly Month[]): LeapRule | null {
  const last = months.length - 1;
  const precise = complexity === "complex";
  switch (a.basis) {
    case "lunar":
      return null;
    case "lunisolar": {
      const every = 3;
      return precise ? { every, except: every * rng.pick([6, 7]), month: last, days: 30 } : { every, month: last, days: rng.pick([29, 30]) };
    }
    case "ledger":
      return { every: rng.pick([5, 6]), month: rng.int(0, last), days: 7 };
    case "orbital": {
      const every = rng.int(2, 9);
      const days = rng.int(1, 3);
      return precise ? { every, except: every * rng.pick([10, 12, 20]), month: rng.int(0, last), days } : { every, month: rng.int(0, last), days };
    }
    case "solar": {
      if (complexity === "simple") return { every: 4, month: rng.int(0, last), days: 1 };
      const every = rng.pick([4, 4, 5, 6]);
      const month = rng.int(0, last);
      if (!precise) return rng.chance(0.5) ? { every, except: every * 25, month, days: 1 } : { every, month, days: 1 };
      const except = every * rng.pick([20, 25, 30]);
      return { every, except, unless: except * rng.pick([2, 3, 4]), month, days: 1 };
    }
  }
}

/** "every 4th year", "every other year", "one year in three". */
function schedule(rng: Rng, every: number): string {
  if (every === 2) return rng.pick(["every other year", "every second year"]);
  return rng.pick([`every ${ordinalWord(every)} year`, `one year in ${numberWord(every)}`, `once in ${quantity(every, "year", { words: true })}`]);
}

/** The exception, said several ways: "though not in a 100th year unless it is also a 400th". */
function exception(rng: Rng, l: LeapRule): string {
  if (!l.except) return "";
  const ex = ordinalWord(l.except);
  const head = rng.pick([
    rng.chance(0.5) ? `, but not in a ${ex} year` : `, never in a ${ex} year`,
    `, skipping each ${ex} year`,
    ` (save every ${ex} year)`,
    `, except in years that divide by ${l.except}`,
  ]);
  if (!l.unless) return head;
  return `${head}${rng.pick([`, unless it is also a ${ordinalWord(l.unless)}`, ` — yet a ${ordinalWord(l.unless)} year leaps after all`])}`;
}

const VERBS: Readonly<Record<CalendarArchetype["basis"], readonly string[]>> = {
  solar: ["gives {m} {d} more", "lengthens {m} by {d}", "stretches {m} by {d}", "grants {m} {d} more"],
  lunisolar: ["follows {m} with a second {m}, {d} long", "gives {m} a twin of {d}", "doubles {m} with a leap month of {d}"],
  ledger: ["gives {m} an extra week", "books a fifth week into {m}", "stretches {m} by a week", "adds a week to {m}"],
  orbital: ["pads {m} with {d} of correction", "gives {m} {d} more to match the orbit", "logs {d} more against {m}"],
  lunar: [],
};

/** The same rule said of the month: "Frostmoon gains a day". */
const MONTH_VERBS: Readonly<Record<CalendarArchetype["basis"], readonly string[]>> = {
  solar: ["{m} gains {d}", "{m} runs {d} long", "{m} takes {d} more"],
  lunisolar: ["{m} gets a twin of {d}", "a second {m} of {d} follows the first", "{m} comes twice, the second {d} long"],
  ledger: ["{m} gains a leap week", "{m} runs a week long"],
  orbital: ["{m} takes {d} of correction", "{m} gains {d}"],
  lunar: [],
};

/** The leap rule, said of this calendar: who keeps it, how often, where the days go. */
export function leapSentence(rng: Rng, a: CalendarArchetype, keeper: Keeper, l: LeapRule | null, months: readonly Month[]): string {
  if (!l) {
    const first = months[0]?.name ?? "the first month";
    return `${first} ${rng.pick(["drifts", "wanders", "slips"])} ${rng.pick(["round", "through", "back through"])} the seasons, ${rng.pick(["for", "since", "as", "because"])} ${keeper.text} ${agreeWith(keeper.plural, rng.pick(["adds no leap days", "keeps no leap rule", "never lengthens the year"]))}.`;
  }
  const m = months[l.month]?.name ?? "the last month";
  const d = l.days === 1 ? "a day" : quantity(l.days, "day", { words: true });
  const fillIn = (t: string) => t.split("{d}").join(d).split("{m}").join(m);
  const when = `${schedule(rng, l.every)}${exception(rng, l)}`;
  if (rng.chance(0.5))
    return `${capitalise(when)}, ${rng.pick(["by the reckoning of", "on the word of", "as ordered by"])} ${keeper.text}, ${fillIn(rng.pick(MONTH_VERBS[a.basis]) ?? "{m} gains {d}")}.`;
  return `${capitalise(keeper.text)} ${agreeWith(keeper.plural, fillIn(rng.pick(VERBS[a.basis]) ?? "gives {m} {d} more"))} ${when}.`;
}
