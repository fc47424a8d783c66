// A banking card game against a dealer. Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const BANK_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "banking",
    label: "Banking cards",
    type: "card",
    kind: ["banking card game", "gambling card game", "game of cards and stakes"],
    nouns: ["Bank", "Twenty-One", "House", "Bust", "Natural"],
    players: [2, 7],
    gear: { deck: "one", chips: "many" },
    targets: [21],
    deck: { cards: 52, hand: 2 },
    params: { banker: "draws-to-sixteen", tie: "stand-off", natural: "three-for-two", double: "no" },
    basics: ["bank", "stake", "bust", "stand"],
    gist: [
      "draw cards against the banker [one at a time|card by card], [staking {chips} on each hand|for stakes of {chips}]",
      "[stake|bet] {chips} on [hands|a hand] [dealt|drawn] against the bank, [drawing|taking cards] until they [dare no more|stand]",
    ],
    objective: [
      "[come nearer|get closer] to {target} than the banker [without going over|without passing it]",
      "beat the bank with a hand [nearer|closer] to {target}[, but never over|, never past it]",
    ],
    scoring: [
      "Number cards count [their face|at face value], court cards ten and an ace [one or eleven|eleven or one]; a hand over {target} [is bust|loses at once], and [a winning hand|a win] is paid [in {chips}|{chips}] [at even money|one for one].",
      "Court cards count ten, aces [one or eleven|eleven or one], [the rest|other cards] their number; [whoever goes over {target} is bust|a total past {target} is bust], and [winning stakes are paid|a winning stake is paid] in {chips}, [even money|one for one].",
    ],
    turn: [
      "Each player [lays|puts] a stake of {chips} [down|on the table] and [is dealt|gets] two cards [from the {deck}|off the {deck}], then [draws more or stands|takes more cards or stops]; the banker [plays last|draws last], [drawing to sixteen and standing on seventeen|and must draw on sixteen or less].",
      "[After the stakes go down|Once every stake is down], [two cards go to each player|each player is dealt two cards] [from the {deck}|off the top of the {deck}]; [in turn they draw|each draws in turn] [until they stand or go bust|until they stand or pass {target}], and [the banker plays last|the bank plays its own hand last], [standing only on seventeen or more|drawing until it holds seventeen or more].",
    ],
    rules: [
      core(
        "setup",
        "[High card on the cut|The highest card cut|Whoever cuts highest] [takes the bank|becomes banker|holds the first bank], [keeping it|holding it] [for six hands|six hands running], [then passing it left|and then it moves left|before it goes to the left].",
      ),
      core(
        "setup",
        "[Every stake goes down|All stakes are laid|Stakes are placed] [before the deal|ahead of the deal|first], [from one to ten {chips}|between one and ten {chips}|at one to ten {chips}], and [none may be raised|no stake may be raised|nothing is added] [once a card is seen|after the cards are seen|when the cards come].",
      ),
      core(
        "turn",
        "[A player who goes bust|A player whose hand passes {target}|Anyone who busts] [loses the stake at once|pays the bank at once|forfeits the stake there and then], [even if the banker busts later|whatever the banker does after|before the bank has drawn].",
      ),
      rule(
        "special",
        "[An ace with a ten or a court card|Ace and a ten-count card] [as the first two cards|on the first two] [is a natural|makes a natural] and [is paid three for two|wins three {chips} for every two staked].",
        { gives: ["natural"] },
      ),
      rule("special", "[A player dealt a pair may split it|Two cards alike may be split] into two hands, [each with its own stake|with a second stake laid].", {
        gives: ["split"],
      }),
      core(
        "special",
        "[When the {deck} runs low|Once the {deck} is nearly gone|If the {deck} grows thin], [the used cards are shuffled back in|the discards are shuffled into a new {deck}|the dealt cards go back in, well shuffled] [before the next deal|before dealing on|for the next hand].",
      ),
      core(
        "end",
        "[A hand equal to the banker's|A tie with the banker|Matching the banker's total] [is a stand-off|means a stand-off|is no result]: [the stake goes back|the player takes the stake back|the stake is returned].",
        { settles: "tie" },
      ),
      core(
        "end",
        "[The night ends|Play ends|The game is done] [when every player has held the bank once|once the bank has gone round the table|after each has been banker], and [each leaves with|each player keeps|everyone goes home with] [whatever {chips} they hold|the {chips} in front of them|what {chips} remain].",
        { settles: "end" },
      ),
    ],
    variants: [
      variant(6, "with the bank taking ties", "[a tie goes to the bank|the bank wins every tie], [stake and all|and keeps the stake]", { tie: "bank" }),
      variant(3, "with plain naturals", "[a natural|any natural|a natural hand] [pays only|is paid only] even money", { natural: "even" }, ["natural"]),
      variant(
        "turn",
        "with a bolder bank",
        "[the banker|the bank|whoever banks] [must draw on seventeen too|draws on seventeen as well], [standing only on eighteen|and stands on eighteen]",
        { banker: "draws-to-seventeen" },
      ),
      variant(
        1,
        "with doubling",
        "[a player may double|any player may double|players may double] [the stake|their stake] after seeing [the first two cards|both first cards], [and then takes one card only|taking exactly one more card]",
        { double: "yes" },
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose|For instance,] {a} holds the bank against {b} and {c}: {b} [stakes|lays] five {chips}, [is dealt|gets|draws] [a nine and a seven|a seven and a nine], [takes a four|draws a four] [for twenty|to make twenty] and [stands|stops].",
        ),
        told(
          "With {a} as banker, {b} [puts down|lays|stakes] five {chips} [and is dealt|and gets|and receives] [a nine and a seven|a seven and a nine]; [a four drawn|one more card, a four,|a third card, a four,] [makes twenty|brings it to twenty], and {b} [stands|stops there].",
        ),
      ],
      [
        told("{C} [draws to|reaches] twenty-three [and is bust|and busts], [paying|losing] the stake to the bank [at once|there and then]."),
        told(
          "{C} [takes|asks for] a third card [on fourteen|with fourteen], [draws a ten|gets a ten] and is bust: [the stake goes to the bank|the bank takes the stake] [at once|straight away].",
        ),
      ],
      [
        told(
          "{A} [turns up|shows] [a ten and a six|a six and a ten], [must draw on sixteen|has to draw|is bound to draw], and [busts|goes bust|is bust] with [a jack|a court card], so {b} [is paid|collects|takes] five {chips}.",
        ),
        told(
          "[Last|Then|Finally] {a}, [the banker|as banker], [shows|turns over] [a ten and a six|a six and a ten], draws [a jack|a court card] and [is bust|busts]: {b} is paid [five {chips}|even money|five more].",
        ),
      ],
    ],
    craft: [
      "[The whole game|Good play] [turns on|is] [knowing when to stand|the choice to stand or draw]: [on sixteen|sixteen against a banker's ten] is [the hand every player dreads|the worst hand to hold].",
      "[The bank's edge is that|The banker's advantage is that] [a player who busts|anyone who busts] [pays before|has lost before] the bank [has drawn a card|plays at all].",
      "[Players watch the {deck}|Sharp players count the {deck}]: [a run of low cards|many low cards gone] [means|leaves] [tens to come|a deck rich in tens].",
    ],
    matches: [
      told(
        "{a} held the bank [all night|through every hand] [until|before] {b} [broke it|took it] with [three naturals running|three naturals in a row], [winning the night|and won the night]",
        "natural",
      ),
      told(
        "{b} [stood on|stopped at] twenty and {a}, [holding the bank|as banker], drew [to exactly {target}|a card to make {target}], [taking|and took] the stake",
      ),
      told(
        "{a} [split a pair of aces|split two aces] against {b's} bank and [won both hands|took both hands] [to break the bank|and so broke the bank]",
        "split",
      ),
    ],
    feats: [told("a natural dealt twice running", "natural"), told("a broken bank"), told("a stand on twelve that won")],
    kits: {
      "dark-fantasy": {
        gear: { deck: ["a deck of cards stained with wine", "deck"], chips: ["a purse of clipped coins", "coins"] },
        who: [
          ["deserters", "in roadside inns", "in a roadside inn with the hue and cry outside"],
          ["hangmen's apprentices", "under the scaffold", "under the scaffold on the eve of a hanging"],
          ["plague-quarter gamblers", "behind shuttered doors", "in a shuttered house marked with the red cross"],
        ],
        stakes: ["clipped coins", "a year's wages", "boots and blades"],
      },
      steampunk: {
        gear: { deck: ["a deck of gilt-edged cards", "deck"], chips: ["a box of mother-of-pearl counters", "counters"] },
        who: [
          ["officers", "in the gaming rooms", "in a regimental gaming room on mess night"],
          ["stokers", "on payday", "in a boiler-room on the night of a strike"],
          ["passengers aboard the liners", "in the saloons", "in a liner's saloon during a mid-ocean storm"],
        ],
        stakes: ["sovereigns", "a month's pay", "promissory notes"],
      },
      "science-fiction": {
        gear: { deck: ["a deck of polymer cards", "deck"], chips: ["credit chips", "chips"] },
        who: [
          ["miners on shore leave", "in the dock bars", "in a dock bar on payday"],
          ["freighter crews", "between jumps", "in a freighter's hold on the long run to port"],
          ["casino-station regulars", "at the high tables", "at a high table on a casino station"],
        ],
        stakes: ["credits", "cargo shares", "a month's pay"],
      },
      "post-apocalyptic": {
        gear: { deck: ["a water-stained deck of cards", "deck"], chips: ["a tin of bottle caps", "caps"] },
        who: [
          ["caravan guards", "at the night halts", "at a night halt in the salt flats"],
          ["traders", "behind the water market", "behind the water market on auction day"],
          ["bunker-dwellers", "in the long winters", "in a bunker during the longest storm"],
        ],
        stakes: ["clean water", "bullets", "fuel"],
      },
    },
  },
];
