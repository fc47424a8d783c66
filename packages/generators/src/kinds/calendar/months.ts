// The calendar's months, seasons and moons as its archetype decides them: lunar months follow the
// first moon (29 and 30 days), month names are drawn from the quarter of the year they fall in
// (no "Frostmoon" in high summer), and the seasons are read off the months in the year's order.
import type { Rng } from "../../core/rng.js";
import type { Month, Moon, Season } from "../../systems/calendar/index.js";
import { MOON_NAMES } from "../../systems/calendar/words.js";
import { floor } from "../../core/int.js";
import type { Setting } from "../../core/options.js";
import type { CalendarArchetype, MonthTheme } from "./archetypes.js";

/** A month and the season it falls in. */
export interface SeasonedMonth extends Month {
  readonly season: string;
}

/** Season sets in the order they turn, each season with its quarter (0 winter, 1 spring, 2 summer, 3 autumn). */
export const SEASON_SETS: readonly (readonly (readonly [string, number])[])[] = [
  [
    ["Winter", 0],
    ["Spring", 1],
    ["Summer", 2],
    ["Autumn", 3],
  ],
  [
    ["the Cold", 0],
    ["the Thaw", 1],
    ["the Long Light", 2],
    ["the Harvest", 3],
    ["the Dimming", 3],
  ],
  [
    ["the Rains", 1],
    ["the Dry", 2],
  ],
  [
    ["Resting", 0],
    ["Sowing", 1],
    ["Growing", 2],
    ["Reaping", 3],
  ],
  [
    ["the Dark", 0],
    ["the Frost", 0],
    ["the Waking", 1],
    ["the Bloom", 1],
    ["the Burn", 2],
    ["the Fall", 3],
  ],
  [
    ["Flood", 1],
    ["Growth", 2],
    ["Harvest", 3],
  ],
];

// Month-name heads by quarter of the year, per theme (our own words).
const QUARTER_HEADS: Readonly<Record<"seasonal" | "grim" | "industrial" | "salvage", readonly (readonly string[])[]>> = {
  seasonal: [
    ["Frost", "Snow", "Ice", "Rime", "Dark", "Wolf", "Hearth", "Still"],
    ["Thaw", "Seed", "Rain", "Lamb", "Bloom", "Green", "Bee", "Sow"],
    ["Sun", "High", "Hay", "Flower", "Bright", "Gold", "Honey", "Barley"],
    ["Harvest", "Leaf", "Reap", "Apple", "Vine", "Mist", "Wane", "Ember"],
  ],
  grim: [
    ["Grave", "Bone", "Starve", "Hollow", "Shroud"],
    ["Thorn", "Mire", "Blight", "Mourn", "Leech"],
    ["Fever", "Fly", "Drought", "Ash", "Scab"],
    ["Crow", "Rot", "Gallow", "Cinder", "Rook"],
  ],
  industrial: [
    ["Coal", "Fog", "Soot", "Gaslamp", "Chimney"],
    ["Loom", "Kite", "Thaw", "Mill", "Canal"],
    ["Steam", "Brass", "Regatta", "Sun", "Boiler"],
    ["Ledger", "Lamp", "Harvest", "Foundry", "Furnace"],
  ],
  salvage: [
    ["Cold", "Hunger", "Ration", "Ice", "Hollow"],
    ["Mud", "Seed", "Thaw", "Rain", "Sprout"],
    ["Dust", "Rad", "Burn", "Dry", "Glare"],
    ["Scrap", "Rust", "Harvest", "Smoke", "Haul"],
  ],
};
const SKY_HEADS = [
  "Hound",
  "Harp",
  "Serpent",
  "Wheel",
  "Spear",
  "Crane",
  "Ship",
  "Maiden",
  "Bull",
  "Scales",
  "Archer",
  "Swan",
  "Hunter",
  "Owl",
  "Stag",
  "Anvil",
];
const DIVINE_HEADS = [
  "Thalor",
  "Kyren",
  "Amphor",
  "Orest",
  "Helid",
  "Pelag",
  "Theron",
  "Astrap",
  "Kalyd",
  "Ephyr",
  "Lykan",
  "Nerid",
  "Phaist",
  "Doran",
  "Myrt",
  "Selen",
];
const GREEK = [
  "Alpha",
  "Beta",
  "Gamma",
  "Delta",
  "Epsilon",
  "Zeta",
  "Eta",
  "Theta",
  "Iota",
  "Kappa",
  "Lambda",
  "Mu",
  "Nu",
  "Xi",
  "Omicron",
  "Pi",
  "Rho",
  "Sigma",
  "Tau",
  "Upsilon",
];

/** Days of the first moon's round for calendars whose months follow it. */
export const LUNAR_CYCLE = 29.5;

function follows(a: CalendarArchetype): boolean {
  return a.basis === "lunar" || a.basis === "lunisolar";
}

