// Games of the field: a stick-and-ball game, mob ball between parishes, a zero-gravity ring
// game, a race round a turning post and a children's chasing game. Our own writing.
import { rule, variant, type GameArchetype } from "./shape.js";

export const FIELD_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "stick-ball",
    label: "Stick-and-ball field game",
    type: "sport",
    kind: ["stick-and-ball game", "field game of sticks and a ball", "game of the stick and ball"],
    nouns: ["Hurl", "Stickball", "Clash", "Ash", "Field"],
    players: [9, 15],
    sides: true,
    gear: { ball: "one", sticks: "many", goals: "many" },
    steps: [1, 3],
    gist: [
      "[drive|strike] a {ball} with [curved sticks|their {sticks}] [at the other side's goal|towards the rival goal]",
      "[strike|hit] and [carry|chase] a {ball} [up the field|the length of a field] [with their {sticks}|stick in hand]",
    ],
    objective: [
      "outscore the other side [over two halves|by the final whistle]",
      "[score more than|beat the score of] the other side [in two halves|over the two halves]",
    ],
    scoring: [
      "A {ball} [driven|struck] under the bar of the {goals} [scores three|is worth three points], and one sent over [the bar|it, between the posts,] [scores one|is worth a point].",
      "[A shot under the bar of the {goals}|A {ball} under the crossbar of the {goals}] [is a goal, worth three|scores a goal of three]; [one over the bar|a shot over the bar] [is a single point|scores a point].",
    ],
    turn: [
      "Players [strike the {ball}|may hit the {ball}] with their {sticks} [on the ground or in the air|low or high], may carry it [on the flat of the stick|balanced on the stick] and [catch it in the hand|catch it], but [may never throw it|never throw it].",
      "[The {ball} is struck|The {ball} is hit] with the {sticks}, [low or high|along the ground or through the air]; a player [may catch it|can catch it] [and run with it|and carry it] [on the stick|balanced on the stick], but [never throws it|may not throw it].",
    ],
    rules: [
      rule(
        "setup",
        "[Two sides of equal number|Sides of equal number] [line up|face each other] [at midfield|across the centre line], and the referee [throws the {ball} in|throws in the {ball}] [between them|to start].",
      ),
      rule("setup", "The captains [toss for ends|draw lots for ends], and [the winner picks which way to play|the winning side picks its end]."),
      rule(
        "turn",
        "[No more than four steps|Four steps at most|Only four steps] [may be taken|are allowed] [with the {ball} in hand|holding the {ball}] before it [must be struck or passed|is struck or passed].",
      ),
      rule(
        "special",
        "[A foul|Any foul], such as striking [a player|an opponent] with a stick, [gives|grants] the other side a free strike [from the spot|where it happened].",
      ),
      rule(
        "special",
        "[A {ball} sent over the end line by a defender gives|When a defender sends the {ball} over the end line, the attackers get] a strike from the corner.",
      ),
      rule(
        "end",
        "[The match is two halves|There are two halves] of [thirty minutes|half an hour], and [a draw is replayed|level scores mean a replay] [on another day|a week later].",
      ),
    ],
    variants: [
      variant(2, "[the {ball} may not be handled|no hand may touch the {ball}]"),
      variant(5, "[a draw goes|level scores go] to [extra time|ten minutes more]"),
      variant("scoring", "[only goals under the bar count|points over the bar score nothing]"),
      variant(3, "a foul [sends the player off|puts the player off the field] [for ten minutes|for the rest of the half]"),
    ],
    matches: [
      "{a}'s side [came back|recovered] from [nine points down|three goals down] to beat {b}'s [by a point|with a last strike over the bar]",
      "{b}'s side [drew|finished level] with {a}'s [twice|two matches running] before [the replay|a third game] [settled it|went to {a}]",
      "{a} [scored|struck] three goals [in the last ten minutes|in a closing burst] [against|to beat] {b}'s side",
    ],
    feats: ["a goal from midfield", "a point from the sideline", "a comeback from nine down"],
    kits: {
      "high-fantasy": {
        gear: {
          ball: ["a ball of stitched leather", "ball"],
          sticks: ["curved sticks of ash", "sticks"],
          goals: ["two goals of posts and a crossbar", "goals"],
        },
        who: ["village sides at midsummer", "the young men of rival valleys", "apprentices of the guilds"],
        stakes: ["a silver cup", "a bull for the feast", "the valley's pride"],
      },
      modern: {
        gear: { ball: ["a hard leather ball", "ball"], sticks: ["ash hurleys", "hurleys"], goals: ["H-shaped goals with nets", "goals"] },
        who: ["county clubs", "schools on weekday afternoons", "parish sides"],
        stakes: ["the county cup", "local pride", "a trophy"],
      },
      steampunk: {
        gear: { ball: ["a cork ball wrapped in leather", "ball"], sticks: ["steam-bent hickory sticks", "sticks"], goals: ["iron goal frames", "goals"] },
        who: ["factory sides on Saturdays", "public-school boys", "mill-town clubs"],
        stakes: ["a silver cup", "a barrel of ale", "the honour of the town"],
      },
      mythic: {
        gear: { ball: ["a ball of stitched hide", "ball"], sticks: ["sticks of olive wood", "sticks"], goals: ["two gates of cut stone", "gates"] },
        who: ["youths at the festival games", "warriors at rest", "the sons of chieftains"],
        stakes: ["a laurel wreath", "a bull for sacrifice", "glory"],
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
    steps: [1],
    gist: [
      "[push, kick and carry|shove and carry] a {ball} [through streets and fields|across the whole parish] [towards the other side's goal|to the rival goal]",
      "[fight over|struggle for] a {ball} [from one end of the parish to the other|across miles of country]",
    ],
    objective: [
      "[carry|force] the {ball} to the other side's {goal}",
      "[goal the {ball} at|bring the {ball} to] the rival {goal} [by any means|however they can]",
    ],
    scoring: [
      "[The first goal|A single goal] [wins the day|ends the game], and the one who [scores it|goals the {ball}] [keeps the {ball}|takes the {ball} home]; [with no goal by nightfall|if no goal comes by nightfall], [the game is drawn|it is a draw].",
      "[One goal|A goal] [settles|decides] it, [and there is no other score|and nothing else counts]; [the scorer keeps the {ball}|the {ball} goes home with its scorer], and [a day without a goal|a goalless day] is a draw.",
    ],
    turn: [
      "[There are no turns|Nobody takes turns]: [the whole crowd|every player] [pushes, kicks and carries|shoves, kicks and carries] the {ball} [through lanes, hedges and streams|through streets and fields], [the mass of bodies|the struggling mass] [moving a few yards an hour|shifting a few yards at a time].",
      "[Play never stops|Nothing stops the play] [from the throw-up to the goal|once the {ball} is up]: [the {ball} moves|it moves] [inside a heaving crowd|in the middle of a great scrum], [sometimes breaking loose|now and then breaking free] [for a run|for a dash across country].",
    ],
    rules: [
      rule("setup", "The {ball} is thrown up [in the square|from the market cross] [at noon|at midday], [with both sides waiting|and both sides close on it]."),
      rule("setup", "[Each side is a whole parish|Every side is half the town], [and anyone born there|so anyone born there] may [play|join in]."),
      rule(
        "turn",
        "[Carrying, kicking and throwing|Kicking, carrying and throwing] are all allowed, [but the {ball} may not be hidden|though the {ball} may not be hidden] [under a coat|in a bag] [or carried off in a cart|or driven away].",
      ),
      rule("special", "[Murder and manslaughter are forbidden|No one may be killed]; [anything else is fair|all else is allowed]."),
      rule("special", "[There are no bounds|Nothing is out of bounds]: [yards and ruins|houses, yards and rivers] [lie in play|are part of the field]."),
      rule(
        "end",
        "[A goal is made by striking the {ball}|The {ball} is goaled by touching it|A goal means touching the {ball}] [three times|thrice] [against|on] the {goal}, and [at dark|at nightfall] [the game ends|play stops] [without one|if no one has].",
      ),
    ],
    variants: [
      variant(2, "[the {ball} may not be thrown, only carried or kicked|throwing is forbidden: only carrying and kicking count]"),
      variant(5, "[play goes on after a goal|a goal does not end it], and [another {ball} is thrown up|a new {ball} is thrown up]"),
      variant(1, "[the married play|married men play] [against the unmarried|against the bachelors]"),
      variant("scoring", "[goals are counted at dark|the most goals by dark wins]"),
    ],
    matches: [
      "{a} [swam|carried] the {ball} [down the river|downstream] [for a mile|a mile and more] to goal [ahead of|against] {b}'s whole side",
      "{a}'s side and {b}'s [pushed on|played] [for three days|for two days and nights] without a goal",
      "{b} [hid|smuggled] the {ball} [under a coat|in a cart] and was found out, [handing|giving] the day to {a}'s side",
    ],
    feats: ["a ball carried home", "a goal by swimming the river", "a scrum held all day"],
    kits: {
      "dark-fantasy": {
        gear: { ball: ["a pig's bladder stuffed with rags", "ball"], goal: ["two mill-wheels three miles apart", "mill-wheel"] },
        who: ["the men of rival parishes", "plague-town mobs", "apprentices and butchers"],
        stakes: ["the parish's honour", "a barrel of ale", "bragging rights"],
      },
      "post-apocalyptic": {
        gear: { ball: ["a ball of duct tape and rags", "ball"], goal: ["two wrecked buses a mile apart", "bus"] },
        who: ["rival settlements", "the crews of two convoys", "every able body in the camp"],
        stakes: ["a water tank", "salvage rights", "a season's fuel"],
      },
    },
  },
  {
    id: "zero-g",
    label: "Zero-gravity ring game",
    type: "sport",
    kind: ["zero-gravity ball game", "ring game in free fall", "weightless ball game"],
    nouns: ["Void Ball", "Spin", "Ring", "Drift", "Orbit"],
    players: [5, 7],
    sides: true,
    gear: { ball: "one", rings: "many", boots: "many" },
    steps: [2, 3],
    gist: [
      "[fly|launch themselves] across a weightless arena [to put|putting] a {ball} through the other side's {rings}",
      "[pass|throw] a {ball} [through free fall|in zero gravity] [at|towards] [the rival {rings}|the other side's {rings}]",
    ],
    objective: [
      "put the {ball} through a ring more often than the other side [over three periods|in three periods]",
      "outscore the other side [over three periods|in three periods of play]",
    ],
    scoring: [
      "[A shot|A throw] through [one of the fixed {rings}|a fixed one of the {rings}] scores two, [through the small moving ring|through the spinning ring] three; [after three periods|when the third period ends], the higher score wins.",
      "[The fixed {rings} score two|Two for each of the fixed {rings}], [three for the spinning one|the spinning ring three], with the higher total [after three periods|at the end of the third period] [winning|taking the game].",
    ],
    turn: [
      "Players [push off|launch] from the walls [in their {boots}|with their {boots}], [catch|grab] the {ball} [in flight|mid-air] and [pass or shoot|throw it on], but [a player holding the {ball}|whoever holds the {ball}] [may not touch a wall|cannot push off a wall].",
      "[Play is continuous|There are no set turns]: [players fly|everyone flies] [from wall to wall|across the arena], [pushing off in their {boots}|kicking off in their {boots}], and [the {ball} must be passed|whoever has the {ball} must pass] [before touching down|before landing on a wall].",
    ],
    rules: [
      rule(
        "setup",
        "[Both sides start clamped|Each side starts anchored] [to their own wall|on their own wall] by their {boots}, and the {ball} is [launched|fired] [from the centre|out of the centre].",
      ),
      rule(
        "setup",
        "Each side's keeper [may not leave|never leaves] the space before its {rings}, [and|while] the others [may go anywhere|range the whole arena].",
      ),
      rule(
        "turn",
        "[A player with the {ball}|Holding the {ball}] [for more than five seconds|longer than five seconds] [gives it to the other side|hands it to the other side].",
      ),
      rule("special", "[Grabbing a rival's {boots}|Holding a rival by the {boots}] [costs a minute|means a minute] [in the penalty box|in the sin bin]."),
      rule(
        "special",
        "A {ball} that [goes into the spectator net|leaves the arena through the net] [is given to|passes to] the side [that did not touch it last|that touched it second last].",
      ),
      rule("end", "[The game is|A game lasts] three periods of [ten|twelve] minutes, and [level scores go to|a tie goes to] [sudden death|a golden goal]."),
    ],
    variants: [
      variant(2, "a player may hold the {ball} [as long as they like|without limit]"),
      variant("scoring", "[every ring scores two|all rings are worth the same]"),
      variant(5, "[a tie stands|ties are left as draws]"),
      variant(3, "[boot-grabbing is allowed|grabbing boots is fair play]"),
    ],
    matches: [
      "{a} [put the ball through|scored through] the spinning ring [from the far wall|from end to end] [in the last second|with the clock at zero] against {b}'s side",
      "{b}'s keeper [stopped|turned away] [every shot|forty shots] [for three periods|in three periods] before {a}'s side [won in sudden death|scored the golden goal]",
      "{a}'s side [came back|recovered] from [ten points down|four goals behind] to beat {b}'s [in the final period|in the third period]",
    ],
    feats: ["a shot through the spinning ring", "a keeper's clean sheet", "a goal from the far wall"],
    kits: {
      "science-fiction": {
        gear: {
          ball: ["a ball with a thruster core", "ball"],
          rings: ["glowing goal rings at each end", "rings"],
          boots: ["mag-boots for each player", "mag-boots"],
        },
        who: ["station leagues", "fleet crews on shore leave", "colony schools"],
        stakes: ["the station cup", "credits", "fleet pride"],
      },
    },
  },
  {
    id: "course-race",
    label: "Course race",
    type: "sport",
    kind: ["racing game", "lap race", "race of many laps"],
    nouns: ["Race", "Run", "Circuit", "Laps", "Dash"],
    players: [4, 10],
    gear: { racers: "many", post: "one" },
    targets: [3, 5, 7, 12],
    steps: [1],
    gist: [
      "race {racers} [lap after lap|lap upon lap] round the {post}",
      "[drive|steer] {racers} [round a course|round a marked course] [against the field|against each other]",
    ],
    objective: ["[be first|finish first] across the line after {target} laps", "[win|take] the race over {target} laps [round the {post}|of the course]"],
    scoring: [
      "[The race goes to|The race is won by] whoever [crosses the line first|finishes first] after {target} laps, and [over a season|through a season] first place [scores five|is worth five], second three and third one.",
      "[Only the finish counts|Nothing but the finish counts]: [first past the line|whoever is first home] after {target} laps [wins|takes the prize], [and no placing|and no lesser place] [scores|earns anything].",
    ],
    turn: [
      "[The {racers} start|All the {racers} start] [together|abreast] [at the signal|at the drop of a flag], and the race [runs|goes] round the {post} {target} times; [the inside of the turn|the inside line] is [the shortest way and the most dangerous|shortest and deadliest].",
      "[There are no turns|Nobody waits a turn]: [all the {racers} go off|all the {racers} leave] [together|at once] and [fight for|jostle for] the inside line [at every pass of the {post}|round the {post}], [lap by lap|lap after lap].",
    ],
    rules: [
      rule(
        "setup",
        "[Starting places go by lot|Places at the start are drawn by lot], [and the inside lane is the best|the inside lane going to the luckiest].",
      ),
      rule("setup", "Every [entrant|driver] [is inspected|is checked] at the line, and [no weapon may be carried|no driver may carry a weapon]."),
      rule(
        "turn",
        "[Cutting inside|Passing inside|Turning inside] the {post} [puts a driver out of the race|disqualifies a driver at once|ends a driver's race].",
      ),
      rule(
        "special",
        "[Running a rival off the course|Deliberate ramming] is [fair|allowed] [on the straights|in the straights] but [not at the {post}|forbidden at the turn].",
      ),
      rule("special", "[A fallen driver|A driver who falls] may go on [if able|if they can], but [no one may help them|without help]."),
      rule(
        "end",
        "[Whoever crosses the line first|The first past the line] [on the last lap|after the last lap] [wins|takes the race], [even in a wreck|whatever is left of them].",
      ),
    ],
    variants: [
      variant(3, "[no ramming is allowed|ramming is forbidden] anywhere"),
      variant("scoring", "[only the winner scores|first place alone scores]"),
      variant(4, "a driver who falls is [out|out of the race]"),
      variant(0, "[the start is handicapped|starts are staggered], [last year's winner|the fastest] starting last"),
    ],
    matches: [
      "{a} [came from last|came through from last place] [on the final lap|in the last lap] and [passed|beat] {b} [at the line|by a length]",
      "{b} [led|was ahead] until the last turn and [crashed|overturned] at the {post}, [handing|giving] the race to {a}",
      "{a} and {b} [crossed the line together|finished side by side], and the judges [argued|disputed it] [for a week|until nightfall]",
    ],
    feats: ["a win from last place", "a clean line on every turn", "a win on a broken wheel"],
    kits: {
      mythic: {
        gear: { racers: ["light two-horse chariots", "chariots"], post: ["a turning post of carved stone", "turning post"] },
        who: ["princes at funeral games", "horse-breeding clans", "heroes seeking glory"],
        stakes: ["a bronze tripod", "a mare in foal", "a laurel wreath"],
      },
      "post-apocalyptic": {
        gear: { racers: ["cars welded from scrap", "cars"], post: ["a burning oil drum for the turn", "oil drum"] },
        who: ["convoy drivers", "raider gangs", "mechanics of the settlements"],
        stakes: ["a tank of fuel", "salvage rights", "a new engine"],
      },
      steampunk: {
        gear: { racers: ["steam velocipedes", "velocipedes"], post: ["an iron turning post", "turning post"] },
        who: ["members of the engineers' clubs", "wealthy young inventors", "factory apprentices"],
        stakes: ["a silver cup", "a patent", "a hundred sovereigns"],
      },
      "science-fiction": {
        gear: { racers: ["hover-skiffs with sealed cockpits", "skiffs"], post: ["a marker beacon at the turn", "beacon"] },
        who: ["asteroid miners", "pilots in training", "dockyard gangs"],
        stakes: ["credits", "a new drive", "a pilot's licence"],
      },
    },
  },
  {
    id: "tag",
    label: "Children's chasing game",
    type: "sport",
    kind: ["children's chasing game", "chasing game", "children's game of tag"],
    scene: "yard",
    nouns: ["Tag", "Chase", "Catch", "Den", "Tig"],
    players: [3, 20],
    gear: { den: "one", bounds: "one" },
    gist: [
      "[run from|dodge] a catcher [who grows into a pack|whose pack grows] [with every tag|as each player is tagged]",
      "[scatter|run] from a catcher and [dash|make] for the {den}",
    ],
    objective: ["[stay free|avoid being caught] [longer than anyone else|until the very end]", "be the last one [left free|uncaught]"],
    scoring: [
      "[No score is kept|Nobody keeps score]: [the last one free|the last player still free] [wins|is the winner] and [picks the first catcher|chooses the catcher] [of the next game|for the next game].",
      "[There are no points|Nobody counts points]; [being the last one free|to be the last left free] is [the whole prize|the only prize], [along with|and with it] the right to [pick the next catcher|choose the next catcher].",
    ],
    turn: [
      "The catcher, [picked by a counting rhyme|chosen by a counting-out rhyme], [chases the rest|runs after the others] [inside the {bounds}|within the {bounds}]; [anyone tagged|a player touched] [becomes a catcher too|joins the catcher], and [only the {den} is safe|the {den} alone is safe].",
      "[There are no turns|Nobody takes turns]: [the catcher runs|one catcher runs] [after the rest|after everyone] [inside the {bounds}|within the {bounds}], and [every player tagged|each one tagged] [joins the hunt|turns catcher], [though|but] [a hand on the {den} keeps a player safe|the {den} is safe ground].",
    ],
    rules: [
      rule(
        "setup",
        "[Everyone stands|All stand] in a ring, and [a counting rhyme|a rhyme counted out word by word] [picks|chooses] [the first catcher|who is 'it'].",
      ),
      rule("setup", "The catcher [counts to twenty|counts twenty] [with eyes shut|facing the {den}] [while the others scatter|as the rest run]."),
      rule(
        "turn",
        "A player [touching the {den}|with a hand on the {den}] [is safe|cannot be caught], but [only for a count of ten|not for longer than ten counts].",
      ),
      rule("turn", "[Anyone who crosses|A player who runs past] the {bounds} is [caught at once|out at once]."),
      rule("special", "A tag must be [a touch with an open hand|an open-handed touch]; [a shove does not count|a push does not count]."),
      rule(
        "special",
        "[Crossing fingers and calling a truce|A called truce, with fingers crossed,] [stops play|pauses the game] only [for a fall|for a fall or a lost shoe].",
      ),
      rule("end", "[The game ends|Play stops] when [every player is caught|no one is left free], [or the bell goes|or supper is called]."),
    ],
    variants: [
      variant(2, "[there is no den|no den is allowed], [and no one is ever safe|so nowhere is safe]"),
      variant("turn", "[a tagged player|the tagged one] [swaps places with the catcher|becomes the only catcher]"),
      variant(4, "[tagged players freeze|the tagged must freeze] [until a free player touches them|until a friend frees them]"),
      variant(3, "the {bounds} [can be crossed|does not count] [when the catcher is far off|if the catcher is not looking]"),
    ],
    matches: [
      "{a} [stayed free|was never caught] [until the lamps were lit|until dark] [while|as] {b} [chased alone|hunted alone] [through every alley|round and round]",
      "{b} was the catcher [for a whole afternoon|all afternoon] until {a} [was caught on purpose|walked into the catcher's arms] to end it",
      "{a} [waited|hid] behind the {den} [a whole hour|all afternoon] and was never tagged, [though|while] {b} [searched|hunted] everywhere else",
    ],
    feats: ["a day without being caught", "a whole street caught alone", "a dash to the den"],
    kits: {
      "high-fantasy": {
        gear: { den: ["an old oak for the den", "oak"], bounds: ["the village green's low wall", "wall"] },
        who: ["village children", "halfling youngsters", "temple wards at festival time"],
        stakes: ["the last apple", "bragging rights", "first turn next time"],
        gentle: true,
      },
      "dark-fantasy": {
        gear: { den: ["the gallows post for the den", "gallows post"], bounds: ["the churchyard wall", "churchyard wall"] },
        who: ["plague-quarter children", "orphans of the workhouse", "beggar children"],
        stakes: ["a crust", "bragging rights", "first pick of the scraps"],
        gentle: true,
      },
      modern: {
        gear: { den: ["a lamp post for the den", "lamp post"], bounds: ["a chalk line across the street", "chalk line"] },
        who: ["schoolchildren at break", "children on summer evenings", "cousins at family gatherings"],
        stakes: ["bragging rights", "the last ice lolly", "first pick of teams"],
        gentle: true,
      },
      "post-apocalyptic": {
        gear: { den: ["a rusted car for the den", "car"], bounds: ["a ring of painted stones", "ring of stones"] },
        who: ["children in the ruins", "settlement youngsters", "caravan children at camp"],
        stakes: ["a boiled sweet", "bragging rights", "an extra cup of water"],
        gentle: true,
      },
      mythic: {
        gear: { den: ["the altar stone for the den", "altar stone"], bounds: ["a line drawn round the grove", "line"] },
        who: ["shepherd children", "palace children", "the young of the village"],
        stakes: ["a fig", "a honey cake", "choosing the next game"],
        gentle: true,
      },
    },
  },
];
