// Games of tiles: block dominoes and a set-collecting tile game. Our own writing.
import { rule, variant, type GameArchetype } from "./shape.js";

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
    steps: [1],
    gist: [
      "[lay|match] tiles end to end, [number to number|each touching its like]",
      "[build|grow] a line of {tiles}, [matching|each matching] [the spots at its ends|the open ends]",
    ],
    objective: ["reach {target} points [first|before anyone else]", "score {target} points [first|before the rest], [hand by hand|over several hands]"],
    scoring: [
      "[Whoever goes out|The player who goes out] [scores|takes] every spot [left in the other hands|on the {tiles} still held], [written|marked] on the {tally}; [the first to {target}|a total of {target}] wins.",
      "At the end of a hand, [the spots the losers hold|the spots the others still hold] [go to the winner|count for the winner] on the {tally}, and [{target} points wins|play stops at {target} points].",
    ],
    turn: [
      "[On a turn, a player|Each player in turn] [lays|sets down] one of their {tiles} [against an open end|at one end of the line], [matching the number there|number to number]; [a player who cannot|one who cannot] [knocks and passes|passes with a knock].",
      "[Players take turns to|In turn, players] [match|play] one of their {tiles} to [either end|one end] of the line [matching the spots|spot for spot], or [knock|rap the table] and pass [when they cannot|if nothing fits].",
    ],
    rules: [
      rule("setup", "The {tiles} are [shuffled face down|turned face down and mixed], and each player [draws seven|takes seven]."),
      rule(
        "setup",
        "[The highest double|Whoever holds the highest double] [opens the first hand|leads first], [and play runs to the left|play then running left].",
      ),
      rule("turn", "A double [is laid crosswise|lies across the line], [but counts|though it counts] [as a single end|as one end]."),
      rule(
        "special",
        "[When no one can play|If every player is stuck], the hand is blocked, and [the player holding the fewest spots|whoever holds the fewest spots] [wins it|takes the hand].",
      ),
      rule(
        "end",
        "[A hand ends|The hand ends] [when one player|as soon as someone] lays [their last tile|the last tile in hand], and the spots are [written|marked] on the {tally}.",
      ),
      rule("end", "The winner of a hand [leads|sets down the first tile of] the next, [and the others draw afresh|the {tiles} mixed again]."),
    ],
    variants: [
      variant(1, "[the youngest player|the player left of the dealer] [always leads|leads], [double or not|whatever they hold]"),
      variant(3, "a blocked hand [scores nothing|is void] and [is dealt again|the {tiles} are mixed again]"),
      variant("turn", "a player who cannot lay [must draw|draws] from the spare {tiles} [until one fits|until they can]"),
      variant("scoring", "[a count of five at the ends|an open count of five] [scores at once|is scored at once]"),
    ],
    matches: [
      "{a} [blocked|shut] the line [with a double six|with a double] and [won on the count|took the hand on the count] against {b}",
      "{b} [needed|wanted] five points [for {target}|to reach {target}] and [held|was left with] a double blank [three hands running|for three hands] while {a} [caught up|took the lead]",
      "{a} [knocked|passed] seven times in [one hand|a single hand] and still [beat|outscored] {b} on the count",
    ],
    feats: ["a blocked hand won on the count", "a hand closed with a double", "a perfect count of the spots"],
    kits: {
      "high-fantasy": {
        gear: { tiles: ["twenty-eight tiles of bone and ebony", "tiles"], tally: ["a chalk slate", "slate"] },
        who: ["dockhands in the harbour taverns", "old soldiers", "innkeepers' families"],
        stakes: ["a copper a spot", "the bill for supper", "honour"],
      },
      steampunk: {
        gear: { tiles: ["a box of ivory dominoes", "dominoes"], tally: ["a brass scoring board", "scoring board"] },
        who: ["railwaymen on the night shift", "club members after dinner", "foundry hands on their tea break"],
        stakes: ["a penny a spot", "the next pot of tea", "a week's tobacco"],
      },
      modern: {
        gear: { tiles: ["a box of plastic dominoes", "dominoes"], tally: ["a score pad", "score pad"] },
        who: ["pensioners in the park", "regulars at the corner café", "families at the kitchen table"],
        stakes: ["small change", "the next round of coffee", "bragging rights"],
        gentle: true,
      },
      "post-apocalyptic": {
        gear: { tiles: ["dominoes cut from floor tiles", "tiles"], tally: ["a sheet of tin scratched with tallies", "tally tin"] },
        who: ["bunker-dwellers waiting out storms", "settlement elders", "convoy crews"],
        stakes: ["water", "a day's rations", "first pick of salvage"],
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
    gist: [
      "draw and discard tiles to build [four sets|sets of three] and a pair",
      "[trade|cycle] tiles [through the discards|draw by draw] [towards|to make] a winning hand",
    ],
    objective: [
      "[end with|hold] the most {sticks} [after four rounds|when four rounds are done], [winning|by winning] hands of [four sets|sets of three] and a pair",
      "[complete|finish] winning hands [before the others do|before anyone else] and [end with|come away with] the most {sticks}",
    ],
    scoring: [
      "The winner of a hand [is paid|collects] ten {sticks} from each player, [twenty|double] for a hand [all in one suit|of a single suit].",
      "[Each player pays|Every other player pays] the winner [of a hand|of the hand] ten {sticks}, [or twenty for a hand of one suit|twenty if it is all one suit].",
    ],
    turn: [
      "[On a turn a player|Each turn, a player] [draws one of the {tiles}|takes one of the {tiles}] [from the stack|from the face-down stack] [and discards one|and then throws one away] [face up|into the centre]; [any player may claim|anyone may take] a discard [that completes a set|to finish a set].",
      "[In turn, each player draws|Each player in turn draws] [one of the {tiles}|from the stack of {tiles}] and [throws one away|discards one] [face up|in the open]; [a discard may be claimed|anyone may claim a discard] [to make a set|for a set], [and the turn jumps to the claimer|the claimer then playing next].",
    ],
    rules: [
      rule(
        "setup",
        "The {tiles} are [mixed|shuffled] face down and [stacked in a square|built into a square of stacks], and each player [draws thirteen|takes thirteen].",
      ),
      rule("setup", "Each player [starts with|is given] [an equal share|the same number] of {sticks}[, counted out before the deal|]."),
      rule(
        "turn",
        "A set is three [tiles alike|of a kind] or a run of three [in one suit|of the same suit], and [a pair|two alike] [completes the hand|finishes it].",
      ),
      rule("special", "A discard [claimed to win|taken to go out] [beats|comes before] any other claim on it."),
      rule(
        "special",
        "[A false call of a win|A player who calls a win falsely] [costs ten {sticks}|pays ten {sticks}] to [each of the others|every other player].",
      ),
      rule("end", "[If the stack runs out|Once the stack is gone] with no winner, the hand is [void|drawn] and [the same dealer deals again|the deal passes]."),
      rule(
        "end",
        "[A round lasts|Each round lasts] until every player has dealt [once|one hand]; [after four rounds|at the end of the fourth] the game is over.",
      ),
    ],
    variants: [
      variant(2, "[runs are not allowed|only sets of three alike count]"),
      variant("scoring", "[only the discarder pays|the discarder alone pays], [at double|and pays double]"),
      variant(4, "a false call [leaves the caller dead|bars the caller from winning] [for the hand|that hand]"),
      variant(3, "[two claims on one discard go|a tie on a discard goes] to the player [next in turn|nearest in turn]"),
    ],
    matches: [
      "{a} [went out|won] on the very last tile [with a hand of one suit|with a single-suit hand], [costing|and cost] {b} the game",
      "{b} [called a win|claimed a win] that was not there and [paid the whole table|had to pay everyone] [while|as] {a} [watched|looked on]",
      "{a} and {b} [drew hand after hand|played nine drawn hands] [until dawn|through the night] before {a} [went out|won one]",
    ],
    feats: ["a hand of a single suit", "a win on the last tile", "a hand built from discards"],
    kits: {
      "high-fantasy": {
        gear: { tiles: ["a set of carved jade tiles", "tiles"], sticks: ["bundles of ivory scoring sticks", "sticks"] },
        who: ["ladies of the elven court", "merchant princes", "temple novices at festival time"],
        stakes: ["silver", "honour", "favours at court"],
      },
      "science-fiction": {
        gear: { tiles: ["a set of glowing data-tiles", "data-tiles"], sticks: ["credit chips for scoring", "credit chips"] },
        who: ["bridge officers off shift", "hydroponics crews", "colony administrators"],
        stakes: ["credits", "extra water rations", "shift trades"],
      },
      steampunk: {
        gear: { tiles: ["a mahogany box of bamboo tiles", "tiles"], sticks: ["brass scoring rods", "rods"] },
        who: ["ladies of the tea clubs", "merchants of the treaty ports", "embassy clerks"],
        stakes: ["sovereigns", "tea", "a week's wages"],
      },
    },
  },
];
