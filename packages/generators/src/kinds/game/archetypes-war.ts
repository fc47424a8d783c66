// War games: a table war game of model armies and a holographic fleet game. Our own writing.
import { rule, variant, type GameArchetype } from "./shape.js";

export const WAR_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "war-game",
    label: "Table war game",
    type: "board",
    kind: ["table war game", "war game of model armies", "game of generals"],
    nouns: ["Campaign", "Battle", "Field", "Manoeuvre", "War"],
    players: [2, 4],
    gear: { map: "one", blocks: "many", dice: "many", ruler: "one" },
    targets: [6, 8, 10, 12],
    gist: [
      "[march|move] armies of {blocks} [across|over] the {map} and [settle|fight] battles [with the {dice}|by the {dice}]",
      "[fight|refight] [battles|a campaign] [with model armies|with armies of {blocks}], [orders written in secret|in secret orders]",
    ],
    objective: [
      "[hold|keep] more towns than [the enemy|the other side] [when turn {target} ends|after {target} turns]",
      "[take and keep|seize and hold] the most towns [by the end of turn {target}|over {target} turns]",
    ],
    scoring: [
      "[Each town held|Every town held] [at the end of the last turn|when the last turn ends] [scores two|is worth two points], [and each enemy unit destroyed one|with one more for each enemy unit destroyed]; [after {target} turns|when turn {target} ends], the higher score wins.",
      "[Towns score two each|A town scores two] and [destroyed units|each unit destroyed] one, [counted|totted up] after turn {target}, [and the higher total wins|the higher score winning].",
    ],
    turn: [
      "[Each turn, both sides|Both sides, each turn,] write orders for every unit [in secret|at once], then [move their {blocks} on the {map}|the {blocks} move on the {map}], [measured by the {ruler}|distances taken with the {ruler}], and [fights are settled|each fight is settled] with the {dice}, [the larger force throwing an extra die|the stronger side adding one to its throw].",
      "[Orders are written|Both sides write orders] [in secret|unseen] [before each turn|every turn], [and the {blocks} move together|then all {blocks} move at once], [measured by the {ruler}|distances taken with the {ruler}]; [where they meet|when units meet], [the {dice} settle the fight|a throw of the {dice} decides it], [with a die more|one die extra] for [the larger force|the stronger side].",
    ],
    rules: [
      rule(
        "setup",
        "[Each side deploys its {blocks}|Both sides deploy their {blocks}] [in secret|behind a screen] [along the near edge|at the near edge] of the {map}.",
      ),
      rule(
        "setup",
        "[Players agree the {map}, and|The {map} is agreed, and] [each side picks an army of equal points|both sides pick armies of equal strength] [before deploying|first].",
      ),
      rule(
        "turn",
        "[Foot moves|Infantry moves] one span of the {ruler} [a turn|each turn], [horse|cavalry] two, and [artillery|the engines] [move or fire|fire or move], [never both|not both in one turn].",
      ),
      rule("special", "A unit [that loses a fight|beaten in combat] [falls back|retreats] a full move and [cannot attack next turn|is shaken for a turn]."),
      rule("special", "[Units out of the enemy's sight|Hidden units] stay off the {map}, [written down only|noted in secret], until [spotted|seen]."),
      rule(
        "end",
        "[A side that loses|An army reduced to|A side down to] half its {blocks} [breaks and loses at once|must quit the field and loses|is beaten and leaves the field].",
      ),
    ],
    variants: [
      variant(4, "[every unit is|all units are] on the {map} [from the start|from the first turn], [and nothing is hidden|in plain sight]"),
      variant(2, "[cavalry moves|horse moves] three spans of the {ruler}"),
      variant(5, "[no army breaks|an army fights to the last], [whatever its losses|however many it loses]"),
      variant("scoring", "[towns alone score|only the towns count], [not units destroyed|not losses]"),
    ],
    matches: [
      "{a} [held|kept] the last bridge [for six turns|through six turns] against {b}'s [whole army|every block]",
      "{b} [broke|routed] {a}'s [left wing|flank] [on the first turn|in the first turn] and [held every town|took every town] [by turn {target}|at the end]",
      "{a} [hid|kept hidden] [a whole column|half an army] [until the last turn|until turn {target}] and then [took|seized] {b}'s [supply town|chief town]",
    ],
    feats: ["a last bridge held", "a hidden column sprung at the end", "a flank broken on the first turn"],
    kits: {
      "high-fantasy": {
        gear: {
          map: ["a sand table of hills and rivers", "sand table"],
          blocks: ["painted wooden blocks for regiments", "blocks"],
          dice: ["two six-sided dice", "dice"],
          ruler: ["a notched measuring rod", "rod"],
        },
        who: ["generals in winter quarters", "young nobles at the war college", "old captains"],
        stakes: ["honour", "a fine horse", "command of the next march"],
      },
      steampunk: {
        gear: {
          map: ["a map table of the frontier", "map table"],
          blocks: ["lead blocks stamped with regiment numbers", "blocks"],
          dice: ["three ivory dice", "dice"],
          ruler: ["a brass measuring chain", "chain"],
        },
        who: ["officers of the general staff", "cadets at the military academy", "retired colonels in their clubs"],
        stakes: ["a case of port", "a promotion", "the mess bill"],
      },
      modern: {
        gear: {
          map: ["a terrain board of hills and houses", "terrain board"],
          blocks: ["painted miniature soldiers", "miniatures"],
          dice: ["a handful of six-sided dice", "dice"],
          ruler: ["a tape measure", "tape measure"],
        },
        who: ["hobby clubs in shop basements", "history teachers", "tournament players"],
        stakes: ["bragging rights", "a trophy", "a higher rung"],
      },
      mythic: {
        gear: {
          map: ["a sand table of a walled city", "sand table"],
          blocks: ["clay figures of spearmen and chariots", "clay figures"],
          dice: ["four knucklebones for the fighting", "knucklebones"],
          ruler: ["a spear-shaft marked in spans", "spear-shaft"],
        },
        who: ["kings' sons learning war", "captains camped before a city", "old charioteers"],
        stakes: ["a bronze tripod", "a captive's ransom", "the first share of plunder"],
      },
    },
  },
  {
    id: "fleet-holo",
    label: "Holographic fleet game",
    type: "board",
    kind: ["holographic fleet game", "fleet game in a holo-tank", "game of fleets in light"],
    nouns: ["Fleet", "Vector", "Orbit", "Sector", "Burn"],
    players: [2, 4],
    gear: { tank: "one", ships: "many", ai: "one" },
    targets: [3, 5],
    gist: [
      "[plot the courses of|steer] fleets of {ships} [through a star system|across a star system] [in the {tank}|projected in the {tank}]",
      "[fight|wage] [fleet battles|space battles] [in light|in a projected system], [refereed by|judged by] an {ai}",
    ],
    objective: [
      "[destroy|cripple] the enemy flagship, or hold the jump point [for {target} turns|through {target} turns]",
      "hold the jump point for {target} turns or [sink|destroy] the enemy flagship [first|before losing their own]",
    ],
    scoring: [
      "The {ai} [scores|marks] a point for every enemy ship [crippled|disabled], but [holding the jump point|control of the jump point] [for {target} turns|through {target} turns] [wins outright|ends the game at once].",
      "[Every enemy ship disabled|Each enemy ship crippled] [scores|is worth] a point, [kept by the {ai}|counted by the {ai}]; [control of the jump point|holding the jump point] for {target} turns [wins|wins at once] [whatever the score|regardless].",
    ],
    turn: [
      "Both players [plot|set] [a vector|thrust and heading] for [each of their {ships}|every one of their {ships}] [in secret|hidden from the other]; the {ai} then [runs|plays out] [the moves|the turn] [in the {tank}|across the {tank}] and [settles every shot|resolves fire].",
      "[Moves are plotted|Each player plots moves] [in secret|out of sight] [for all their {ships}|for each of the {ships}]; [when both are ready|once both are done], the {ai} [runs them together in the {tank}|plays the turn out in the {tank}] and [rules on every hit|decides every shot].",
    ],
    rules: [
      rule("setup", "[Fleets enter|Each fleet enters] [from opposite edges|at opposite edges] of the {tank}, [with equal tonnage|of equal tonnage]."),
      rule(
        "setup",
        "[Each player secretly names|Both players secretly name|Each player in secret chooses] a flagship [before the first turn|at the start], and [only the {ai} knows which|the {ai} alone knows which].",
      ),
      rule(
        "turn",
        "Ships keep their [speed|momentum] [from turn to turn|between turns], and [turning|changing course] costs thrust [like any other move|as much as speeding up].",
      ),
      rule("special", "[A ship in a planet's shadow cannot be seen or fired on|Ships behind a planet are hidden and safe from fire]."),
      rule("special", "[A ship that rams|Ramming] [destroys both ships|kills both ships] [unless one is twice the other's size|unless one is far larger]."),
      rule("end", "[A fleet that loses its flagship concedes|Losing the flagship loses the game] [at the end of that turn|when the turn ends]."),
    ],
    variants: [
      variant(3, "[planets give no cover|planets hide nothing]"),
      variant(1, "flagships are [known from the start|shown openly]"),
      variant("turn", "players [move in turn|take turns to move] instead of together"),
      variant(4, "ramming [is forbidden|is not allowed]"),
    ],
    matches: [
      "{a} [hid|kept] the flagship [behind a gas giant|in a moon's shadow] [for the whole game|all game] [while|as] {b} [hunted decoys|chased empty hulls]",
      "{b} [rammed|drove] a frigate into {a}'s flagship [on the last turn|in the final turn] [to win|and won]",
      "{a} [held|sat on] the jump point for {target} turns [with a single frigate|with one damaged frigate] against {b}'s [whole fleet|battle line]",
    ],
    feats: ["a flagship hidden all game", "a jump point held alone", "a ram on the last turn"],
    kits: {
      "science-fiction": {
        gear: { tank: ["a holo-tank showing a star system", "holo-tank"], ships: ["ship tokens of light", "ship tokens"], ai: ["an AI referee", "AI"] },
        who: ["fleet officers in training", "bridge crews off shift", "veterans of the border wars"],
        stakes: ["credits", "rank points", "a bottle of real wine"],
      },
    },
  },
];
