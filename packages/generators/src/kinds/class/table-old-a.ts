// The martial and arcane class archetypes of sword and sorcery (and myth), with their kits per
// setting: what the class is called there, its armour, weapons and skills, its resource and its
// paths. Our own writing.
import * as F from "./features-old.js";
import type { ClassArchetype, Kit } from "./shape.js";

const DUELLIST_HF: Kit = {
  nouns: ["Duellist", "Blademaster", "Blade-dancer", "Fencer"],
  epithets: ["Silver", "Crimson", "Gilded", "Sworn"],
  armour: "light armour",
  weapons: "rapiers, sabres and daggers",
  skills: ["acrobatics", "insight", "intimidation", "performance", "history"],
  resources: [
    ["Poise", "the calm of a practised guard"],
    ["Flourish", "the showman's edge in a duel"],
    ["Edge", "kept keen between bouts", "edge point", "short"],
  ],
  paths: [
    ["Way of the Twin Fang", "fights with a blade in each hand", "pairs a dagger with the sword"],
    ["School of the Open Guard", "fights with no shield at all", "leaves an opening as bait"],
    ["Salon of Masks", "duels in words as well as steel", "fights at masked balls"],
    ["Circle of the Last Cut", "ends every duel quickly", "keeps a tally of the slain"],
  ],
};

const WARDEN_HF: Kit = {
  nouns: ["Warden", "Oathkeeper", "Gatewarden", "Warder"],
  epithets: ["Oath-bound", "Iron", "Grey", "Vigilant"],
  armour: "all armour and shields",
  weapons: "spears, maces and longswords",
  skills: ["athletics", "insight", "perception", "intimidation", "medicine"],
  resources: [
    ["Resolve", "renewed each dawn by the oath"],
    ["Vigil", "kept by standing watch"],
    ["Oath-strength", "spent defending a ward"],
  ],
  paths: [
    ["Oath of the Gate", "holds one doorway against all", "never yields a held threshold"],
    ["Oath of the Hearth", "guards the weak behind the line", "shields those who cannot fight"],
    ["Oath of the Long Watch", "never sleeps on duty", "sees danger long before it comes"],
    ["Oath of Iron", "carries the heaviest shield", "wears armour others cannot lift"],
  ],
  terms: { shield: "shield" },
};

const REAVER_HF: Kit = {
  nouns: ["Reaver", "Berserker", "Ravager", "Wildblood"],
  epithets: ["Red", "Howling", "Bloodied", "Wild"],
  armour: "medium armour and shields",
  weapons: "axes, mauls and greatswords",
  skills: ["athletics", "intimidation", "survival", "perception"],
  resources: [
    ["Fury", "the red haze of battle"],
    ["Blood-rage", "woken by spilled blood"],
    ["Frenzy", "the hunger for the next kill"],
  ],
  paths: [
    ["Path of the Bear", "fights in a bear's pelt", "rages like a cornered bear"],
    ["Path of the Storm-born", "rages with thunder in the blood", "howls like a gale"],
    ["Path of the Wolf", "hunts in a pack of reavers", "runs down fleeing foes"],
    ["Path of the Ancestors", "fights beside angry ancestors", "hears the war-dead in battle"],
  ],
};

const RUNE_SCRIBE_HF: Kit = {
  nouns: ["Runescribe", "Sigilist", "Spellwright", "Glyph-cutter"],
  epithets: ["Inked", "Silver", "Lettered", "Ashen"],
  armour: "no armour",
  weapons: "daggers, staves and light crossbows",
  skills: ["arcana", "history", "investigation", "insight"],
  resources: [
    ["Ink-charge", "mixed each morning", "ink-charge"],
    ["Rune slots", "refreshed after a long rest", "rune slot"],
    ["Sigil marks", "cut into the skin", "sigil mark"],
  ],
  paths: [
    ["School of Wards", "carves protection into doors", "writes walls out of the air"],
    ["School of Binding", "traps spirits in written names", "writes cages for demons"],
    ["School of the Burning Letter", "writes runes that burst into flame", "sets pages alight"],
    ["School of the Hidden Word", "writes what only the named can read", "hides spells in letters"],
  ],
};

