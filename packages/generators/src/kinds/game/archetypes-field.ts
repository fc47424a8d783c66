// Games of the field: a stick-and-ball game and mob ball between parishes. Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const FIELD_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "stick-ball",
    label: "Stick-and-ball field game",
    type: "sport",
    kind: ["stick-and-ball game", "field game of sticks and a ball", "game of the stick and ball"],
    nouns: ["Hurl", "Clash", "Ash", "Crook", "Drive"],
    players: [9, 15],
    sides: true,
    gear: { ball: "one", sticks: "many", goals: "many", timer: "one" },
    params: { handling: "catch", tie: "extra-time", points: "both", fouls: "free-strike" },
    basics: ["strike", "point", "goal"],
    gist: [
      "[drive|strike] a {ball} with [curved sticks|their {sticks}] [at the other side's goal|towards the rival goal]",
      "[strike|hit] and [carry|chase] a {ball} [up the field|the length of a field] [with their {sticks}|stick in hand]",
    ],
    objective: [
      "outscore the other side [over two halves|by the end of the second half]",
      "[score more than|beat the score of] the opposing side [in two halves|over the two halves]",
    ],
    scoring: [
      "A {ball} [driven|struck] under the bar of [either of the {goals}|one of the {goals}] [scores three|is worth three points], and one sent over [the bar, between the posts,|it, between the posts,] [scores one|is worth a point].",
      "[A shot under the crossbar|A strike under the bar] [is a goal, worth three|counts three as a goal]; [one over the bar and between the posts|a shot over the bar, inside the posts,] [is a single point|scores a point].",
    ],
    turn: [
      "Players [strike the {ball}|may hit the {ball}] with their {sticks} [on the ground or in the air|low or high], may carry it [on the flat of the stick|balanced on the stick] and [catch it in the hand|catch it], but [may never throw it|never throw it].",
      "[The {ball} is struck|The {ball} is hit] with the {sticks}, [low or high|along the ground or through the air]; a player [may catch it|can catch it] [and run with it|and carry it] [on the stick|balanced on the stick], but [never throws it|may not throw it].",
    ],
    rules: [
      core(
        "setup",
        "[Two sides of equal number|Sides of equal number|Two equal sides] [line up|face each other|take the field] [at midfield|across the centre line|in the middle], [the captains toss for ends|the captains draw lots for ends|ends are chosen by a toss], and [the referee throws the {ball} in|the referee throws in the {ball}|the {ball} is thrown in] [between two players of each side|between four players at the centre|among the centre players].",
      ),
      core(
        "turn",
        "[No more than four steps|Four steps at most|Only four steps] [may be taken|are allowed] [with the {ball} in hand|holding the {ball}] before it [must be struck or passed|is struck or passed].",
      ),
      core(
        "special",
        "[A foul|Any foul|Every foul], [such as striking a player with a stick|like a stick across an opponent|a blow with the stick, say], [gives the other side|grants the other side|earns the other side] a free strike [from the spot|where it happened|at the place of the foul], [with no one nearer than ten paces|every opponent ten paces off|the defenders ten paces back].",
        { gives: ["free strike"] },
      ),
      rule(
        "special",
        "[A {ball} sent over the end line by a defender gives|When a defender sends the {ball} over the end line, the attackers get] a free strike from the corner.",
        { needs: ["free strike"] },
      ),
      core(
        "special",
        "[After a score|When a side scores|Once a score is made], [the side scored on restarts|the other side restarts|play restarts] [with a strike out from its goal|with a strike out from the goal scored on|by striking out from that goal].",
      ),
      core(
        "end",
        "[The match is two halves|There are two halves|A match runs two halves], [each timed by the {timer}|every half as long as the {timer} runs|each one measured by the {timer}], and [the sides change ends|the sides swap ends|ends are changed] [at the half|at half-time|between them].",
        { settles: "end" },
      ),
      core(
        "end",
        "[Level scores at the end|A level score at the end|A draw at full time] [mean two short halves more|brings two short halves more|goes to two short extra halves], [and if still level|and then, if still level,|and after those, if level,] [the next score wins|the first score wins it|whoever scores next wins].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant("turn", "without hands", "[the {ball} may not be handled|no hand may touch the {ball}], [even to catch|not even for a catch]", {
        handling: "none",
      }),
      variant(6, "with replays", "[a draw is replayed|level scores mean a replay] [on another day|a week later], [with no extra time|instead of extra time]", {
        tie: "replay",
      }),
      variant("scoring", "for goals only", "[only goals under the bar count|points over the bar score nothing], [three apiece|at three each]", {
        points: "goals-only",
      }),
      variant(
        2,
        "with sending off",
        "[a foul|any foul|every foul] [sends the player off|puts the player off the field] [for the rest of the half|until the half ends], [and no free strike is given|with no free strike]",
        { fouls: "sent-off" },
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} wins the throw-in, [takes the {ball} on the stick|catches the {ball} on the stick] and [runs three steps|goes three steps] before [striking it|driving it] to {b} [on the wing|out wide].",
        ),
        told(
          "[From the throw-in|At the throw-in], {b} [pulls the {ball} down|catches the {ball}], [takes four steps|runs the four steps allowed] and [passes it|strikes it] [to {a}|on to {a}] [before a tackle lands|just ahead of the tackle].",
        ),
      ],
      [
        told(
          "{B} [strikes it high|sends it high], [over the bar and between the posts|over the bar, inside the posts]: a point; {c's} side [restarts|strikes out] [from its own goal|from the goal mouth].",
        ),
        told(
          "{A} [drives it low|strikes it low] [under the bar|beneath the crossbar] for [a goal, three points|three points, a goal], and {c's} side [strikes out|restarts] from [the goal|their own goal].",
        ),
      ],
      [
        told(
          "[Minutes later|Soon after], {c} [strikes|hits] {b} [across the legs|with a stick]: a foul, [and {b's} side takes|so {b's} side takes] a free strike [from the spot|where it happened] [with everyone ten paces off|ten paces clear].",
        ),
        told(
          "[Before the half|Just before half-time], {c} [is fouled|is struck with a stick] [by {a}|by {a} in the tackle], and {c's} side [takes|has] [a free strike|the free strike] [from the spot|where it happened], [ten paces clear|every opponent ten paces back].",
        ),
      ],
    ],
    craft: [
      "[The point over the bar|A point over the bar] [is the safe score|is the easy score], [and a good side|and good sides] [take it|take their points] [rather than chase goals|instead of forcing a goal].",
      "[What a player fears|The dread] is [a stick in the tackle|a stick across the shins], [since fouls|for fouls] [are called only|are called] [when the referee sees them|when the referee is looking].",
      "[Four steps|The four-step limit] [keep the {ball} moving|keeps play moving], [so the best players|and the best] [strike early|pass before they are caught].",
    ],
    matches: [
      told("{a's} side [came back|recovered] from [nine points down|three goals down] to beat {b's} [by a point|with a last strike over the bar]"),
      told(
        "{b's} side [drew|finished level] with {a's}, [went into extra time|played two short halves more], and [lost to {a's} last strike|lost on the next score, {a's}]",
      ),
      told(
        "{a} [scored|struck] three goals [late in the second half|in a closing burst] [to beat|against] {b's} side, [winning by two points|and won by two points]",
      ),
    ],
    feats: [told("a goal from midfield"), told("a point from the sideline"), told("a comeback from nine down")],
    kits: {
      "high-fantasy": {
        gear: {
          ball: ["a ball of stitched leather", "ball"],
          sticks: ["curved sticks of ash", "sticks"],
          goals: ["two goals of posts and a crossbar", "goals"],
          timer: ["a referee's half-hour sand-glass", "sand-glass"],
        },
        who: [
          ["village sides", "at midsummer", "on a meadow below the castle at midsummer"],
          ["young men of rival valleys", "on the valley floors", "on a frozen lake between two valleys"],
          ["apprentices of the guilds", "on the common", "on the town common on a guild holiday"],
        ],
        stakes: ["a silver cup", "a bull for the feast", "a cask of ale"],
      },
      modern: {
        gear: {
          ball: ["a hard leather ball", "ball"],
          sticks: ["ash hurleys", "hurleys"],
          goals: ["H-shaped goals with nets", "goals"],
          timer: ["a referee's stopwatch", "stopwatch"],
        },
        nouns: ["Hurling", "Clash", "Ash", "Puck", "Drive"],
        who: [
          ["county clubs", "on Sunday afternoons", "in a county final in driving rain"],
          ["schools", "on weekday afternoons", "in a schools' final on a frozen pitch"],
          ["parish sides", "on the parish field", "on a parish field before a sold-out bank"],
        ],
        stakes: ["the county cup", "local pride", "a trophy"],
      },
      steampunk: {
        gear: {
          ball: ["a cork ball wrapped in leather", "ball"],
          sticks: ["steam-bent hickory sticks", "sticks"],
          goals: ["iron goal frames", "goals"],
          timer: ["a referee's pocket watch", "pocket watch"],
        },
        who: [
          ["factory sides", "on Saturdays", "in a foundry yard on the day of a strike"],
          ["public-school boys", "on the playing fields", "on the school fields before ten thousand"],
          ["mill-town clubs", "on the commons", "on the common at Whitsun"],
        ],
        stakes: ["a silver cup", "a barrel of ale", "the honour of the town"],
      },
    },
  },
  {
    id: "mob-ball",
    label: "Mob ball",
    type: "sport",
    kind: ["mob ball game", "ball game of whole parishes", "game of mob ball"],
    nouns: ["Ball", "Scrum", "Hug", "Crush", "Goaling"],
    players: [20, 200],
    sides: true,
    gear: { ball: "one", goal: "one" },
    params: { throwing: "allowed", after: "ends", sides: "parish", score: "one-goal" },
    basics: ["goal"],
    gist: [
      "[push, kick and carry|shove and carry] a {ball} [through streets and fields|across the whole parish] [towards the other side's goal|to the rival goal]",
      "[fight over|struggle for] a {ball} [from one end of the parish to the other|across miles of country]",
    ],
    objective: [
      "[carry|force|get] the {ball} [to the other side's {goal}|to the rival {goal}|home to the far {goal}]",
      "[goal the {ball} at|bring the {ball} to|touch the {ball} to] the rival {goal} [by any means|however they can|any way they can]",
    ],
    scoring: [
      "[The first goal|A single goal] [wins the day|ends the game], and the one who [scores it|goals the {ball}] [keeps the {ball}|takes the {ball} home].",
      "[One goal|A goal] [settles|decides] it, [and there is no other score|and nothing else counts]; [the scorer keeps the {ball}|the {ball} goes home with its scorer].",
    ],
    turn: [
      "[There are no turns|Nobody takes turns]: [the whole crowd|every player] [pushes, kicks and carries|shoves, kicks and carries] the {ball} [through lanes, hedges and streams|through streets and fields], [the mass of bodies|the struggling mass] [moving a few yards an hour|shifting a few yards at a time].",
      "[Play never stops|Nothing stops the play] [from the throw-up to the goal|once the {ball} is up]: [the {ball} moves|it moves] [inside a heaving crowd|in the middle of a great scrum], [sometimes breaking loose|now and then breaking free] [for a run|for a dash across country].",
    ],
    rules: [
      core(
        "setup",
        "[The {ball} is thrown up|Up goes the {ball}|The {ball} goes up] [from {square}|at {square}] [at noon|at midday|when the bell strikes twelve], [with both sides waiting|and both sides close on it|between both sides], [each {goal} a mile or more off|the two goals miles apart|the goals far off at either end].",
      ),
      core(
        "setup",
        "[Each side is a whole {parish}|Every side is half the {parish}|A side is everyone of one {parish}], [and anyone born there|so anyone born there|and all born there] [may play|may join in|can play], [for as long as they last|coming and going all day|for as long as they like].",
      ),
      core(
        "turn",
        "[Carrying, kicking and throwing|Kicking, carrying and throwing|Throwing, kicking and carrying] [are all allowed|are all fair|all count], [but the {ball} may not be hidden|though the {ball} may not be hidden|but no one may hide the {ball}] [under a coat|in a bag|in clothing] [or carried off in a cart|or driven away|or carted off].",
      ),
      rule(
        "special",
        "[Murder and manslaughter are forbidden|No one may be killed]; [anything else is fair|all else is allowed], [and the injured are carried out|with the hurt carried clear].",
      ),
      rule("special", "[There are no bounds|Nothing is out of bounds]: [yards and ruins|houses, yards and rivers] [lie in play|are part of the field]."),
      core(
        "end",
        "[A goal is made by striking the {ball}|The {ball} is goaled by touching it|To goal, a player touches the {ball}] [three times|thrice] [against the {goal}|on the {goal}|to the {goal}], and [at dark|at nightfall|when night falls] [the game ends|play stops|the day is over] [without one|if no one has|whether or not].",
        { settles: "end" },
      ),
      core(
        "end",
        "[A day without a goal|A goalless day|A day with no goal] [is drawn|is a draw|counts as a draw], and the {ball} [hangs in {church}|is kept by {keeper}|goes to {keeper}] [until next year's game|until the next year|till the next game].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant(2, "without throwing", "[the {ball} may not be thrown, only carried or kicked|throwing is forbidden, and only carrying and kicking count]", {
        throwing: "forbidden",
      }),
      variant(
        "scoring",
        "to three goals",
        "[play goes on after a goal|a goal does not end it], [another {ball} is thrown up|a new {ball} is thrown up], and [the most goals by dark wins|most goals at dark wins]",
        { after: "goes-on", score: "most-goals" },
      ),
      variant(
        1,
        "married against single",
        "[the married play|married men play] [against the unmarried|against the bachelors], [wherever they were born|parish or not]",
        { sides: "married" },
      ),
    ],
    round: [
      [
        told(
          "[At noon|When the {ball} goes up], {a} [catches it|gets a hand to it] [and vanishes|and disappears] into the [scrum|crush]; [for two hours|for an hour] [it moves|the crowd moves] [barely a street|no more than a street].",
        ),
        told(
          "[The {ball} goes up, and|At the throw-up,] {b} [hugs it to the chest|holds it tight] [at the heart of the crush|in the middle of the scrum], [which does not move|going nowhere] [for most of the afternoon|for an hour or more].",
        ),
      ],
      [
        told(
          "[Then|In the end] {b} [breaks out|breaks free] [with it|with the {ball}] [down a lane|through a gap], [kicks it|boots it] [over a hedge|across a stream], and [half the parish|the whole crowd] [follows|goes after it].",
        ),
        told(
          "[Then|At last] the {ball} [squirts loose|breaks free]; {a} [runs with it|carries it] [across two fields|through the orchards], [and|until] {c} [brings {a} down|tackles {a}] [in a ditch|at a gate].",
        ),
      ],
      [
        told(
          "[Near dusk|As the light goes], {c} [reaches|gets to] the {goal} and [touches the {ball} to it three times|strikes the {ball} on it three times]: [the goal|a goal], and {c} [keeps the {ball}|takes the {ball} home].",
        ),
        told(
          "[By nightfall|When it grows dark] [no one has touched|nobody has got] the {ball} [to either {goal}|to a {goal}], [so the day is a draw|and the day is drawn], [and the {ball} is kept|and the {ball} is put away] [until next year|for the next game].",
        ),
      ],
    ],
    craft: [
      "[Strength moves the scrum|The scrum moves by weight], [but|and yet] [cunning wins the day|the goal is won by cunning]: [a {ball} slipped out of the crush|a {ball} passed out unseen] [can be a mile off|may be far away] [before anyone notices|before the crowd knows].",
      "[What every player fears|The dread of the day] is [the river|the river crossing], [where the crush|where the whole crowd] [goes in together|goes into the water] [and not all come out|and not everyone climbs out].",
      "[The young run|Runners are young], [the old push|the pushers old], [and the scrum|and the crush] [needs both|is won by both] [before the day is out|by nightfall].",
    ],
    matches: [
      told(
        "{a} [swam|carried] the {ball} [down the river|downstream] [for a mile|a mile and more] to goal [ahead of|against] {b's} whole side, [winning the day|and won the day]",
      ),
      told(
        "{a's} side and {b's} [pushed on|played] [until dark|all day] without a goal, [and the day was drawn|and the day ended in a draw] [for the first time in memory|as it had not been for years]",
      ),
      told("{b} [hid|smuggled] the {ball} [under a coat|in a cart], was found out, and [the day was given|the day went] to {a's} side"),
    ],
    feats: [told("a ball carried home"), told("a goal by swimming the river"), told("a scrum held all day")],
    kits: {
      mythic: {
        gear: { ball: ["a ball of stitched hide", "ball"], goal: ["the gates of two rival towns", "gate"] },
        words: { square: "the market place", parish: "town", church: "the temple", keeper: "the temple priests" },
        who: [
          ["youths of rival towns", "on the festival days", "on the plain between two towns at the festival"],
          ["warriors", "before a war", "on the plain the day before a war"],
          ["whole villages", "at the harvest games", "across the olive groves at the harvest games"],
        ],
        stakes: ["a bull for sacrifice", "the town's honour", "a bronze cauldron"],
      },
      "dark-fantasy": {
        gear: { ball: ["a pig's bladder stuffed with rags", "ball"], goal: ["two mill-wheels three miles apart", "mill-wheel"] },
        words: { square: "the market cross", parish: "parish", church: "the church porch", keeper: "the parish clerk" },
        who: [
          ["men of rival parishes", "on Shrove Tuesday", "on a Shrove Tuesday after the plague year"],
          ["plague-town mobs", "in the empty streets", "through a town's empty streets in a plague year"],
          ["apprentices and butchers", "in the market quarter", "across the market quarter on a hanging day"],
        ],
        stakes: ["the parish's honour", "a barrel of ale", "bragging rights"],
      },
      "post-apocalyptic": {
        gear: { ball: ["a ball of duct tape and rags", "ball"], goal: ["two wrecked buses a mile apart", "bus"] },
        words: { square: "the old water tower", parish: "settlement", church: "the council shed", keeper: "the camp boss" },
        who: [
          ["rival settlements", "across the dead ground", "across a dead city during a truce"],
          ["convoy crews", "at the crossroads camps", "at a crossroads camp on the highway of wrecks"],
          ["road camps", "on the salt flats", "on the salt flats on the first day of spring"],
        ],
        stakes: ["a water tank", "salvage rights", "a season's fuel"],
      },
    },
  },
];
