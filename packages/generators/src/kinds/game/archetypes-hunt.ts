// A hunt game on a board: a chief and its guard against twice as many hunters. Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const HUNT_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "hunt-board",
    label: "Hunt board game",
    type: "board",
    kind: ["hunt game on a board", "board game of siege and escape", "game of the hunted chief"],
    nouns: ["Siege", "Hunt", "Escape", "Flight", "Corner"],
    players: [2, 2],
    gear: { board: "one", pieces: "many", chief: "one" },
    params: { chiefCapture: "four-sides", escape: "corner", hostile: "no", opens: "hunters" },
    basics: ["hunters", "defenders"],
    gist: [
      "[take sides over|play for and against] a lone {chief} [hunted across the {board}|hunted from square to square]",
      "[guard|shield] [or hunt|or hem in] a lone {chief} [on a square board|across the {board}]",
    ],
    objective: [
      "[bring|get] the {chief} to a corner or, [as the hunters|playing the hunters], [trap it|hem it in] [on four sides|on all four sides]",
      "[run|get|slip] the {chief} to [a corner square|a corner], or [capture it|close it in] [as the hunting side|from the other side]",
    ],
    scoring: [
      "[A match is two games|Each match is two games], [the players changing sides|with sides swapped]; [a win is one point|each win scores a point], and [both players|each player] [count their moves|keep count of their moves].",
      "[Players swap sides|Sides change] after [the first game|one game], [a win scoring one|each win worth a point], and [the moves of each win are counted|every win's moves are counted].",
    ],
    turn: [
      "[The {pieces} move|All the {pieces} move|Every one of the {pieces} moves] in straight lines [across the {board}|over the {board}], [any distance|any number of squares] [along a row or column|up, down or across], [never passing over|but never over] another; [the hunters move first|the hunters open the game].",
      "[One of the {pieces} slides|Each move slides one of the {pieces}] [any number of squares|as far as it will go] [in a straight line|straight along a line] [across the {board}|over the {board}], [and none may jump|jumping nothing]; [the hunting side moves first|the hunters open], [then the sides alternate|and the sides take turns].",
    ],
    rules: [
      core(
        "setup",
        "[The {board} is eleven squares a side|The {board} has eleven squares a side|On a {board} of eleven by eleven|The {board} is eleven by eleven], [the {chief} starts on the centre square|the {chief} stands in the centre|the {chief} takes the middle square] [ringed by twelve defenders|with its twelve defenders round it|inside a ring of twelve defenders], and [twenty-four hunters|the twenty-four hunters|two dozen hunters] [wait|line up|stand] [in groups of six|six to a side|in four groups of six] [at the middle of each edge|along the edges|on the edges].",
      ),
      core(
        "special",
        "[A piece caught between two enemies|A piece flanked on two sides|Any piece trapped between two foes] [along a line|in a row or column|in a straight line] [is taken|is removed|comes off the {board}], but [moving between two enemies is safe|a piece may safely move between two enemies|stepping in between two enemies is safe|a piece that moves in between is not taken].",
        { settles: "resolve" },
      ),
      rule(
        "special",
        "[Only the {chief} may stand|Only the {chief} may rest|No piece but the {chief} may stop] on [the centre square|the centre] or [the corners|a corner], [though others may pass over the centre|though others may cross the empty centre].",
        { gives: ["corners"] },
      ),
      core(
        "special",
        "[The {chief} is taken|The {chief} falls|The {chief} is caught] only when [hunters surround it|it is closed in|hunters hem it in] [on all four sides|on four sides|all round], [or on three against the centre|or on three with the centre at its back|or three, with the empty centre as the fourth|or three plus the centre square].",
      ),
      core(
        "end",
        "[The defenders win if the {chief} reaches a corner|A {chief} that reaches a corner wins for the defenders|The {chief} in a corner wins for its side]; [the hunters win by taking it|its capture wins for the hunters|taking it wins for the hunters], [and a side that cannot move loses|and a side left without a move has lost|and having no move loses].",
        { settles: "end" },
      ),
      core(
        "end",
        "[If the match is level|With a win each], [the win in fewer moves|the quicker win] [takes it|takes the match]; [equal moves make the match a draw|the same count of moves means a draw|a tie on moves leaves the match drawn].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant(
        3,
        "with a weak chief",
        "[the {chief}|even the {chief}|a {chief}] [falls to two hunters|is taken like any piece], [on two sides|between two enemies]",
        { chiefCapture: "two-sides" },
      ),
      variant(
        4,
        "with an open edge",
        "[the {chief}|a {chief}|the hunted {chief}] [escapes to any edge|wins on reaching any edge square], [not only a corner|corner or not]",
        { escape: "edge" },
      ),
      variant(
        2,
        "with hostile corners",
        "[the corners count as enemies|corners act as enemies|each corner is hostile] [when taking a piece|for a capture], [so a piece beside one|and a piece next to a corner] [can be taken by one hunter|is taken by a single enemy]",
        { hostile: "yes" },
        ["corners"],
      ),
      variant("turn", "with the defenders opening", "[the defenders move first|the defenders open the game] [instead of the hunters|and the hunters answer]", {
        opens: "defenders",
      }),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} takes the hunters and [opens|moves first], [sliding a hunter|running a piece] [down to block a corner|across to guard a corner]; {b}, [with the {chief}|defending], [sends a defender out|opens a lane] [along a row|on the left].",
        ),
        told(
          "{B} [hunts|plays the hunters] and {a} [defends|takes the {chief}]; {b} [opens by closing|starts by shutting] the lanes to two corners, and {a} [answers|replies] by [pushing a defender out|moving a guard out] [to the edge|towards the edge].",
        ),
      ],
      [
        told(
          "[A hunter that lands|When a hunter lands] [beside a defender|next to a defender] [with another behind it|with a second hunter across from it], [the defender is taken|that defender is taken off], [and the ring round the {chief}|and the guard round the {chief}] [thins|grows thinner].",
        ),
        told(
          "[A defender steps|One defender moves] [between two hunters|into the gap between two hunters], [which is safe|safely, since moving there is allowed], and [a third hunter is caught|then catches a hunter] against [a second defender|another guard].",
        ),
      ],
      [
        told(
          "[After|By] [forty moves|the fortieth move], [the {chief} breaks out|the {chief} slips free] [to a corner|into a corner], and [the sides change|the players change sides] for [the second game|the return game], [counting moves|the moves counted].",
        ),
        told(
          "[In the end|At last] [four hunters close|the hunters close] [round the {chief}|on all four sides of the {chief}], [and the first game is theirs|winning the first game]; [then the sides swap|then the players swap sides], [moves counted|each win's moves counted].",
        ),
      ],
    ],
    craft: [
      "[The hunters' skill is patience|Hunters win by patience]: [every corner must be shut before the ring closes|a corner left open is a way out for the {chief}].",
      "[What a defender fears|The defender's dread] is [the slow squeeze|being squeezed], [lanes shutting one by one|every lane closed] [until the {chief} has nowhere to go|with the {chief} still in the middle].",
      "[Speed counts|Every move counts], [since a level match|because a match at one win each] goes to [the quicker win|whoever won in fewer moves].",
    ],
    matches: [
      told(
        "{a} [ran|slipped] the {chief} [into a corner|to a corner] [in nine moves|in eleven moves] against {b}, [a win that took the match|and that quick win took the match]",
      ),
      told(
        "{b} [hemmed|closed] {a's} {chief} in [from all four sides|on every side] [after|at the end of] [three hundred moves|a game of a whole day], [and won the match|winning the match] [on the return game|when the sides changed]",
      ),
      told("{a} and {b} [each won|won] one game a side, and {a's} [quicker win|faster win] [took the match|decided it] by [a single move|two moves]"),
    ],
    feats: [told("a clean escape to the corner"), told("a chief closed in within twenty moves"), told("a defence that never broke")],
    kits: {
      "high-fantasy": {
        gear: {
          board: ["an inlaid board of squares", "board"],
          pieces: ["thirty-six ivory pieces, dark and pale", "pieces"],
          chief: ["a chief piece in a silver circlet", "chief"],
        },
        who: [
          ["elven lords", "in the summer palaces", "in a summer palace on the night of a treaty"],
          ["captains of the border forts", "in the towers", "in a border tower snowed in for a month"],
          ["scholars of strategy", "in the war schools", "in a war school's hall before the old master"],
        ],
        stakes: ["a horn of mead", "a silver ring", "honour"],
      },
      "dark-fantasy": {
        gear: {
          board: ["a coffin lid cut into squares", "board"],
          pieces: ["thirty-six pieces carved from finger bones", "pieces"],
          chief: ["a black chief piece", "chief"],
        },
        who: [
          ["hostages", "while they wait for ransom", "in a tower cell while the ransom was counted"],
          ["watchmen", "on the walls", "on the walls during the long siege"],
          ["monks", "in ruined abbeys", "in a ruined abbey the night the raiders left"],
        ],
        stakes: ["a day's bread", "a man's boots", "a man's silence"],
      },
      mythic: {
        gear: {
          board: ["squares cut into the palace floor", "board"],
          pieces: ["thirty-six pieces of bronze and bone", "pieces"],
          chief: ["a bronze bull as the chief piece", "bull"],
        },
        who: [
          ["warriors", "before a siege", "in the camp before the walls of a city"],
          ["palace guards", "in the guard-courts", "in a palace guard-court on a festival night"],
          ["sons of chieftains", "in the men's halls", "in a chieftain's hall while the bards sang"],
        ],
        stakes: ["a bronze tripod", "a fine horse", "a cup of wine"],
      },
      "post-apocalyptic": {
        gear: {
          board: ["a grid drawn on a rusted door", "grid"],
          pieces: ["thirty-six bolts and nuts for pieces", "bolts"],
          chief: ["a spark plug for the chief", "spark plug"],
        },
        who: [
          ["settlement militias", "in the gatehouses", "in a gatehouse during a week of raids"],
          ["old-timers", "by the wall", "by the settlement wall the day the wells failed"],
          ["prisoners", "in the raider pens", "in a raider pen on the eve of a trade"],
        ],
        stakes: ["water", "bullets", "a place by the fire"],
      },
    },
  },
];
