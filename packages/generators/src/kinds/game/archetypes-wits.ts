// Games of wits: a riddle contest and a code-breaking duel. Our own writing.
import { rule, variant, type GameArchetype } from "./shape.js";

export const WITS_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "riddle-contest",
    label: "Riddle contest",
    type: "riddle",
    kind: ["riddle contest", "contest of riddles", "game of riddles"],
    nouns: ["Riddle", "Question", "Knot", "Answer", "Asking"],
    players: [2, 2],
    gear: { timer: "one", tokens: "many" },
    targets: [3, 5],
    steps: [1],
    gist: [
      "[take turns to ask riddles|trade riddles] [before a judge|in front of a judge]",
      "[ask|pose] each other riddles [against the {timer}|before the {timer} runs out]",
    ],
    objective: [
      "stump the other {target} times [before being stumped as often|before they do the same]",
      "[win|be first to win] {target} riddles [from the other|against the other]",
    ],
    scoring: [
      "[A riddle left unanswered|Each riddle the other cannot answer] [wins|earns] [its asker|the asker] one of the {tokens}, and [the first to {target}|whoever holds {target} first] wins [the contest|the match].",
      "[Unanswered riddles score|Every riddle that goes unanswered scores] one of the {tokens} for [the asker|its asker]; [{target} of them win|the first to {target} wins] [the contest|the match].",
    ],
    turn: [
      "[Players take turns|The two take turns] [to ask|asking] [a riddle|one riddle each]; the one asked [must answer|has to answer] before the {timer} [runs out|is done], and [a wrong answer or none|a wrong answer, or none,] [is a loss|loses the round].",
      "[One asks and the other answers|Asker and answerer change places] [each round|every round]; [the {timer} is set|the {timer} starts] [as the riddle ends|at the last word], and [an answer too late|a late answer] [counts as none|is no answer].",
    ],
    rules: [
      rule(
        "setup",
        "[A judge both players trust|A judge whom both trust] [is chosen|is agreed], and [sets the {tokens} between them|the {tokens} are set between the players].",
      ),
      rule("setup", "[Lots decide|The toss of a coin decides] who asks first, and the other [starts|sets] the {timer}."),
      rule(
        "turn",
        "[A riddle must have|Every riddle needs] [an answer the judge accepts|one true answer], and [one without|a riddle without one] [costs its asker a token|loses its asker the round].",
      ),
      rule("special", "[No riddle may be asked twice|A riddle may not be asked twice] [in one contest|in a match]."),
      rule("special", "[An answer given in verse|Answering in verse] [earns|wins] [an extra token|a second token] [if it is right|when correct]."),
      rule("end", "The judge's word is final, and [a player who argues|arguing with it] [forfeits the contest|loses the match]."),
      rule("end", "[The winner|Whoever wins] [takes|keeps] [what the loser staked|the loser's stake], [be it coin, a secret or a life|whatever it was]."),
    ],
    variants: [
      variant(2, "[a riddle with no answer|an answerless riddle] wins if the judge [cannot answer it either|cannot answer it]"),
      variant(3, "[old riddles may be asked again|riddles may be repeated]"),
      variant("turn", "[answers may take as long as needed|an answer may take all the time it needs]"),
      variant("scoring", "[a single unanswered riddle|one riddle unanswered] [ends the contest|wins outright]"),
    ],
    matches: [
      "{a} [asked|put] {b} a riddle whose answer was [{b}'s own name|the judge's name] and [won|took the contest]",
      "{b} [answered|solved] [forty riddles|forty-one riddles] [in a row|running] before {a} [asked|put] one about [the floor of the sea|what lies in a closed hand]",
      "{a} and {b} [asked|traded] riddles [for three days|three days and nights] [until|before] the judge [fell asleep|called a draw]",
    ],
    feats: ["a riddle no judge could answer", "forty riddles answered running", "an answer in perfect verse"],
    kits: {
      "high-fantasy": {
        gear: { timer: ["a sand-glass of one minute", "sand-glass"], tokens: ["a bowl of white pebbles", "pebbles"] },
        who: ["bards at the midwinter hall", "dragons, it is said", "scholars of the old colleges"],
        stakes: ["a secret", "a ring", "safe passage"],
      },
      mythic: {
        gear: { timer: ["a bowl of water that drains", "bowl"], tokens: ["olive stones for the score", "olive stones"] },
        who: ["sphinxes and their victims", "priests at the oracle", "heroes at the crossroads"],
        stakes: ["a life", "safe passage", "a golden cup"],
      },
      "dark-fantasy": {
        gear: { timer: ["a guttering tallow candle", "candle"], tokens: ["a handful of iron nails", "nails"] },
        who: ["prisoners on the eve of hanging", "witches at the crossroads", "executioners and the condemned"],
        stakes: ["a life", "a soul", "a secret"],
      },
    },
  },
  {
    id: "code-breaking",
    label: "Code-breaking duel",
    type: "puzzle",
    kind: ["code-breaking duel", "duel of hidden codes", "puzzle game of codes"],
    nouns: ["Cipher", "Code", "Lock", "Key", "Breaker"],
    players: [2, 2],
    gear: { board: "one", pegs: "many" },
    targets: [10, 12],
    steps: [1],
    gist: [
      "[take turns to hide|hide] [a code of four colours|a four-colour code] and [break it|break each other's] [by guesses|guess by guess]",
      "[set|hide] codes [of coloured {pegs}|in the {board}] and [crack|break] them [by marked guesses|from the marks on each guess]",
    ],
    objective: [
      "break [the other player's codes|each hidden code] in fewer guesses than [the rival needs|the other needs] [for theirs|to break theirs]",
      "[crack|break] the hidden code [faster|in fewer guesses] than the rival [cracks theirs|breaks theirs]",
    ],
    scoring: [
      "The setter [scores|earns] one point for every guess [the breaker makes|the breaker needs], and [an extra point|a bonus point] if the code [is not broken|still stands] after {target} guesses; [once both have set|when each has set] [as many codes as the other|the same number of codes], [the higher score wins|the higher total wins].",
      "[Every guess made|Each guess] [scores|earns] a point for [the setter|whoever set the code], with [a bonus point|one point more] for a code unbroken after {target}; [after both have set|when both have set] [as many codes as each other|an equal number of codes], [the higher total wins|the better score takes the match].",
    ],
    turn: [
      "[The setter|One player] hides a code of four colours [behind a screen|out of sight]; the breaker [places a guess|sets a guess] [on the {board}|in the {board}] with the {pegs}, and [is told|the setter marks it]: [a dark marker|a black marker] for each colour [in its place|rightly placed], [a pale one|a white one] for [each right colour in the wrong place|a colour right but misplaced].",
      "[Guess by guess|One guess at a time], the breaker [tries a row of {pegs} on the {board}|sets a row of {pegs} in the {board}], and the setter [marks it|answers]: [how many colours are right and placed|which colours are right and in place], [and how many are right but misplaced|and which are right but elsewhere].",
    ],
    rules: [
      rule("setup", "[Each player takes|Both players take] turns as setter, [the youngest first|by lot], [so rounds go in pairs|two rounds at a time]."),
      rule("setup", "A code may use [the same colour twice|a colour more than once], but [never a blank|no blanks]."),
      rule(
        "turn",
        "[The setter must mark every guess truly|Every guess must be marked honestly]; [a false mark|a wrong mark] [forfeits the round|loses the setter the round].",
      ),
      rule("special", "[No guess may|A guess may not] [repeat|copy] [an earlier one|one already made]."),
      rule(
        "end",
        "[A code unbroken|A code still hidden] after {target} guesses [is shown|is revealed], and the round ends [with the bonus to the setter|with the setter's bonus].",
      ),
      rule(
        "end",
        "[When each player has set|Once both have set] the same number of codes, [the totals are compared|the scores are added up] and [the match ends|play stops].",
      ),
    ],
    variants: [
      variant(1, "[no colour may be used twice|codes may not repeat a colour]"),
      variant("scoring", "[the breaker scores instead|points go to the breaker], one for each guess [left over|not needed]"),
      variant(3, "a guess may repeat [an earlier one|one made before]"),
      variant("turn", "[codes are five colours long|a code has five colours]"),
    ],
    matches: [
      "{a} [broke|cracked] {b}'s code [on the first guess|at the first try], [a thing|something] not done [before or since|since]",
      "{b} [set|hid] a code of a single colour that {a} [needed|took] the full {target} guesses to break",
      "{a} [caught|found] {b} [giving a false mark|marking falsely] [in the last round|on the final round] and [won|took] the match",
    ],
    feats: ["a code broken at the first guess", "a code never broken", "a false mark caught"],
    kits: {
      "science-fiction": {
        gear: { board: ["a code terminal with a privacy screen", "terminal"], pegs: ["glowing marker pins", "pins"] },
        who: ["cryptographers in the signal corps", "cadets at the orbital academy", "hackers in the station underlevels"],
        stakes: ["credits", "rank points", "a shift off"],
      },
      modern: {
        gear: { board: ["a plastic pegboard with a shield", "pegboard"], pegs: ["coloured pegs and markers", "pegs"] },
        who: ["families on holiday", "maths clubs", "online puzzle leagues"],
        stakes: ["bragging rights", "chocolate", "a place on the leaderboard"],
        gentle: true,
      },
      steampunk: {
        gear: { board: ["a brass cipher frame", "cipher frame"], pegs: ["enamelled pegs", "pegs"] },
        who: ["code clerks of the telegraph office", "members of the puzzle societies", "naval signallers"],
        stakes: ["a shilling a round", "honour", "a box of cigars"],
      },
    },
  },
];
