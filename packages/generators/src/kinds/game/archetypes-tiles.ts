// Games of tiles: block dominoes and a set-collecting tile game. Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const TILE_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "dominoes",
    label: "Block dominoes",
    type: "tile",
    kind: ["domino game", "block game of dominoes", "game of dominoes"],
    nouns: ["Bones", "Spots", "Block", "Chain", "Knock"],
    players: [2, 4],
    gear: { tiles: "many", tally: "one" },
    targets: [100, 150],
    race: { steps: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], exact: false },
    deck: { cards: 28, hand: 7 },
    noTies: "only the winner of a hand scores, so only one player can pass the target at once",
    params: { lead: "highest-double", blocked: "fewest-spots", drawing: "no", fives: "no" },
    basics: ["open end", "knock"],
    gist: [
      "[lay|match] tiles end to end, [number to number|each touching its like]",
      "[build|grow] a line of {tiles}, [matching|each matching] [the spots at its ends|the open ends]",
    ],
    objective: [
      "[reach|make] {target} points [first|before anyone else]",
      "[be first to|be the first player to] score {target} [points|or more], [hand by hand|over several hands]",
    ],
    scoring: [
      "[Whoever goes out|The player who goes out] [scores|takes] every spot [left in the other hands|on the {tiles} still held], [written|marked] on the {tally}; [no one else scores|the others score nothing].",
      "At the end of a hand, [the spots the others still hold|every spot left in the other hands] [go to the winner|count for the winner] on the {tally}, and [nobody else scores|the rest score nothing].",
    ],
    turn: [
      "[On a turn, a player|Each player in turn] [lays|sets down] one of their {tiles} [against an open end|at one end of the line], [matching the number there|number to number]; [a player who cannot|one who cannot] [knocks and passes|passes with a knock].",
      "[Players take turns to|In turn, players] [match|lay] one of their {tiles} to [either end|one open end] of the line [matching the spots|spot for spot], or [knock|rap the table] and pass [when they cannot|if nothing fits].",
    ],
    rules: [
      core(
        "setup",
        "[The twenty-eight {tiles}|All twenty-eight {tiles}|The {tiles}, twenty-eight in all], [double blank to double six|from double blank up to double six|blank-blank to six-six], [are shuffled face down|are turned face down and mixed|go face down and are mixed]; [each player draws seven|everyone takes seven|each player takes seven], and [any left over|the rest|the spares] [stay face down, out of play|are pushed aside unseen|sit out of play].",
        { gives: ["leftovers", "double"] },
      ),
      core(
        "setup",
        "[The highest double|Whoever holds the highest double|The player with the best double] [opens the first hand|leads first|sets down first], [or failing any double|or with no double out|or if nobody has one], [the heaviest tile|the highest-spotted tile|the tile with most spots]; [play runs to the left|play then goes left|after that, play goes left].",
      ),
      rule("turn", "A double [is laid crosswise|lies across the line], [but counts|though it counts] [as a single end|as one end].", { needs: ["double"] }),
      core(
        "special",
        "[When no one can play|If every player is stuck|Should nobody be able to lay], [the hand is blocked|the line is blocked|it is a blocked hand]: [the player holding the fewest spots|whoever holds the fewest spots|the lightest hand] [wins it|takes the hand|wins] and [scores the others' spots|scores the spots the others hold|takes the others' spots], [and level fewest spots score nothing|but a tie for fewest scores nothing|though a tie scores nobody anything].",
        { gives: ["blocked"] },
      ),
      core(
        "end",
        "[A hand ends|The hand ends|Each hand ends] when [one player lays their last tile|someone lays the last tile in hand|a player goes out] or [the line is blocked|play is blocked|no one can lay], and [the game ends|play stops|the game is over] [with the hand that takes someone to {target}|once a hand brings anyone to {target}|when a hand carries a player to {target}].",
        { settles: "end", needs: ["blocked"] },
      ),
      rule(
        "end",
        "The winner of a hand [leads|sets down the first tile of] the next, [whatever they hold|double or not], and the {tiles} [are mixed again|go back face down].",
        { gives: ["winner leads"] },
      ),
    ],
    variants: [
      variant(
        1,
        "with the youngest leading",
        "[the youngest player|the youngest at the table] [always leads|leads every hand], [double or not|whatever they hold]",
        { lead: "youngest" },
      ),
      variant(
        3,
        "with blocked hands void",
        "[a blocked hand|a hand that blocks|any blocked hand] [scores nothing|is void] and [is dealt again|the {tiles} are mixed again]",
        { blocked: "void" },
        ["blocked"],
      ),
      variant(
        "turn",
        "with the boneyard",
        "[a player who cannot lay|whoever cannot lay|a stuck player] [must draw|draws] from the spare {tiles} [until one fits|until they can], [and knocks only when none are left|knocking only once the spares are gone]",
        { drawing: "yes" },
      ),
      variant(
        "scoring",
        "counting fives",
        "[an open count of five or ten at the ends|ends that add up to five or ten] [score that many at once|are scored as they are made]",
        { fives: "yes" },
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} and {b} [each draw|draw] seven {tiles}: {a} holds the double five, [the highest double out|the best double in either hand], and [leads it|opens with it].",
        ),
        told(
          "{A} and {b} take seven {tiles} apiece, [and fourteen lie unseen|fourteen staying face down]; {b's} double four is [the highest double drawn|the best double], so {b} [leads|opens].",
        ),
      ],
      [
        told(
          "{B} [lays|matches] a five-two [to it|against it], {a} [answers with|plays] a two-six, and [when nothing fits|with nothing to match], {b} [knocks|raps the table] and passes.",
        ),
        told(
          "{A} [matches it with|sets against it] a four-one, {b} [plays|lays] a one-three, and {a}, [with no three or four|holding neither a three nor a four], [knocks|raps] and passes.",
        ),
      ],
      [
        told(
          "{A} lays a last tile [and goes out|to go out]; {b} still holds [a six-three and a double two|the six-three and the double two], [thirteen spots|and thirteen spots] go to {a} on the {tally}.",
        ),
        told(
          "[When|Once] {b} [goes out|lays the last tile], {a} [is left holding|still has] a five-four and [a blank-one|the one-blank]: ten spots [to {b}|for {b}] on the {tally}.",
        ),
      ],
    ],
    craft: [
      "[The skill is in|Good play means] [remembering every tile laid|counting the tiles laid]: [by the middle of a hand|halfway through], [a good player knows|the best know] [what the others hold|which numbers are gone].",
      "[What a player fears|The dread] is [a double left in hand|being caught with a heavy double] when [the line is blocked|someone goes out], [twelve spots for a double six|a double six alone worth twelve].",
      "[Heavy tiles go first|Good players lay heavy tiles early], [so that|and] [a lost hand costs little|losing costs them little]; [knocking on purpose|blocking a number] is [the subtle part|the harder art].",
    ],
    matches: [
      told(
        "{a} [blocked|shut] the line [with a double six|with a double] and [won on the count|took the hand on the count] against {b}, [which won the game|winning the game]",
        "blocked",
      ),
      told(
        "{b} [needed|wanted] five points [for {target}|to reach {target}] and [held|was left with] a double six [three hands running|for three hands] while {a} [caught up and won|came through to win]",
      ),
      told(
        "{a} [knocked|passed] seven times in [one hand|a single hand] and still [beat|outscored] {b} on the count, [going on to win|and went on to win]",
        "blocked",
      ),
    ],
    feats: [told("a blocked hand won on the count", "blocked"), told("a hand closed with a double"), told("a perfect count of the spots")],
    kits: {
      "high-fantasy": {
        gear: { tiles: ["twenty-eight tiles of bone and ebony", "tiles"], tally: ["a chalk slate", "slate"] },
        who: [
          ["dockhands", "in the harbour taverns", "in a harbour tavern on the night of the regatta"],
          ["old soldiers", "outside the barracks", "outside the barracks on the king's birthday"],
          ["innkeepers' families", "after closing", "in an inn kitchen after the last guest left"],
        ],
        stakes: ["a copper a spot", "a free supper", "honour"],
      },
      steampunk: {
        gear: { tiles: ["a box of twenty-eight ivory dominoes", "dominoes"], tally: ["a brass scoring board", "scoring board"] },
        who: [
          ["railwaymen", "on the night shift", "in a signal box on the night shift"],
          ["club members", "after dinner", "in a club library on the night of the fire"],
          ["foundry hands", "on their tea break", "in a foundry canteen during a walk-out"],
        ],
        stakes: ["a penny a spot", "a pot of tea", "a week's tobacco"],
      },
      modern: {
        gear: { tiles: ["a box of twenty-eight dominoes", "dominoes"], tally: ["a score pad", "score pad"] },
        who: [
          ["pensioners", "in the park", "on a park bench through a heatwave"],
          ["regulars at the corner café", "at the back tables", "in a corner café the day it closed"],
          ["families", "at the kitchen table", "at a kitchen table during a power cut"],
        ],
        stakes: ["small change", "free coffee", "bragging rights"],
        gentle: true,
      },
      "post-apocalyptic": {
        gear: { tiles: ["twenty-eight dominoes cut from floor tiles", "tiles"], tally: ["a sheet of tin scratched with tallies", "tally tin"] },
        who: [
          ["bunker-dwellers", "waiting out storms", "in a bunker through a week-long storm"],
          ["settlement elders", "by the gate", "by the settlement gate the night the raiders came"],
          ["convoy crews", "under the trucks", "under a broken-down truck on the old highway"],
        ],
        stakes: ["a canteen of water", "a day's rations", "first pick of salvage"],
      },
    },
  },
  {
    id: "set-tiles",
    label: "Set-collecting tiles",
    type: "tile",
    kind: ["tile game of sets", "set-collecting tile game", "game of tiles and sets"],
    nouns: ["Four Sets", "Winds", "Wall", "Flowers", "Full Hand"],
    players: [3, 4],
    gear: { tiles: "many", sticks: "many" },
    deck: { cards: 108, hand: 13 },
    params: { runs: "yes", pays: "everyone", falseCall: "pays-ten", claims: "win-first" },
    basics: ["set", "discard", "claim"],
    gist: [
      "[draw and discard|take and throw away] tiles [to build|towards] [four sets|four sets of three] and a pair",
      "[trade|cycle] tiles [through the discards|draw by draw] [towards|to make] a winning hand of sets",
    ],
    objective: [
      "[end with|hold] the most {sticks} [after four rounds|when four rounds are done]",
      "[complete|finish] winning hands [before the others do|before anyone else] and [end with|come away with] the most {sticks}",
    ],
    scoring: [
      "The winner of a hand [is paid|collects] ten {sticks} from each [other player|of the others], [twenty|double] for a hand [all in one suit|of a single suit].",
      "[Each of the others pays|Every other player pays] the winner [of a hand|of the hand] ten {sticks}, [or twenty for a hand of one suit|twenty if it is all one suit].",
    ],
    turn: [
      "[On a turn a player|Each turn, a player] [draws one of the {tiles}|takes one of the {tiles}] [from the wall|from the face-down wall] [and discards one|and then throws one away] [face up|into the centre]; [any player may claim|anyone may take] a discard [that completes a set|to finish a set].",
      "[In turn, each player draws|Each player in turn draws] [one of the {tiles}|from the wall of {tiles}] and [throws one away|discards one] [face up|in the open]; [a discard may be claimed|anyone may claim a discard] [to make a set|for a set], [and play goes on from the claimer|the claimer then playing next].",
    ],
    rules: [
      core(
        "setup",
        "[The hundred and eight {tiles}|All hundred and eight {tiles}|The {tiles}, a hundred and eight], [three suits of one to nine, four of each|four of each number from one to nine in three suits|one to nine in three suits, four apiece], [are mixed face down|are shuffled face down|go face down, mixed,] and [built into a wall|stacked in a square wall|walled in a square]; [each player draws thirteen|everyone takes thirteen|each player takes thirteen].",
        { gives: ["wall", "suit"] },
      ),
      core(
        "setup",
        "[Each player starts with a hundred {sticks}|Everyone is given a hundred {sticks}|Each player holds a hundred {sticks}|A hundred {sticks} go to each player] [at the start|to begin|first], and [the deal moves one seat right|the dealer's seat moves right|the next player to the right deals] [after every hand|each hand|hand by hand].",
      ),
      core(
        "turn",
        "[A set is|Sets are|A set means] [three tiles alike|three of a kind|a triple] or [a run of three in one suit|three in a row of the same suit|a suited run of three], and [four sets and a pair|a hand of four sets with a pair|four sets plus a pair] [goes out|wins the hand|completes a winning hand].",
        { needs: ["suit"] },
      ),
      rule("special", "A discard [claimed to win|taken to go out] [beats|comes before] any other claim on it."),
      rule(
        "special",
        "[A false call of a win|A player who calls a win falsely] [costs ten {sticks}|pays ten {sticks}] to [each of the others|every other player].",
        { gives: ["false call"] },
      ),
      core(
        "end",
        "[If the wall runs out|Once the wall is gone|When the wall is used up] [with no winner|and no one has gone out|before anyone wins], [the hand is void|the hand is drawn|nobody scores], and [the deal moves on|the next dealer deals|the deal passes].",
        { needs: ["wall"] },
      ),
      core(
        "end",
        "[A round lasts|Each round lasts|One round runs] until every player has dealt [once|one hand|in turn]; [after four rounds|at the end of the fourth round|four rounds on], [the game is over|play stops|the game ends], [and the most {sticks} win|the most {sticks} winning|and whoever holds most {sticks} wins].",
        { settles: "end" },
      ),
      core(
        "end",
        "[Level totals are settled|A tie for most is settled|Equal best totals are decided] [by one more hand between them|by an extra hand among the tied|in another hand for those tied], [dealt as usual|played as any other].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant(2, "with sets alike only", "[runs are not allowed|only sets of three alike count]", { runs: "no" }),
      variant(
        "scoring",
        "with the discarder paying",
        "[only the discarder pays|the discarder alone pays] [for a win off a discard|when a discard wins], [at double|and pays double]",
        { pays: "discarder" },
      ),
      variant(
        4,
        "with dead hands",
        "[a false call|calling a false win|a wrong call] [leaves the caller dead|bars the caller from winning] [for the hand|that hand], [with nothing paid|and no {sticks} change hands]",
        { falseCall: "dead-hand" },
        ["false call"],
      ),
      variant(
        3,
        "with the nearer claim",
        "[two claims on one discard go|a tie on a discard goes] to the player [next in turn|nearest in turn], [win or not|whatever it is for]",
        { claims: "nearest" },
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a}, {b} and {c} [each draw|take] thirteen {tiles} from the wall; {a} [draws|takes] a fourteenth and [throws away|discards] a lone nine.",
        ),
        told(
          "{A}, {b} and {c} [build the wall|stack the wall] and draw thirteen apiece; {b}, [dealing|as dealer], [draws first|opens] and [discards|throws out] a stray one.",
        ),
      ],
      [
        told(
          "{C} [claims|takes] the discard [to make three nines|for a set of three nines][ and shows the set|, laying the set face up,] then [discards in turn|throws one away].",
        ),
        told(
          "{A} [claims|calls for] the one [for a run of one, two, three|to make a run of one, two and three], [lays it open|shows it], and [discards|throws away] a four.",
        ),
      ],
      [
        told(
          "[Four draws later|A few turns on], {c} [goes out|completes the hand] with [four sets and a pair of sevens|four sets and a pair], and {a} and {b} [each pay ten {sticks}|pay ten {sticks} apiece].",
        ),
        told(
          "{B} [draws|picks up] the tile [that finishes|to finish] four sets and a pair, [all in one suit|in a single suit], and [collects twenty {sticks}|is paid twenty {sticks}] from [each of the others|both the others].",
        ),
      ],
    ],
    craft: [
      "[Reading the discards|Watching the discards] is [the whole art|the art of it]: [a tile no one throws|a number no one discards] [is being held|is being collected].",
      "[What a player fears|The dread] is [throwing the tile|discarding the one tile] that [lets another go out|wins someone else the hand].",
      "[A hand of one suit pays double|One suit pays double], [so good players|and the best] [decide early|choose early] [whether to chase it|whether it is worth the risk].",
    ],
    matches: [
      told(
        "{a} [went out|won] on the very last tile [with a hand of one suit|with a single-suit hand], [costing|and cost] {b} the game [by ten {sticks}|on the final count]",
      ),
      told(
        "{b} [called a win|claimed a win] that was not there and [paid the whole table|had to pay everyone], [which gave|handing] {a} the game",
        "false call",
      ),
      told(
        "{a} and {b} [drew hand after hand|played nine void hands] [until dawn|through the night] before {a} [went out|won one] [and took the game|to take the game]",
        "wall",
      ),
    ],
    feats: [told("a hand of a single suit"), told("a win on the last tile"), told("a hand built from discards")],
    kits: {
      "high-fantasy": {
        gear: { tiles: ["a set of carved jade tiles", "tiles"], sticks: ["bundles of ivory scoring sticks", "sticks"] },
        who: [
          ["ladies of the elven court", "in the moon gardens", "in the moon garden on the longest night"],
          ["merchant princes", "in their counting-houses", "in a counting-house on the night of a crash"],
          ["temple novices", "at festival time", "in the temple cloister during the lantern festival"],
        ],
        stakes: ["silver", "honour", "favours at court"],
      },
      "science-fiction": {
        gear: { tiles: ["a set of glowing data-tiles", "data-tiles"], sticks: ["credit chips for scoring", "credit chips"] },
        who: [
          ["bridge officers", "off shift", "in a wardroom during a long blockade"],
          ["hydroponics crews", "among the grow-racks", "among the grow-racks while the lights were down"],
          ["colony administrators", "after council", "in a colony council room on founding night"],
        ],
        stakes: ["credits", "extra water rations", "shift trades"],
      },
      steampunk: {
        gear: { tiles: ["a mahogany box of bamboo tiles", "tiles"], sticks: ["brass scoring rods", "rods"] },
        who: [
          ["ladies of the tea clubs", "in the tea rooms", "in a tea room during the suffrage march"],
          ["merchants of the treaty ports", "on the verandas", "on a veranda as the monsoon broke"],
          ["embassy clerks", "after hours", "in an embassy cellar during the siege"],
        ],
        stakes: ["sovereigns", "tea", "a week's wages"],
      },
    },
  },
];
