// Sports of skill and speed: a zero-gravity ring game and a race round a turning post. Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const SPORT_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "zero-g",
    label: "Zero-gravity ring game",
    type: "sport",
    kind: ["zero-gravity ball game", "ring game in free fall", "weightless ball game"],
    nouns: ["Void Ball", "Spin", "Ring", "Drift", "Orbit"],
    players: [5, 7],
    sides: true,
    gear: { ball: "one", rings: "many", boots: "many" },
    params: { holding: "five-seconds", rings: "two-and-three", tie: "golden-goal", grabbing: "penalty" },
    basics: ["ring", "keeper", "period"],
    gist: [
      "[fly|launch themselves] across a weightless arena [to put|putting] a {ball} through the other side's {rings}",
      "[pass|throw] a {ball} [through free fall|in zero gravity] [at|towards] [the rival {rings}|the other side's {rings}]",
    ],
    objective: [
      "put the {ball} through [the rival rings|the other side's rings] [for more points|more often] [over three periods|in three periods]",
      "outscore the other side [over three periods|in three periods of play]",
    ],
    scoring: [
      "[A shot|A throw] through [one of the two fixed {rings}|one of the fixed {rings}] [at the far end|at the rival end] scores two, [through the small spinning ring|through the spinning ring] three.",
      "[The fixed {rings} score two|Two for each of the fixed {rings}], [three for the spinning one|the spinning ring three], [for a {ball} thrown through|when the {ball} goes through] [from the front|from in front].",
    ],
    turn: [
      "Players [push off|launch] from the walls [in their {boots}|with their {boots}], [catch|grab] the {ball} [in flight|mid-air] and [pass or shoot|throw it on], but [a player holding the {ball}|whoever holds the {ball}] [may not touch a wall|cannot push off a wall].",
      "[Play is continuous|There are no set turns]: [players fly|everyone flies] [from wall to wall|across the arena], [pushing off in their {boots}|kicking off in their {boots}], and [the {ball} must be passed|whoever has the {ball} must pass] [before touching down|before landing on a wall].",
    ],
    rules: [
      core(
        "setup",
        "[Each end has two fixed {rings} and a spinning one|There are three {rings} at each end, one of them spinning|At each end hang two fixed {rings} and one that spins]; [both sides start clamped to their own wall|each side starts anchored at its own end|the sides begin fixed to their own walls] [by their {boots}|in their {boots}], and [the {ball} is launched|the {ball} is fired|a launcher fires the {ball}] [from the centre|out of the centre|from mid-arena].",
      ),
      core(
        "setup",
        "[Each side's keeper|A side's keeper|The keeper of each side] [may not leave|never leaves|stays in] [the space before its {rings}|the zone in front of its {rings}|its own end], [and|while|but] [the others may go anywhere|the others range the whole arena|everyone else flies free].",
      ),
      core(
        "turn",
        "[A player with the {ball}|Holding the {ball}|Anyone who keeps the {ball}] [for more than five seconds|longer than five seconds|past a count of five] [gives it to the other side|hands it to the other side|loses it to the rivals].",
      ),
      core(
        "special",
        "[Grabbing a rival's {boots}|Holding a rival by the {boots}] [costs a minute|means a minute|earns a minute] in the penalty box, [the side playing one short|with the side a player down|leaving the side a player short|while the side plays on short].",
      ),
      rule(
        "special",
        "A {ball} that [goes into the spectator net|leaves the arena through the net] [is given to|passes to] the side [that did not touch it last|that touched it second last].",
      ),
      core(
        "special",
        "[After a score|When a side scores|Once a side scores], [the {ball} is launched again|the {ball} is fired again|the launcher fires again] [from the centre|from mid-arena|out of the middle], [with both sides back on their walls|and both sides clamp back to their walls|the players clamped at their ends again].",
      ),
      core("end", "[The game is|A game lasts] three periods of [ten|twelve] minutes, [the sides swapping ends after each|with ends changed between periods].", {
        settles: "end",
      }),
      core(
        "end",
        "[Level scores go to|A tie goes to] [sudden death|a golden goal]: [the next score wins|whoever scores next wins], [however long it takes|however long that takes].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant(
        2,
        "with free holding",
        "[a player may hold the {ball}|the {ball} may be held|players may keep the {ball}] [as long as they like|without limit], [though not against a wall|but still not on a wall]",
        { holding: "free" },
      ),
      variant("scoring", "with equal rings", "[every ring scores two|all rings are worth two], [the spinning one too|spinning or not]", { rings: "all-two" }),
      variant(7, "with draws", "[a tie stands|ties are left as draws], [with no sudden death|and no golden goal is played]", { tie: "draw" }),
      variant(3, "with boot-grabbing", "[boot-grabbing is allowed|grabbing boots is fair play], [so long as the boots stay on|if the boots stay on]", {
        grabbing: "allowed",
      }),
    ],
    round: [
      [
        told(
          "[Say|Suppose] the {ball} [is fired|launches] and {a} [meets it|catches it] [in the middle of the arena|mid-arena], [holds it for three seconds|counts three seconds] and [throws it on|passes it] to {b}, [who has pushed off|coming off] the far wall.",
        ),
        told(
          "[From the launch|At the launch], {b} [grabs the {ball}|takes the {ball}] [at full stretch|with a long dive], [spins|turns] [and passes|to pass] to {a} [before the five seconds are up|inside five seconds].",
        ),
      ],
      [
        told(
          "{B} [shoots|throws] [at the spinning ring|for the spinning ring] and [scores three|puts it through for three]; [both sides clamp back|everyone clamps back] to their walls [for the next launch|and the {ball} goes up again].",
        ),
        told(
          "{A} [aims at|throws for] a fixed ring [and scores two|for two points], [and|then] [both sides clamp back|everyone clamps back] to [their walls|their own walls] [before the next launch|for the relaunch].",
        ),
      ],
      [
        told(
          "[In the second period|Later on], {c} [grabs|holds] {a} by the {boots} [to stop a shot|as {a} shoots], and [sits out a minute|spends a minute] in the penalty box[ while {a's} side plays one up|, {c's} side a player short].",
        ),
        told(
          "[Near the end|Late in the third period], {c} [holds|catches] {b} by the {boots}, [and {c} goes|sending {c}] to the penalty box [for a minute|for sixty seconds], [{c's} side a player down|with {c's} side one short].",
        ),
      ],
    ],
    craft: [
      "[In free fall|Without weight], [every throw|each throw] [pushes the thrower back|sends the thrower backward], [so the best players|and good players] [throw from a wall|brace before they throw].",
      "[What a player fears|The dread] is [the long drift|drifting] [with no wall in reach|far from any wall], [out of play|useless] [while the other side attacks|while the game goes on].",
      "[The spinning ring pays three|Three for the spinning ring] [but is hard to hit|but it is small and moving], [so sides take the twos|and most sides take the safe twos] [until they are behind|unless they trail].",
    ],
    matches: [
      told(
        "{a} [put the ball through|scored through] the spinning ring [from the far wall|from end to end] [in the last second|with the clock at zero] [to beat|and beat] {b's} side",
      ),
      told(
        "{b's} keeper [stopped|turned away] [every shot|forty shots] [for three periods|in three periods] before {a's} side [won in sudden death|scored the golden goal]",
      ),
      told("{a's} side [came back|recovered] from [ten points down|four goals behind] to beat {b's} [in the final period|in the third period]"),
    ],
    feats: [told("a shot through the spinning ring"), told("a keeper's clean sheet"), told("a goal from the far wall")],
    kits: {
      "science-fiction": {
        gear: {
          ball: ["a ball with a thruster core", "ball"],
          rings: ["six glowing goal rings, three each end", "rings"],
          boots: ["mag-boots for each player", "mag-boots"],
        },
        who: [
          ["station leagues", "in the hub arenas", "in a hub arena on a station's founding day"],
          ["fleet crews on shore leave", "in the orbital domes", "in an orbital dome at the fleet games"],
          ["colony schools", "in the drop-shaft gyms", "in a drop-shaft gym during a blackout"],
        ],
        stakes: ["the station cup", "credits", "fleet pride"],
      },
    },
  },
  {
    id: "course-race",
    label: "Course race",
    type: "sport",
    kind: ["racing game", "lap race", "race of many laps"],
    contest: ["race"],
    nouns: ["Race", "Run", "Circuit", "Laps", "Dash"],
    players: [4, 10],
    gear: { racers: "many", post: "one" },
    targets: [3, 5, 7, 12],
    params: { ramming: "straights", placings: "none", mishap: "go-on", start: "by-lot" },
    basics: ["lap", "line"],
    gist: [
      "race {racers} [lap after lap|lap upon lap] round the {post}",
      "[drive|steer] {racers} [round a course|round a marked course] [against the field|against each other], [turning at the {post}|round the {post}]",
    ],
    objective: ["[be first|finish first] across the line after {target} laps", "[win|take] the race over {target} laps [round the {post}|of the course]"],
    scoring: [
      "[Only the finish counts|Nothing but the finish counts]: [first past the line|whoever is first home] [takes the prize|wins it all], [and no lesser place|and no other place] [earns anything|is paid].",
      "[The winner takes the whole prize|The whole prize goes to the winner], [and second place|and second] [earns nothing|is paid nothing]; [only the finish|the finish alone] [counts|matters].",
    ],
    turn: [
      "[The {racers} start|All the {racers} start] [together|abreast] [at the signal|at the drop of a flag], and the race [runs|goes] round the {post} {target} times; [the inside line, nearest the {post},|the line nearest the {post}] is [the shortest and the most crowded|shortest and most fought over].",
      "[There are no turns|Nobody waits a turn]: [all the {racers} go off|all the {racers} leave] [together|at once] and [fight for|jostle for] the inside line [at every pass of the {post}|round the {post}], [lap by lap|lap after lap], {target} times round.",
    ],
    rules: [
      core(
        "setup",
        "[Starting places go by lot|Places at the start are drawn by lot|The start is drawn by lot], [the inside lane being the prize|the luckiest drawing the inside|with the inside lane the prize]; [every {crew} is checked|each {crew} is searched|all are inspected] [at the line|before the start|on the line] [for weapons|so that none carries a weapon|and no weapon is allowed].",
      ),
      core(
        "turn",
        "[Cutting inside the {post}|Passing inside the {post}|Going inside the {post}] [puts a {crew} out of the race|disqualifies a {crew} at once|ends a race for good], [whatever the lead|however far ahead|lead or no lead].",
      ),
      core(
        "special",
        "[Running a rival off the course|Deliberate ramming|Driving a rival wide] [is fair|is allowed|is lawful] [on the straights|in the straights|between the turns] but [not at the {post}|forbidden at the turn|never at the {post}], [where it disqualifies|on pain of disqualification|where it puts the rammer out].",
        { settles: "resolve" },
      ),
      rule("special", "{Mishap} [may go on if able|can go on if able], but [no one may help|without help from anyone]."),
      core(
        "end",
        "[The race ends|The race is over|It is over] when [the leading {crew}|the first {crew}|the front-runner] [crosses the line|passes the line|comes home] [after the last lap|on lap {target}|at the end of lap {target}], [even in a wreck|whatever is left of them|wrecked or whole], and [the judges at the line|judges at the line|the line judges] [name the order|call the finish|declare it].",
        { settles: "end" },
      ),
      core(
        "end",
        "[If two cross the line together|A dead heat at the line] [is settled by|means] [a single lap between those two|one more lap for those two alone].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant(2, "without ramming", "[no ramming is allowed|ramming is forbidden] anywhere, [straights and all|on the straights too]", { ramming: "none" }),
      variant("scoring", "with placings", "[second and third|the next two home] [share a third of the prize|take a third of the prize between them]", {
        placings: "paid",
      }),
      variant(
        3,
        "with no second chances",
        "[{mishap} is out|{mishap} is out of the race|{mishap} is finished|{mishap} may not go on], [able or not|whatever the damage|fit to go on or not|whoever helps]",
        { mishap: "out" },
      ),
      variant(0, "with a handicap start", "[the start is handicapped|starts are staggered], [last year's winner|the fastest] starting last", {
        start: "handicap",
      }),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} draws the inside lane and {b} [the outside|the widest]; [at the signal|at the flag] {b} [cuts across|swings in] [on the first straight|down the first straight] [and rams|and shoulders] {c} [wide|off the line], [which is allowed there|fair on a straight].",
        ),
        told(
          "{B} draws [the inside|the inside lane] and {a} [the middle|a middle lane]; off the start, {a} [rams|runs] {c} [off the course|wide] [on the straight|before the turn], [fair play there|which the straight allows].",
        ),
      ],
      [
        told(
          "[At the first turn|At the {post}], {c} [cuts inside it|goes inside the {post}] [to make up ground|to win back the lost ground] [and is out of the race|and is disqualified on the spot].",
        ),
        told(
          "[Round the {post}|At the turn], {c} [tries to ram|drives at] {b} [and is disqualified|and is put out], [since ramming at the {post} is forbidden|ramming at the turn being forbidden].",
        ),
      ],
      [
        told(
          "[The laps go by|Lap follows lap] [with {a} and {b} side by side|with {a} and {b} level], [until|and] [on the last lap|on lap {target}] {a} [takes the inside line|holds the inside line] [and wins by a length|to win by a length].",
        ),
        told(
          "{A} and {b} [run level|stay together] [to the last lap|all the way] and [cross the line together|finish together]: [a dead heat|the judges call a dead heat], [and the two run one more lap, which {b} wins|and one more lap between them goes to {b}].",
        ),
      ],
    ],
    craft: [
      "[The race is won at the {post}|Races are won at the {post}]: [the inside line is shortest|the inside is shortest], [but|and] [a {crew} who turns too tight|whoever turns too tight] [cuts inside and is out|goes inside and is out].",
      "[What every {crew} fears|The dread of every {crew}] is [a ram on the straight|being rammed on the straight], [legal and sudden|fair and without warning], [just before the turn|as the {post} comes up].",
      "[Over many laps|In a long race], [the fastest|speed] [matters less than|counts for less than] [staying whole|finishing], [and many races are won|and plenty are won] [by the last {crew} still running|by whoever is left].",
    ],
    matches: [
      told(
        "{a} [came from last|came through from last place] [on the final lap|in the last lap] and [passed|beat] {b} [at the line|by a length] [to win|for the win]",
      ),
      told(
        "{b} [led|was ahead] [until the last turn|into the final turn|to the last lap], [cut inside the {post}|went inside the {post}|turned inside the {post}] and [was put out|was disqualified|lost the race], [handing|giving] the race to {a}",
      ),
      told("{a} and {b} [crossed the line together|finished side by side], and {a} [won the lap between them|took the deciding lap] [by a head|by a nose]"),
    ],
    feats: [told("a win from last place"), told("a clean line on every turn"), told("a win on a broken wheel")],
    kits: {
      mythic: {
        gear: { racers: ["light two-horse chariots", "chariots"], post: ["a turning post of carved stone", "turning post"] },
        words: { crew: "charioteer", mishap: "a charioteer thrown from the car" },
        unit: "charioteers",
        who: [
          ["princes", "at the funeral games", "at the funeral games of a fallen king"],
          ["horse-breeding clans", "on the plains", "on the plain below the gods' mountain"],
          ["heroes seeking glory", "at the sacred games", "at the sacred games before the assembled heroes"],
        ],
        stakes: ["a bronze tripod", "a mare in foal", "a laurel wreath"],
      },
      "post-apocalyptic": {
        gear: { racers: ["cars welded from scrap", "cars"], post: ["a burning oil drum for the turn", "oil drum"] },
        words: { crew: "driver", mishap: "a driver whose car stalls" },
        unit: "drivers",
        who: [
          ["convoy drivers", "on the dry lake beds", "on a dry lake bed during a dust storm"],
          ["raider gangs", "round the ruined stadiums", "round a ruined stadium under the lights"],
          ["mechanics of the settlements", "on fair days", "on the settlement's first fair day"],
        ],
        stakes: ["a tank of fuel", "salvage rights", "a new engine"],
      },
      steampunk: {
        gear: { racers: ["steam velocipedes", "velocipedes"], post: ["an iron turning post", "turning post"] },
        words: { crew: "rider", mishap: "a rider who falls" },
        unit: "riders",
        who: [
          ["members of the engineers' clubs", "on the club tracks", "on a club track at the Great Exhibition"],
          ["wealthy young inventors", "in the parks", "in a park on the day of the jubilee"],
          ["factory apprentices", "on the towpaths", "on a towpath on a frozen canal"],
        ],
        stakes: ["a silver cup", "a patent", "a hundred sovereigns"],
      },
      "science-fiction": {
        gear: { racers: ["hover-skiffs with sealed cockpits", "skiffs"], post: ["a marker beacon at the turn", "beacon"] },
        words: { crew: "pilot", mishap: "a pilot whose skiff stalls" },
        unit: "pilots",
        who: [
          ["asteroid miners", "in the hollowed rocks", "in a hollowed asteroid's main shaft"],
          ["pilots in training", "over the flight school", "over the flight school on graduation day"],
          ["dockyard gangs", "through the dry docks", "through a dry dock emptied for the night"],
        ],
        stakes: ["credits", "a new drive", "a pilot's licence"],
      },
    },
  },
];
