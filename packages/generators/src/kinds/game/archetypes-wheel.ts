// A betting wheel run by a croupier for the house. Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const WHEEL_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "wheel",
    label: "Betting wheel",
    type: "wagering",
    kind: ["wheel of chance", "betting game at the wheel", "croupier's game of chance"],
    nouns: ["Wheel", "Spin", "Fortune", "Zero", "Pockets"],
    players: [2, 12],
    gear: { wheel: "one", ball: "one", cloth: "one", chips: "many" },
    noTies: "every bet is settled alone against the house",
    params: { zeros: "one", drop: "before-close", jump: "respin", limits: "set" },
    basics: ["pocket", "croupier", "zero"],
    gist: [
      "[bet|lay {chips}] on where a {ball} will [come to rest|stop] in a spinning {wheel}",
      "[stake|lay] {chips} on [numbers and colours|a number or a colour] [before each spin|spin after spin]",
    ],
    objective: [
      "[leave the table|walk away] [with more {chips} than they bought|ahead of the house]",
      "beat the house before their {chips} [run out|are gone]",
    ],
    scoring: [
      "[A bet on one number|A single number] pays thirty-five to one, [a colour pays even money|red or black pays one to one], and when the {ball} [lands in|drops into] the zero, [the house takes every colour bet|every bet on a colour goes to the house].",
      "[Single numbers pay|One number pays] [thirty-five to one|at thirty-five to one] and [colours|a colour] [even money|one to one]; [the zero is green and belongs to the house|the green zero belongs to the house], [taking every bet on red or black|and takes all colour bets].",
    ],
    turn: [
      "[Players lay their {chips}|{Chips} are laid] on the {cloth}, and the croupier [spins|sets spinning] the {wheel} [one way|clockwise] and the {ball} the other; [the pocket it falls in|where the {ball} lands] [decides every bet|settles all bets].",
      "[Bets in {chips} go down|The {chips} go down] [on the {cloth}|on the numbers of the {cloth}], [the {wheel} turns|the croupier spins the {wheel}], and [a {ball} runs round it|the {ball} runs against it] [until it drops|until it falls] into a pocket, [which settles every bet|and that pocket decides].",
    ],
    rules: [
      core(
        "setup",
        "[The {wheel} has|There are|The {wheel} holds] thirty-six [numbered pockets|pockets with numbers|numbers], [half red and half black|red and black by turns|alternately red and black], [and one green zero|with a single green zero|plus a green zero]; [the house sets|the bank names|the house fixes] [the lowest and highest stake|the table limits|the smallest and largest bet] [before the first spin|at the start of the night|before play].",
        { gives: ["limits"] },
      ),
      core(
        "setup",
        "[Players buy {chips}|Everyone changes money for {chips}] [from the bank|at the cage] before [sitting down|play begins], and [no other stake is taken|nothing else may be staked].",
      ),
      core(
        "turn",
        "[Bets go down|Bets are laid|Players bet] until the croupier [calls 'no more bets'|calls time|closes the bets] [as the {ball} slows|while the {ball} slows|with the {ball} slowing], [and none may be moved after|and nothing may be touched after|after which no bet may move].",
      ),
      rule(
        "special",
        "[If the {ball} jumps out of the {wheel}, the spin is void|A {ball} that jumps the {wheel} voids the spin|A {ball} thrown clear of the {wheel} means no spin], and [the croupier spins again|the {wheel} is spun again].",
        { gives: ["jump"] },
      ),
      rule(
        "special",
        "[A player may spread {chips}|Players may spread their {chips}|{Chips} may be spread] [across several numbers|over many numbers|on several bets], [each bet paid apart|each at its own odds|every bet paid on its own].",
      ),
      core(
        "end",
        "[The table closes|Play ends|The night ends] [at the croupier's word|when the croupier calls it|when the croupier says], [after the spin in play|once the spin in play is settled|the last spin paid], and [players change their {chips} back|{chips} are cashed|the players cash their {chips}] [at the cage|at the bank|for money].",
        { settles: "end" },
      ),
    ],
    variants: [
      variant(
        "scoring",
        "with a double zero",
        "[a second zero gives|a double zero gives] the house [two pockets|a second pocket], [both green|both taking colour bets]",
        { zeros: "two" },
      ),
      variant(
        2,
        "with a late drop",
        "[the croupier drops the {ball}|the {ball} is dropped] only after bets close, [so no one sees it run|unseen by the bettors]",
        { drop: "after-close" },
      ),
      variant(
        3,
        "with jumps to the house",
        "[a {ball} out of the {wheel}|a jumping {ball}|a {ball} that leaves the {wheel}] [counts as zero|goes to the house], [and is not spun again|with no new spin]",
        { jump: "zero" },
        ["jump"],
      ),
      variant(
        0,
        "without limits",
        "[there are no limits|no limit is set] [on any stake|at any table], [the bank taking whatever is laid|and any stake is taken]",
        { limits: "none" },
        ["limits"],
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} [lays ten {chips}|puts ten {chips}] on red and {b} [one|a single one] on seventeen; {c}, [the croupier|at the {wheel}], [spins|sets it turning] and [calls time|calls 'no more bets'] [as the {ball} slows|while it slows].",
        ),
        told(
          "{B} [spreads five {chips}|puts five {chips}] [on five numbers|across five numbers] and {a} [stakes|lays] twenty on black; [the croupier, {c},|{c}, the croupier,] [spins|sends the {ball} round] and [closes the bets|calls time].",
        ),
      ],
      [
        told(
          "[The {ball} drops|It drops] into [red seventeen|the red seventeen]: {b} [is paid thirty-five {chips}|collects thirty-five], and {a's} ten on red [are paid ten more|win ten more].",
        ),
        told(
          "[The {ball} falls into|It lands in] the green zero: {a's} twenty on black [go to the house|are swept away], [and|while] {b's} five numbers [all lose|lose as well].",
        ),
      ],
      [
        told(
          "{C} [sweeps the losing {chips}|clears the losers] [off the {cloth}|from the {cloth}], [pays the winners|pays out], and [the next spin begins|a fresh round of bets goes down].",
        ),
        told(
          "[The {cloth} is cleared|{C} clears the {cloth}], [and the bets go down again|and new bets go down], [as they will|as they do] until [the croupier closes the table|{c} closes the table].",
        ),
      ],
    ],
    craft: [
      "[There is no skill at the {wheel}|No skill beats the {wheel}]: [the green zero|the zero] [gives the house its edge|is the house's edge], [spin after spin|on every spin].",
      "[What a player fears|The dread] is [the zero|the green pocket], [which takes|taking] [every colour bet at once|every bet on red and black], [whatever the player's luck|however the night has gone].",
      "[Those who win|The few who win] [leave early|walk away early], [because the longer a player sits, the more the zero takes|since every spin more gives the zero another chance].",
    ],
    matches: [
      told(
        "{a} [staked everything|bet everything] on one number [three spins running|three times in a row] against {b's} bank, and [won every time|won all three], [breaking the bank|which broke the bank]",
      ),
      told(
        "{b} [broke the bank|emptied the house's cage] in one night before {a} [proved|found] the {wheel} had been [tilted|weighted], [and every payout was held back|and the winnings were seized]",
      ),
      told(
        "{a} [lost|spun away] a family fortune at {b's} {wheel} [in a single night|before dawn], [the house winning the last stake on the green zero|the zero winning the house the last stake]",
      ),
    ],
    feats: [told("one number hit three times"), told("a broken bank"), told("a walk away while ahead")],
    kits: {
      "high-fantasy": {
        gear: {
          wheel: ["a painted wheel of thirty-seven pockets", "wheel"],
          ball: ["an ivory ball", "ball"],
          cloth: ["a green cloth marked with numbers", "cloth"],
          chips: ["wooden counters", "counters"],
        },
        who: [
          ["merchants", "at the autumn fair", "in a fair tent on the autumn fair's last night"],
          ["nobles", "in the gaming houses", "in a gaming house on the night of a coronation"],
          ["sailors on shore leave", "in the harbour dens", "in a harbour den the night the fleet came home"],
        ],
        stakes: ["gold crowns", "silver", "a ship's cargo"],
      },
      steampunk: {
        gear: {
          wheel: ["a clockwork roulette wheel", "wheel"],
          ball: ["a steel ball", "ball"],
          cloth: ["a baize cloth", "baize"],
          chips: ["mother-of-pearl counters", "counters"],
        },
        who: [
          ["gentlemen of the gaming clubs", "after dinner", "in a gaming club on Derby night"],
          ["airship passengers", "in the lounges", "in an airship lounge above the Alps"],
          ["rich widows", "at the spas", "in a spa casino at the height of the season"],
        ],
        stakes: ["sovereigns", "estates", "railway shares"],
      },
      "science-fiction": {
        gear: {
          wheel: ["a quantum randomiser wheel", "wheel"],
          ball: ["a magnetic ball", "ball"],
          cloth: ["a holo-table of numbers", "holo-table"],
          chips: ["credit chips", "chips"],
        },
        who: [
          ["tourists", "on the casino stations", "on a casino station orbiting a gas giant"],
          ["miners on leave", "in the port casinos", "in a port casino on the first night of leave"],
          ["smugglers", "between runs", "in a smugglers' casino during a customs raid"],
        ],
        stakes: ["credits", "cargo", "ship shares"],
      },
      modern: {
        gear: {
          wheel: ["a casino roulette wheel", "wheel"],
          ball: ["a small white ball", "ball"],
          cloth: ["a felt table layout", "layout"],
          chips: ["plastic casino chips", "chips"],
        },
        who: [
          ["tourists", "in casinos", "in a casino in the small hours"],
          ["high rollers", "in private rooms", "in a private room on New Year's Eve"],
          ["men on stag weekends", "on the seafront", "in a seafront casino on a wet Saturday"],
        ],
        stakes: ["cash", "a month's rent", "a car"],
      },
    },
  },
];
