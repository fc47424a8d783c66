// The calendar kind's archetypes: who keeps the count and what it follows (the sun, the moon or
// both, a ship's clock, a ledger), which decides the months' number, length and names, the week,
// the leap rule, the moons, the seasons, the eras' kind and the holidays' themes.
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";

/** What the year follows: the sun (leap days), the moon (no leap, festivals drift), both (a leap month), a fixed count. */
export type Basis = "solar" | "lunar" | "lunisolar" | "ledger" | "orbital";
/** Which bank names the months (months.ts). */
export type MonthTheme = "seasonal" | "grim" | "sky" | "divine" | "industrial" | "salvage" | "numbered" | "greek";

export interface Keeper {
  /** "the temple astronomers": who keeps the count (a plural or mass subject). */
  readonly text: string;
  readonly plural: boolean;
}

export interface CalendarArchetype extends Archetype {
  readonly settings: readonly Setting[];
  readonly basis: Basis;
  /** Months in a year (inclusive). */
  readonly months: readonly [number, number];
  /** Days in a month (inclusive) for solar and ledger years; lunar months follow the moon. */
  readonly days: readonly [number, number];
  readonly theme: MonthTheme;
  /** Tails of month names ("moon", "tide"), for the compound themes. */
  readonly tails: readonly string[];
  /** Days in a week (inclusive). */
  readonly week: readonly [number, number];
  /** Moons in the sky (inclusive); the first is the one lunar months follow. */
  readonly moons: readonly [number, number];
  /** Indexes into SEASON_SETS (months.ts). */
  readonly seasons: readonly number[];
  readonly keepers: readonly Keeper[];
  /** Forms of the calendar's name; {f} is a founder's given name. */
  readonly names: readonly string[];
  /** What the keepers mark on holidays ("vigil", "fair"): the heads of holiday names. */
  readonly feasts: readonly string[];
}

const k = (text: string, plural = true): Keeper => ({ text, plural });