/** The months of a year of this archetype. */
export function buildMonths(rng: Rng, a: CalendarArchetype, complexity: string, setting: Setting): SeasonedMonth[] {
  const theme = themeOf(a, setting);
  const n = rng.int(a.months[0], a.months[1]);
  const set = SEASON_SETS[rng.pick(a.seasons)] ?? (SEASON_SETS[0] as (typeof SEASON_SETS)[number]);
  const shift = rng.int(0, n - 1);
  const base = rng.int(a.days[0], a.days[1]);
  const spread = complexity === "complex" ? 2 : complexity === "standard" ? 1 : 0;
  const tail = rng.pick(a.tails);
  const used = new Set<string>();
  const out: SeasonedMonth[] = [];
  for (let i = 0; i < n; i++) {
    // Season j begins in month (shift + j·n/len) mod n; month i is in the last season begun.
    const pos = (i - shift + n) % n;
    const j = floor((pos * set.length) / n);
    const [season, quarter] = set[j] as readonly [string, number];
    let days = base;
    if (follows(a)) days = i % 2 === 0 ? 30 : 29;
    else if (a.basis !== "ledger" && spread > 0) {
      days = base + rng.int(-spread, spread);
      days = days < a.days[0] ? a.days[0] : days > a.days[1] ? a.days[1] : days;
    }
    out.push({ name: monthName(rng, a, theme, tail, quarter, i, used), days, season });
  }
  return out;
}

/** The month names' theme in this setting: a seasonal almanac reads grim in dark fantasy, divine in myth. */
const SEASONAL_BY_SETTING: Readonly<Partial<Record<Setting, MonthTheme>>> = {
  "dark-fantasy": "grim",
  mythic: "divine",
  steampunk: "industrial",
  "post-apocalyptic": "salvage",
};

function themeOf(a: CalendarArchetype, setting: Setting): MonthTheme {
  return a.theme === "seasonal" ? (SEASONAL_BY_SETTING[setting] ?? "seasonal") : a.theme;
}

function monthName(rng: Rng, a: CalendarArchetype, theme: MonthTheme, tail: string, quarter: number, i: number, used: Set<string>): string {
  if (theme === "numbered") return `${tail} ${i + 1}`;
  if (theme === "greek") return GREEK[i % GREEK.length] as string;
  const heads = theme === "sky" ? SKY_HEADS : theme === "divine" ? DIVINE_HEADS : (QUARTER_HEADS[theme][quarter] as readonly string[]);
  const h = rng.int(0, heads.length - 1);
  // One tail for the whole year; a name already given passes to the next head, then to the
  // next tail: no extra draws.
  for (let s = 0; s < heads.length * a.tails.length; s++) {
    const head = heads[(h + s) % heads.length] as string;
    const end = a.tails[(a.tails.indexOf(tail) + floor(s / heads.length)) % a.tails.length] as string;
    const name = head + end;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  return `${heads[h] as string}${tail} ${i + 1}`;
}

/** The seasons as the months hold them, in the year's order: each begins on the 1st of its first month. */
export function seasonsOf(months: readonly Month[]): Season[] | undefined {
  const out: Season[] = [];
  for (let i = 0; i < months.length; i++) {
    const s = (months[i] as Partial<SeasonedMonth>).season;
    if (typeof s !== "string") return undefined;
    const before = (months[(i - 1 + months.length) % months.length] as Partial<SeasonedMonth>).season;
    if (s !== before) out.push({ name: s, month: i + 1, day: 1 });
  }
  return out.length > 0 ? out : undefined;
}

/** The moons: lunar and lunisolar calendars follow the first, a 29½-day round. */
/** The moon names, turned per setting so one seed's sky differs between settings. */
const SETTING_TURN: Readonly<Record<Setting, number>> = {
  "high-fantasy": 0,
  "dark-fantasy": 3,
  "science-fiction": 6,
  modern: 9,
  steampunk: 12,
  "post-apocalyptic": 15,
  mythic: 17,
};
const MOONS_BY_SETTING = new Map<Setting, readonly string[]>(
  (Object.keys(SETTING_TURN) as Setting[]).map((s) => [s, [...MOON_NAMES.slice(SETTING_TURN[s]), ...MOON_NAMES.slice(0, SETTING_TURN[s])]]),
);

export function buildMoons(rng: Rng, a: CalendarArchetype, complexity: string, setting: Setting): Moon[] {
  const lo = a.moons[0] < 1 ? 1 : a.moons[0];
  const n = complexity === "simple" ? lo : rng.int(lo, a.moons[1] < lo ? lo : a.moons[1]);
  return rng.sample(MOONS_BY_SETTING.get(setting) ?? MOON_NAMES, n).map((name, i) => {
    // The moon the months follow is new on the first of every month.
    const cycle = i === 0 && follows(a) ? LUNAR_CYCLE : rng.int(7 * 4, 60 * 4) / 4;
    const offset = floor(rng.next() * cycle * 4) / 4;
    return { name, cycle, offset: i === 0 && follows(a) ? 0 : offset };
  });
}
