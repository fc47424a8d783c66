// Origin lore of the class archetypes of sword and sorcery and myth: who founded each art and what
// they did (by setting where a kit is of another genre), and how one becomes one today, so a
// berserker's founder is a war-chief, not a monk who codified village games. Founders are
// singular, with their article; deeds are past-tense verb phrases; `made` is a he/she verb phrase
// about a novice. Our own writing.
import type { Setting } from "../../core/options.js";

export interface Lore {
  readonly founders: readonly string[];
  readonly deeds: readonly string[];
}
export interface ArchetypeLore {
  readonly lore: Lore;
  readonly bySetting?: Readonly<Partial<Record<Setting, Lore>>>;
  /** How one becomes one: "is blooded in a first raid". */
  readonly made: readonly string[];
}

export const LORE_OLD: Readonly<Record<string, ArchetypeLore>> = {
  duellist: {
    lore: {
      founders: ["a one-eyed fencing master", "a disgraced court champion", "a duchess's bodyguard", "a sellsword from the south"],
      deeds: [
        "won forty duels without a scar",
        "killed a tyrant in single combat",
        "wrote down every cut that wounded them",
        "taught footwork to street children",
      ],
    },
    bySetting: {
      steampunk: {
        founders: ["a Prussian fencing master", "a retired cavalry officer", "a lady fencer of Vienna", "a gambling baronet"],
        deeds: [
          "fought the last legal duel in the capital",
          "opened the first salle in the city",
          "killed a card cheat at twenty paces",
          "taught fencing at a military academy",
        ],
      },
    },
    made: [
      "learns at a salle for seven years",
      "wins a first duel to first blood",
      "apprentices to a master for a year and a day",
      "fights a first duel at dawn",
      "earns a blade after a hundred bouts",
    ],
  },
  warden: {
    lore: {
      founders: ["a gate-captain of a fallen city", "a shieldmaiden of a dead lord", "a bridge-keeper", "a knight with a broken sword"],
      deeds: ["held a bridge alone for a night", "swore to guard a child-king", "kept a pass until help came", "stood at a breach for three days"],
    },
    bySetting: {
      mythic: {
        founders: ["a hoplite of the first phalanx", "a temple gatekeeper", "the shield-bearer of a hero"],
        deeds: ["held the narrow pass for three days", "guarded a god's precinct from giants", "carried a fallen king home on a shield"],
      },
    },
    made: [
      "stands a first night's watch alone",
      "swears the oath over a borrowed shield",
      "takes the oath at the gate they will guard",
      "holds a gate through a first siege",
      "carries a veteran's shield for a year",
    ],
  },
  reaver: {
    lore: {
      founders: ["a war-chief with no sons left", "the last of a burned clan", "an escaped pit-fighter", "a shieldless berserker"],
      deeds: ["fought a whole day with a mortal wound", "drank wolf's blood before a battle", "broke a siege with an axe", "raided three kingdoms in a summer"],
    },
    bySetting: {
      "post-apocalyptic": {
        founders: ["a war-rig driver", "a cage-fighter from the pits", "a one-handed raider", "a feral child of the highway"],
        deeds: ["rammed a convoy with a burning truck", "won a hundred cage fights", "crossed the salt flats on foot", "tore down a water baron's gate"],
      },
      mythic: {
        founders: ["a son of the war god", "a Thracian war-chief", "a maddened priest of Ares", "a queen of the horse peoples"],
        deeds: ["fought a river god to a standstill", "danced the war-dance until dawn", "sacked a city of bronze", "wrestled a bull to death"],
      },
    },
    made: [
      "is blooded in a first raid",
      "survives a night alone in the wild",
      "takes a war-name after a first kill",
      "fights a winter's raids without a shield",
      "wrestles a clan champion",
    ],
  },
  "rune-scribe": {
    lore: {
      founders: ["a blind copyist", "a tower librarian", "an unlettered stonemason", "a scholar of dead tongues"],
      deeds: ["found letters that burned the page", "carved a ward that stopped an army", "copied a demon's name by mistake", "wrote a spell on a prison wall"],
    },
    made: [
      "copies a whole grimoire by hand",
      "spends a year grinding ink",
      "cuts a first rune into their own skin",
      "learns a dead alphabet by heart",
      "traces a first ward that holds",
    ],
  },
  "hedge-witch": {
    lore: {
      founders: ["a village midwife", "a wise woman cast out of a town", "a cunning man of the marshes", "a miller's widow"],
      deeds: [
        "cured a plague with nettle and salt",
        "bargained with the spirit of a hedge",
        "cursed a lord who burned a cottage",
        "learned the herbs from a talking cat",
      ],
    },
    bySetting: {
      mythic: {
        founders: ["a daughter of the sun", "a nymph of the island", "a priestess of the crossroads goddess", "a root-cutter of the mountain"],
        deeds: [
          "turned a crew of sailors into swine",
          "brewed a draught that made an old king young",
          "drew the moon down into a bowl",
          "cut the first root that could heal",
        ],
      },
    },
    made: [
      "learns the herbs at an old woman's knee",
      "spends a winter alone in the woods",
      "ties a first charm from their own hair",
      "brews a first cure that works",
      "keeps a garden of poisons for a year",
    ],
  },
  "grave-priest": {
    lore: {
      founders: ["a gravedigger with an ear for the dead", "a plague nun", "a sexton of a burned church", "a mourner hired for a king's funeral"],
      deeds: ["buried a whole city in a winter", "sat with a thousand dying", "turned back a risen army with a prayer", "kept a vigil of forty nights"],
    },
    made: [
      "digs a hundred graves",
      "keeps a first vigil over the dead",
      "takes vows at a graveside",
      "keeps a vigil of nine nights",
      "lays a first restless corpse to rest",
    ],
  },
  oracle: {
    lore: {
      founders: ["the first priestess of the navel stone", "a blinded shepherd", "a temple girl", "a seer of the sacred spring"],
      deeds: [
        "foretold the fall of a great city",
        "breathed the vapours of the chasm",
        "answered a king in riddles",
        "dreamed the god's voice for seven nights",
      ],
    },
    made: [
      "serves a temple for nine years",
      "drinks from the sacred spring",
      "fasts until the first vision comes",
      "sleeps a night in the god's cave",
      "reads the birds for a season",
    ],
  },
  ranger: {
    lore: {
      founders: ["a forester banned from a royal wood", "an outrider of a lost army", "a trapper from the high passes", "a guide of the old roads"],
      deeds: [
        "tracked a dragon for a hundred miles",
        "guided refugees through the deep wood",
        "shot a raider chief at two hundred paces",
        "mapped the wild roads alone",
      ],
    },
    bySetting: {
      mythic: {
        founders: ["a huntress of the goddess", "a centaur's pupil", "a shepherd of the wild hills", "a nymph's son"],
        deeds: ["ran down the golden hind", "hunted the great boar of the mountain", "shot an arrow through twelve axe-heads", "guarded the goddess's grove"],
      },
    },
    made: [
      "spends a season alone in the wild",
      "tracks a first quarry for a week",
      "learns the bow from an old forester",
      "walks the borders for a year",
      "guides a caravan through the wilds",
    ],
  },
  "battle-chanter": {
    lore: {
      founders: ["an orphaned drummer boy", "a blind saga-teller", "a war-horn bearer", "a herald of the old kings"],
      deeds: [
        "sang a beaten army back into the fight",
        "learned every battle-song by heart",
        "shouted down a dragon's roar",
        "drummed a charge for a whole day",
      ],
    },
    bySetting: {
      mythic: {
        founders: ["a pupil of the Muses", "a blind bard of the islands", "the herald of a hero-king", "a singer of the siege"],
        deeds: ["sang the war-hymn before the walls", "remembered every hero's name", "charmed a river to stand still", "sang the dead of the siege to rest"],
      },
    },
    made: [
      "learns a hundred songs by heart",
      "sings at a first battle",
      "carries a drum for a veteran",
      "sings an army to its first battle",
      "beats a drum through a whole siege",
    ],
  },
};
