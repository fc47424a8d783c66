// Word lists and templates for the inheritances generator (our own writing).
import type { Setting, Tone } from "../../core/options.js";

export const BEQUEST_KINDS = ["estate", "heirloom", "title", "debt", "secret"] as const;
export type BequestKind = (typeof BEQUEST_KINDS)[number];

export const BENEFACTOR_ROLES = ["reclusive aunt", "merchant prince", "disgraced general", "village healer", "great-uncle nobody had met", "former employer", "retired spy", "childhood tutor", "estranged father", "godmother", "ship's captain", "old rival"];

export const BEQUESTS: Record<Setting, Record<BequestKind, readonly string[]>> = {
  "high-fantasy": {
    estate: ["a crumbling manor above the river gorge", "a vineyard on the sunward slopes", "a tower whose top floor no one has entered", "an inn at the crossroads of three kingdoms"],
    heirloom: ["a sword that has not been drawn in a century", "a locket holding a portrait of a stranger", "a map drawn on dragon vellum", "a ring that is always warm"],
    title: ["the barony of a drowned valley", "the hereditary seat on the river council", "the title of Warden of the Northern Pass", "a knighthood of a vanished order"],
    debt: ["a debt of nine thousand crowns to the Gilded Bank", "an oath of service owed to a fey lord", "a blood-price still unpaid to a mountain clan", "a promise to rebuild a burned temple"],
    secret: ["the true location of the lost crown", "proof that the royal line is illegitimate", "the name of a murderer the city never caught", "a letter confessing to a famous theft"],
  },
  "dark-fantasy": {
    estate: ["a manor surrounded by a dead orchard", "a chapel with a sealed crypt", "a mill that runs at night by itself", "a townhouse every neighbour avoids"],
    heirloom: ["a mirror that must stay covered", "a bone flute carved with names", "a reliquary holding a blackened hand", "a grimoire bound in grey leather"],
    title: ["the lordship of a plague-emptied town", "the office of Hangman of the Marches", "a seat among the Ashen Magistrates", "the title of Keeper of the Mere"],
    debt: ["a pact with something under the hill", "seven years of service to the witch of the fen", "a debt to the gravediggers' guild", "a life owed to a rival house"],
    secret: ["the reason the old lord walled up the east wing", "where the bodies from the famine were buried", "a ritual that can call back the dead, once", "the truth about the benefactor's first wife"],
  },
  "science-fiction": {
    estate: ["a mining claim on a frozen moon", "a berth on a generation ship", "a penthouse module on an orbital ring", "a hydroponic farm on a dying colony"],
    heirloom: ["a pre-collapse data crystal", "a pilot's medal from the first war", "an obsolete android that still remembers", "a star chart to a world never registered"],
    title: ["a voting share in the colony charter", "command of a decommissioned frigate", "a seat on the station board", "the rank of honorary admiral"],
    debt: ["a corporate indenture of forty years", "an unpaid salvage fine", "a loan from an unregistered lender", "a clone-rights dispute with interest"],
    secret: ["the access key to a sealed AI core", "proof of a covered-up colony massacre", "coordinates of a derelict alien vessel", "a second identity with its own bank account"],
  },
  modern: {
    estate: ["a run-down beach house", "a bookshop with a flat above it", "forty acres of unsold farmland", "a brownstone in the old quarter"],
    heirloom: ["a pocket watch that stopped at 4:17", "a box of wartime letters", "a painting that may be an original", "a vintage car under a tarp"],
    title: ["controlling shares in the family firm", "the deed to a small island", "a seat on a charitable board", "ownership of a racehorse"],
    debt: ["a second mortgage nobody mentioned", "back taxes on the entire estate", "a loan from a man who does not accept excuses", "a gambling marker held by a casino"],
    secret: ["a safe-deposit box key", "a half-sibling nobody knew about", "tapes recorded during a famous trial", "evidence of an old crime"],
  },
  steampunk: {
    estate: ["a workshop full of unfinished engines", "an airship mooring tower", "a foundry on the canal", "a townhouse with a private observatory"],
    heirloom: ["a brass automaton that still winds itself", "a patent for an unbuilt engine", "a clock that runs backwards", "a set of enamelled goggles"],
    title: ["a seat in the Guild of Engineers", "the captaincy of a cargo airship", "a barony granted for services to industry", "the mastership of a railway company"],
    debt: ["a bank loan secured against the foundry", "unpaid wages to two hundred workers", "a debt to the Smoke Syndicate", "a contract to deliver an engine that does not exist"],
    secret: ["the blueprints of a weapon the navy wants", "the true author of a famous invention", "a coded diary about the Crown", "the location of a hidden mine"],
  },
  "post-apocalyptic": {
    estate: ["a fortified gas station", "a bunker with working air filters", "a greenhouse behind razor wire", "a stretch of clean river"],
    heirloom: ["a rifle with three bullets", "a pre-fall photograph", "a working radio", "a dog tag from the old army"],
    title: ["leadership of the market settlement", "the right to the well", "a seat on the council of scavengers", "the rank of convoy master"],
    debt: ["water owed to the dam lords", "a favour owed to a raider chief", "a stolen truck its owners want back", "medicine borrowed from the clinic"],
    secret: ["the location of a sealed vault", "a map to uncontaminated land", "the truth about what caused the fall", "access codes to a dormant satellite"],
  },
  mythic: {
    estate: ["a grove sacred to the storm god", "an island at the edge of the world", "a hall built of whale bones", "a valley where it is always summer"],
    heirloom: ["a spindle of the fates", "a horn that can summon a wind", "a golden apple that never ripens", "the helm of a fallen hero"],
    title: ["priesthood of the river spirit", "the kingship of a scattered people", "guardianship of the gate of dawn", "the name of a hero, with all its fame"],
    debt: ["a sacrifice still owed to the sea", "a quarrel with a jealous goddess", "a vow to a dying titan", "three labours promised and never done"],
    secret: ["the true name of a god", "how the first fire was stolen", "where the world's foundation stone lies", "why the sun hides in winter"],
  },
};