export const OLD_A: readonly ClassArchetype[] = [
  {
    id: "duellist",
    label: "Sword-sworn duellist",
    family: "martial",
    role: "single-target striker",
    hitDie: 10,
    primary: ["Dexterity", "Charisma"],
    saves: ["Dexterity", "Charisma"],
    reach: "melee",
    needs: ["attack"],
    act: ["lunges with {a:weapon}", "trades cuts with one foe", "presses the foe in front"],
    weak: ["crowds of weak foes", "archers out of reach", "brutes who ignore a cut", "a brawl in the dark"],
    playstyle: ["fights one foe at a time", "punishes every opening", "wins on footwork", "taunts the strongest foe#taunt", "duels with flair"],
    features: F.DUELLIST,
    kits: {
      "high-fantasy": DUELLIST_HF,
      "dark-fantasy": {
        ...DUELLIST_HF,
        nouns: ["Sellsword", "Duellist", "Bladesman", "Cutthroat"],
        epithets: ["Bloodied", "Black", "Widow's", "Scarred"],
        resources: [
          ["Spite", "nursed since the first scar"],
          ["Blood-debt", "owed by whoever cuts you"],
          ["Edge", "kept keen between bouts", "edge point", "short"],
        ],
        paths: [
          ["Brotherhood of the Knife", "fights in alleys for coin", "never fights fair"],
          ["Duellists of the Gallows", "settles quarrels for the hangman", "fights to the death only"],
          ["Order of the Weeping Blade", "mourns every foe slain", "fights in black"],
          ["School of the Scar", "wears each defeat on the face", "learns from every wound"],
        ],
      },
      steampunk: {
        ...DUELLIST_HF,
        nouns: ["Duellist", "Sabreur", "Fencing Master", "Swordsman"],
        epithets: ["Brass", "Dashing", "Silver", "Gentleman"],
        weapons: "sabres, canes and duelling pistols",
        skills: ["acrobatics", "etiquette", "intimidation", "gambling", "insight"],
        paths: [
          ["Heidelberg Scar Club", "duels for a scar of honour", "fights in student clubs"],
          ["Gentlemen of the Pistol", "duels at twenty paces", "prefers a pistol at dawn"],
          ["Sword-cane Society", "hides a blade in a cane", "fights in evening dress"],
          ["Salle d'Armes", "teaches fencing to the rich", "fights by the French rules"],
        ],
      },
    },
  },
  {
    id: "warden",
    label: "Oath-bound warden",
    family: "martial",
    role: "front-line defender",
    hitDie: 12,
    primary: ["Strength", "Wisdom"],
    saves: ["Constitution", "Wisdom"],
    reach: "melee",
    needs: ["protect"],
    act: ["holds the line with {a:weapon}", "strikes at anything that passes", "blocks the gap with {a:weapon}"],
    weak: ["foes who walk around them", "fights that need speed", "attacks from range", "a foe with no interest in them"],
    playstyle: ["holds a doorway against all comers", "guards the weakest ally", "soaks up the blows", "never gives ground", "draws every attack"],
    features: F.WARDEN,
    kits: {
      "high-fantasy": WARDEN_HF,
      "dark-fantasy": {
        ...WARDEN_HF,
        nouns: ["Warden", "Gravewarden", "Wallguard", "Wall-keeper"],
        epithets: ["Oath-bound", "Scarred", "Black", "Last"],
        resources: [
          ["Resolve", "paid for with old wounds"],
          ["Vigil", "kept through sleepless nights"],
          ["Oath-blood", "spilled to keep the oath", "drop of oath-blood"],
        ],
        paths: [
          ["Oath of the Last Wall", "holds a ruined wall alone", "guards what is left"],
          ["Oath of the Plague Gate", "turns the sick away", "keeps a city sealed"],
          ["Oath of the Grave", "guards the dead from thieves", "stands watch in the crypts"],
          ["Oath of Penance", "guards to atone for a failure", "wears a broken shield"],
        ],
      },
      mythic: {
        nouns: ["Hoplite", "Shield-bearer", "Temple Guard", "Gatekeeper"],
        epithets: ["Bronze", "Sworn", "Sacred", "Unbending"],
        armour: "bronze and round shields",
        weapons: "spears, short swords and javelins",
        skills: ["athletics", "religion", "perception", "intimidation"],
        resources: [
          ["Aidos", "the shame that forbids retreat"],
          ["Menos", "the courage a god breathes in", "menos point", "short"],
          ["Courage", "given by the gods of war"],
        ],
        paths: [
          ["Phalanx of the Pass", "holds a mountain road", "fights shoulder to shoulder"],
          ["Sworn of the Temple", "guards a god's precinct", "keeps the sacred gate"],
          ["Guard of the Citadel", "defends the high city", "dies before the walls fall"],
          ["Companions of the King", "guards a hero-king", "fights at the king's side"],
        ],
        terms: { shield: "round shield" },
      },
    },
  },
  {
    id: "reaver",
    label: "Blood-fury reaver",
    family: "martial",
    role: "front-line striker",
    hitDie: 12,
    primary: ["Strength", "Constitution"],
    saves: ["Strength", "Constitution"],
    reach: "melee",
    needs: ["attack"],
    act: ["swings {a:weapon} at the nearest foe", "wades in with {a:weapon}", "hacks at the biggest foe"],
    weak: ["flyers out of reach", "archers on the walls", "anything that needs patience", "charms on the mind"],
    playstyle: ["charges the biggest foe", "trades blows gladly", "fights best when bleeding", "breaks enemy lines", "terrifies the weak-willed#fear"],
    features: F.REAVER,
    kits: {
      "high-fantasy": REAVER_HF,
      "dark-fantasy": {
        ...REAVER_HF,
        nouns: ["Ravager", "Butcher", "Reaver", "Flayer"],
        epithets: ["Flayed", "Red", "Starving", "Black"],
        paths: [
          ["Path of the Hungry God", "feeds a god with slaughter", "fights for a starving idol"],
          ["Path of the Flagellant", "whips the body into fury", "fights in chains"],
          ["Path of the Carrion Wolf", "runs with a pack of killers", "picks battlefields clean"],
          ["Path of Ruin", "burns whatever cannot be held", "leaves no village standing"],
        ],
      },
      mythic: {
        ...REAVER_HF,
        nouns: ["Myrmidon", "Korybant", "Ravager", "Berserker"],
        epithets: ["Bronze", "Raging", "God-struck", "Wild"],
        armour: "bronze breastplates and hide",
        weapons: "spears, axes and clubs",
        skills: ["athletics", "intimidation", "survival", "religion"],
        resources: [
          ["Menos", "battle-fury sent by a god"],
          ["Lyssa", "the wolf-madness of war"],
          ["Fury", "the red haze of battle"],
        ],
        paths: [
          ["Sworn of Ares", "fights for the war god", "howls the god's name"],
          ["Wolves of Lyssa", "goes mad with battle", "fights like a rabid wolf"],
          ["Dancers of the Mountain", "rages to drum and pipe", "fights in a war-dance"],
          ["Sons of the Bull", "charges like a bull", "tosses foes aside"],
        ],
      },
      "post-apocalyptic": {
        nouns: ["Road Reaver", "Warboy", "Raider", "Wrecker"],
        epithets: ["Chrome", "Dust", "Burning", "Rust"],
        armour: "scrap plate and car doors",
        weapons: "pipes, chains and machetes",
        skills: ["athletics", "intimidation", "driving", "scavenging"],
        resources: [
          ["Rage", "fed by hunger and noise"],
          ["Chrome fever", "stoked by engine roar"],
          ["Fury", "the red haze of battle"],
        ],
        paths: [
          ["Chrome Road", "fights from a moving car", "rides the war-rigs"],
          ["Pit Fighters", "fights in the cage for water", "brawls for a crowd"],
          ["Dust Riders", "raids on motorbikes", "runs down caravans"],
          ["Bridge Wreckers", "smashes the old roads", "tears down what others build"],
        ],
      },
    },
  },
  {
    id: "rune-scribe",
    label: "Rune scribe",
    family: "arcane",
    role: "battlefield controller",
    hitDie: 6,
    primary: ["Intelligence", "Wisdom"],
    saves: ["Intelligence", "Wisdom"],
    reach: "ranged",
    needs: ["control"],
    act: ["traces a rune at a threat", "writes a glyph under a foe", "inks a ward in the air"],
    weak: ["a foe at arm's length", "an ambush before the ink dries", "long marches in armour", "foes who cannot read"],
    playstyle: [
      "prepares the ground before a fight",
      "traps doorways with glyphs#glyph",
      "hangs back behind wards",
      "reads riddles in any old script",
      "controls the field from afar",
    ],
    features: F.RUNE_SCRIBE,
    kits: {
      "high-fantasy": RUNE_SCRIBE_HF,
      "dark-fantasy": {
        ...RUNE_SCRIBE_HF,
        nouns: ["Blood-scribe", "Hexwright", "Name-taker", "Bone-writer"],
        epithets: ["Inked", "Bleeding", "Forbidden", "Black"],
        resources: [
          ["Blood-ink", "drawn from your own veins", "drop of blood-ink"],
          ["Blood-ink", "drawn from your own veins", "drop of blood-ink"],
          ["Rune slots", "refreshed after a long rest", "rune slot"],
        ],
        paths: [
          ["School of the Flayed Page", "writes on skin", "keeps grimoires of hide"],
          ["School of Binding", "traps demons in written names", "writes cages for the dead"],
          ["School of the Black Letter", "writes curses that kill", "inks death-warrants"],
          ["School of Stolen Names", "steals the names of the dying", "writes over a victim's name"],
        ],
      },
    },
  },
];
