// The year's holidays, made from this calendar's own parts: the day a season begins, the night
// its first moon is full, the founder's day on the first of the year, and the last night of a
// month; each kept by people of the setting, the verb
// agreeing with who keeps it.
import type { Rng } from "../../core/rng.js";
import type { Setting, Tone } from "../../core/options.js";
import { thirdPerson } from "../../core/realise.js";
import { familyOf } from "../../core/phrases/setting-families.js";
import type { Holiday, LeapRule, Month, Moon, Season } from "../../systems/calendar/index.js";
import { capitalise } from "../../core/text.js";
import type { CalendarArchetype } from "./archetypes.js";
import * as W from "./words.js";

/** What a holiday is made from: the calendar so far. */
export interface HolidayParts {
  readonly months: readonly Month[];
  readonly seasons: readonly Season[];
  readonly moons: readonly Moon[];
  readonly leap: LeapRule | null;
  readonly founder: string;
}

const bare = (s: string): string => (s.startsWith("the ") ? s.slice(4) : s);

type Maker = (rng: Rng, a: CalendarArchetype, p: HolidayParts) => Omit<Holiday, "observance"> | undefined;

const MAKERS: readonly Maker[] = [
  // The day a season begins.
  (rng, a, p) => {
    const s = rng.pick(p.seasons);
    if (!s) return undefined;
    const season = capitalise(bare(s.name));
    const feast = rng.pick(a.feasts);
    // No "Dark Dark": a feast named like its season takes the archetype's first other feast.
    const own = feast === season ? (a.feasts.find((f) => f !== season) ?? "Day") : feast;
    return { name: `${season} ${own}`, month: s.month, day: s.day };
  },
  // The first moon's full night, in the month it is full mid-month (months that follow it) or any.
  (rng, a, p) => {
    const moon = p.moons[0];
    if (!moon) return undefined;
    const month = rng.int(1, p.months.length);
    const day = a.basis === "lunar" || a.basis === "lunisolar" ? 15 : rng.int(1, (p.months[month - 1] as Month).days);
    const m = capitalise(moon.name);
    return { name: m.startsWith("The ") ? `the ${m.slice(4)} ${rng.pick(a.feasts)}` : `${m}'s ${rng.pick(a.feasts)}`, month, day };
  },
  // The founder's day, opening the year.
  (rng, a, p) => ({ name: rng.pick([`${p.founder}'s ${rng.pick(a.feasts)}`, `the ${rng.pick(a.feasts)} of ${p.founder}`]), month: 1, day: 1 }),
  // A month's last night.
  (rng, _a, p) => {
    const month = rng.int(1, p.months.length);
    const m = p.months[month - 1] as Month;
    const ending = rng.pick(["Eve", "Night", "End"]);
    // A numbered month ("Period 3") makes no holiday's name.
    return /\d/.test(m.name) ? undefined : { name: `${m.name} ${ending}`, month, day: m.days };
  },
  // A day in the keepers' own round.
  (rng, a, p) => {
    const month = rng.int(1, p.months.length);
    const m = p.months[month - 1] as Month;
    return { name: `the ${rng.pick(W.FEAST_OF[a.theme])} ${rng.pick(a.feasts)}`, month, day: rng.int(1, m.days) };
  },
];

/** Who keeps a holiday, by setting, with their number. */
function keeperOf(rng: Rng, setting: Setting): { text: string; plural: boolean } {
  const [text, plural] = rng.pick(W.OBS_WHO[setting]);
  return { text, plural };
}

/** The holidays of the year, sorted by date, no two on one day or of one name. */
export function buildHolidays(rng: Rng, a: CalendarArchetype, p: HolidayParts, complexity: string, setting: Setting, tone: Tone): Holiday[] {
  const n = complexity === "simple" ? 3 : complexity === "standard" ? rng.int(3, 5) : rng.int(4, 6);
  const order = rng.shuffle(MAKERS.map((_, i) => i));
  const out: Holiday[] = [];
  const days = new Set<number>();
  const names = new Set<string>();
  for (let i = 0; out.length < n && i < order.length + 4; i++) {
    const h = (MAKERS[order[i % order.length] as number] as Maker)(rng, a, p);
    if (!h || days.has(h.month * 100 + h.day) || names.has(h.name.toLowerCase())) continue;
    days.add(h.month * 100 + h.day);
    names.add(h.name.toLowerCase());
    const who = keeperOf(rng, setting);
    const future = familyOf(setting) === "future";
    const act = rng.pick(future ? W.OBS_DO_FUTURE[tone] : W.OBS_DO[tone]);
    const sp = act.indexOf(" ");
    // The acts are written for a plural subject ("light lamps"); a singular one takes "lights".
    const verb = who.plural ? act : sp < 0 ? thirdPerson(act) : `${thirdPerson(act.slice(0, sp))}${act.slice(sp)}`;
    const observance = `${who.text} ${verb} ${rng.pick(future ? W.OBS_WHEN_FUTURE : W.OBS_WHEN)}`;
    out.push({ name: h.name, month: h.month, day: h.day, observance });
  }
  return out.sort((x, y) => x.month - y.month || x.day - y.day);
}
