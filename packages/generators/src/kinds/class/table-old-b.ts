// The class archetypes of sword and sorcery and of myth that heal, pray, hunt and sing, with their
// kits per setting (names, armour, weapons, skills, resource, paths). Our own writing.
import * as F from "./features-old.js";
import { kits, type ClassArchetype, type Kit } from "./shape.js";

const HEDGE_WITCH_HF: Kit = {
  nouns: ["Hedge Witch", "Cunning One", "Herb-witch", "Charm-maker"],
  epithets: ["Green", "Bitter", "Thorned", "Crooked"],
  armour: "light armour",
  weapons: "sickles, knives and staves",
  skills: ["medicine", "nature", "insight", "persuasion", "deception"],
  resources: [
    ["Charms", "tied each new moon", "charm"],
    ["Hedge-power", "gathered at crossroads"],
    ["Herb-store", "dried and bundled in autumn", "bundle of herbs"],
  ],
  paths: [
    ["Path of the Bitter Root", "brews hexes in poison", "curses with herbs and spit"],
    ["Path of the Green Hand", "heals better than any priest", "keeps a village alive"],
    ["Path of the Crossroads", "bargains with spirits at night", "trades favours with the dead"],
    ["Path of the Cat", "keeps a familiar that whispers", "sees through a cat's eyes"],
  ],
  terms: { herbs: "herbs", charm: "charm" },
};

const GRAVE_PRIEST_HF: Kit = {
  nouns: ["Grave Priest", "Vigil-keeper", "Mourner", "Deathwarden"],
  epithets: ["Pale", "Quiet", "Grey", "Ashen"],
  armour: "medium armour and shields",
  weapons: "maces, flails and staves",
  skills: ["religion", "medicine", "history", "insight"],
  resources: [
    ["Grace", "granted at each vigil"],
    ["Prayer beads", "told over the dead", "prayer bead"],
    ["Devotion", "renewed at dawn prayers"],
  ],
  paths: [
    ["Order of the Lantern", "guides lost souls home", "lights the way for the dead"],
    ["Order of the Quiet Gate", "keeps the dead in their graves", "puts restless dead to rest"],
    ["Order of the Last Rite", "eases the dying", "sits with the dying"],
    ["Order of Ash", "burns what will not lie still", "tends the pyres"],
  ],
};

const RANGER_HF: Kit = {
  nouns: ["Ranger", "Wayfinder", "Outrider", "Trailwarden"],
  epithets: ["Green", "Grey", "Wandering", "Thorned"],
  armour: "light and medium armour",
  weapons: "longbows, shortswords and spears",
  skills: ["survival", "perception", "stealth", "nature", "animal handling"],
  resources: [
    ["Quarry marks", "set on a hunted foe", "quarry mark"],
    ["Trail-lore", "gathered on the road"],
    ["Wild charges", "drawn from the land", "wild charge"],
  ],
  paths: [
    ["Path of the Long Bow", "shoots from impossible range", "never misses a standing target"],
    ["Path of the Deep Wood", "lives where no road goes", "walks unseen through forests"],
    ["Path of the Monster-hunter", "hunts giants and worse", "knows every monster's weakness"],
    ["Path of the Road", "guards travellers on the highways", "rides the long roads"],
  ],
  terms: { bow: "longbow" },
};

const CHANTER_HF: Kit = {
  nouns: ["Warchanter", "Skald", "Battle-singer", "Drum-caller"],
  epithets: ["Brazen", "Loud", "Iron-throated", "Thundering"],
  armour: "medium armour",
  weapons: "spears, hand axes and shortswords",
  skills: ["performance", "history", "persuasion", "intimidation", "athletics"],
  resources: [
    ["Breath", "spent on each verse"],
    ["War-verses", "learned from old campaigns", "war-verse"],
    ["Rhythm", "built by drumming"],
  ],
  paths: [
    ["College of the Drum", "keeps a war-drum's beat", "drums the army forward"],
    ["College of the Dirge", "sings for the fallen", "turns grief into strength"],
    ["College of the Boast", "wins fights with boasts", "shames foes into rash attacks"],
    ["College of the Horn", "calls charges on a war-horn", "sounds the retreat no one hears"],
  ],
  terms: { song: "war-song", instrument: "drum" },
};

