// Games of drink: a counting game of forfeits and a coin-bouncing game. Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const DRINK_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "counting",
    label: "Counting drinking game",
    type: "drinking",
    kind: ["drinkers' counting game", "counting game of forfeits", "drinking game of counting"],
    nouns: ["Buzz", "Sevens", "Count", "Toll", "Round"],
    players: [3, 12],
    gear: { cup: "one", jug: "one" },
    noTies: "players slip and go out one at a time, so one is always left last",
    params: { buzz: "sevens", direction: "turns", lives: "three", laughing: "slip" },
    basics: ["buzz", "count"],
    gist: [
      "count round the table, saying 'buzz' [for any seven|instead of sevens]",
      "[keep a count going|count aloud] [round the table|player by player], [buzzing|saying 'buzz'] [on the sevens|for sevens]",
    ],
    objective: ["[stay in the count|keep counting] [longer than anyone|after everyone else is out]", "be the last [still counting|left in the count]"],
    scoring: [
      "[There is no score|No score is kept|Nobody counts points]: [each slip|every slip|a slip] [costs a drink from the {cup}|means draining one's {cup}|is a drink], [refilled from the {jug}|topped up from the {jug}|the {jug} refilling it], and [a third slip puts|three slips put|the third slip puts] a player out.",
      "[Slips are the only score|The only score is slips|Only slips count]: [one means a drink|each costs a drink|every slip is a drink] [from the {cup}|out of the {cup}], [which the {jug} refills|refilled from the {jug}|topped up again], and [three put a player out|the third puts a player out|a third is the end].",
    ],
    turn: [
      "[Players count aloud|The count goes round the table], [one number each|a number a player], and 'buzz' [replaces|stands for] [any number with a seven in it or in the seven times table|any number that holds a seven or that seven divides].",
      "[Each player in turn|Round the table, each player] [says the next number|gives the next number], [except that|but] [sevens and their multiples are 'buzz'|any seven, or multiple of seven, becomes 'buzz'].",
    ],
    rules: [
      core(
        "setup",
        "[Every player's {cup} is filled|Each {cup} is filled|The cups are filled] [from the {jug}|out of the {jug}|to the brim]; [the youngest|whoever arrived last|the host] [starts the count at one|says 'one'|begins at one], [and the count runs left|the count going left|and it goes to the left].",
      ),
      core(
        "turn",
        "[A number holding a seven|Any number with a seven in it|Every number with a seven], [like seventeen or seventy-one|such as twenty-seven or seventy|seventeen or seventy-three, say], [is 'buzz'|counts as 'buzz'|gets a 'buzz'], [and seventy-seven is a single buzz|and seventy-seven is one buzz, not two|with seventy-seven a single buzz|though seventy-seven needs only one].",
      ),
      rule("turn", "[After a 'buzz' the count changes direction|Each 'buzz' turns the count the other way].", { gives: ["direction"] }),
      core(
        "special",
        "[A slip is|It is a slip to give|Slips are] [a wrong number|the wrong number|a number wrong], [a missed buzz or a buzz where none belongs|a buzz put in the wrong place|a buzz forgotten or misplaced|a buzz missed], or [a pause while the others count to three|a wait longer than the others' count of three|hesitating past a count of three|too long a pause].",
        { gives: ["slip"] },
      ),
      rule("special", "[Laughing|A laugh] [during the count|at someone's slip] [counts as a slip|is a slip too].", { needs: ["slip"] }),
      core(
        "special",
        "[After a slip|When someone slips|At every slip], [the one who slipped drinks|the slipper drinks|whoever slipped drains the {cup}] and [starts again at one|says 'one' to restart the count|begins the count afresh].",
        { settles: "resolve", needs: ["slip"] },
      ),
      core(
        "end",
        "[A player out on a third slip [sits back to watch|watches the rest]|Whoever slips a third time [is out and watches|drops out]|Three slips put a player out [of the count|for good]], and [the last one left|the last still counting|the one left at the end] [wins|is the winner|takes the game], [the first out refilling the {jug}|while the first out pays for the next {jug}|and the first out buys the next {jug}|the first one out paying for the {jug}].",
        { settles: "end" },
      ),
    ],
    variants: [
      variant(2, "one way round", "[the count never changes direction|the direction stays the same] [after a buzz|whatever is said]", { direction: "fixed" }, [
        "direction",
      ]),
      variant(
        "turn",
        "with fives as well",
        "[numbers with a five, or that five divides,|fives and their multiples|every five and multiple of five] [are 'bang'|become 'bang'], [and a number both is 'buzz-bang'|with 'buzz-bang' for thirty-five]",
        { buzz: "sevens-and-fives" },
      ),
      variant(4, "with laughter allowed", "[laughing is allowed|a laugh is not a slip], [however hard|whoever laughs]", { laughing: "free" }, ["slip"]),
      variant("scoring", "to a single slip", "[a single slip|one slip] [puts a player out|is enough to be out], [with one drink to go|after a last drink]", {
        lives: "one",
      }),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} [starts|says 'one']; {b} says two, {c} three, and [so on round|round it goes] until {c}, on fourteen, [says 'fourteen'|forgets the buzz]: a slip.",
        ),
        told(
          "{A} [opens with|starts at] one, and [the count goes round|round it goes]: {b}, {c}, {a}, until {b} [says 'buzz' for sixteen|buzzes on sixteen], [a slip|which is a slip].",
        ),
      ],
      [
        told(
          "{C} [drinks|empties the {cup}], [the {cup} is refilled from the {jug}|the {jug} tops it up], and {c} [starts the count again at one|says 'one' to begin again]; [two more slips|a third slip] [and {c} is out|will put {c} out].",
        ),
        told(
          "{B} drinks [the {cup} down|a {cup}], [and says 'one'|then says 'one'], and the count [begins again|starts over]; [{b} has one slip|that is {b's} first slip] of three.",
        ),
      ],
      [
        told(
          "[Past twenty the buzzes come thick|After twenty, buzzes come fast]: twenty-one, twenty-seven and twenty-eight [are all 'buzz'|all take a buzz], and [the table|everyone] [slows|counts slower].",
        ),
        told(
          "[The hard stretch|The worst stretch] is the seventies, [every one a buzz|a buzz on every number], [where|and there] [slips come fastest|most players go out].",
        ),
      ],
    ],
    craft: [
      "[The trick is|It comes down to] [keeping a cool head|staying calm] [as the drinks go down|while the {cup} keeps filling], [since every slip|for every slip] [makes the next one likelier|brings another drink].",
      "[What every player fears|The dread of the table] [is the seventies|are the seventies], [where every number is 'buzz'|ten buzzes in a row], [and hardly anyone|and few] [gets through them|come through sober].",
      "[A good counter|The best counters] [speak fast|keep a fast pace] [to rattle the next player|so the next player slips], [and wait|then wait] [for the laugh|for the mistake].",
    ],
    matches: [
      told(
        "{a} [counted past|reached] [two hundred|three hundred] [without a slip|with no slip] [while|as] {b} [went out|slipped out] on seventy-seven, [and {a} won|so {a} won]",
      ),
      told(
        "{b} [slipped|stumbled] [at seven|on the very first buzz] [three times over|three times running] [and went out first|to go out first], and {a} [won the night|outlasted everyone]",
      ),
      told(
        "{a} and {b} [kept the count|counted] [until dawn|past a thousand], [neither one slipping|neither slipping], until {b} laughed [and {a} won|and lost to {a}]",
        "slip",
      ),
    ],
    feats: [told("a count past a thousand"), told("a night without a slip"), told("a straight face to the end")],
    kits: {
      "high-fantasy": {
        gear: { cup: ["a tankard of ale for each player", "tankard"], jug: ["a pitcher of ale", "pitcher"] },
        who: [
          ["tavern regulars", "on market nights", "in a crowded tavern on the night of the fair"],
          ["dwarves after a long shift", "in the ale halls", "in an ale hall after the great seam was found"],
          ["students of the academy", "in the cellars", "in an academy cellar after the examinations"],
        ],
        stakes: ["a pitcher of ale", "honour", "a free supper"],
      },
      "dark-fantasy": {
        gear: { cup: ["a cup of sour wine each", "cup"], jug: ["a jug of sour wine", "jug"] },
        who: [
          ["mercenaries between contracts", "in the hiring inns", "in a hiring inn the night the war ended"],
          ["gravediggers", "at wakes", "at a wake for a drowned ferryman"],
          ["lower-town drunks", "in the gin cellars", "in a gin cellar while the town burned"],
        ],
        stakes: ["a jug of wine", "a free supper", "a place by the fire"],
      },
      steampunk: {
        gear: { cup: ["a glass of gin for each player", "glass"], jug: ["a decanter of gin", "decanter"] },
        who: [
          ["students of the polytechnic", "in the refectory", "in the polytechnic refectory on graduation night"],
          ["airship crews on leave", "in the mooring-mast bars", "in a mooring-mast bar during a fog"],
          ["music-hall regulars", "between acts", "in a music-hall bar on the season's last night"],
        ],
        stakes: ["a free round", "a free supper", "a wager of honour"],
      },
      modern: {
        gear: { cup: ["a glass for each player", "glass"], jug: ["a jug of beer", "jug"] },
        who: [
          ["students", "at parties", "at a house party that the police ended"],
          ["pub regulars", "on quiet weeknights", "in a pub on the night of a power cut"],
          ["colleagues", "after work", "at a leaving do for the manager"],
        ],
        stakes: ["a free round", "bragging rights", "a lift home"],
      },
      mythic: {
        gear: { cup: ["a wine-cup for each player", "cup"], jug: ["a mixing bowl of wine", "mixing bowl"] },
        who: [
          ["guests at a symposium", "on the couches", "at a symposium in the house of a poet"],
          ["warriors at the feast", "in the great hall", "in a king's hall after a victory"],
          ["poets at the festival", "behind the theatre", "behind the theatre after the prize was given"],
        ],
        stakes: ["honour", "a crown of ivy", "a bowl of wine"],
      },
    },
  },
  {
    id: "coin-bounce",
    label: "Coin-bouncing drinking game",
    type: "drinking",
    kind: ["coin-bouncing drinking game", "drinking game of bounced coins", "game of coin and cup"],
    nouns: ["Bounce", "Clink", "Rebound", "Sink", "Quarters"],
    players: [2, 8],
    gear: { coin: "one", cup: "one", drinks: "many", tally: "one" },
    targets: [5, 7, 10],
    race: { steps: [1], exact: false },
    noTies: "one player throws at a time, and the first to the total wins on that throw",
    params: { cups: "one", straight: "miss", streak: "new-rule", miss: "free" },
    basics: ["sink", "miss"],
    gist: [
      "bounce a {coin} [off the table|off a tabletop] into a {cup}, [and every sink|and each sink] [sends someone to their drink|makes someone drink]",
      "[take turns to bounce|take turns bouncing] a {coin} [at a {cup}|towards a {cup}], [handing out drinks|sending drinks] [for every sink|with each sink]",
    ],
    objective: [
      "[be first to sink|sink] {target} bounces [before anyone else|ahead of the rest]",
      "[reach|make] {target} sinks [first|before the others], [steady hand or not|however the drinks go]",
    ],
    scoring: [
      "Each sink [is a mark|puts a mark] on the {tally} [for the thrower|against the thrower's name] and sends [a player of the thrower's choice|someone the thrower names] to their {drinks}; [a miss scores nothing|misses do not count].",
      "[A sink scores one mark|Every sink is one mark] on the {tally}, [and the thrower names|with the thrower naming] [someone to drink|a drinker]; [nothing else scores|only sinks count].",
    ],
    turn: [
      "[The player with the {coin}|Whoever holds the {coin}] [bounces it|bounces it once] off the table [at|toward] the {cup}; a sink [lets them name a drinker|means they name a drinker] and [go again|bounce again], and [a miss passes the {coin} to the left|a miss passes it on].",
      "[In turn, players bounce|Each player in turn tries to bounce] the {coin} [into the {cup}|off the table and into the {cup}]; [a sink lets the thrower name|a {coin} that lands in the {cup} lets the thrower pick] [someone to drink|a drinker] [and go again|and throw again], [while|and] a miss [ends the turn|passes the {coin}].",
    ],
    rules: [
      core(
        "setup",
        "[All the {drinks} are poured|Everyone's {drinks} are poured|The {drinks} are poured] [before the first bounce|first|to start], with the {cup} [in the middle, an arm's length from every edge|standing mid-table, out of easy reach|at the centre of the table]; [whoever poured|the one who poured|the pourer] [throws first|takes the {coin} first|bounces first].",
      ),
      core(
        "turn",
        "The {coin} must bounce [once|exactly once] [before it lands|on the table first]; [one dropped straight in|a {coin} dropped straight in] [does not count|is a miss].",
      ),
      rule(
        "special",
        "[Three sinks in a row let|A third sink running lets] the thrower [make a new rule|add a house rule] [for the night|for the rest of the night].",
        { gives: ["new rule"] },
      ),
      rule(
        "special",
        "[Nudging|Touching] the table [while the {coin} is in the air|during a bounce] [costs a drink|means a drink] [and a lost turn|and ends the turn].",
      ),
      core(
        "end",
        "[The sink that makes {target}|A player's last sink, the one that makes {target},|Reaching {target} sinks] [ends the game at once|ends play on the spot|ends it there], and [the one with fewest marks|whoever has fewest marks|the lowest on the {tally}] [buys the next round|pours for everyone|pays for the drinks].",
        { settles: "end" },
      ),
    ],
    variants: [
      variant(
        "turn",
        "with two cups",
        "[a second {cup} stands|another {cup} is set] [beside the first|next to the first], [and a sink in either counts|either one counting]",
        { cups: "two" },
      ),
      variant(
        1,
        "with straight drops",
        "[a {coin} dropped straight in|a straight drop|dropping the {coin} in] [counts|counts as a sink], [though it sends no one to drink|but names no drinker]",
        { straight: "sink" },
      ),
      variant(2, "without new rules", "[three sinks running earn nothing extra|a run of three earns nothing more]", { streak: "none" }, ["new rule"]),
      variant("scoring", "with misses paid", "[every miss|a miss] [costs the thrower a drink|means the thrower drinks] [as well|too]", { miss: "drink" }),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} [poured|did the pouring] and [bounces first|throws first]: [the {coin} rings off the table|it bounces once] and [drops in|lands in the {cup}], a mark on the {tally}, and {a} [sends {b} to drink|names {b} to drink].",
        ),
        told(
          "{A} [bounces|throws] [first|to start], [and misses wide|missing the {cup}], so the {coin} [goes to|passes to] {b}, [who sinks it|who drops it in] [off one bounce|after a clean bounce].",
        ),
      ],
      [
        told(
          "{A} [bounces again|throws again] and [misses|clips the rim], and the {coin} [passes to|goes to] {b}, [who misses too|who misses as well], [then|and then] {c} [sinks two running|sinks two in a row].",
        ),
        told(
          "{B} [names {c} to drink|sends {c} to drink], [sinks again|bounces in again] and [names {a}|sends {a}], then [misses|clips the rim], and {c} [takes the {coin}|has the {coin}].",
        ),
      ],
      [
        told(
          "[It goes on|Play goes on] until [someone has {target} sinks|somebody has {target} marks], [and whoever has fewest marks|and the one with fewest marks] [pours|buys] [the next round|for the table].",
        ),
        told(
          "[The first to {target} marks|Whoever reaches {target} marks first] ends the game [on that throw|at once], [and the last on the {tally}|and the lowest on the {tally}] [pays for the drinks|buys the round].",
        ),
      ],
    ],
    craft: [
      "[A steady wrist|The wrist] [matters more than the eye|is everything]: [the {coin} should be dropped flat|a flat {coin}, dropped from low,] [and not thrown|never flung].",
      "[What every thrower fears|The dread] is [the rim|a {coin} on the rim], [ringing round and out|that spins round and falls out], [with the whole table watching|while everyone holds their breath].",
      "[The sinks hand out drinks|Every sink sends someone to drink], [so the best throwers|and the best] [drink least and aim best|stay steady longest] [as the night goes on|late into the night].",
    ],
    matches: [
      told(
        "{a} [sank|landed] eleven bounces [in a row|running] and made {b} drink [every one|all eleven], [winning the game in one turn|and won in a single turn]",
      ),
      told(
        "{b} [made a rule|added a rule] [that nobody may speak|forbidding anyone to speak], [broke it at once|was the first to break it], [and lost the game to {a}|and {a} won]",
        "new rule",
      ),
      told(
        "{a} and {b} [bounced|played] [until dawn|until the {coin} wore smooth] [level on the {tally}|mark for mark], until {a} [sank the last one|made the last sink] [and won|to win]",
      ),
    ],
    feats: [told("eleven bounces running"), told("a steady hand at dawn"), told("a coin sunk from across the room")],
    kits: {
      modern: {
        gear: {
          coin: ["a coin", "coin"],
          cup: ["a shot glass", "shot glass"],
          drinks: ["a drink for each player", "drinks"],
          tally: ["a beer mat for marks", "beer mat"],
        },
        who: [
          ["students", "at parties", "at an end-of-term party in a flat"],
          ["friends", "in bars", "in a bar with the football on"],
          ["stag and hen parties", "in the late bars", "in a seaside bar at two in the morning"],
        ],
        stakes: ["drinks", "bragging rights", "a cab fare home"],
      },
      "post-apocalyptic": {
        gear: {
          coin: ["a pre-war coin", "coin"],
          cup: ["a dented tin mug", "mug"],
          drinks: ["a cup of still-liquor each", "cups"],
          tally: ["a crate lid for chalk marks", "crate lid"],
        },
        who: [
          ["scavenger crews", "after a run", "in a gutted diner after a good run"],
          ["caravan guards", "at the halts", "at a caravan halt under a dust moon"],
          ["settlement youngsters", "behind the water tower", "behind the water tower on harvest night"],
        ],
        stakes: ["still-liquor", "bragging rights", "a turn off watch"],
      },
      "science-fiction": {
        gear: {
          coin: ["a metal credit token", "token"],
          cup: ["a cargo-bay mug", "mug"],
          drinks: ["a shot of synth-gin each", "shots"],
          tally: ["a scratch-screen on the table", "scratch-screen"],
        },
        who: [
          ["freighter crews", "between jumps", "in a freighter's galley in zero-drive drift"],
          ["station dockworkers", "after shift", "in a dock bar on the night of the lockout"],
          ["marines on leave", "in the spacer bars", "in a spacer bar on the first night of leave"],
        ],
        stakes: ["credits", "rations", "a shift off"],
      },
    },
  },
];
