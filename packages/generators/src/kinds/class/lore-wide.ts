// Origin lore of the class archetypes found in many settings and of the one-setting archetypes:
// who founded each art, by setting, and how one becomes one (see lore-old.ts for the shape). An
// investigator's founder is a detective, not a journalist; a medic's is a surgeon. Our own writing.
import type { ArchetypeLore } from "./lore-old.js";

export const LORE_WIDE: Readonly<Record<string, ArchetypeLore>> = {
  "beast-tamer": {
    lore: {
      founders: ["a kennel-keeper of a great house", "a shepherd raised by wolves", "a falconer to a queen", "a horse-breaker of the steppe"],
      deeds: ["tamed a wolf pack with bare hands", "raised a war-hound from a whelp", "rode a wild stallion into battle", "taught a bear to stand guard"],
    },
    bySetting: {
      steampunk: {
        founders: ["a circus ringmaster", "a naturalist of the Zoological Society", "a big-game hunter", "a pigeon-fancier of the docks"],
        deeds: [
          "tamed a tiger before the Queen",
          "brought the first okapi to the city",
          "trained messenger birds for the army",
          "ran the greatest menagerie in the land",
        ],
      },
      "science-fiction": {
        founders: ["a colony xenobiologist", "a frontier wrangler", "a gene-lab technician", "a survey scout"],
        deeds: [
          "bonded with the first xeno-hound",
          "tamed a predator on a death world",
          "herded alien cattle across a continent",
          "spliced a link between beast and mind",
        ],
      },
      modern: {
        founders: ["a police dog trainer", "an army dog handler", "a search-and-rescue volunteer", "a falconer in the city"],
        deeds: [
          "found twelve survivors after an earthquake",
          "trained the first bomb-sniffing dogs",
          "cleared a city of pigeons with a hawk",
          "wrote the handler's manual",
        ],
      },
      mythic: {
        founders: ["a huntress's beast-keeper", "a son of the horse-god", "a tamer of the sacred lions", "a goatherd of the high pastures"],
        deeds: ["yoked a wild lion to a chariot", "tamed the horses of the sun", "raised a wolf cub on the mountain", "talked a maddened bull to stillness"],
      },
      "post-apocalyptic": {
        founders: ["a dog-boy of the ruins", "a caravan drover", "a hermit of the hot zones", "a kennel-keeper of a bunker"],
        deeds: ["tamed a mutant boar", "ran with a wild dog pack for a year", "drove a herd across the glass desert", "bred the first glow-hounds"],
      },
    },
    made: [
      "raises a first animal from birth",
      "spends a season in the kennels",
      "earns a beast's trust over a year",
      "spends a winter with a wild pack",
      "trains a first beast to heel",
    ],
  },
  cutpurse: {
    lore: {
      founders: ["a thief-queen of the docks", "an orphan pickpocket", "a locksmith turned burglar", "a beggar king"],
      deeds: [
        "robbed a duke at his own wedding",
        "picked the lock of the royal treasury",
        "ran a guild of a hundred children",
        "escaped the gallows three times",
      ],
    },
    bySetting: {
      steampunk: {
        founders: ["a Seven Dials fence", "a gentleman burglar", "a mudlark queen", "a safe-maker gone bad"],
        deeds: [
          "cracked the Bank of the Realm",
          "robbed an embassy during a ball",
          "trained a gang of a hundred urchins",
          "stole the Crown jewels and returned them",
        ],
      },
      mythic: {
        founders: ["a son of the messenger god", "a cattle raider of the hills", "a wily island king"],
        deeds: ["stole the sun god's cattle on his first day", "lied his way out of the underworld", "tricked a cyclops with a false name"],
      },
      modern: {
        founders: ["a cat burglar of the sixties", "a Vegas grifter", "an ex-con locksmith", "a getaway driver"],
        deeds: ["robbed a casino vault", "ran a con for ten years", "picked a lock on live television", "outran forty police cars"],
      },
      "science-fiction": {
        founders: ["a corporate spy", "a smuggler of the outer belt", "a deserter from military intelligence", "an AI that went rogue"],
        deeds: [
          "stole a warship's codes",
          "slipped past a blockade in a cargo pod",
          "sold a megacorp its own secrets",
          "wiped a criminal record from every station",
        ],
      },
    },
    made: [
      "lifts a first purse under a master's eye",
      "serves a year as a lookout",
      "earns a place with a first clean job",
      "runs errands for a fence",
      "picks a first lock in the dark",
    ],
  },
  "field-medic": {
    lore: {
      founders: ["an army surgeon", "a navy corpsman", "a field nurse", "a battlefield chaplain"],
      deeds: ["saved a whole platoon under fire", "ran a clinic through a siege", "wrote the first triage rules", "worked three days without sleep"],
    },
    bySetting: {
      steampunk: {
        founders: ["a Crimean nurse", "a regimental surgeon", "a galvanic doctor", "a slum apothecary"],
        deeds: [
          "cut the death rate of a field hospital",
          "amputated under cannon fire",
          "restarted a heart with a battery",
          "treated a cholera outbreak alone",
        ],
      },
      "post-apocalyptic": {
        founders: ["a nurse of the last hospital", "a country vet", "a caravan doctor", "a bunker medic"],
        deeds: ["kept a settlement alive through the plague", "stitched a hundred raiders for water", "cured the water-sickness", "looted the last hospital"],
      },
    },
    made: [
      "trains for a year under an old hand",
      "works a first shift under fire",
      "keeps a first patient alive through a night",
      "sews up a first stranger",
      "learns triage in a crowded ward",
    ],
  },
  artificer: {
    lore: {
      founders: ["a gunsmith's apprentice", "an armourer to the fleet", "a weapons engineer", "a tinkerer with one arm"],
      deeds: ["built a rifle that never jammed", "armed a whole colony in a month", "patented the first sentry gun", "rebuilt a turret under fire"],
    },
    bySetting: {
      steampunk: {
        founders: ["a Birmingham gunsmith", "a clockmaker's daughter", "an Admiralty engineer", "a patent-office clerk"],
        deeds: ["built the first clockwork sentry", "won the Great Exhibition medal", "made a rifle that fired twelve shots", "armed an airship in a week"],
      },
      "post-apocalyptic": {
        founders: ["a mechanic of the old world", "a junk-town gunsmith", "a war-rig builder", "a scrapper with one good eye"],
        deeds: ["built a gun from a bicycle frame", "armed a settlement with pipe guns", "got an old-world turret firing", "welded the first war-rig"],
      },
    },
    made: [
      "builds a first gun from parts",
      "apprentices in a workshop for two years",
      "fixes a machine no one else could",
      "strips and rebuilds a rifle blind",
      "keeps a workshop's machines running",
    ],
  },
  psion: {
    lore: {
      founders: ["an escaped lab subject", "a colony child born in the void", "a navy telepath", "a test pilot"],
      deeds: ["broke out of a research station", "read a fleet admiral's mind", "survived a jump without a ship", "stopped a riot with a thought"],
    },
    bySetting: {
      modern: {
        founders: ["a stage mentalist", "a subject of a secret programme", "a spoon-bending housewife", "a haunted child"],
        deeds: ["found a missing girl by touch", "fooled a government test", "read a killer's mind in court", "walked into a stranger's dream"],
      },
      "post-apocalyptic": {
        founders: ["a child born in the hot zone", "a bunker dreamer", "a mutant seer", "a night-shift radio operator"],
        deeds: ["saw the bombs fall a day early", "moved a truck with a thought", "heard the old satellites speak", "led a settlement out of a storm"],
      },
    },
    made: [
      "learns to hold a thought for an hour",
      "survives a first seizure",
      "trains a year in a quiet room",
      "learns to shut out a crowd",
      "moves a first object by thought",
    ],
  },
  exorcist: {
    lore: {
      founders: ["a parish priest", "a ghost hunter with a camera", "a hospital chaplain", "a runaway nun"],
      deeds: [
        "cleared a haunted asylum",
        "filmed a possession and stopped it",
        "drove a demon out of a child",
        "spent a night in every haunted house in the city",
      ],
    },
    bySetting: {
      steampunk: {
        founders: ["a Society for Psychical Research fellow", "a gaslit vicar", "a society medium", "a lamplighter"],
        deeds: [
          "measured a ghost with instruments",
          "cleansed a haunted railway tunnel",
          "exposed a false medium and met a true spirit",
          "lit the lamps that kept the dead away",
        ],
      },
    },
    made: [
      "faces a first haunting alone",
      "learns the rite from an old priest",
      "spends a night in a house of the dead",
      "sits a night with a possessed stranger",
      "learns the old rite by heart",
    ],
  },
  investigator: {
    lore: {
      founders: ["a retired beat cop", "a hotel detective", "an insurance investigator", "a forensic scientist"],
      deeds: ["solved a murder the police closed", "found a missing heiress", "cracked a case with a matchbook", "testified against a crooked mayor"],
    },
    bySetting: {
      steampunk: {
        founders: ["a consulting detective", "a Yard inspector", "a lady of society with a sharp eye", "a retired army doctor"],
        deeds: ["caught a killer by his tobacco ash", "solved a murder on a locked train", "unmasked an anarchist ring", "published a monograph on footprints"],
      },
    },
    made: [
      "works a first case for nothing",
      "walks a beat for two years",
      "apprentices to an old detective",
      "solves a first case alone",
      "tails a stranger for a week",
    ],
  },
  bodyguard: {
    lore: {
      founders: ["a secret-service agent", "a boxer hired by a singer", "a general's aide", "a nightclub doorman"],
      deeds: [
        "took a bullet for a president",
        "walked a witness through a war zone",
        "never lost a client in thirty years",
        "drove through a roadblock under fire",
      ],
    },
    bySetting: {
      "post-apocalyptic": {
        founders: ["a caravan shotgun", "a gate guard of the first settlement", "a water warden", "a hired blade"],
        deeds: [
          "held a gate against a raider horde",
          "brought a caravan through the dust alone",
          "guarded the last well for a year",
          "saved a water baron from his own men",
        ],
      },
    },
    made: [
      "guards a first charge for a month",
      "trains a year under a veteran",
      "stands a first watch over a stranger",
      "walks a client through a crowd",
      "learns every exit of a city",
    ],
  },
  breacher: {
    lore: {
      founders: ["a marine sergeant", "a dockworker in a hardsuit", "a drop trooper", "a corporate security chief"],
      deeds: ["took a battleship deck by deck", "breached a pirate station alone", "fell from orbit and kept fighting", "cut through a hull with a shock maul"],
    },
    made: [
      "survives a first boarding",
      "drills for a year in zero gravity",
      "earns a suit after ten breaches",
      "clears a first corridor under fire",
      "wears a suit through a vacuum drill",
    ],
  },
  chaplain: {
    lore: {
      founders: ["a deacon of the first colony ship", "a preaching reactor tech", "a pilgrim of the long sleep", "a fleet confessor"],
      deeds: [
        "kept a crew sane through a decade adrift",
        "preached through a reactor breach",
        "woke a whole ship from cold sleep",
        "held a mutiny off with a sermon",
      ],
    },
    made: [
      "serves a tour as a ship's deacon",
      "hears a first confession in the void",
      "takes vows at a ship's chapel",
      "tends a crew through a long haul",
      "learns the creed by heart",
    ],
  },
  "void-pilot": {
    lore: {
      founders: ["a racing pilot", "a smuggler ace", "a fighter pilot of the first war", "a tug pilot of the shipyards"],
      deeds: ["flew a blind jump and lived", "outran a fleet in a cargo hauler", "shot down forty fighters", "landed a dead ship on a moon"],
    },
    made: [
      "logs a thousand hours in a simulator",
      "survives a first dogfight",
      "earns wings on a training run",
      "lands a first craft in a storm",
      "flies a supply run through a blockade",
    ],
  },
  scavenger: {
    lore: {
      founders: ["a tunnel rat of the old subway", "a diver of the flooded city", "a bunker-born child", "a junk trader"],
      deeds: ["found the first sealed vault", "crossed the dead city alone", "mapped every tunnel under the ruins", "dug a working engine out of the ash"],
    },
    made: [
      "comes back from a first dive alive",
      "finds a first working relic",
      "runs a year with a salvage crew",
      "maps a first ruin alone",
      "trades a first find for a week of food",
    ],
  },
  "ash-preacher": {
    lore: {
      founders: ["a radio preacher", "a bomb-shelter priest", "a prophet of the glass desert", "a well-keeper"],
      deeds: ["led a flock out of the burning city", "blessed the first clean well", "preached to raiders and lived", "walked the glass desert barefoot"],
    },
    made: [
      "preaches a first sermon to a settlement",
      "walks a year from well to well",
      "is baptised in ash",
      "crosses the wastes on foot",
      "gathers a first handful of followers",
    ],
  },
  galvanist: {
    lore: {
      founders: ["a natural philosopher", "an electrician of the telegraph office", "a lady lecturer of the Institution", "a tower-builder"],
      deeds: ["called lightning down on a rooftop", "lit a whole street with one battery", "restarted a drowned man's heart", "built a tower that drew storms"],
    },
    made: [
      "survives a first shock",
      "builds a first capacitor",
      "studies three years at the Institution",
      "lights a first lamp by current",
      "assists at a lecture for a year",
    ],
  },
};
