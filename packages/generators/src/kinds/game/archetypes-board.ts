// Board games: a race round a track, a hunt game of a chief and its hunters, and a jumping capture game. Our own writing.
import { rule, variant, type GameArchetype } from "./shape.js";

export const BOARD_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "race-board",
    label: "Race board game",
    type: "board",
    kind: ["race game on a board", "board game of the race home", "running game on a board"],
    nouns: ["Road", "Race", "Homecoming", "Journey", "Twenty Squares"],
    players: [2, 4],
    gear: { board: "one", pieces: "many", dice: "many" },
    targets: [3, 5, 7],
    steps: [1, 2],
    gist: [
      "move their {pieces} round the {board} by [throws of the {dice}|the throw of the {dice}], [knocking|sending] each other's back to the start",
      "[run|race] {pieces} [round a track|along a track] [at the throw|by the fall] of the {dice}",
    ],
    objective: [
      "bring [a whole side|a full side] of {pieces} [home|off the board] [before anyone else|first]",
      "[get|bring] [all of one colour|a whole colour] [home|off the board] ahead of [every rival|anyone else]",
    ],
    scoring: [
      "A game won [scores one|counts one point], or two if [not one of the loser's {pieces}|none of the loser's {pieces}] has [come home|borne off]; [a match is|matches run] to {target} points.",
      "[Each game is worth|A win is worth] a point, [and a win|while one] [before the loser brings any piece home|with the loser still shut out] [counts two|is worth two]; [the first to {target} points|whoever reaches {target} points first] [takes the match|wins the match].",
    ],
    turn: [
      "[On a turn, a player|Each player in turn] throws the {dice} and moves [one piece|a piece] [that many squares|as far as they show] [along the track on the {board}|round the {board}]; [a piece landing on a lone rival|landing on a lone enemy piece] [sends it back to the start|sends that piece home to begin again].",
      "[The {dice} decide|A throw of the {dice} decides] how far [a piece moves|one piece may move] [round the {board}|along the {board}], [and the player chooses which|the choice of piece left to the player]; landing on a lone rival [sends it home|knocks it back to the start].",
    ],
    rules: [
      rule("setup", "All {pieces} [start|begin] off the {board}, and [each must enter|each enters] [on a throw of the {dice}|by a throw]."),
      rule(
        "setup",
        "Each player [chooses|takes] a colour and [sets out|lines up] their {pieces} [beside the start|by the entry square]; [high throw|the highest throw] [goes first|starts].",
      ),
      rule("turn", "[A piece may not land|No piece may land] on a square [held|taken] by [its own side|one of its own]."),
      rule(
        "special",
        "[The marked squares are safe|Marked squares are safe]: [a piece on one|whatever stands there|a piece resting there] [cannot be taken|is never sent back], and [landing there earns another throw|it earns its owner another throw].",
      ),
      rule(
        "special",
        "[A throw that no piece can use|A throw no piece can use|An unusable throw] [is lost|is wasted], but [one that can be used must be|any throw that fits has to be used].",
      ),
      rule(
        "end",
        "A piece [bears off|leaves the {board}] only [by an exact throw|on the exact number], and [a throw too high|too high a throw] [must be used elsewhere|goes to another piece or is lost].",
      ),
      rule(
        "end",
        "[The first to bring every piece home|Whoever brings home their last piece first] wins the game, [and play stops at once|and the others stop where they are].",
      ),
    ],
    variants: [
      variant(5, "[any throw high enough|a throw over the number] [bears a piece off|takes a piece off]"),
      variant(2, "two {pieces} of one side [may share|can share] a square and [cannot be taken there|are then safe]"),
      variant(3, "[a piece on a marked square|pieces on marked squares] can be taken like any other"),
      variant("scoring", "[every game counts one|a game is always worth one|each win is a single point], [however it is won|however close]"),
    ],
    matches: [
      "{a} [sent|knocked] {b}'s last piece back [from one square short of home|from the last square] [and won|and went on to win]",
      "{b} [needed|wanted] an exact two to [bear off|bring the last piece home] and [missed it|threw everything else] [for eleven turns|eleven turns running] while {a} [caught up|came home]",
      "{a} won [a double game|two points] [before {b} had brought a piece home|without {b} bringing home a single piece]",
    ],
    feats: ["a double game", "a piece knocked back from home", "an exact throw to bear off"],
    kits: {
      "high-fantasy": {
        gear: {
          board: ["an inlaid board of twenty squares", "board"],
          pieces: ["five pieces each of onyx and pearl", "pieces"],
          dice: ["four pyramid-shaped dice", "dice"],
        },
        who: ["merchant families", "caravan masters in the rest-houses", "temple scribes"],
        stakes: ["a silver piece a game", "honour", "the evening's wine"],
      },
      mythic: {
        gear: {
          board: ["twenty squares cut in temple stone", "board"],
          pieces: ["counters of lapis and shell", "counters"],
          dice: ["four knucklebones for dice", "knucklebones"],
        },
        who: ["palace guards on their watch", "priests in the temple courts", "the sons of kings"],
        stakes: ["a jar of oil", "bronze rings", "a cup of wine"],
      },
      modern: {
        gear: {
          board: ["a folding board with a cross track", "board"],
          pieces: ["four plastic pieces in each colour", "pieces"],
          dice: ["two dice and a shaker", "dice"],
        },
        who: ["families on holiday", "grandparents and grandchildren", "children on rainy afternoons"],
        stakes: ["bragging rights", "the last biscuit", "the washing-up"],
        gentle: true,
      },
      "post-apocalyptic": {
        gear: { board: ["a track painted on a car bonnet", "bonnet"], pieces: ["bottle caps in four colours", "caps"], dice: ["two bone dice", "dice"] },
        who: ["children in the ruins", "convoy crews at rest stops", "bunker families"],
        stakes: ["bottle caps", "clean water", "first turn at the fire"],
      },
    },
  },
  {
    id: "hunt-board",
    label: "Hunt board game",
    type: "board",
    kind: ["hunt game on a board", "board game of siege and escape", "game of the hunted chief"],
    nouns: ["Siege", "Hunt", "Escape", "Chieftain's Flight", "Corner"],
    players: [2, 2],
    gear: { board: "one", pieces: "many", chief: "one" },
    steps: [1],
    gist: [
      "[take sides over|play for and against] a lone {chief} [hunted across the {board}|hunted from square to square]",
      "[guard|shield] [or hunt|or hem in] a lone {chief} [on a square board|across the {board}]",
    ],
    objective: [
      "[bring|get] the {chief} to a corner or, [as the hunters|playing the hunters], [trap it|hem it in] [on four sides|on all four sides]",
      "[run|get|slip] the {chief} to [a corner square|a corner], or [capture it|close it in] [as the hunting side|from the other side]",
    ],
    scoring: [
      "[A match is two games|Each match is two games], [the players changing sides|with sides swapped]; [a win is one point|each win scores a point], and [a tie goes to|a tie on wins goes to|if both win, the match goes to] the [quicker|faster] win.",
      "[Players swap sides|Sides change] after each game, [a win scoring one|each win worth a point]; [level after two games|if the match is level], [the shorter win takes it|the faster win decides it].",
    ],
    turn: [
      "[The {pieces} move|All the {pieces} move|Every one of the {pieces} moves] in straight lines [across the {board}|over the {board}], [any distance|any number of squares] [along a row or column|up, down or across], [never passing over|but never over] another; [the hunters move first|the hunters open the game].",
      "[One of the {pieces} slides|Each move slides one of the {pieces}] [any number of squares|as far as it will go] [in a straight line|straight along a line] [across the {board}|over the {board}], [and none may jump|jumping nothing]; [the hunting side moves first|the hunters open], [then the sides alternate|and the sides take turns].",
    ],
    rules: [
      rule(
        "setup",
        "The {chief} [starts|stands] on the centre square [with its defenders round it|ringed by its defenders], and the hunters [wait|line up] [at the edges|along the edges].",
      ),
      rule(
        "setup",
        "[The defender|One player] takes the {chief} and its guard, [and the other takes|the other player taking] [twice as many {pieces}|double the number of {pieces}].",
      ),
      rule(
        "turn",
        "A piece [caught between two enemies|flanked on two sides] [along a line|in a row or column] is [taken|removed], but [moving between two enemies is safe|a piece may safely move between two enemies].",
      ),
      rule(
        "special",
        "[Only the {chief} may stand|Only the {chief} may rest|No piece but the {chief} may stop] on [the centre square|the centre] or [the corners|a corner].",
      ),
      rule("special", "The {chief} [is taken|falls] only when [hunters surround it|it is closed in] on [all four sides|four sides]."),
      rule(
        "end",
        "[If the {chief} reaches a corner, its side wins at once|A {chief} that reaches a corner wins the game at once], and [a side that cannot move loses|a side left without a move loses].",
      ),
      rule("end", "[A position repeated three times loses the game|Three repetitions of a position count as a loss] for the defender."),
    ],
    variants: [
      variant(4, "the {chief} [falls to two hunters|is taken like any piece], [on two sides|between two enemies]"),
      variant(5, "the {chief} [escapes to any edge|wins on reaching any edge square]"),
      variant(2, "the corners count as enemies [when taking a piece|for a capture]"),
      variant("turn", "[the defenders move first|the defenders open the game]"),
    ],
    matches: [
      "{a} [ran|slipped] the {chief} [into a corner|to a corner] [in nine moves|in eleven moves] against {b}",
      "{b} [hemmed|closed] {a}'s {chief} in [from all four sides|on every side] [after|at the end of] [three hundred moves|a game of a whole day]",
      "{a} and {b} [each won|won] one game a side, and {a}'s [quicker win|faster win] [took the match|decided it] by [a single move|two moves]",
    ],
    feats: ["a clean escape to the corner", "a chief closed in within twenty moves", "a defence that never broke"],
    kits: {
      "high-fantasy": {
        gear: {
          board: ["a board of eleven by eleven squares", "board"],
          pieces: ["thirty-six ivory pieces, dark and pale", "pieces"],
          chief: ["a chief piece in a silver circlet", "chief"],
        },
        who: ["elven lords", "captains of the border forts", "scholars of strategy"],
        stakes: ["a horn of mead", "a silver ring", "honour"],
      },
      "dark-fantasy": {
        gear: {
          board: ["a board scratched into a coffin lid", "board"],
          pieces: ["pieces carved from finger bones", "pieces"],
          chief: ["a black chief piece", "chief"],
        },
        who: ["hostages waiting for ransom", "watchmen on the walls", "monks in a ruined abbey"],
        stakes: ["a day's bread", "a man's boots", "silence"],
      },
      mythic: {
        gear: {
          board: ["a board cut into the palace floor", "board"],
          pieces: ["pieces of bronze and bone", "pieces"],
          chief: ["a bronze bull as the chief piece", "bull"],
        },
        who: ["warriors before a siege", "palace guards", "the sons of chieftains"],
        stakes: ["a bronze tripod", "a fine horse", "a cup of wine"],
      },
      "post-apocalyptic": {
        gear: {
          board: ["a grid drawn on a rusted door", "grid"],
          pieces: ["bolts and nuts for pieces", "bolts"],
          chief: ["a spark plug for the chief", "spark plug"],
        },
        who: ["settlement militias", "old-timers by the wall", "prisoners in raider pens"],
        stakes: ["water", "bullets", "a place by the fire"],
      },
    },
  },
  {
    id: "jumping-board",
    label: "Jumping capture game",
    type: "board",
    kind: ["capture game on a board", "board game of jumps", "game of jumping capture"],
    nouns: ["Jumps", "Leap", "Crossing", "Lines", "Far Row"],
    players: [2, 2],
    gear: { board: "one", pieces: "many" },
    targets: [3, 5],
    steps: [1],
    gist: [
      "jump each other's {pieces} [across the {board}|along the diagonals], [taking|capturing] [every piece they leap|what they jump]",
      "[leap|jump] [over|across] enemy {pieces} [to take them|to capture them], [square by square|diagonal by diagonal]",
    ],
    objective: [
      "take or block [all the pieces|the last piece] [of the other side|the opponent has]",
      "leave the opponent [with no piece or no move|without a piece or a move to make]",
    ],
    scoring: [
      "[A win scores|Each win counts] one point [and a draw half|and a draw half a point]; [matches run|a match runs] to {target} points.",
      "[Games count one for a win|A won game counts one], half for a draw, [and the first to {target}|and whoever reaches {target} first] [takes the match|wins the match].",
    ],
    turn: [
      "The {pieces} [move|step] [diagonally forward|forward on the diagonal] [across the {board}|over the {board}] [one square at a time|a square each move], and a piece [takes by jumping|captures by leaping over] an enemy [next to it|beside it] [into the empty square beyond|to the free square behind].",
      "[Each move|A move] [takes one of the {pieces}|carries one of the {pieces}] [one square|a square] [diagonally forward|forward on the diagonal] [across the {board}|on the {board}], or [over an enemy|jumps an enemy piece] [to the empty square past it|into the square beyond], [taking it|which is taken].",
    ],
    rules: [
      rule("setup", "[Each side sets out|Both sides place] twelve {pieces} on the dark squares of [the three rows nearest them|their own three back rows]."),
      rule("setup", "[Dark|The darker side] [moves first|opens], and [players change colours each game|colours change after every game]."),
      rule("turn", "[A capture, when there is one,|Any capture on offer] must be made: [a player who can jump must|a player able to jump has to]."),
      rule("special", "A piece [may jump again|keeps jumping] [in the same turn|on the same move] [while it can|as long as there is more to take]."),
      rule(
        "special",
        "A piece [that reaches the far row|reaching the far side] [is doubled|becomes a double piece] and [may move backwards as well|moves backward too].",
      ),
      rule(
        "end",
        "[A player with no piece or no legal move|One left without a piece or a move] [loses|has lost], and [forty moves|forty turns] [with no capture|without a capture] [make a draw|are a draw].",
      ),
    ],
    variants: [
      variant(2, "[taking is|a capture is] [optional|never forced]"),
      variant(4, "a doubled piece [flies|moves] [any distance|as far as it likes] on the diagonal"),
      variant("turn", "[pieces may take backwards|pieces capture backwards] as well as forwards"),
      variant(0, "[play uses a larger {board}|a larger {board} is used], with twenty {pieces} a side"),
    ],
    matches: [
      "{a} [took|jumped] five of {b}'s pieces [in a single turn|in one move] [to end the game|and won on the spot]",
      "{a} and {b} [drew|played to a draw] [twelve games running|twelve times in a row] before {a} [won|took] a game",
      "{b} was left with [one doubled piece|a single piece] [against|facing] [three|four] of {a}'s and [held out|held on] for a draw",
    ],
    feats: ["five pieces taken in one move", "a draw held with one piece", "a double piece by the tenth move"],
    kits: {
      steampunk: {
        gear: { board: ["a brass board of sixty-four squares", "board"], pieces: ["clockwork pieces that march themselves", "pieces"] },
        who: ["gentlemen in smoking rooms", "railway clerks at lunch", "engine-house apprentices"],
        stakes: ["a shilling a game", "a cigar", "the club's honour"],
      },
      modern: {
        gear: { board: ["a folding chequered board", "board"], pieces: ["twenty-four plastic pieces", "pieces"] },
        who: ["pensioners in the park", "schoolchildren at lunch", "online leagues"],
        stakes: ["bragging rights", "a coffee", "a place in the league"],
      },
      "science-fiction": {
        gear: { board: ["a holo-board projected over the table", "holo-board"], pieces: ["light-pieces that glow when they jump", "pieces"] },
        who: ["bridge crews on night watch", "cadets at the orbital academy", "station pensioners"],
        stakes: ["credits", "a shift swap", "league ranking"],
      },
    },
  },
];
