// Generating a calendar piece by piece, each from its own stream, so the calendar kind can
// lock and reroll its parts; makeCalendar puts a whole one together from a key.
import { floor } from "../../core/int.js";
import type { Setting } from "../../core/options.js";
import { rngFromKey, type Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import type { Calendar, CalendarDate, Era, Holiday, LeapRule, Month, Moon, Season } from "./arith.js";
import { daysInMonth } from "./arith.js";
import * as W from "./words.js";

export const COMPLEXITIES = ["simple", "standard", "complex"] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

export function makeMonths(rng: Rng, complexity: Complexity, setting: Setting): Month[] {
  const n = complexity === "simple" ? rng.pick([10, 12, 12, 13]) : complexity === "standard" ? rng.int(8, 14) : rng.int(5, 20);
  const base = complexity === "simple" ? rng.pick([28, 30, 30]) : rng.int(20, 40);
  const names = new Set<string>();
  const style = setting === "science-fiction" && rng.chance(0.6) ? "tech" : "compound";
  const out: Month[] = [];
  const tech = rng.pick([W.TECH_MONTHS, W.GREEK_LIKE] as const);
  for (let i = 0; i < n; i++) {
    let name = "";
    if (style === "tech") name = tech === W.TECH_MONTHS ? `${rng.pick(W.TECH_MONTHS)} ${i + 1}` : (W.GREEK_LIKE[i] as string);
    for (let tries = 0; name === "" || names.has(name); tries++) {
      // The same draws as picking a head and then a tail, but the joined name is built once per module.
      const head = rng.int(0, W.MONTH_HEADS.length - 1);
      const compound = (W.MONTH_COMPOUNDS[head] as readonly string[])[rng.int(0, W.MONTH_TAILS.length - 1)] as string;
      name = tries > 20 ? compound + String(i) : compound;
    }
    names.add(name);
    const days = complexity === "simple" ? base : complexity === "standard" ? base + rng.int(-1, 1) : base + rng.int(-6, 6);
    out.push({ name, days });
  }
  return out;
}

export function makeWeekdays(rng: Rng, complexity: Complexity): string[] {
  const n = complexity === "simple" ? 7 : rng.int(5, 10);
  const tail = rng.pick(W.WEEKDAY_TAILS);
  return rng.sample(W.WEEKDAY_ROOTS, n).map((r) => `${r}${tail}`);
}

export function makeLeap(rng: Rng, complexity: Complexity, months: number): LeapRule | null {
  if (complexity === "simple") return rng.chance(0.8) ? { every: 4, month: rng.int(0, months - 1), days: 1 } : null;
  if (complexity === "standard") {
    const every = rng.pick([2, 3, 4, 4, 5, 6, 8]);
    return rng.chance(0.5)
      ? { every, except: every * 25, month: rng.int(0, months - 1), days: rng.pick([1, 1, 2]) }
      : { every, month: rng.int(0, months - 1), days: 1 };
  }
  const every = rng.pick([3, 4, 5, 6, 7]);
  const except = every * rng.pick([10, 20, 25, 30]);
  return { every, except, unless: except * rng.pick([2, 3, 4]), month: rng.int(0, months - 1), days: rng.pick([1, 2, 3]) };
}

export function makeMoons(rng: Rng, complexity: Complexity): Moon[] {
  const n = complexity === "simple" ? 1 : complexity === "standard" ? rng.int(1, 2) : rng.int(2, 4);
  return rng.sample(W.MOON_NAMES, n).map((name) => {
    const cycle = rng.int(7 * 4, 60 * 4) / 4;
    return { name, cycle, offset: floor(rng.next() * cycle * 4) / 4 };
  });
}

export function makeSeasons(rng: Rng, months: readonly Month[]): Season[] {
  const set = rng.pick(W.SEASON_SETS.filter((s) => s.length <= months.length));
  const shift = rng.int(0, months.length - 1);
  return set.map((name, i) => ({ name, month: ((shift + floor((i * months.length) / set.length)) % months.length) + 1, day: 1 }));
}

// The capitals starting the words of x (a leading "the " dropped), at most two, else its first letter.
function initials(x: string): string {
  let out = "";
  const words = (x.startsWith("the ") ? x.slice(4) : x).split(" ");
  for (let i = 0; i < words.length && out.length < 2; i++) {
    const c = (words[i] as string).charCodeAt(0);
    if (c >= 65 && c <= 90) out += (words[i] as string).charAt(0);
  }
  return out || x.charAt(0).toUpperCase();
}

export function makeEras(rng: Rng, complexity: Complexity, setting: Setting): { eras: Era[]; epoch: string } {
  const n = complexity === "simple" ? 1 : complexity === "standard" ? rng.int(1, 3) : rng.int(2, 4);
  const subjects = rng.sample(W.ERA_SUBJECTS[setting], n);
  const eras: Era[] = [];
  const abbrs = new Set<string>();
  let start = 1;
  for (const x of subjects) {
    const [pattern, abbr] = rng.pick(W.ERA_PATTERNS);
    // "Reign of the {x}" takes x's own article: "Reign of the High Throne", "Years of Steam".
    const own = pattern.includes("the {x}") ? pattern.replace("the {x}", "{x}") : pattern;
    const name = fill(own, { x: own.startsWith("{x}") && x.startsWith("the ") ? x.slice(4) : x });
    // No two eras share an abbreviation: a second "AC" becomes "AC2".
    let a = fill(abbr, { i: initials(x) });
    for (let k = 2; abbrs.has(a); k++) a = `${fill(abbr, { i: initials(x) })}${k}`;
    abbrs.add(a);
    eras.push({ name, abbr: a, start });
    start += rng.int(150, 1200);
  }
  return { eras, epoch: makeEpoch(rng, setting) };
}

/** The event year 1 is counted from. */
export function makeEpoch(rng: Rng, setting: Setting): string {
  return rng.pick(W.EPOCHS[setting]);
}

export function makeHolidays(rng: Rng, months: readonly Month[], complexity: Complexity): Holiday[] {
  const n = complexity === "simple" ? 3 : complexity === "standard" ? rng.int(3, 5) : rng.int(4, 7);
  const names = rng.sample(W.HOLIDAY_NAMES, n);
  const obs = rng.sample(W.OBSERVANCES, n);
  return names
    .map((name, i) => {
      const month = rng.int(1, months.length);
      const day = rng.int(1, (months[month - 1] as Month).days);
      return { name, month, day, observance: obs[i] as string };
    })
    .sort((a, b) => a.month - b.month || a.day - b.day);
}

export function makeToday(rng: Rng, cal: Pick<Calendar, "months" | "leap" | "eras">): CalendarDate {
  const last = cal.eras[cal.eras.length - 1];
  const year = (last ? last.start : 1) + rng.int(20, 900);
  const month = rng.int(1, cal.months.length);
  return { year, month, day: rng.int(1, daysInMonth(cal, year, month)) };
}

export function makeCalendarName(rng: Rng, setting: Setting, founder: string): string {
  const forms =
    setting === "science-fiction"
      ? ["{f} Standard Calendar", "the {f} Reckoning", "Colony Time of {f}"]
      : ["the {f} Reckoning", "the Calendar of {f}", "the {f} Count", "the Almanac of {f}", "{f}'s Wheel of Days"];
  return fill(rng.pick(forms), { f: founder });
}

/** A whole calendar from a key; same key and options → same calendar. */
export function makeCalendar(key: string, complexity: Complexity = "standard", setting: Setting = "high-fantasy"): Calendar {
  const r = (part: string) => rngFromKey(`calendar\u0001${key}\u0001${part}`);
  const months = makeMonths(r("months"), complexity, setting);
  const weekdays = makeWeekdays(r("weekdays"), complexity);
  const leap = makeLeap(r("leap"), complexity, months.length);
  const { eras, epoch } = makeEras(r("eras"), complexity, setting);
  const partial = { months, leap, eras };
  const nr = r("name");
  const founder = nr.pick(["Aldric", "Serane", "Tovin", "Maelis", "Orsk", "Ynne", "Kestrel", "Varro", "Ilse", "Doran"]);
  return {
    type: "calendar",
    name: makeCalendarName(nr, setting, founder),
    months,
    weekdays,
    weekdayOffset: r("offset").int(0, weekdays.length - 1),
    leap,
    moons: makeMoons(r("moons"), complexity),
    seasons: makeSeasons(r("seasons"), months),
    eras,
    epoch,
    holidays: makeHolidays(r("holidays"), months, complexity),
    today: makeToday(r("today"), partial),
  };
}
