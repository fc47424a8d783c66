// Scoring throws of knucklebones, the old dice game of four-sided bones. Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const BONES_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "knucklebones",
    label: "Scoring knucklebones",
    type: "dice",
    kind: ["knucklebone game", "game of throwing knucklebones", "game of the bones"],
    nouns: ["Bones", "Knucklebones", "Best Throw", "Dog Throw", "Four Sides"],
    players: [2, 6],
    gear: { bones: "many", cup: "one", pebbles: "many" },
    targets: [50, 100],
    race: { steps: [0, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 28], exact: false },
    noTies: "one player throws at a time, and the first throw to reach the total ends the game",
    params: { best: "double", dog: "nothing", end: "reach", standing: "rethrow" },
    basics: ["side", "dog throw", "best throw"],
    gist: [
      "[throw|cast] four knucklebones [from a cup|out of a cup] and [count the sides they land on|score the sides that land up]",
      "[score|count] the [sides|faces] of four [thrown|cast] {bones}, [throw by throw|one throw at a time]",
    ],
    objective: ["reach {target} points [before anyone else|first]", "[be first to reach|race to] {target} points, [throw by throw|a throw at a time]"],
    scoring: [
      "[Each of the {bones}|Every one of the {bones}|Each bone] [lands on|shows|comes down on] [a side worth one, three, four or six|one of four sides, worth one, three, four or six|a side of one, three, four or six], and [the throw|a throw] [scores their sum|scores the four together|is worth the total], [counted out in|taken in|paid in] {pebbles}; [four different sides, the best throw,|the best throw, all four sides different,|the best throw, four unlike sides,] [scores double|counts twice over|is doubled], and [four ones, the dog throw,|the dog throw of four ones|the dog, four ones,] [scores nothing|is worth nothing|counts for nothing].",
      "[A throw scores|The throw's score is|Each throw is worth] the sum of [its sides|the four sides|the sides up], [one, three, four or six each|each worth one, three, four or six|at one, three, four or six], [paid|taken|counted] in {pebbles}; [all four different|four sides all different|four unlike sides] [make the best throw and count double|is the best throw, counted double|score double as the best throw], and [the dog throw of four ones|four ones, the dog throw,|the dog, four ones,] [scores nothing|is worth nothing|counts for nothing].",
    ],
    turn: [
      "[In turn, each player|Each player in turn] [shakes|rattles] the {bones} in the {cup} and [throws them|casts them] [onto the ground|out in one throw]; [the sides that land up|whatever sides land up] are [counted|scored] [at once|there and then].",
      "[The {cup} passes|The {cup} goes] [from hand to hand|round the ring], and [each player throws|every player throws] the {bones} [once|a single time] and [counts|reads] [the sides that show|what lands up].",
    ],
    rules: [
      core(
        "setup",
        "[Each player throws once|All throw once|Everyone throws once], and [the best throw|the highest throw|whoever throws best] [goes first|begins|starts] [holding the {cup}|with the {cup}]; [the {cup} then passes|play then passes|from there it goes] [to the left|leftwards|round to the left].",
      ),
      core(
        "setup",
        "[The {pebbles} are heaped|A heap of {pebbles}, [more than any game needs|enough for any game|plenty for every score], lies|{Pebbles} enough for any game are piled] [in the middle|between the players|at the centre], and [each throw's score|every point scored|a throw's points] [is taken from it|is drawn from the heap|comes out of the heap] [in {pebbles}|pebble by pebble|one for one].",
      ),
      core(
        "turn",
        "[A bone that lands on its end|A bone standing on end|Any bone that stands upright] [is thrown again|must be thrown again|goes back in the {cup}], [alone|by itself|on its own], [before the throw is counted|and then the throw is scored|before anything is scored].",
        { gives: ["on end"] },
      ),
      rule(
        "special",
        "[A dog throw|The dog throw] [also costs the thrower one of their {pebbles}|costs the thrower a pebble as well|also takes one of the thrower's {pebbles}], [put back on the heap|returned to the heap].",
      ),
      rule("special", "[The best throw|A best throw] [gives the thrower another throw|lets the thrower throw again] [at once|straight away]."),
      core(
        "end",
        "[The throw that reaches {target}|A throw that brings [a player|anyone|someone] to {target}|Reaching {target}] [ends play at once|ends the game at once|finishes the game], [even mid-round|whatever the round|with no last throws], and [the lowest|the last to score|whoever trails] [pours the wine|fetches the water|serves the others].",
        { settles: "end" },
      ),
    ],
    variants: [
      variant(
        2,
        "with a standing bone",
        "[a bone on its end|a standing bone|any bone on end] [scores ten|counts ten] [instead of being thrown again|and is left standing]",
        { standing: "ten" },
        ["on end"],
      ),
      variant(3, "with a ruinous dog", "[the dog throw|the dog|four ones] [wipes the thrower's score|sends the thrower back to nothing]", { dog: "wipe" }),
      variant(
        "scoring",
        "with the best throw plain",
        "[the best throw|four different sides] [counts as the plain sum, fourteen|scores only its sum, fourteen]",
        { best: "plain" },
      ),
      variant(4, "with the best throw winning", "[the best throw wins the game outright|a throw of four different sides ends the game]", { end: "best-throw" }),
    ],
    round: [
      [
        told(
          "[Say|Suppose|For instance,] {a} [throws|casts] [a six, a four, a three and a one|a one, a three, a four and a six|one of every side]: [the best throw|four different sides|all four unlike], [twenty-eight|fourteen doubled to twenty-eight|worth twenty-eight], [taken from the heap|drawn in {pebbles}|counted out in {pebbles}].",
        ),
        told(
          "{A} [shakes|rattles] the {cup} and [throws|casts]: [two sixes, a four and a one|a one, a four and two sixes|a pair of sixes with a four and a one], [fifteen|for fifteen|fifteen in all], [counted out|drawn|taken] [in {pebbles}|from the heap].",
        ),
      ],
      [
        told(
          "{B} [throws|casts] four ones, the dog, [and scores nothing|for nothing at all]; {c} [throws|casts] three fours and a three, [fifteen|for fifteen], and the {cup} [comes back to|returns to] {a}.",
        ),
        told(
          "{B's} throw [leaves a bone on its end|stands one bone on end]; it is thrown again [and lands on a three|alone, a three], [for eleven in all|eleven with the rest], and {c} [throws|takes the {cup}] next.",
        ),
      ],
      [
        told(
          "[The game ends|Play stops] [the moment|as soon as] [someone's heap of {pebbles} reaches {target}|someone has {target} {pebbles}], [mid-round or not|whoever has yet to throw].",
        ),
        told(
          "[Whoever first|The first player to] [counts {target} {pebbles}|reach {target} {pebbles}] [ends it there|ends the game on that throw], [and the rest|while the others] [go without a last throw|throw no more].",
        ),
      ],
    ],
    craft: [
      "[There is no choice in a throw|No skill steers a throw], [so the game is in the company|so it is played for the talk] [and the stakes|and the wagers on each throw].",
      "[What every thrower fears|The dread of every thrower] is the dog, [four ones and nothing|nothing for four ones], [and the whole ring|while the ring] [laughs|jeers].",
      "[The best throw counts double|With the best throw doubled], [so one lucky cast|and one good cast] [can undo|can make up for] [a long run of poor ones|a run of bad throws].",
    ],
    matches: [
      told(
        "{a} [threw|cast] [four different sides|the best throw] [three times running|three throws in a row] against {b}, [and won before {b} threw again|winning before {b's} next throw]",
      ),
      told("{b} [needed|wanted] six to reach {target} and [threw|cast] the dog [twice|two times over], [handing the game to {a}|which gave {a} the game]"),
      told(
        "{a} [won|took the game] [on a throw|with a throw] in which a bone [stood on its end|landed on end] and, thrown again, [showed a six|came up six], [while|as] {b} [cried foul|called it cheating]",
        "on end",
      ),
    ],
    feats: [told("a throw of four different sides"), told("a bone stood on its end", "on end"), told("three best throws running")],
    kits: {
      mythic: {
        gear: {
          bones: ["four sheep's knucklebones", "bones"],
          cup: ["a dice-cup of gilded horn", "cup"],
          pebbles: ["pebbles from the holy spring", "pebbles"],
        },
        who: [
          ["shepherds", "on the mountain pastures", "on a mountain pasture while wolves prowled"],
          ["heroes waiting for the wind", "on the beaches", "on a beach where the ships waited for wind"],
          ["maidens", "at the well", "at the well on the eve of a wedding"],
        ],
        stakes: ["a fleece", "honey cakes", "a cup of wine"],
      },
      "dark-fantasy": {
        gear: { bones: ["four knucklebones of a hanged man", "bones"], cup: ["a skull used as a cup", "skull"], pebbles: ["a heap of coffin nails", "nails"] },
        who: [
          ["gravediggers", "between burials", "in an open grave waiting for the funeral"],
          ["plague-cart drivers", "at the pits", "beside a plague pit at dawn"],
          ["beggars", "on the church steps", "on the church steps on the feast of the dead"],
        ],
        stakes: ["clipped coins", "a dead man's rings", "bread"],
      },
      "high-fantasy": {
        gear: { bones: ["four polished knucklebones", "knucklebones"], cup: ["a leather dice-cup", "cup"], pebbles: ["a bowl of river pebbles", "pebbles"] },
        who: [
          ["shepherd children", "on the hill farms", "at a hill-farm lambing in the snow"],
          ["halfling grandmothers", "on their porches", "on a porch through a long summer storm"],
          ["caravan drivers", "at the wells", "at a desert well while the camels rested"],
        ],
        stakes: ["sweets", "copper pennies", "a night off washing up"],
      },
    },
  },
];