export const CONDITIONS = [
  "The heir must live in the house for a full year and a day before claiming anything.",
  "The heir must marry within the year, or everything passes to the temple.",
  "The bequest is only released if the heir solves the riddle written in the margin of the will.",
  "The heir must keep the benefactor's old servant employed for life.",
  "Nothing may be sold for ten years.",
  "The heir must scatter the benefactor's ashes at a place named only in a sealed letter.",
  "The heir must reconcile with an estranged cousin before the reading is final.",
  "The bequest is split among all who attend the funeral, however many that is.",
];
export const OBLIGATIONS = ["feed the benefactor's seven cats", "tend the family graves each spring", "pay a pension to a woman nobody has heard of", "finish the benefactor's unfinished book", "keep a lamp lit in the west window", "answer every letter that arrives for the benefactor", "host an annual feast for the tenants", "continue a long-running lawsuit"];
export const DISPUTES = ["A second will, dated a week later, has surfaced.", "The benefactor's physician claims the will was signed under duress.", "A child from a forgotten marriage has come forward.", "The executor refuses to hand over the keys.", "Two witnesses to the will cannot be found.", "The local lord insists the land reverts to the crown."];
export const RIVAL_ROLES = ["a grasping cousin", "the benefactor's business partner", "a charity that was promised everything", "a rival family with an old claim", "the benefactor's secret lover", "a guild that financed the benefactor's ventures", "a creditor with a signed note", "a former apprentice"];

export const NAME_FORMS = ["The {Adj} Bequest of {benefactor}", "The Last Will of {benefactor}", "The {benefactor} Inheritance", "{benefactor}'s {Adj} Legacy", "The Estate of {benefactor}"];
export const ADJ = ["Tangled", "Poisoned", "Generous", "Curious", "Contested", "Final", "Secret", "Midnight", "Forgotten", "Unexpected"];

export const READINGS: Record<Tone, readonly string[]> = {
  heroic: ["The will was read in the great hall before the whole household, and the benefactor's voice seemed to fill the room through the clerk's words.", "The reading was brief and dignified; the benefactor had always been a person of few and careful words."],
  grim: ["The will was read in a cold room, to relatives who had not visited in years and who now watched one another like wolves.", "Before the wax was even broken, someone had already begun packing the silver."],
  whimsical: ["The will was read aloud by a parrot, at the benefactor's explicit instruction.", "The reading took four hours, because the benefactor had included a long list of people who were to receive nothing and why."],
};
