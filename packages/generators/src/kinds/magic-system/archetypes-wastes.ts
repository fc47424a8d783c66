// Magic of the wastes after the fall: water-witching, the dowser's craft of finding water, metal and
// safe ground (post-apocalyptic only). Our own writing.
import { law, paths, prices, school, type MagicArchetype } from "./archetype-types.js";

export const WASTES_ARCHETYPES: readonly MagicArchetype[] = [
  {
    id: "dowsing",
    label: "Water-witching",
    settings: ["post-apocalyptic"],
    kind: "divining",
    words: ["Rod", "Divining", "Finding"],
    sources: ["water moving under the dust", "the pull of buried metal", "the lie of the land"],
    access: "learned",
    paths: paths(
      ["caravan scouts", "walking the wastes behind an old dowser"],
      ["well-diggers' children", "a summer carrying a master's rods"],
      ["settlement well-keepers", "three dry seasons at a master's side"],
    ),
    casting: ["a forked stick held loose", "a bent wire in each hand", "a pendulum over a map"],
    years: [5, 10],
    prices: prices(
      ["a morning's walk", "a week of thirst out in the dust"],
      ["a sore back", "a month of fevers from the deep water"],
      ["a little sweat", "a whole season on the road"],
    ),
    marks: ["sun-cracked skin", "a permanent squint", "trembling hands", "a habit of walking with eyes down"],
    dangers: ["the rods lead into a sinkhole", "the water found is poisoned", "the dowser follows the pull past turning back"],
    laws: [
      law("the rods find only what lies under them", "dowsers walk every yard", "far"),
      law("salt water turns the rods", "dowsers avoid the coast"),
      law("no dowser finds water for themselves", "dowsers travel in pairs"),
      law("iron on the body blinds the rods", "dowsers carry no guns"),
      law("a found spring must be shared", "dowsers never sell a well"),
    ],
    ranks: ["rod-carrier", "finder", "dowser", "master of waters"],
    schools: [
      school(
        "Water-finding",
        "1 finds a puddle after rain = Puddle Rod",
        "2 finds a seep for a night's camp = Camp Seep",
        "3 finds a deep well for a homestead = Homestead Well",
        "4 finds a spring to water a caravan = Caravan Spring #many",
        "5 finds an aquifer under a dead town = Town Aquifer #many #lasting",
        "6 brings a buried river up through the desert = Risen River #many #lasting",
      ),
      school(
        "Metal-finding",
        "2 finds a lost knife in the sand = Knife-Finder",
        "3 finds a buried cache of tools = Cache Rod",
        "4 finds a buried car full of scrap = Scrap-Wire",
        "5 finds a sealed vault of the old world = Vault-Finder #far",
      ),
      school(
        "Land-reading",
        "3 warns of a dust storm a day early = Storm Warning #far",
        "3 finds the safe path through a minefield = Minefield Path",
        "4 finds safe ground for a whole settlement = Settlement Ground #many",
        "5 turns a dust storm from a town = Storm-Turning #many",
        "6 turns the wastes green for a generation = Green Waste #many #lasting",
      ),
    ],
    haunts: ["the well-head of a walled town", "the dry riverbeds", "a caravan's lead wagon"],
    stances: ["honoured", "tolerated"],
    plan: "lore",
  },
];
