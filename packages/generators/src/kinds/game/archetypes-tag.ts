// A children's chasing game, in which every player tagged joins the hunt. Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const TAG_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "tag",
    label: "Children's chasing game",
    type: "sport",
    kind: ["children's chasing game", "chasing game", "children's game of tag"],
    nouns: ["Tag", "Chase", "Catch", "Den", "Tig"],
    players: [3, 20],
    gear: { den: "one", bounds: "one" },
    params: { den: "safe-ten", tagged: "joins", bounds: "caught", touch: "open-hand" },
    basics: ["catcher", "tag"],
    gist: [
      "[run from|dodge] a catcher [who grows into a pack|whose pack grows] [with every tag|as each player is tagged]",
      "[scatter|run] from a catcher and [dash|make] for the {den}, [while the hunt grows|as the catchers multiply]",
    ],
    objective: ["[stay free|avoid being caught] [longer than anyone else|until the very end]", "be the last one [left free|uncaught]"],
    scoring: [
      "[No score is kept|Nobody keeps score]: [the last one free|the last player still free] [picks the first catcher|chooses the catcher] [of the next game|for the next game].",
      "[There are no points|Nobody counts points]; [the only prize|the prize] is [to choose|choosing] [the next catcher|who is 'it' next time].",
    ],
    turn: [
      "The catcher [chases the rest|runs after the others] [inside the {bounds}|within the {bounds}]; [anyone tagged|a player touched] [becomes a catcher too|joins the catcher], and [only the {den} is safe|the {den} alone is safe].",
      "[There are no turns|Nobody takes turns]: [the catcher runs|one catcher runs] [after the rest|after everyone] [inside the {bounds}|within the {bounds}], and [every player tagged|each one tagged] [joins the hunt|turns catcher], [though|but] [a hand on the {den} keeps a player safe|the {den} is safe ground].",
    ],
    rules: [
      core(
        "setup",
        "[Everyone stands in a ring|All stand in a ring|The players make a ring], [and a counting rhyme|a rhyme counted out word by word|and a rhyme, a word to each,|and a counting-out] [picks|chooses|names] [the first catcher|who is 'it'|the catcher], who [counts to twenty|counts twenty|counts up to twenty] [facing the {den}|with eyes shut|eyes closed] [while the others scatter|as the rest run|as everyone runs].",
      ),
      core(
        "turn",
        "[A player touching the {den}|A player with a hand on the {den}|Anyone on the {den}] [is safe for ten counts and no more|cannot be caught for a count of ten|is out of reach while counting to ten], [and may not go straight back|and then must run|and must leave before returning].",
      ),
      core(
        "turn",
        "[Anyone who crosses the {bounds}|A player who runs past the {bounds}|Whoever goes beyond the {bounds}] [is caught at once|counts as tagged|is as good as caught], [and joins the catchers|and turns catcher].",
      ),
      rule(
        "special",
        "A tag must be [a touch with an open hand|an open-handed touch]; [a shove does not count|a push does not count], [nor a thrown cap|nor does a thrown shoe].",
      ),
      rule(
        "special",
        "[Crossing fingers and calling a truce|A called truce, with fingers crossed,] [stops play|pauses the game] only [for a fall|for a fall or a lost shoe].",
      ),
      core("end", "[The game ends|Play stops] when [only one player is left free|one player alone is still free], [who wins|and that one wins].", {
        settles: "end",
      }),
      core(
        "end",
        "[If supper is called first|If the game is called off first|Should the game be stopped early], [everyone still free wins together|all those still free share the win|the free players all win], [with lots drawn for the next catcher|and a rhyme picks the next catcher].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant(1, "without a den", "[there is no den|no den is allowed], [and no one is ever safe|so nowhere is safe]", { den: "none" }),
      variant(
        "turn",
        "with one catcher",
        "[a tagged player|the tagged one] [swaps places with the catcher|becomes the only catcher], [and the old catcher runs free|the old catcher running free]",
        { tagged: "swaps" },
      ),
      variant(
        2,
        "with open bounds",
        "[the {bounds}|even the {bounds}] [can be crossed|does not count] [when the catcher is far off|if the catcher is not looking]",
        { bounds: "loose" },
      ),
      variant(
        3,
        "with freezing",
        "[tagged players freeze|the tagged must freeze] [until a free player touches them|until a friend frees them], [instead of turning catcher|rather than joining the hunt]",
        { touch: "freeze" },
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] the rhyme [ends on|falls on] {a}, who [counts twenty|counts to twenty] while {b} and {c} [scatter|run]; {b} [dashes for|runs to] the {den} [and counts ten|and stays there for ten].",
        ),
        told(
          "[The rhyme picks|The counting-out picks] {b}, who [counts twenty|counts to twenty] [with eyes shut|facing the {den}]; {a} [hides|ducks out of sight] and {c} [runs|sprints] [for the {den}|towards the {den}].",
        ),
      ],
      [
        told(
          "{A} [tags|touches] {c} [with an open hand|on the shoulder], and now [two catchers|{a} and {c}] [work together|hunt together], [cutting off|guarding] the {den}.",
        ),
        told(
          "{B} [catches|tags] {c} [before the {den}|a step short of the {den}], and [{b} and {c}|the two catchers] [close on|go after] {a} [from both sides|together].",
        ),
      ],
      [
        told(
          "{B}, [off the {den} after ten|forced off the {den} at ten], [runs for the {bounds}|runs wide], [stays inside|keeps inside the {bounds}] [and is last caught|and is the last caught], [so {b} picks the next catcher|and chooses the next catcher].",
        ),
        told(
          "{A} [slips past them both|dodges them both] [along the {bounds}|by the {bounds}], [and is still free|still free] when [supper is called|the bell goes]: [a shared win for the free|the free share the win], [and lots pick the next catcher|lots choosing the next catcher].",
        ),
      ],
    ],
    craft: [
      "[The {den} is safe for ten|Ten counts on the {den}] [and no more|and not a count longer], [so the skill is|so the art is] [leaving it at the right moment|knowing when to run].",
      "[What a player fears|The dread] is [being the last caught but one|being caught just before the end], [the whole pack|with the whole pack] [closing in at once|closing from every side].",
      "[Catchers who work together|Catchers who hunt in pairs] [win fastest|finish quickest]: [one drives|one drives the runners] [and the other waits|while the other waits] [by the {den}|at the {den}].",
    ],
    matches: [
      told(
        "{a} [stayed free|was never caught] [until the lamps were lit|until dark] [while|as] {b} [chased|hunted] [through every alley|round and round], [and {a} won|and so {a} won]",
      ),
      told(
        "{b} was [the first catcher|'it'] [for a whole afternoon|all afternoon] [and caught everyone but|and caught all but] {a}, [who won|{a} winning] [when the bell went|at the bell]",
      ),
      told(
        "{a} [dodged|slipped] past the whole pack [along the {bounds}|by the {bounds}] [and was the last caught|to be last caught], [leaving {b} without the win|so {b} was beaten|and {b} lost]",
      ),
    ],
    feats: [told("a day without being caught"), told("a whole street caught alone"), told("a dash to the den")],
    kits: {
      "high-fantasy": {
        gear: { den: ["an old oak for the den", "oak"], bounds: ["the village green's low wall", "wall"] },
        who: [
          ["village children", "on the green", "on the village green at the harvest fair"],
          ["halfling youngsters", "in the orchards", "in a snowy orchard on midwinter's eve"],
          ["temple wards", "at festival time", "in the temple courtyard during the spring festival"],
        ],
        stakes: ["the last apple", "bragging rights", "first turn next time"],
        gentle: true,
      },
      "dark-fantasy": {
        gear: { den: ["the gallows post for the den", "gallows post"], bounds: ["the churchyard wall", "churchyard wall"] },
        who: [
          ["plague-quarter children", "in the empty streets", "in the plague quarter's empty streets at dusk"],
          ["orphans of the workhouse", "in the yard", "in the workhouse yard on a holiday"],
          ["beggar children", "round the market", "round the market on a hanging day"],
        ],
        stakes: ["a crust", "bragging rights", "first pick of the scraps"],
        gentle: true,
      },
      modern: {
        gear: { den: ["a lamp post for the den", "lamp post"], bounds: ["a chalk line across the street", "chalk line"] },
        who: [
          ["schoolchildren", "at break", "in a school playground on the last day of term"],
          ["children", "on summer evenings", "on a housing estate on a long summer evening"],
          ["cousins", "at family gatherings", "at a family wedding behind the marquee"],
        ],
        stakes: ["bragging rights", "the last ice lolly", "first pick of teams"],
        gentle: true,
      },
      "post-apocalyptic": {
        gear: { den: ["a rusted car for the den", "car"], bounds: ["a ring of painted stones", "ring of stones"] },
        who: [
          ["children", "in the ruins", "in the ruins of an old mall"],
          ["settlement youngsters", "round the water tank", "round the settlement's water tank at dusk"],
          ["caravan children", "at camp", "at a caravan camp among the wrecked cars"],
        ],
        stakes: ["a boiled sweet", "bragging rights", "an extra cup of water"],
        gentle: true,
      },
      mythic: {
        gear: { den: ["the altar stone for the den", "altar stone"], bounds: ["a line drawn round the grove", "line"] },
        who: [
          ["shepherd children", "on the pastures", "on the mountain pastures at shearing time"],
          ["palace children", "in the courtyards", "in the palace courtyard on a wedding day"],
          ["village youngsters", "in the olive groves", "in the olive groves at the harvest"],
        ],
        stakes: ["a fig", "a honey cake", "choosing the next game"],
        gentle: true,
      },
    },
  },
];
