// War games: a table war game of model armies and a holographic fleet game. Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const WAR_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "war-game",
    label: "Table war game",
    type: "war",
    kind: ["table war game", "war game of model armies", "game of generals"],
    contest: ["battle", "game"],
    nouns: ["Campaign", "Battle", "Field", "Manoeuvre", "War"],
    players: [2, 2],
    gear: { map: "one", blocks: "many", dice: "many", ruler: "one", orders: "many" },
    targets: [6, 8, 10, 12],
    params: { hidden: "screened", horse: "two-spans", engines: "move-or-shoot", breaking: "at-four" },
    basics: ["order", "span", "fight"],
    gist: [
      "[march|move] armies of {blocks} [across|over] the {map} and [settle|fight] battles [with the {dice}|by the {dice}]",
      "[fight|refight] [battles|a campaign] [with armies of {blocks}|with their {blocks}], [writing their orders in secret|on orders written in secret]",
    ],
    objective: [
      "[hold|keep] more of the five towns than [the enemy|the other side] [when turn {target} ends|after {target} turns]",
      "[take and keep|seize and hold] [the most towns|more towns than the enemy] [by the end of turn {target}|over {target} turns]",
    ],
    scoring: [
      "[Only towns count|Towns are the only score|Nothing scores but towns]: [each is held|a town is held|a town belongs] [by the side with the last unit inside it|by the side that last had a unit in it|to whoever last had a unit there], [and the towns are counted|and they are counted|counted] [when turn {target} ends|after turn {target}|at the end of turn {target}].",
      "[The score is the towns held|What counts is towns held] [at the end of turn {target}|once turn {target} is over], [a town belonging|each belonging] to [whichever side last stood in it|the last side to hold it with a unit].",
    ],
    turn: [
      "[Each turn, both sides|Both sides, each turn,] write [an order for every block|orders for every block] on their {orders} [in secret|out of sight], then [all the {blocks} move at once|move their {blocks} together] on the {map}, [measured by the {ruler}|distances taken with the {ruler}], and [every fight is settled|fights are settled] with the {dice}.",
      "[Orders are written|Both sides write orders] on the {orders} [in secret|hidden from each other] [before each turn|every turn]; [then all {blocks} move at once|then every block moves together], [measured by the {ruler}|distances taken with the {ruler}], and [the {dice} settle every fight|each fight goes to the {dice}].",
    ],
    rules: [
      core(
        "setup",
        "[Each side has|Both sides have|Each army is] twelve {blocks}, [each one a unit|one unit apiece|a unit each]: [six of foot, four of horse and two engines|half of them foot, four horse and two engines|two engines, four horse and six foot|foot six, horse four, engines two], [set out behind a screen|placed behind a cloth screen|deployed out of sight] [within a span of its own edge|in the span nearest its own edge|near its own edge] [before the screen is lifted|and then shown|until the screen comes away].",
        { gives: ["foot", "horse", "engines"] },
      ),
      core(
        "turn",
        "[Foot moves|A unit of foot moves|Foot marches] [one span of the {ruler}|a single span of the {ruler}|one span] [a turn|each turn|per turn], [horse two|horse twice that|and horse two], and [an engine|each engine|every engine] [either moves one span or shoots|moves one span or shoots, not both|may move a span or shoot], [reaching two spans|at anything within two spans|out to two spans].",
        { needs: ["foot", "horse", "engines"] },
      ),
      core(
        "special",
        "[Units that end a move touching|Units ending a move in contact|Units touching after the move] [fight|must fight|do battle]: [each side throws one of the {dice}|both sides throw one of the {dice}|each throws a die], [adding one|plus one|with one added] [for every unit of its own beyond the first|for each unit past the first|per extra unit] [and one for holding a town|and one more in a town|and one for a town held]; [the lower total|the loser|the side that throws lower] [removes a unit and falls back a span|loses a unit, then falls back a span|gives up a unit and pulls back a span|takes off a unit and retreats a span]; [a tie costs each side a unit|a level throw costs both sides a unit|equal throws cost both a unit].",
        { settles: "resolve" },
      ),
      core(
        "special",
        "[An engine that shoots|A shooting engine|When an engine shoots, it] throws [one of the {dice}|a single die|one die], and [a five or six removes|on a five or six it takes off|a five or better removes|any five or six kills] [the enemy unit it aimed at|its target|the unit it fired on].",
        { needs: ["engines"] },
      ),
      rule(
        "special",
        "[A side down to|An army reduced to|An army left with] four units [breaks and loses at once|quits the field and loses|breaks and has lost], [whatever towns it holds|towns or not|however many towns it holds].",
        { gives: ["breaking"] },
      ),
      core(
        "end",
        "[The game ends|Play stops|The battle is over] [when turn {target} is over|at the end of turn {target}|after turn {target}], or [sooner if|at once if|earlier if] [a side has no units left|one side is wiped out|an army has nothing left|an army is destroyed], and [the side holding more towns wins|more towns held wins|whoever holds more towns has won].",
        { settles: "end" },
      ),
      core(
        "end",
        "[Equal towns go to|If the towns are equal, victory goes to|With towns level, the win goes to|Level towns go to] [the side with more units left|whichever side has more units standing|the army with more units left], and [the same number of units means a draw|if those are equal too, it is a draw|equal units make it a draw].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant(0, "with open deployment", "[every unit is set out in plain sight|no screen is used], [one side after the other|each side in turn]", {
        hidden: "open",
      }),
      variant(1, "with fast horse", "[horse moves|a unit of horse moves|horse gallops] three spans [of the {ruler}|a turn|each turn]", {
        horse: "three-spans",
      }),
      variant(4, "to the last unit", "[no army breaks|an army fights to the last], [whatever its losses|however many it loses]", { breaking: "never" }, [
        "breaking",
      ]),
      variant(
        3,
        "with field guns",
        "[an engine may move and shoot|engines may both move and shoot] [in the same turn|in one turn], [hitting only on a six|with hits only on a six]",
        { engines: "move-and-shoot" },
        ["engines"],
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} and {b} [lift the screen|take the screen away]: {a} [has massed|has put] the horse [on the left|on one wing], [and|while] {b} [holds the towns|sits in two towns] with foot.",
        ),
        told(
          "[When the screen comes up|Once the screen is lifted], {b} [has the horse|shows the horse] [facing the river|on the right], and {a} [has spread|has strung out] foot [along the hills|across the centre].",
        ),
      ],
      [
        told(
          "[On turn one|The first turn], {a's} orders [send the horse two spans|move the horse two spans] [into a town|at a town] held by one unit of {b's}: [three horse against one|three units to one], [{a} throws a two and adds two|{a} throws two, plus two], [while|and] {b} throws a five [plus one for the town|and adds one for the town].",
        ),
        told(
          "[In the first turn|On turn one], {b} [orders|sends] two units of foot [against|into] a unit of {a's} [on open ground|in the open]; {b} [throws a four, plus one|throws four and adds one], {a} throws [a three|three], and {a's} unit [is lost|is removed].",
        ),
      ],
      [
        told(
          "[Six beats four|Six against four], so {a's} horse [loses a unit|gives up a unit] and [falls back a span|pulls back a span]; [the town stays {b's}|{b} keeps the town], and [the turn counter moves on|turn two begins].",
        ),
        told(
          "[With the unit lost|With the unit gone], {a's} line [has a gap|is open], so {b} [orders the horse through|writes orders for the horse to go through] [the gap|it] [next turn|on turn two].",
        ),
      ],
    ],
    craft: [
      "[The orders are the game|Everything is in the orders]: [a unit ordered into a town|an order written for a town] [the enemy has already left|that the enemy has left] [wastes a turn|costs a turn].",
      "[What a general fears|The dread] is [a flank turned|horse round the flank] [with no order to meet it|and no order written to meet it], [and a town lost|losing a town] [for a whole turn|until the next orders].",
      "[Numbers win fights|Weight of numbers wins]: [every extra unit adds one|each extra unit adds one], [so good players|so the best generals] [fight where they are stronger|pick fights where they outnumber].",
    ],
    matches: [
      told(
        "{a} [held|kept] the last bridge [for six turns|through six turns] against {b's} [whole army|every unit], [and won on towns|winning on towns] [when the last turn ended|at the end]",
      ),
      told(
        "{b} [broke|routed] {a's} [left wing|flank] [on the first turn|in the first turn] and [held every town|took every town] [by turn {target}|at the end], [a clean win|winning outright]",
      ),
      told(
        "{a} and {b} [ended level on towns|held the same number of towns], and {a} [won|took it] with [one unit more|a single unit more] [left standing|still on the {map}]",
      ),
    ],
    feats: [told("a last bridge held"), told("a town taken by three units to one"), told("a flank broken on the first turn")],
    kits: {
      "high-fantasy": {
        gear: {
          map: ["a sand table with five walled towns", "sand table"],
          blocks: ["painted wooden blocks for regiments", "blocks"],
          dice: ["two six-sided dice", "dice"],
          ruler: ["a notched measuring rod", "rod"],
          orders: ["wax tablets for orders", "tablets"],
        },
        who: [
          ["generals", "in winter quarters", "in winter quarters during a month of snow"],
          ["cadets of the war college", "in the map rooms", "in the war college's map room before the finals"],
          ["old captains", "in their halls", "in an old captain's hall on a defeat's anniversary"],
        ],
        stakes: ["honour", "a fine horse", "command of the next march"],
      },
      steampunk: {
        gear: {
          map: ["a map table of five frontier towns", "map table"],
          blocks: ["lead blocks stamped with regiment numbers", "blocks"],
          dice: ["three ivory dice", "dice"],
          ruler: ["a brass measuring chain", "chain"],
          orders: ["pads of order slips", "order slips"],
        },
        who: [
          ["officers of the general staff", "at headquarters", "at headquarters the week before the real war"],
          ["cadets", "at the military academy", "in the academy's model room on prize day"],
          ["retired colonels", "in their clubs", "in a club's map room during a by-election"],
        ],
        stakes: ["a case of port", "a promotion", "a case of claret"],
      },
      modern: {
        gear: {
          map: ["a terrain board with five model towns", "terrain board"],
          blocks: ["painted miniature soldiers", "miniatures"],
          dice: ["a handful of six-sided dice", "dice"],
          ruler: ["a tape measure", "tape measure"],
          orders: ["printed order sheets", "order sheets"],
        },
        who: [
          ["hobby clubs", "in shop basements", "in a shop basement during the national finals"],
          ["history teachers", "after school", "in a school hall on the last day of term"],
          ["tournament players", "at conventions", "at a convention in a flooded hotel"],
        ],
        stakes: ["bragging rights", "a trophy", "a higher rung"],
      },
      mythic: {
        gear: {
          map: ["a sand table with five walled towns", "sand table"],
          blocks: ["clay figures of spearmen and chariots", "clay figures"],
          dice: ["two dice of bone", "dice"],
          ruler: ["a spear-shaft marked in spans", "spear-shaft"],
          orders: ["clay tablets for orders", "tablets"],
        },
        who: [
          ["kings' sons learning war", "in the palace courts", "in a palace court while their fathers were at sea"],
          ["captains camped before a city", "in the tents", "in a tent before the walls in the ninth year"],
          ["old charioteers", "at the funeral feasts", "at the funeral feast of a great captain"],
        ],
        stakes: ["a bronze tripod", "a captive's ransom", "the first share of plunder"],
      },
    },
  },
  {
    id: "fleet-holo",
    label: "Holographic fleet game",
    type: "war",
    kind: ["holographic fleet game", "fleet game in a holo-tank", "game of fleets in light"],
    nouns: ["Fleet", "Vector", "Orbit", "Sector", "Burn"],
    players: [2, 2],
    gear: { tank: "one", ships: "many", ai: "one" },
    targets: [8, 10, 12],
    params: { flagship: "secret", cover: "planets", order: "together", ramming: "allowed" },
    basics: ["sector", "plot", "hit"],
    gist: [
      "[plot the courses of|steer] fleets of {ships} [through a star system|across a star system] [in the {tank}|projected in the {tank}]",
      "[fight|wage] [space battles|battles between fleets] [in light|in a projected system], [refereed by|judged by] an {ai}",
    ],
    objective: [
      "[cripple|destroy] the enemy flagship, or [lead on points|hold more points] [when turn {target} ends|after {target} turns]",
      "[lead on points|score more] [after {target} turns|by the end of turn {target}], or [end it sooner|win at once] by crippling the enemy flagship",
    ],
    scoring: [
      "The {ai} [scores|marks] a point for every enemy ship [crippled|put out of action], [and two for the side holding the jump point|with two more to whoever holds the jump point] [when the last turn ends|at the end of the last turn].",
      "[Every enemy ship crippled|Each enemy ship put out of action] [scores|is worth] a point, [kept by the {ai}|counted by the {ai}], [and holding the jump point at the end|and the jump point held at the end] [is worth two|adds two].",
    ],
    turn: [
      "Both players [plot|set] [a course|a move] for [each of their {ships}|every one of their {ships}] [in secret|hidden from the other], up to three sectors; the {ai} then [runs|plays out] [the moves|the turn] [in the {tank}|across the {tank}] [and throws for every shot|and rolls every shot].",
      "[Moves are plotted|Each player plots moves] [in secret|out of sight] [for all their {ships}|for each of the {ships}], [three sectors at most|no more than three sectors each]; [when both are ready|once both are done], the {ai} [runs them together in the {tank}|plays the turn out in the {tank}] [and rolls for every shot|and throws for each shot].",
    ],
    rules: [
      core(
        "setup",
        "[The {tank} is ruled into|The {tank} shows|The {tank} is divided into] [sectors ten by ten|a grid of ten by ten sectors|a hundred sectors, ten by ten]; [each fleet is six {ships}|a fleet is six {ships}|both fleets have six {ships}], [entering from opposite edges|entering at opposite edges|coming in from either edge], [and the jump point glows at the centre|with the jump point marked at the centre|the jump point lit in the middle]; [each player tells the {ai} alone which ship is the flagship|each player secretly names a flagship to the {ai}|only the {ai} is told which ships are the flagships].",
        { gives: ["jump point", "flagship"] },
      ),
      core(
        "special",
        "[After moving|Once moved|When the moves are done], [each ship fires once|each ship takes one shot|every ship shoots once] [at an enemy within two sectors|at an enemy two sectors away or nearer|at any enemy within two sectors]; [the {ai} throws a die for it|the {ai} rolls for the shot|for each shot the {ai} rolls a die], [a four or better hitting|four or more hitting|and a hit is four or more]; [two hits cripple a ship and three the flagship|a ship is crippled by two hits, the flagship by three|two hits cripple a ship, three the flagship].",
        { settles: "resolve", needs: ["flagship"] },
      ),
      core(
        "special",
        "[The jump point is held by|A side holds the jump point with|The jump point belongs to] [the only ships in its sector|the ships alone in its sector|whoever alone has ships in its sector], [and a shared sector holds it for no one|and no one holds it when both share it|and nobody holds a shared sector].",
        { needs: ["jump point"] },
      ),
      rule(
        "special",
        "[A ship in a planet's shadow|A ship behind a planet] [cannot be seen or fired on|is hidden and safe from fire] [that turn|for the turn].",
        { gives: ["cover"] },
      ),
      rule(
        "special",
        "[A ship that rams|A ramming ship] [cripples itself and its target|and its target are both crippled], [flagship or not|whatever they are].",
        { gives: ["ramming"] },
      ),
      core(
        "end",
        "[A crippled flagship loses the game|The side whose flagship is crippled loses] [at the end of that turn|when that turn ends]; [otherwise|if not,] the game ends [after turn {target}|when turn {target} is over] and [the {ai} counts the points|the points are counted].",
        { settles: "end", needs: ["flagship"] },
      ),
      core(
        "end",
        "[Level points go to|A tie on points goes to|With points equal, the win goes to] [the side with more {ships} left|the fleet with more still flying|whichever fleet has more {ships} whole], and [both flagships crippled in one turn|two flagships crippled in the same turn|losing both flagships at once] [make a draw|is a draw|draws the game].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant(
        0,
        "with known flagships",
        "[flagships are|each flagship is|both flagships are] [known from the start|shown openly], [marked in the {tank}|lit in the {tank}]",
        { flagship: "open" },
      ),
      variant(
        3,
        "in open space",
        "[planets give no cover|planets hide nothing], [and every ship can be fired on|and no ship is safe from fire]",
        { cover: "none" },
        ["cover"],
      ),
      variant(
        "turn",
        "in turns",
        "[players|the two players|both sides] [move in turn|take turns to move] [instead of together|rather than at once], [one ship at a time|a ship each]",
        { order: "alternate" },
      ),
      variant(
        4,
        "with no ramming",
        "[ramming|a ram|any ram] [is forbidden|is not allowed], [and a ship may not enter|and no ship may enter] an enemy's sector",
        { ramming: "forbidden" },
        ["ramming"],
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} and {b} [plot their first moves|plot the first turn]: {a} [sends|plots] two {ships} [three sectors|the full three sectors] [towards|at] the jump point, [while|and] {b} [hangs back|holds back].",
        ),
        told(
          "[On the first turn|In turn one], {b} [plots|sends] the whole fleet [forward|in] [at full speed|three sectors], [and|while] {a} [moves one ship|sends one ship] [to the jump point|onto the jump point] [and keeps the rest back|holding the others back].",
        ),
      ],
      [
        told(
          "The {ai} [runs the moves|plays the turn]: [two of {b's} ships|a pair of {b's} ships] [end two sectors from|finish within two sectors of] {a's} [leading ship|lead ship], [fire|shoot], and [the {ai} rolls a five and a two|the {ai} rolls five and two]: one hit.",
        ),
        told(
          "[When the turn runs|The {ai} plays it out]: {a's} ship [at the jump point|holding the jump point] [takes fire|is shot at] [from three of {b's}|by three of {b's} ships], [and two shots hit|two of the three hitting], [crippling it|which cripples it].",
        ),
      ],
      [
        told(
          "[The hit ship|{A's} damaged ship] [can take one more|has one hit left], and [{a} plots it|{a} sends it] [behind a moon|out of range] [for the next turn|next turn]; [the score stands at nothing each|the score is still level at nothing].",
        ),
        told(
          "[That is a point|One point] [to {b}|for {b}] [on the count of the {ai}|in the tally of the {ai}], and [the jump point stands empty|the jump point is empty again] [for the next turn|going into turn two].",
        ),
      ],
    ],
    craft: [
      "[The game is in the plotting|Everything is in the plot]: [a ship plotted|a ship sent] to where the enemy [was|stood last turn] [fires at nothing|has nothing to shoot at].",
      "[What every player fears|The dread] is [the flagship found|the flagship guessed], [since three hits|because three hits] [end the game|lose the game] [whatever the points|on the spot].",
      "[The jump point is worth two|Two points for the jump point] [at the end|on the last turn], [so|and] [the last turns|the closing turns] [are a scramble for its sector|always become a fight for it].",
    ],
    matches: [
      told(
        "{a} [hid|kept] the flagship [behind a gas giant|in a moon's shadow] [for the whole game|all game] [while|as] {b} [hunted decoys|chased the wrong ships], [and won on points|winning on points]",
        "cover",
      ),
      told(
        "{b} [rammed|drove] a frigate into {a's} flagship [on the last turn|in the final turn], [crippling it|and crippled it] [to win the game|for the win]",
        "ramming",
      ),
      told(
        "{a} [held|sat on] the jump point [for the last three turns|through the last turns] [with a single damaged ship|with one damaged ship] against {b's} [whole fleet|battle line], and [won by those two points|the two points won it]",
        "jump point",
      ),
    ],
    feats: [told("a flagship hidden all game", "cover"), told("a jump point held alone", "jump point"), told("a ram on the last turn", "ramming")],
    kits: {
      "science-fiction": {
        gear: { tank: ["a holo-tank showing a star system", "holo-tank"], ships: ["ship tokens of light", "ship tokens"], ai: ["an AI referee", "AI"] },
        who: [
          ["fleet officers in training", "in the staff college", "in the staff college's tank room before the finals"],
          ["bridge crews", "off shift", "in a wardroom during a long patrol"],
          ["veterans of the border wars", "in the veterans' halls", "in a veterans' hall on Armistice Day"],
        ],
        stakes: ["credits", "rank points", "a bottle of real wine"],
      },
    },
  },
];
