// The curse kind's archetypes: each is a kind of curse (turning to stone, wasting, forgetting, a
// haunting, …) with a ladder of effects from first to worst, the unit its stages are counted in and
// the signs that mark its victims; severity decides how far up the ladder the stages climb, so
// stages always come in order of time and of harm.
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";
import type { Severity } from "./words.js";

export interface CurseArchetype extends Archetype {
  /** Five effects, mildest first (clauses with the victim as "they"). */
  readonly ladder: readonly [string, string, string, string, string];
  /** What its stages are counted in (plural): "nights", "new moons". */
  readonly units: readonly string[];
  /** Marks its victims bear (noun phrases). */
  readonly signs: readonly string[];
  /** Nouns its name may take: "The Bitter Frost of …". */
  readonly names: readonly string[];
  /** The settings it belongs to (all when absent). */
  readonly settings?: readonly Setting[];
}

export const ARCHETYPES: readonly CurseArchetype[] = [
  {
    id: "stone",
    names: ["Stone", "Grey", "Statue"],
    label: "Stone curse",
    ladder: [
      "their fingertips grow cold and stiff",
      "their skin turns grey as slate",
      "their joints grind like millstones",
      "their skin turns cold as stone",
      "they stand as still as a statue",
    ],
    units: ["days", "nights"],
    signs: ["grit in their bedding", "a grey sheen to the nails"],
  },
  {
    id: "wasting",
    names: ["Hunger", "Wasting", "Thinning"],
    label: "Wasting curse",
    ladder: [
      "food tastes of ash",
      "they grow thin whatever they eat",
      "their wounds will not close",
      "they waste away slowly",
      "they can no longer rise from bed",
    ],
    units: ["days", "weeks"],
    signs: ["hollow cheeks", "a smell of old paper"],
  },
  {
    id: "forgetting",
    names: ["Forgetting", "Fading", "Blank"],
    label: "Curse of forgetting",
    ladder: [
      "they lose small words mid-sentence",
      "loved ones fade from memory",
      "nobody remembers their face",
      "they forget their own name",
      "their children forget them",
    ],
    units: ["nights", "sleeps"],
    signs: ["blank stares", "notes to themselves in every pocket"],
  },
  {
    id: "haunting",
    names: ["Echo", "Whisper", "Haunting"],
    label: "Haunting",
    ladder: ["they hear whispers at night", "they hear whispers constantly", "a voice counts down", "the dead follow them", "the dead speak through them"],
    units: ["nights", "dusks"],
    signs: ["cold spots in their house", "candles that gutter near them"],
  },
  {
    id: "shadow",
    names: ["Shadow", "Shade", "Dimming"],
    label: "Shadow curse",
    ladder: [
      "their shadow lags behind",
      "their reflection disobeys",
      "their shadow walks alone at night",
      "they stop casting a shadow",
      "they fade into a shade",
    ],
    units: ["days", "dawns"],
    signs: ["a shadow a beat too slow", "mirrors that fog as they pass"],
  },
  {
    id: "ill-luck",
    names: ["Misfortune", "Sour Luck", "Crossing"],
    label: "Curse of ill luck",
    ladder: [
      "milk sours at their touch",
      "their luck turns sour",
      "tools break in their hands",
      "every venture they touch fails",
      "misfortune falls on all around them",
    ],
    units: ["days", "weeks"],
    signs: ["sour milk in their pail", "a broken mirror in their house"],
  },
  {
    id: "cold",
    names: ["Frost", "Chill", "Winter"],
    label: "Curse of cold",
    ladder: [
      "no fire warms them",
      "frost forms where they sleep",
      "their breath steams indoors",
      "their heart slows each night",
      "their blood runs cold and slow",
    ],
    units: ["nights", "frosts"],
    signs: ["frost on their windowsill", "lips blue in summer"],
  },
  {
    id: "silence",
    names: ["Silence", "Hush", "Muting"],
    label: "Curse of silence",
    ladder: [
      "their voice fades by dusk",
      "they speak only in whispers",
      "their words come out wrong",
      "no sound leaves their throat",
      "no one hears them at all",
    ],
    units: ["days", "dusks"],
    signs: ["a hand always at the throat", "chalk and slate carried everywhere"],
  },
  {
    id: "beast",
    names: ["Hide", "Howl", "Wolfing"],
    label: "Beast curse",
    ladder: ["small animals flee them", "dogs bark at them", "coarse hair sprouts on their hands", "they hunt in their sleep", "they wake in a beast's shape"],
    units: ["nights", "full moons"],
    signs: ["mud on their feet at dawn", "a taste for raw meat"],
  },
  {
    id: "blight",
    names: ["Blight", "Withering", "Rot"],
    label: "Blight",
    ladder: [
      "flowers wilt in their hands",
      "bread goes stale around them",
      "plants die where they sleep",
      "their fields fail",
      "nothing grows where they walk",
    ],
    units: ["days", "harvests"],
    signs: ["a ring of dead grass where they stand", "fruit that rots on the branch"],
  },
  {
    id: "dread",
    names: ["Dread", "Terror", "Waking"],
    label: "Curse of dread",
    ladder: ["nightmares of deep water", "they wake screaming", "they dare not sleep", "every stranger seems a killer", "terror leaves them unable to move"],
    units: ["nights", "sleeps"],
    signs: ["dark rings under the eyes", "a start at every knock"],
  },
  {
    id: "blood",
    names: ["Blood", "Bleeding", "Line's End"],
    label: "Blood curse",
    ladder: ["their nose bleeds at every lie", "their blood runs dark", "their blood runs black", "their kin sicken one by one", "the bloodline fails"],
    units: ["days", "new moons"],
    signs: ["black blood on a cut", "kin in mourning"],
  },
  {
    id: "glitch",
    names: ["Glitch", "Static", "Null"],
    settings: ["science-fiction", "modern", "post-apocalyptic"],
    label: "Glitch hex",
    ladder: [
      "screens flicker when they pass",
      "cameras show a stranger's face for theirs",
      "every lock refuses their hand",
      "machines turn against them",
      "no system admits they exist",
    ],
    units: ["days", "cycles"],
    signs: ["static on every screen they touch", "an ID that never scans"],
  },
];

/** Where each setting starts its table (chosen so no setting draws high fantasy's curse for a seed). */
const OFFSET: Readonly<Record<Setting, number>> = {
  "high-fantasy": 0,
  "dark-fantasy": 6,
  "science-fiction": 3,
  modern: 9,
  steampunk: 4,
  "post-apocalyptic": 7,
  mythic: 9,
};

/** The curses a setting knows; each setting starts the table at its own place, so a seed draws another kind of curse in another setting. */
export function archetypesOf(setting: Setting): readonly CurseArchetype[] {
  const all = ARCHETYPES.filter((a) => !a.settings || a.settings.includes(setting));
  const k = OFFSET[setting] % all.length;
  return [...all.slice(k), ...all.slice(0, k)];
}

/** How far up the ladder each severity's three stages climb: the ladder positions they may take. */
export const RUNG: Readonly<Record<Severity, readonly [number, number]>> = {
  minor: [0, 2],
  serious: [0, 3],
  dire: [1, 4],
};
