// Games of wits: a riddle contest and a code-breaking duel. Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const WITS_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "riddle-contest",
    label: "Riddle contest",
    type: "riddle",
    kind: ["riddle contest", "contest of riddles", "game of riddles"],
    contest: ["contest"],
    nouns: ["Riddle", "Question", "Knot", "Answer", "Asking"],
    players: [2, 2],
    gear: { timer: "one", tokens: "many" },
    targets: [3, 5],
    race: { steps: [1, 2], exact: false },
    noTies: "only the asker can win a token, and the contest stops the moment one player reaches the total",
    params: { answerless: "loses", repeats: "no", time: "timed", end: "total" },
    basics: ["asker", "answerer", "judge"],
    gist: [
      "[take turns to ask riddles|trade riddles] [before a judge|in front of a judge]",
      "[ask|pose] each other riddles [against the {timer}|before the {timer} runs out]",
    ],
    objective: [
      "stump the other {target} times [before being stumped as often|before the other does the same]",
      "[win|be first to win] {target} riddles [from the other|against the other]",
    ],
    scoring: [
      "[A riddle left unanswered|Each riddle the other cannot answer] [wins|earns] [its asker|the asker] one of the {tokens}, [set on the asker's side|counted out by the judge].",
      "[Unanswered riddles score|Every riddle that goes unanswered scores] one of the {tokens} for [the asker|its asker], [and the judge keeps count|with the judge counting them out].",
    ],
    turn: [
      "[Players take turns|The two take turns] [to ask|asking] [a riddle|one riddle each]; the one asked [must answer|has to answer] before the {timer} [runs out|is done], and [a wrong answer or none|a wrong answer, or none,] [loses the round|wins the round for the asker].",
      "[One asks and the other answers|Asker and answerer change places] [each round|every round]; [the {timer} is set|the {timer} starts] [as the riddle ends|at the last word], and [an answer too late|a late answer] [counts as none|is no answer].",
    ],
    rules: [
      core(
        "setup",
        "[A judge both players trust|A judge whom both trust|A trusted judge] [is chosen|is agreed|is found], [and a toss decides|and lots decide|and a coin decides] [who asks first|who is first to ask|the first asker], [the other starting the {timer}|while the other turns the {timer}|the other minding the {timer}].",
      ),
      core(
        "turn",
        "[A riddle must have|Every riddle needs|Each riddle must have] [an answer the judge accepts|one true answer the judge will accept|a true answer], and [one without|a riddle without one|an answerless riddle] [wins nothing and costs the asker the turn|wins nothing for its asker|scores nothing|is worth nothing].",
      ),
      rule(
        "special",
        "[No riddle may be asked twice|A riddle may not be asked twice] [in one contest|in a match], [even in other words|however it is dressed].",
        { gives: ["no repeats"] },
      ),
      rule(
        "special",
        "[An answer given in verse|Answering in verse] [earns|wins] [the answerer a token|a token for the answerer] [if it is right|when it is right].",
        { gives: ["verse"] },
      ),
      core(
        "end",
        "[The contest ends at once|The contest stops on the spot|It ends there and then] when [a player holds|someone holds|either holds] {target} {tokens}, [with no last riddle for the other|and the other gets no last riddle|no reply allowed|the other asking no more], and [the judge's word is final|no one may argue with the judge|the judge has the last word].",
        { settles: "end" },
      ),
      rule("end", "[The winner|Whoever wins] [takes|keeps] [what the loser staked|the loser's stake], [be it coin, a secret or a life|whatever it was].", {
        gives: ["stake"],
      }),
    ],
    variants: [
      variant(
        1,
        "with answerless riddles",
        "[a riddle with no answer|an answerless riddle] wins [a token|a token for the asker] if the judge [cannot answer it either|cannot answer it]",
        { answerless: "wins-if-judge-fails" },
      ),
      variant(
        2,
        "with old riddles",
        "[old riddles may be asked again|riddles may be repeated], [but answered at once|though all know the answer]",
        { repeats: "yes" },
        ["no repeats"],
      ),
      variant(
        "turn",
        "untimed",
        "[answers may take as long as needed|an answer may take all the time it needs], [the {timer} left aside|with no {timer} turned]",
        { time: "untimed" },
      ),
      variant(
        4,
        "to the first riddle",
        "[a single unanswered riddle|one riddle unanswered] [ends the contest|wins outright], [whatever the tokens|tokens or not]",
        { end: "first" },
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] lots [fall to {a}|pick {a}], who asks [what has roots that nobody sees, and {b} answers 'a mountain'|what runs but never walks, and {b} answers 'a river']; [in time|before the {timer} runs out], and [no token moves|nobody scores].",
        ),
        told(
          "{B} [asks first|wins the toss and asks] [what is full of holes yet holds water|what grows the more one takes from it]; {a} [is silent|has no answer] [as the {timer} runs out|until the {timer} is done], and {b} [takes a token|wins one of the {tokens}].",
        ),
      ],
      [
        told(
          "{B} [asks in turn|then asks] [what the poor have and the rich need|what no one can keep once given], [and|but] {a} [answers wrongly|guesses wrong]: [a token|one of the {tokens}] [to {b}|goes to {b}].",
        ),
        told(
          "{A} [asks in turn|then asks] [what speaks every tongue, and {b} answers 'an echo'|what has a neck but no head, and {b} answers 'a bottle'] [in time|before the end]: [no token moves|no one scores].",
        ),
      ],
      [
        told(
          "[Riddle by riddle|Round by round], [the {tokens} go one way then the other|the score goes back and forth], [until|and the contest ends when] one of them [holds {target}|has {target} {tokens}], [with no reply|and the other may not answer back].",
        ),
        told(
          "[It goes on|The asking goes on] [riddle after riddle|turn and turn about] [until someone holds {target} {tokens}, which ends it at once|and stops the moment one of them has {target} {tokens}].",
        ),
      ],
    ],
    craft: [
      "[The art is in the asking|Good askers win]: [a riddle must have one true answer|a fair riddle has one answer], [and yet|and still] [hide it in plain words|sound as if it had none].",
      "[What an answerer fears|The dread] is [a riddle about the asker's own life|a riddle only the asker could know], [which the judge may still allow|which the judge may let stand].",
      "[The {timer} is short|Time is short], [so the best answerers|and the best] [answer first and think after|trust their first answer].",
    ],
    matches: [
      told(
        "{a} [asked|put] {b} a riddle whose answer was [{b's} own name|the judge's name], [and|so] {b} [had no answer|was silent] [and lost the contest|and {a} won]",
      ),
      told(
        "{b} [answered|solved] [forty riddles|forty-one riddles] [in a row|running] before {a} [asked|put] one about [the floor of the sea|what lies in a closed hand][, which won the last token| and took the last token with it]",
      ),
      told(
        "{a} and {b} [asked|traded] riddles [for three days|three days and nights] [until|before] {a} [took the last token|won the contest] [with an answer in verse|by answering in verse]",
        "verse",
      ),
    ],
    feats: [told("a riddle no judge could answer"), told("forty riddles answered running"), told("an answer in perfect verse", "verse")],
    kits: {
      "high-fantasy": {
        gear: { timer: ["a sand-glass of one minute", "sand-glass"], tokens: ["a bowl of white pebbles", "pebbles"] },
        who: [
          ["bards", "at the midwinter hall", "in the midwinter hall before the assembled court"],
          ["dragons, it is said", "in their lairs", "in a dragon's lair beneath the mountain"],
          ["scholars", "in the old colleges", "in an old college hall on the founders' feast"],
        ],
        stakes: ["a secret", "a ring", "safe passage"],
      },
      mythic: {
        gear: { timer: ["a bowl of water that drains", "bowl"], tokens: ["olive stones for the score", "olive stones"] },
        who: [
          ["sphinxes and their victims", "on the high roads", "on the high road to a stricken city"],
          ["priests", "at the oracle", "at the oracle's shrine on a day of omens"],
          ["heroes", "at the crossroads", "at a crossroads where three roads met"],
        ],
        stakes: ["a life", "safe passage", "a golden cup"],
      },
      "dark-fantasy": {
        gear: { timer: ["a guttering tallow candle", "candle"], tokens: ["a handful of iron nails", "nails"] },
        who: [
          ["prisoners", "on the eve of hanging", "in a condemned cell the night before a hanging"],
          ["witches", "at the crossroads", "at a crossroads gibbet at midnight"],
          ["executioners and the condemned", "at the block", "at the block on a winter morning"],
        ],
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
    params: { repeatColours: "yes", scorer: "setter", repeatGuess: "no", length: "four" },
    basics: ["setter", "breaker", "guess", "marker"],
    gist: [
      "[take turns to hide|hide] [a code of four colours|a four-colour code] and [break it|break each other's] [by guesses|guess by guess]",
      "[set|hide] codes [of coloured {pegs}|in the {board}] and [crack|break] them [by marked guesses|from the marks on each guess]",
    ],
    objective: [
      "break [the other player's codes|each hidden code] in fewer guesses than [the rival needs|the other needs] [for theirs|to break theirs]",
      "[crack|break] the hidden codes [faster|in fewer guesses] than the rival [cracks theirs|breaks theirs]",
    ],
    scoring: [
      "The setter [scores|earns] one point for every guess [the breaker makes|the breaker needs], and [an extra point|a bonus point] if the code [is not broken|still stands] after {target} guesses.",
      "[Every guess made|Each guess] [scores|earns] a point for [the setter|whoever set the code], with [a bonus point|one point more] for a code [unbroken after {target}|still unbroken after {target} guesses].",
    ],
    turn: [
      "[The setter|One player] hides a code of four colours [behind a screen|out of sight]; the breaker [places a guess|sets a guess] [on the {board}|in the {board}] with the {pegs}, and [is told|the setter marks it]: [a dark marker|a black marker] for each colour [in its place|rightly placed], [a pale one|a white one] for [each right colour in the wrong place|a colour right but misplaced].",
      "[Guess by guess|One guess at a time], the breaker [tries a row of {pegs} on the {board}|sets a row of {pegs} in the {board}], and the setter [marks it|answers] [with dark and pale markers|in dark and pale markers]: [how many colours are right and placed|which colours are right and in place], [and how many are right but misplaced|and which are right but elsewhere].",
    ],
    rules: [
      core(
        "setup",
        "[The {pegs} come in six colours|Six colours of {pegs} are used], and [each player sets two codes|both players set two codes], [taking turns as setter|turn and turn about], [the first setter chosen by lot|lots deciding who sets first].",
      ),
      core(
        "setup",
        "[A code may use|Codes may use|A code can hold] [the same colour twice|a colour more than once|repeated colours], but [never a blank|no blanks|no empty place], [four {pegs} long|in four places|four places long].",
      ),
      core(
        "turn",
        "[The setter must mark every guess truly|Every guess must be marked honestly|Marks must be honest]; [a false mark|a wrong mark|a lie in the marking] [forfeits the round|loses the setter the round|costs the round], [scoring nothing|and scores nothing|for no points].",
        { gives: ["false mark"] },
      ),
      rule("special", "[No guess may|A guess may not] [repeat|copy] [an earlier one|one already made] [in the same round|for that code]."),
      core(
        "end",
        "[A code unbroken|A code still hidden|Any code not broken] after {target} guesses [is shown|is revealed|comes out], [and the round ends|ending the round|which ends the round]; [when each has set two codes|once both have set their two|after two codes each], [the totals are compared|the scores are added up|the points are compared].",
        { settles: "end" },
      ),
      core("end", "[Level totals|A level score] [mean|call for] [one more code each|another pair of rounds], [as often as needed|until one player leads].", {
        settles: "tie",
      }),
    ],
    variants: [
      variant(1, "with single colours", "[no colour may be used twice|codes may not repeat a colour] [in one code|within a code]", { repeatColours: "no" }),
      variant(
        "scoring",
        "scored by the breaker",
        "[the breaker scores instead|points go to the breaker], one for each guess [left over|not needed] [out of {target}|of the {target} allowed]",
        { scorer: "breaker" },
      ),
      variant(
        3,
        "with repeated guesses",
        "[a guess may repeat|a breaker may repeat|it is allowed to repeat] [an earlier one|one made before], [though it wastes a turn|for all the good it does]",
        { repeatGuess: "yes" },
      ),
      variant("turn", "with long codes", "[codes are five colours long|a code has five colours], [with five places to mark|and five {pegs} a guess]", {
        length: "five",
      }),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} sets first [and hides|hiding] red, red, blue, green; {b's} first guess, red, blue, yellow, white, [is marked|gets] one dark and one pale.",
        ),
        told(
          "{B} [wins the lot|sets first] and [hides|screens] green, white, white, black; {a} [guesses|tries] white, green, red, red, and [gets two pale markers|is given two pale markers].",
        ),
      ],
      [
        told(
          "[From the marks|Working from that], {b} [guesses|tries] red, yellow, blue, blue, [for two dark markers|and gets two dark], and [on the fifth guess|at the fifth try] [breaks the code|has it exactly]: five points to {a}.",
        ),
        told(
          "[Guess by guess|Marker by marker], {a} [narrows it down|closes in] and [breaks the code|gets it] on [the sixth guess|guess six]: six points [to {b}|for {b}] [as setter|for setting it].",
        ),
      ],
      [
        told(
          "[Then|Next] {b} sets and {a} breaks, [and so on|and then once more each], until [each has set two codes|both have set their two]; [the higher total|the higher score] wins.",
        ),
        told(
          "[The roles change|They swap] [and {a} sets|with {a} setting next]; [after two codes each|once each has set two], the totals are [compared|added], [and a tie means one more each|a tie sending them to one more each].",
        ),
      ],
    ],
    craft: [
      "[Every mark is a clue|The marks are the clues]: [a good breaker|good breakers] [uses each guess to test|spend each guess testing] [as many colours as possible|several colours at once].",
      "[What a setter fears|The dread of a setter] is [the lucky first guess|a first guess with three dark markers], [which leaves almost nothing to score|worth almost nothing].",
      "[A code of one colour|A single-colour code] [is the setter's trick|is an old trick], [since breakers|because breakers] [rarely guess it|seldom try it] [early|until late].",
    ],
    matches: [
      told(
        "{a} [broke|cracked] {b's} code [on the first guess|at the first try], [a thing|something] not done [before or since|since], [and won the match by four|and took the match by four points]",
      ),
      told(
        "{b} [set|hid] a code of a single colour that {a} [needed|took] the full {target} guesses to break, [and {b} won on that bonus|which won {b} the match]",
      ),
      told(
        "{a} [caught|found] {b} [giving a false mark|marking falsely] [in the last round|on the final round], [and the forfeit|and that forfeit] [gave {a} the match|handed {a} the match]",
        "false mark",
      ),
    ],
    feats: [told("a code broken at the first guess"), told("a code never broken"), told("a false mark caught", "false mark")],
    kits: {
      "science-fiction": {
        gear: { board: ["a code terminal with a privacy screen", "terminal"], pegs: ["glowing marker pins in six colours", "pins"] },
        who: [
          ["cryptographers", "in the signal corps", "in a signal-corps bunker during a blackout"],
          ["cadets", "at the orbital academy", "in an academy classroom during a hull drill"],
          ["hackers", "in the station underlevels", "in a station underlevel on the night of a crash"],
        ],
        stakes: ["credits", "rank points", "a shift off"],
      },
      modern: {
        gear: { board: ["a plastic pegboard with a shield", "pegboard"], pegs: ["coloured pegs and markers", "pegs"] },
        who: [
          ["families", "on holiday", "in a holiday flat on the wettest day of August"],
          ["maths clubs", "after school", "in a maths club's regional final"],
          ["online puzzle leagues", "on the league servers", "in an online final streamed to thousands"],
        ],
        stakes: ["bragging rights", "chocolate", "a place on the leaderboard"],
        gentle: true,
      },
      steampunk: {
        gear: { board: ["a brass cipher frame", "cipher frame"], pegs: ["enamelled pegs in six colours", "pegs"] },
        who: [
          ["code clerks", "at the telegraph office", "in the telegraph office the night war was declared"],
          ["members of the puzzle societies", "in their rooms", "in a puzzle society's rooms on prize night"],
          ["naval signallers", "below decks", "below decks on a cruiser in a fog"],
        ],
        stakes: ["a shilling a round", "honour", "a box of cigars"],
      },
    },
  },
];