export const OLD_B: readonly ClassArchetype[] = [
  {
    id: "hedge-witch",
    label: "Hedge witch",
    family: "arcane",
    role: "healer and hexer",
    hitDie: 8,
    primary: ["Wisdom", "Intelligence"],
    saves: ["Wisdom", "Constitution"],
    reach: "touch",
    playstyle: ["curses with a touch", "patches up the party", "bargains with spirits", "heals with herbs", "fights up close with hexes"],
    features: F.HEDGE_WITCH,
    kits: {
      "high-fantasy": HEDGE_WITCH_HF,
      "dark-fantasy": {
        ...HEDGE_WITCH_HF,
        nouns: ["Fen Witch", "Hag", "Hexer", "Bone-wife"],
        epithets: ["Rotten", "Bitter", "Crooked", "Drowned"],
        resources: [
          ["Malice", "hoarded against old wrongs"],
          ["Grave-dirt", "gathered from fresh graves", "handful of grave-dirt"],
          ["Charms", "tied with hair and bone", "charm"],
        ],
        paths: [
          ["Path of the Drowned Moor", "draws hexes from bog water", "curses with rot"],
          ["Path of the Poppet", "hexes through straw dolls", "pins a foe's likeness"],
          ["Path of the Bone Garden", "grows herbs on graves", "heals with dead men's moss"],
          ["Path of the Toad", "keeps a familiar that poisons", "spits venom"],
        ],
        terms: { herbs: "grave-moss", charm: "bone charm" },
      },
      mythic: {
        nouns: ["Root-witch", "Root-cutter", "Enchantress", "Moon-drawer"],
        epithets: ["Moonlit", "Golden-haired", "Island", "Night-born"],
        armour: "no armour",
        weapons: "knives and staves",
        skills: ["medicine", "nature", "religion", "deception"],
        resources: [
          ["Pharmaka", "herbs cut under the moon", "herb"],
          ["Moonlight", "drawn down at night"],
          ["Philtres", "brewed in bronze cauldrons", "philtre"],
        ],
        paths: [
          ["Table of the Island Witch", "turns guests into beasts", "brews draughts that change the body"],
          ["Cauldron of Renewal", "makes the old young again", "renews with blood"],
          ["Votaries of the Crossroads", "calls on the night goddess", "walks with the dogs of night"],
          ["Root-cutters of the Mountain", "gathers roots at dawn", "knows every healing herb"],
        ],
        terms: { herbs: "cut roots", charm: "philtre" },
      },
    },
  },
  {
    id: "grave-priest",
    label: "Grave priest",
    family: "divine",
    role: "healer and undead-bane",
    hitDie: 8,
    primary: ["Wisdom", "Constitution"],
    saves: ["Wisdom", "Charisma"],
    reach: "touch",
    playstyle: ["keeps the dying alive", "turns the dead aside", "stands in the second rank", "lays the restless to rest", "steadies frightened friends"],
    features: F.GRAVE_PRIEST,
    kits: {
      "high-fantasy": GRAVE_PRIEST_HF,
      "dark-fantasy": {
        ...GRAVE_PRIEST_HF,
        nouns: ["Sin-eater", "Pyre-keeper", "Grave Priest", "Penitent"],
        epithets: ["Ashen", "Penitent", "Hollow", "Black-robed"],
        resources: [
          ["Penance", "paid in pain"],
          ["Sins", "eaten at the graveside", "sin"],
          ["Grace", "rationed by a silent god"],
        ],
        paths: [
          ["Order of the Lash", "scourges the flesh for strength", "bleeds for the dead"],
          ["Order of the Pyre", "burns the plague dead", "keeps the pyres lit"],
          ["Order of the Nail", "nails the dead into their coffins", "seals every grave"],
          ["Order of the Black Veil", "hears the last confessions", "keeps the secrets of the dead"],
        ],
      },
    },
  },
  {
    id: "oracle",
    label: "Temple oracle",
    family: "divine",
    role: "seer and support caster",
    hitDie: 6,
    primary: ["Wisdom", "Charisma"],
    saves: ["Wisdom", "Intelligence"],
    reach: "ranged",
    playstyle: [
      "sees the blow before it falls",
      "guides the party's choices",
      "curses foes with their doom",
      "hangs back and watches",
      "reads omens before every venture",
    ],
    features: F.ORACLE,
    kits: {
      mythic: {
        nouns: ["Oracle", "Sibyl", "Seer", "Augur"],
        epithets: ["Laurel", "Veiled", "Smoke-eyed", "Sacred"],
        armour: "no armour",
        weapons: "staves and sacrificial knives",
        skills: ["religion", "insight", "history", "persuasion"],
        resources: [
          ["Omens", "read at dawn", "omen"],
          ["Visions", "granted after fasting", "vision"],
          ["Divine favour", "won by sacrifice"],
        ],
        paths: [
          ["Voice of the Navel Stone", "speaks the god's word in riddles", "answers pilgrims in verse"],
          ["Bird-readers", "reads fate in flights of birds", "watches the sky for signs"],
          ["Dreamers of the Temple", "sleeps in the temple to dream true", "heals through dreams"],
          ["Keepers of the Spring", "draws visions from sacred water", "drinks from the spring of truth"],
        ],
      },
    },
  },
  {
    id: "ranger",
    label: "Wilds ranger",
    family: "primal",
    role: "ranged striker and scout",
    hitDie: 10,
    primary: ["Dexterity", "Wisdom"],
    saves: ["Strength", "Dexterity"],
    reach: "ranged",
    playstyle: ["shoots from cover", "tracks prey for days", "scouts ahead alone", "picks off the enemy's leaders", "knows the wild roads"],
    features: F.RANGER,
    kits: {
      "high-fantasy": RANGER_HF,
      "dark-fantasy": {
        ...RANGER_HF,
        nouns: ["Fen Stalker", "Wolf-hunter", "Ranger", "Bounty Hunter"],
        epithets: ["Grey", "Hungry", "Fen", "Lone"],
        paths: [
          ["Path of the Witch-hunt", "hunts witches for the bounty", "carries silver and fire"],
          ["Path of the Fen", "stalks the drowned moors", "poles through the marsh"],
          ["Path of the Wolf-trap", "traps the beasts that eat men", "wears wolf-pelts"],
          ["Path of the Corpse Road", "follows the trails of the dead", "guards the corpse roads"],
        ],
      },
      mythic: {
        ...RANGER_HF,
        nouns: ["Huntress", "Wild Ranger", "Mountain Hunter", "Beast-slayer"],
        epithets: ["Silver-bowed", "Swift", "Wild", "Moon-blessed"],
        weapons: "bows, spears and hunting knives",
        resources: [
          ["The Hunt's blessing", "won at a shrine", "blessing"],
          ["Quarry marks", "set on a hunted beast", "quarry mark"],
          ["Speed", "the gift of the mountain"],
        ],
        paths: [
          ["Votaries of the Huntress", "runs with the goddess's hounds", "hunts by moonlight"],
          ["Slayers of Beasts", "hunts the monsters of legend", "hunts a great boar"],
          ["Centaur-taught", "learned the bow from a centaur", "shoots from horseback"],
          ["Keepers of the Grove", "guards a sacred grove", "punishes those who cut its trees"],
        ],
        terms: { bow: "bow" },
      },
    },
  },
  {
    id: "battle-chanter",
    label: "Battle chanter",
    family: "support",
    role: "battle leader",
    hitDie: 8,
    primary: ["Charisma", "Constitution"],
    saves: ["Constitution", "Charisma"],
    reach: "aura",
    playstyle: ["sings the party forward", "keeps allies on their feet", "shouts down fear", "fights in the second rank", "leads the charge"],
    features: F.CHANTER,
    kits: {
      ...kits(["high-fantasy"], CHANTER_HF),
      "dark-fantasy": {
        ...CHANTER_HF,
        nouns: ["Dirge-singer", "Skald", "Keener", "Death-chanter"],
        epithets: ["Hoarse", "Mourning", "Grim", "Iron-throated"],
        resources: [
          ["Grief", "gathered from the fallen"],
          ["Breath", "rasping and short"],
          ["Dirges", "learned at mass graves", "dirge"],
        ],
        paths: [
          ["College of Dirges", "sings the dying to their rest", "keens over the fallen"],
          ["College of the Gallows", "sings at hangings", "mocks the condemned"],
          ["College of the Knell", "rings a bell for every death", "counts the dead aloud"],
          ["College of the Last Word", "speaks for the dead", "curses in song"],
        ],
        terms: { song: "dirge", instrument: "bell" },
      },
      mythic: {
        ...CHANTER_HF,
        nouns: ["Rhapsode", "Paean-singer", "Chorus Leader", "War-poet"],
        epithets: ["Golden-voiced", "Muse-blessed", "Bronze", "Sweet-tongued"],
        armour: "linen and bronze",
        weapons: "spears and short swords",
        skills: ["performance", "history", "religion", "persuasion"],
        resources: [
          ["Songs", "taught by the Muses", "song"],
          ["Breath", "given by the gods"],
          ["Kleos", "sung into being"],
        ],
        paths: [
          ["Singers of the Siege", "sings the deeds of the fallen", "remembers every hero's name"],
          ["Chorus of the Paean", "sings the war-hymn before battle", "leads the army in song"],
          ["Heralds of the Gods", "carries the herald's staff", "speaks in the gods' name"],
          ["Muse-struck", "sings what the Muse gives", "sings in a trance"],
        ],
        terms: { song: "paean", instrument: "lyre" },
      },
    },
  },
];
