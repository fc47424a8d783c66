// Word lists and templates for the inheritances generator (our own writing).
import type { Setting } from "../../core/options.js";

export const BEQUEST_KINDS = ["estate", "heirloom", "title", "debt", "secret"] as const;
export type BequestKind = (typeof BEQUEST_KINDS)[number];

export const BEQUESTS: Record<Setting, Record<BequestKind, readonly string[]>> = {
  "high-fantasy": {
    estate: ["a crumbling manor above the gorge", "a vineyard on the sunward slopes", "a tower with a locked top floor", "an inn where three kingdoms meet"],
    heirloom: ["a sword undrawn for a century", "a locket with a stranger's portrait", "a map drawn on dragon vellum", "a ring that is always warm"],
    title: [
      "the barony of a drowned valley",
      "the hereditary seat on the river council",
      "the wardenship of the Northern Pass",
      "a knighthood of a vanished order",
    ],
    debt: [
      "nine thousand crowns owed the Gilded Bank",
      "a service oath owed a fey lord",
      "an unpaid blood-price to a clan",
      "a promise to rebuild a burned temple",
    ],
    secret: [
      "the true location of the lost crown",
      "proof that the royal line is illegitimate",
      "the name of an uncaught murderer",
      "a letter confessing to a famous theft",
    ],
  },
  "dark-fantasy": {
    estate: ["a manor ringed by dead orchards", "a chapel with a sealed crypt", "a mill that grinds alone at night", "a townhouse every neighbour avoids"],
    heirloom: ["a mirror that must stay covered", "a bone flute carved with names", "a reliquary holding a blackened hand", "a grimoire bound in grey leather"],
    title: [
      "the lordship of a plague-emptied town",
      "the office of Hangman of the Marches",
      "a seat among the Ashen Magistrates",
      "the title of Keeper of the Mere",
    ],
    debt: [
      "a pact with something under the hill",
      "seven years' service to the fen witch",
      "a debt to the gravediggers' guild",
      "a life owed to a rival house",
    ],
    secret: [
      "why the east wing was walled up",
      "where the famine dead were buried",
      "a rite to call back the dead",
      "the truth about the benefactor's first wife",
    ],
  },
  "science-fiction": {
    estate: ["a mining claim on an ice moon", "a berth on a generation ship", "a penthouse module on the ring", "a hydroponic farm on a failing colony"],
    heirloom: ["a pre-collapse data crystal", "a pilot's first-war medal", "an obsolete android that still remembers", "a chart to an unregistered world"],
    title: ["a voting share in the colony charter", "command of a decommissioned frigate", "a seat on the station board", "the rank of honorary admiral"],
    debt: ["a corporate indenture of forty years", "an unpaid salvage fine", "a loan from an unregistered lender", "a clone-rights dispute with interest"],
    secret: [
      "the key to a sealed AI core",
      "proof of a covered-up colony massacre",
      "coordinates of a derelict alien vessel",
      "a second identity, fully funded",
    ],
  },
  modern: {
    estate: ["a run-down beach house", "a bookshop with a flat above", "forty acres of unsold farmland", "a brownstone in the old quarter"],
    heirloom: ["a pocket watch stopped at 4:17", "a box of wartime letters", "a painting that may be genuine", "a vintage car under a tarp"],
    title: ["controlling shares in the family firm", "the deed to a small island", "a seat on a charitable board", "ownership of a racehorse"],
    debt: ["a second mortgage nobody mentioned", "back taxes on the entire estate", "a loan from an impatient man", "a gambling marker held by a casino"],
    secret: ["a safe-deposit box key", "a half-sibling nobody knew about", "tapes recorded during a famous trial", "evidence of an old crime"],
  },
  steampunk: {
    estate: ["a workshop full of unfinished engines", "an airship mooring tower", "a foundry on the canal", "a townhouse with a private observatory"],
    heirloom: ["a self-winding brass automaton", "a patent for an unbuilt engine", "a clock that runs backwards", "a set of enamelled goggles"],
    title: [
      "a seat in the Guild of Engineers",
      "the captaincy of a cargo airship",
      "a barony granted for services to industry",
      "the mastership of a railway company",
    ],
    debt: [
      "a bank loan secured against the foundry",
      "unpaid wages to two hundred workers",
      "a debt to the Smoke Syndicate",
      "a contract for an engine never built",
    ],
    secret: ["blueprints the navy wants badly", "the true author of a famous invention", "a coded diary about the Crown", "the location of a hidden mine"],
  },
  "post-apocalyptic": {
    estate: ["a fortified gas station", "a bunker with working air filters", "a greenhouse behind razor wire", "a stretch of clean river"],
    heirloom: ["a rifle with three bullets", "a pre-fall photograph", "a working radio", "an old army dog tag"],
    title: ["leadership of the market settlement", "the right to the well", "a seat on the council of scavengers", "the rank of convoy master"],
    debt: ["water owed to the dam lords", "a favour owed to a raider chief", "a stolen truck its owners want back", "medicine borrowed from the clinic"],
    secret: ["the location of a sealed vault", "a map to uncontaminated land", "the truth about what caused the fall", "access codes to a dormant satellite"],
  },
  mythic: {
    estate: ["a grove of the storm god", "an island at the world's edge", "a hall built of whale bones", "a valley of endless summer"],
    heirloom: ["a spindle of the fates", "a horn that summons wind", "a golden apple that never ripens", "the helm of a fallen hero"],
    title: ["priesthood of the river spirit", "the kingship of a scattered people", "guardianship of the gate of dawn", "a hero's name and all its fame"],
    debt: ["a sacrifice still owed to the sea", "a quarrel with a jealous goddess", "a vow to a dying titan", "three labours promised and never done"],
    secret: ["the true name of a god", "how the first fire was stolen", "where the world's foundation stone lies", "why the sun hides in winter"],
  },
};

export const RIVAL_ROLES = [
  "a grasping cousin",
  "the benefactor's business partner",
  "a charity that was promised everything",
  "a rival family with an old claim",
  "the benefactor's secret lover",
  "a guild that financed the benefactor's ventures",
  "a creditor with a signed note",
  "a former apprentice",
];

export const NAME_FORMS = [
  "The {Adj} Bequest of {benefactor}",
  "The Last Will of {benefactor}",
  "The {benefactor} Inheritance",
  "{benefactor}'s {Adj} Legacy",
  "The Estate of {benefactor}",
];
export const ADJ = ["Tangled", "Poisoned", "Generous", "Curious", "Contested", "Final", "Secret", "Midnight", "Forgotten", "Unexpected"];