export const ARCHETYPES: readonly CalendarArchetype[] = [
  {
    id: "farmers-almanac",
    label: "Farmers' almanac",
    settings: ["high-fantasy"],
    basis: "solar",
    months: [10, 13],
    days: [28, 36],
    theme: "seasonal",
    tails: ["moon", "month", "tide", "feast", "fall", "wake"],
    week: [6, 8],
    moons: [1, 2],
    seasons: [0, 3, 5],
    keepers: [k("the almanac-makers"), k("the village reeves"), k("the millers' guild", false)],
    names: ["the {f} Almanac", "the Almanac of {f}", "{f}'s Wheel of Days", "the {f} Count"],
    feasts: ["Fair", "Feast", "Wake", "Home"],
  },
  {
    id: "temple-moon-count",
    label: "Temple moon-count",
    settings: ["high-fantasy"],
    basis: "lunar",
    months: [12, 12],
    days: [29, 30],
    theme: "sky",
    tails: ["moon", "rise", "light"],
    week: [7, 8],
    moons: [1, 1],
    seasons: [1, 4],
    keepers: [k("the temple's moon-watchers"), k("the priestesses of the night"), k("the temple", false)],
    names: ["the Moon-Count of {f}", "the {f} Moon Reckoning", "the Temple Count of {f}"],
    feasts: ["Vigil", "Night", "Fast", "Rite"],
  },
  {
    id: "court-lunisolar",
    label: "Court reckoning of sun and moon",
    settings: ["high-fantasy"],
    basis: "lunisolar",
    months: [12, 12],
    days: [29, 30],
    theme: "seasonal",
    tails: ["moon", "mark", "turn"],
    week: [7, 9],
    moons: [1, 2],
    seasons: [0, 1],
    keepers: [k("the court astrologers"), k("the royal astronomers"), k("the Chancery", false)],
    names: ["the Crown Calendar of {f}", "the {f} Reckoning", "the Court Count of {f}"],
    feasts: ["Court", "Feast", "Tourney", "Procession"],
  },
  {
    id: "star-watchers",
    label: "Star-watchers' year",
    settings: ["high-fantasy"],
    basis: "solar",
    months: [10, 12],
    days: [30, 37],
    theme: "sky",
    tails: ["rise", "mark", "star"],
    week: [5, 7],
    moons: [1, 3],
    seasons: [0, 1, 2],
    keepers: [k("the star-watchers of the tower"), k("the observatory's masters"), k("the Collegium of the Sky", false)],
    names: ["the {f} Star Reckoning", "the Sky-Count of {f}", "the {f} Tables"],
    feasts: ["Night", "Watch", "Rising", "Vigil"],
  },
  {
    id: "penitents-tally",
    label: "Penitents' tally",
    settings: ["dark-fantasy"],
    basis: "solar",
    months: [13, 13],
    days: [28, 28],
    theme: "grim",
    tails: ["moon", "tide", "mass", "watch"],
    week: [7, 7],
    moons: [1, 2],
    seasons: [1, 4],
    keepers: [k("the abbey's scribes"), k("the grey friars"), k("the cathedral chapter", false)],
    names: ["the Penitents' Count of {f}", "the Black Almanac of {f}", "the Tally of {f}", "the Grave Calendar of {f}"],
    feasts: ["Vigil", "Fast", "Mass", "Penance"],
  },
  {
    id: "witch-moon-count",
    label: "Witch-moon count",
    settings: ["dark-fantasy"],
    basis: "lunar",
    months: [12, 12],
    days: [29, 30],
    theme: "grim",
    tails: ["moon", "wane", "dark"],
    week: [6, 8],
    moons: [1, 1],
    seasons: [1, 4],
    keepers: [k("the hedge-witches"), k("the coven's crones"), k("the fen-witches")],
    names: ["the Witch-Count of {f}", "the {f} Moon Tally", "the Crone Count of {f}"],
    feasts: ["Sabbat", "Vigil", "Esbat", "Bonfire"],
  },
  {
    id: "plague-almanac",
    label: "Plague-year almanac",
    settings: ["dark-fantasy"],
    basis: "solar",
    months: [10, 12],
    days: [30, 36],
    theme: "grim",
    tails: ["month", "tide", "fast"],
    week: [6, 8],
    moons: [1, 2],
    seasons: [0, 3],
    keepers: [k("the plague-doctors' college", false), k("the gravediggers' guild", false), k("the margrave's reckoners")],
    names: ["the Plague Almanac of {f}", "the {f} Death-Count", "the Grave Calendar of {f}"],
    feasts: ["Vigil", "Fast", "Burning", "Wake"],
  },
  {
    id: "sacred-year",
    label: "Sacred year of the gods",
    settings: ["mythic"],
    basis: "lunisolar",
    months: [12, 12],
    days: [29, 30],
    theme: "divine",
    tails: ["ion", "ia", "eon"],
    week: [9, 10],
    moons: [1, 1],
    seasons: [5, 0],
    keepers: [k("the oracle's servants"), k("the temple elders"), k("the priesthood", false)],
    names: ["the Sacred Year of {f}", "the Temple Year of {f}", "the Oracle's Count of {f}", "the Heaven-Count of {f}"],
    feasts: ["Games", "Festival", "Rites", "Procession"],
  },
  {
    id: "games-year",
    label: "Year of the sacred games",
    settings: ["mythic"],
    basis: "solar",
    months: [12, 12],
    days: [29, 32],
    theme: "divine",
    tails: ["ion", "eon", "ia"],
    week: [9, 10],
    moons: [1, 2],
    seasons: [0, 5],
    keepers: [k("the heralds of the games"), k("the judges of the contests"), k("the sacred truce-bearers")],
    names: ["the Games-Count of {f}", "the {f} Festival Year", "the Truce Year of {f}"],
    feasts: ["Games", "Truce", "Race", "Contest"],
  },
  {
    id: "patent-almanack",
    label: "Patent almanack of the Astronomer Royal",
    settings: ["steampunk"],
    basis: "solar",
    months: [12, 12],
    days: [30, 31],
    theme: "industrial",
    tails: ["month", "mas", "tide"],
    week: [7, 7],
    moons: [1, 1],
    seasons: [0],
    keepers: [k("the Almanack Office", false), k("the Board of Longitude", false), k("the Astronomer Royal's clerks")],
    names: ["the {f} Patent Calendar", "the {f} Almanack", "{f}'s Railway Time", "the {f} Chronometric Table"],
    feasts: ["Exhibition", "Holiday", "Regatta", "Day"],
  },
  {
    id: "railway-time",
    label: "Railway time",
    settings: ["steampunk"],
    basis: "solar",
    months: [12, 13],
    days: [28, 31],
    theme: "industrial",
    tails: ["month", "tide", "week"],
    week: [6, 8],
    moons: [1, 2],
    seasons: [0, 3],
    keepers: [k("the railway clerks"), k("the Clockmakers' Company", false), k("the Chronometric Society", false)],
    names: ["{f}'s Railway Time", "the {f} Railway Almanack", "the {f} Timetable Year", "the {f} Engineers' Year"],
    feasts: ["Excursion", "Holiday", "Fair", "Day"],
  },
  {
    id: "civil-calendar",
    label: "Civil calendar",
    settings: ["modern"],
    basis: "solar",
    months: [12, 12],
    days: [30, 31],
    theme: "seasonal",
    tails: ["month", "moon", "mas"],
    week: [7, 7],
    moons: [1, 1],
    seasons: [0],
    keepers: [k("the national observatory", false), k("the Ministry of the Interior", false), k("the statute books")],
    names: ["the {f} Civil Calendar", "the {f} Calendar", "{f} Standard Dating"],
    feasts: ["Day", "Holiday", "Weekend", "Parade"],
  },
  {
    id: "fiscal-periods",
    label: "Fiscal year of four-week periods",
    settings: ["modern"],
    basis: "ledger",
    months: [13, 13],
    days: [28, 28],
    theme: "numbered",
    tails: ["Period"],
    week: [7, 7],
    moons: [1, 1],
    seasons: [0],
    keepers: [k("the finance office", false), k("the city treasurers"), k("head office", false)],
    names: ["the {f} Fiscal Year", "the {f} Municipal Calendar", "the {f} Trading Year"],
    feasts: ["Close", "Day", "Stocktake", "Audit"],
  },
  {
    id: "colony-standard",
    label: "Colony standard time",
    settings: ["science-fiction"],
    basis: "orbital",
    months: [10, 16],
    days: [30, 45],
    theme: "numbered",
    tails: ["Cycle", "Quarter", "Interval", "Segment"],
    week: [8, 10],
    moons: [1, 3],
    seasons: [0, 2],
    keepers: [k("the colony's nav computer", false), k("Orbital Control", false), k("the Registry's timekeepers")],
    names: ["{f} Standard Calendar", "Colony Time of {f}", "{f} Orbital Reckoning", "{f} Unified Time"],
    feasts: ["Day", "Shift", "Watch", "Jubilee"],
  },
  {
    id: "long-orbit",
    label: "Long-orbit world reckoning",
    settings: ["science-fiction"],
    basis: "orbital",
    months: [14, 20],
    days: [36, 50],
    theme: "greek",
    tails: [""],
    week: [6, 10],
    moons: [1, 4],
    seasons: [4, 1],
    keepers: [k("the habitat AI", false), k("the survey office", false), k("the planetary timebase", false)],
    names: ["the {f} Mission Clock", "{f} Planetary Time", "the {f} Survey Calendar"],
    feasts: ["Day", "Festival", "Standdown", "Watch"],
  },
  {
    id: "wall-tally",
    label: "Wall tally of the survivors",
    settings: ["post-apocalyptic"],
    basis: "solar",
    months: [10, 13],
    days: [28, 36],
    theme: "salvage",
    tails: ["month", "moon", "time"],
    week: [6, 10],
    moons: [1, 1],
    seasons: [2, 3, 0],
    keepers: [k("the elders"), k("the wall-keeper", false), k("the radio voice", false)],
    names: ["the {f} Count", "{f}'s Tally", "the Wall Count of {f}", "the {f} Scratch Calendar", "the {f} Days-Since"],
    feasts: ["Day", "Fire", "Share", "Night"],
  },
  {
    id: "bunker-calendar",
    label: "Bunker calendar kept from before",
    settings: ["post-apocalyptic"],
    basis: "solar",
    months: [12, 12],
    days: [30, 31],
    theme: "seasonal",
    tails: ["month", "moon"],
    week: [7, 7],
    moons: [1, 1],
    seasons: [0, 3],
    keepers: [k("the vault's last clerks"), k("the bunker computer", false), k("the old-timers")],
    names: ["the Vault Calendar of {f}", "the {f} Bunker Count", "the {f} Count"],
    feasts: ["Day", "Night", "Share", "Muster"],
  },
];

const BY_SETTING = new Map<Setting, readonly CalendarArchetype[]>();
for (const a of ARCHETYPES) for (const s of a.settings) BY_SETTING.set(s, [...(BY_SETTING.get(s) ?? []), a]);

/** The archetypes a setting allows. */
export function archetypesFor(setting: Setting): readonly CalendarArchetype[] {
  return BY_SETTING.get(setting) ?? ARCHETYPES;
}
