// Board games: a race round a track and a jumping capture game (the hunt game is in
// archetypes-hunt.ts). Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

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
    race: { steps: [1, 2], exact: false },
    noTies: "only the winner of a game scores, so only one player can reach the match total",
    params: { finish: "any-throw", sharing: "no", safe: "safe", double: "two" },
    basics: ["throw", "track"],
    gist: [
      "move their {pieces} round the {board} by [throws of the {dice}|the throw of the {dice}], [knocking|sending] each other's back to the start",
      "[run|race] {pieces} [round a track|along a track] [at the throw|by the fall] of the {dice}, [knocking rivals home|sending rivals back]",
    ],
    objective: [
      "bring [a whole side|all five] of their {pieces} [home|off the board] [before anyone else|first]",
      "[get|bring] [all of one colour|a whole colour] [home|off the board] ahead of [every rival|anyone else]",
    ],
    scoring: [
      "A game won [scores one|counts one point], or two if [not one of the loser's {pieces}|none of the loser's {pieces}] has [come home|borne off]; [a match is|matches run] to {target} points.",
      "[Each game is worth|A win is worth] a point, [and a win|while one] [before the loser brings any piece home|with the loser still shut out] [counts two|is worth two]; [the first to {target} points|whoever reaches {target} points first] [takes the match|wins the match].",
    ],
    turn: [
      "[On a turn, a player|Each player in turn] throws the {dice}, [counting|and counts] {count}, [and moves|then moves] [one piece|a piece] [that many squares|as far as that] [along the track on the {board}|round the {board}].",
      "[The {dice} decide|A throw of the {dice} decides] how far [a piece moves|one piece may move] [round the {board}|along the {board}], [counting {count}|by {count}], [and the player chooses which|the choice of piece left to the player].",
    ],
    rules: [
      core(
        "setup",
        "[Each player takes a colour|Each player chooses a colour|Everyone picks a colour] [of five {pieces}|and its five {pieces}|with five {pieces}], all [starting|waiting|set] off the {board}; [the highest throw|high throw|whoever throws highest] [goes first|starts|begins], and [play runs left|play goes to the left|the turn passes left].",
      ),
      core(
        "turn",
        "[A piece enters|A piece comes onto the track|Pieces join the track] [on any throw|with the number thrown|by the throw], [and a throw that no piece can use is lost|but an unusable throw is lost|a throw nothing can use being lost]; [one that can be used must be|any throw that fits has to be used|a throw that fits may not be refused].",
      ),
      core(
        "special",
        "[A piece landing on|A piece that lands on|Landing on] a lone rival [sends it back off the {board}|knocks it off the {board}|returns it to the start] [to start again|to begin again|to enter again], but [no piece may land on one of its own|none may land on its own side's square|a friendly piece blocks the square].",
        { settles: "resolve" },
      ),
      rule(
        "special",
        "[The marked squares are safe|Marked squares are safe]: [a piece on one|a piece resting there] [cannot be taken|is never sent back], and [landing there earns another throw|it earns its owner another throw].",
        { gives: ["safe square"] },
      ),
      core(
        "end",
        "[A piece bears off|A piece leaves the {board}|A piece goes home] on [any throw|a throw|whatever throw] [that takes it past the last square|that carries it beyond the end|going past the final square], and [bringing home the fifth ends the game|the game ends when a player's fifth piece is home|the fifth piece home ends the game].",
        { settles: "end" },
      ),
    ],
    variants: [
      variant(
        4,
        "with an exact finish",
        "[a piece bears off only on the exact number|only an exact throw bears a piece off], [or on one die of the throw|using part of the throw if need be]",
        { finish: "exact" },
      ),
      variant(
        2,
        "with blocks",
        "[two {pieces} of one side|a pair of {pieces} from one side|two friendly {pieces}] [may share|can share] a square and [cannot be taken there|are then safe]",
        { sharing: "yes" },
      ),
      variant(3, "with open squares", "[a piece on a marked square|pieces on marked squares] can be taken like any other", { safe: "open" }, ["safe square"]),
      variant(
        "scoring",
        "at one point a game",
        "[every game counts one|a game is always worth one|each win is a single point], [however it is won|however close]",
        { double: "one" },
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} and {b} [sit down|play]: {a} throws [a two|two], [brings a piece onto the track|enters a piece], and {b} [throws four|throws a four] and [enters one ahead of it|enters a piece four squares in].",
        ),
        told(
          "{A} and {b} [each throw|throw for the start]; {b} throws higher and [enters a piece|brings a piece on] [two squares in|with a two], [and|then] {a} enters one [with a four|four squares in].",
        ),
      ],
      [
        told(
          "{A's} next throw [is a two|shows two|comes up two], [landing|which lands] [the piece on {b's}|on {b's} lone piece], [and that piece goes back to the start to enter again|sending it off the {board} to start again|and off the {board} it goes, for a fresh start].",
        ),
        told(
          "{B} throws a two [and lands on|to land on] {a's} [piece|lone piece], [which goes back|knocking it back] off the {board}, [and {a} must enter it again|to be entered again].",
        ),
      ],
      [
        told(
          "[A game runs like that|The game goes on like that] until [one player's fifth piece|someone's last piece] [bears off|is home]; [if the loser has none home|with none of the loser's home], [the win counts two|it counts two].",
        ),
        told(
          "[When|Once] [a player brings home the fifth piece|someone's fifth piece goes home], the game is [won|over]: [one point|a point], or two [if the loser is shut out|against a loser with none home].",
        ),
      ],
    ],
    craft: [
      "[The skill is in|Good play lies in] [choosing which piece to move|the choice of piece]: [a lone piece near a rival|a piece left alone near a rival] [is an invitation|is asking to be sent home].",
      "[What a player fears|The dread] is [a piece knocked back|being sent back] [from the last squares|one square from home], [with the whole track to run again|to run the whole track again].",
      "[The {dice} decide the distance|Luck gives the distance], [but|and] [the player decides the rest|skill decides which piece goes], [which is why|so] [the same players|good players] [win again and again|keep winning].",
    ],
    matches: [
      told("{a} [sent|knocked] {b's} last piece back [from one square short of home|from the last square] [and won|and went on to win] the match"),
      told(
        "{b} [needed|wanted] [one more piece home|a single piece home] [for eleven turns|eleven turns running] while {a} [caught up|came home], [and {a} won|{a} winning] [by a double game|with a double game]",
      ),
      told(
        "{a} won [a double game|two points] [before {b} had brought a piece home|without {b} bringing home a single piece], [which took the match|taking the match]",
      ),
    ],
    feats: [told("a double game"), told("a piece knocked back from home"), told("a whole side home without a loss")],
    kits: {
      "high-fantasy": {
        gear: {
          board: ["an inlaid board of twenty squares", "board"],
          pieces: ["five pieces in each of four stones", "pieces"],
          dice: ["four pyramid-shaped dice", "dice"],
        },
        words: { count: "the marked tips" },
        who: [
          ["merchant families", "on their balconies", "on a merchant's balcony during the spice riots"],
          ["caravan masters", "in the rest-houses", "in a desert rest-house cut off by sand"],
          ["temple scribes", "in the cloisters", "in a temple cloister on the eve of the new year"],
        ],
        stakes: ["a silver piece a game", "honour", "the evening's wine"],
      },
      mythic: {
        gear: {
          board: ["twenty squares cut in temple stone", "board"],
          pieces: ["counters of four colours, five each", "counters"],
          dice: ["four knucklebones for dice", "knucklebones"],
        },
        words: { count: "the bones that fall flat" },
        who: [
          ["palace guards", "on their watch", "on the palace walls while the city slept"],
          ["priests", "in the temple courts", "in a temple court on the god's feast day"],
          ["sons of kings", "in the women's halls", "in a queen's hall while the kings were at war"],
        ],
        stakes: ["a jar of oil", "bronze rings", "a cup of wine"],
      },
      modern: {
        gear: {
          board: ["a folding board with a cross track", "board"],
          pieces: ["twenty plastic pieces in four colours", "pieces"],
          dice: ["two dice and a shaker", "dice"],
        },
        words: { count: "both dice" },
        who: [
          ["families on holiday", "in rented cottages", "in a rented cottage cut off by snow"],
          ["grandparents and grandchildren", "on Sunday afternoons", "in a care home's day room on a Sunday"],
          ["children", "on rainy afternoons", "in a school hall on a wet sports day"],
        ],
        stakes: ["bragging rights", "the last biscuit", "a night off washing up"],
        gentle: true,
      },
      "post-apocalyptic": {
        gear: {
          board: ["a track painted on a car bonnet", "bonnet"],
          pieces: ["bottle caps in four colours, five each", "caps"],
          dice: ["two bone dice", "dice"],
        },
        words: { count: "both dice" },
        who: [
          ["children", "in the ruins", "in the ruins of a school gym"],
          ["convoy crews", "at rest stops", "at a rest stop with the engines cooling"],
          ["bunker families", "through the winters", "in a bunker through the first winter"],
        ],
        stakes: ["a boiled sweet", "clean water", "first turn at the fire"],
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
    race: { steps: [0.5, 1], exact: false },
    params: { forced: "yes", crowned: "one-step", backward: "crowned-only", size: "eight" },
    basics: ["jump", "capture"],
    gist: [
      "jump each other's {pieces} [across the {board}|along the diagonals], [taking|capturing] [every piece they leap|what they pass over]",
      "[leap|hop] [over|across] enemy {pieces} [to take them|to capture them], [square by square|diagonal by diagonal]",
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
      "[Each move|A move] [takes one of the {pieces}|carries one of the {pieces}] [one square|a square] [diagonally forward|forward on the diagonal] [across the {board}|on the {board}], or [over an enemy|over an enemy piece] [to the empty square past it|into the square beyond], [taking it|which is taken].",
    ],
    rules: [
      core(
        "setup",
        "[On a {board} of eight by eight squares|On the {board}, eight squares by eight|On a {board} of sixty-four squares], [each side sets out|both sides place|each player lays out] twelve {pieces} [on the dark squares|on dark squares|on the darker squares] [of the three rows nearest them|of their own three back rows|in the three rows at their end].",
      ),
      core("setup", "[Dark|The darker side] [moves first|opens], and [players change colours each game|colours change after every game]."),
      core(
        "turn",
        "[A capture, when there is one,|Any capture on offer|A jump that is open] [must be made|has to be taken|is forced], [and a piece keeps jumping|the piece jumping again|a piece jumping onward] [in the same move|on the same turn|in one move] [while it can|as long as there is more to take|while there is more to take].",
      ),
      core(
        "special",
        "[A piece that reaches the far row|A piece reaching the far row|Any piece that gets to the far row] [is {crowned} with a second piece on top|is {crowned}, a taken piece set on top|is {crowned} at once], and [a {crowned} piece|from then on it|after that it] [moves and jumps backward as well|may move and jump backward too|can go backward, jumps and all].",
        { gives: ["crowned"] },
      ),
      core(
        "end",
        "[A player with no piece or no legal move|A player left without a piece or a move|Whoever cannot move, or has no pieces,] [loses the game|has lost it|loses], and [forty moves|forty turns|forty moves in a row] [with no capture|without a capture|that take nothing] [make a draw|are a draw|draw the game].",
        { settles: "end" },
      ),
      core(
        "end",
        "[If both reach {target} on the same draw|Should a draw bring both to {target} together], [one more game decides the match|the next game decides it].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant(2, "with free capture", "[taking is|a capture is] [optional|never forced], [and a piece may stop mid-jump|and a piece may stop after any jump]", {
        forced: "no",
      }),
      variant(
        3,
        "with long moves",
        "[a {crowned} piece|any {crowned} piece|once {crowned}, a piece] [flies|moves] [any distance|as far as it likes] on the diagonal",
        { crowned: "flying" },
        ["crowned"],
      ),
      variant("turn", "with backward capture", "[every piece may take backwards|plain pieces capture backwards] as well as forwards", {
        backward: "all-capture",
      }),
      variant(0, "on the big board", "[play uses a board of ten by ten|a ten-by-ten board is used], with twenty {pieces} a side", { size: "ten" }),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} has the dark {pieces} and [opens|moves first]; {b} [answers|replies] [on the diagonal|a square forward], and by the [sixth|seventh] move {a} [must take|is forced to take] a piece [on offer|left open].",
        ),
        told(
          "{B}, on the dark side, [opens|moves first]; {a} [offers a piece|leaves a piece open] on [the fifth|the sixth] move, and {b} must take it, [since captures are forced|captures being forced].",
        ),
      ],
      [
        told(
          "[The forced capture|That capture] [opens a line|leaves a gap], and {b} [jumps two|takes two pieces] in one move, [the second jump following the first|jumping on from the first landing].",
        ),
        told(
          "[The trap springs|It was a trap]: [the forced jump lands|the piece lands] where {a} [can take two|jumps two] in one move [back along the diagonal|in a double jump].",
        ),
      ],
      [
        told(
          "[Later|Further on], [one of {a's} pieces|a piece of {a's}] [reaches|gets to] the far row [and is {crowned}|to be {crowned}], [and|then] [works back|turns back] [to hunt|hunting] {b's} last pieces [until they are gone|to the end].",
        ),
        told(
          "[Near the end|At the end|Late on], {b} [gets a piece {crowned}|has a piece {crowned}] [on the far row|at the far side] and [runs it|moves it|shuttles it] [back and forth|to and fro] [to stay alive|out of reach], [and forty moves without a capture|until forty moves without a capture] [make it a draw|call the game drawn].",
        ),
      ],
    ],
    craft: [
      "[The forced capture|Forced capture] [is the whole art|is where the skill lies]: [a piece offered|a sacrifice] [pulls the enemy|can pull an enemy] into [a double jump|a jump that costs two].",
      "[What a player fears|The dread] is [the far row left open|a gap in the back row], [through which|where] an enemy piece [walks in and is {crowned}|is {crowned} and comes back].",
      "[Strong players|Good players] [keep the back row|hold the back row] [as long as they can|to the last], [since a {crowned} enemy|because a {crowned} enemy] [turns the game|can hunt from behind].",
    ],
    matches: [
      told(
        "{a} [took|jumped] five of {b's} pieces [in a single move|in one move] [and won the game|to win the game], [and the match with it|which took the match]",
      ),
      told("{a} and {b} drew game after game, [level at every stage|level all winter], [until|before] {a} [won|took] the deciding game"),
      told(
        "{b} was left with [one {crowned} piece|a single {crowned} piece] [against|facing] [three|four] of {a's} and [held out|held on] for forty moves [for a draw|to draw], [though|but] {a} [won the match|took the match] [the next day|later that week]",
        "crowned",
      ),
    ],
    feats: [
      told("five pieces taken in one move"),
      told("a draw held with one {crowned} piece", "crowned"),
      told("a piece {crowned} by the tenth move", "crowned"),
    ],
    kits: {
      steampunk: {
        gear: { board: ["a brass board of sixty-four squares", "board"], pieces: ["clockwork pieces that march themselves", "pieces"] },
        words: { crowned: "crowned" },
        who: [
          ["gentlemen", "in smoking rooms", "in a smoking room at the Royal Society"],
          ["railway clerks", "at lunch", "in a railway office on the day the line opened"],
          ["engine-house apprentices", "by the boilers", "by the boilers during a three-day shutdown"],
        ],
        stakes: ["a shilling a game", "a cigar", "the club's honour"],
      },
      modern: {
        gear: { board: ["a folding chequered board", "board"], pieces: ["twenty-four plastic pieces", "pieces"] },
        words: { crowned: "crowned" },
        who: [
          ["pensioners", "in the park", "on a park bench in a heatwave"],
          ["schoolchildren", "at lunch", "in a school library during a storm"],
          ["online leagues", "on the league servers", "in an online final watched by thousands"],
        ],
        stakes: ["bragging rights", "a coffee", "a place in the league"],
      },
      "science-fiction": {
        gear: { board: ["a holo-board projected over the table", "holo-board"], pieces: ["light-pieces that glow when they jump", "pieces"] },
        words: { crowned: "promoted" },
        who: [
          ["bridge crews", "on night watch", "on a bridge on night watch near the border"],
          ["cadets", "at the orbital academy", "in an academy common room on exam eve"],
          ["station pensioners", "in the garden domes", "in a garden dome during a hull alarm"],
        ],
        stakes: ["credits", "a shift swap", "league ranking"],
      },
    },
  },
];
