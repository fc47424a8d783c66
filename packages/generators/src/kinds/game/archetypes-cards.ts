// Games of cards: trick-taking, shedding and banking against a dealer. Our own writing.
import { rule, variant, type GameArchetype } from "./shape.js";

export const CARD_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "trick-taking",
    label: "Trick-taking cards",
    type: "card",
    kind: ["trick-taking card game", "card game of tricks and trumps", "game of tricks"],
    nouns: ["Trumps", "Tricks", "Lead", "Last Trick", "Follow"],
    players: [3, 6],
    gear: { deck: "one", tally: "one" },
    targets: [21, 31, 51],
    steps: [1, 3],
    gist: [
      "[play|lay down] one card each to [every trick|a trick], [the best card taking it|and the highest takes it]",
      "follow the suit led and [fight|compete] for tricks",
      "[win|take] tricks [with high cards|by the highest card] and [trumps|the trump suit]",
    ],
    objective: [
      "[reach|make] {target} points [before anyone else|ahead of the others]",
      "[score|be first to score] {target} points [over several hands|hand by hand]",
      "[win|take] enough tricks to [reach|make] {target} points [first|before the rest]",
    ],
    scoring: [
      "Each trick [taken|won] [scores one point|is worth a point] on the {tally}, [and the last trick|while the final trick] of a hand [scores three|is worth three]; [the first to {target} wins|play stops when someone reaches {target}].",
      "[A trick is worth|Every trick counts for] one point and [the hand's last trick|the last of each hand] three, [marked|kept] on the {tally}; [whoever reaches {target} first wins|{target} points wins the game].",
      "[Points go on the {tally}|The {tally} keeps the score]: [one a trick|one for each trick], [three for the last|and three for the last trick]; [at {target} the game is over|the first to {target} wins].",
    ],
    turn: [
      "[The player on the dealer's left|Whoever sits left of the dealer] leads a card; the others [play|add] one card each [in turn|clockwise], and [the highest card|the best card] of the suit led [takes the trick|wins it] unless [a trump falls|someone trumps it].",
      "One player leads, and [each of the others|every other player] [adds a card|plays a card] to the trick; [the highest trump takes it|a trump beats any other card], [and failing that|or else] the [highest|best] card of the suit led.",
    ],
    rules: [
      rule(
        "setup",
        "The dealer [deals out|hands out] the whole {deck} [one card at a time|face down, one by one,] and turns the last card [face up to name trumps|up: its suit is trumps].",
      ),
      rule(
        "setup",
        "[The {deck} is cut|Players cut the {deck}] [for the deal|to choose the dealer]; [the low card deals|low card deals], and [the last card dealt|the dealer's last card] names the trump suit.",
      ),
      rule(
        "turn",
        "A player must follow the suit led [if they can|when able]; [only one who cannot may trump|a player without it may trump] [or throw away|or discard].",
      ),
      rule("turn", "[Whoever takes a trick|The winner of a trick] [leads to the next|leads the next card]."),
      rule(
        "special",
        "A player caught [failing to follow suit|holding back a card of the suit led] [loses three points|gives up three points] on the {tally}.",
      ),
      rule("end", "When the {deck} [is played out|runs out], the tricks are [counted|scored] and the deal [passes left|moves one seat to the left]."),
      rule(
        "end",
        "[A hand ends|Each hand ends] when [every card is played|no cards are left]; the tricks are [marked|scored] on the {tally}, and [the deal passes on|a new hand is dealt].",
      ),
    ],
    variants: [
      variant("turn", "no trumps are turned, [and the suit led always wins|so the led suit is master]"),
      variant(2, "a player who cannot follow [must trump if able|has to trump when able]"),
      variant(4, "a revoke [costs the whole hand|loses every trick of the hand]"),
      variant("scoring", "only tricks beyond the fifth [score|count]"),
    ],
    matches: [
      "{a} took [the last five tricks|every trick of the final hand] [to pass|and overtook] {b} [on the last card|at the very end]",
      "{b} [revoked|failed to follow suit] [on the last hand|in the final hand] and [handed|gave] {a} the game",
      "{a} and {b} [stood level|were level] a point short of {target} [for six hands|through six hands] [before|until] {a} [took|won] the last trick",
    ],
    feats: ["every trick of a hand", "the last trick taken with a two", "a hand read card by card"],
    kits: {
      "high-fantasy": {
        gear: { deck: ["a deck of forty painted cards", "deck"], tally: ["a pegged tally-board", "tally-board"] },
        who: ["guardsmen off watch", "river traders", "ladies of the court"],
        stakes: ["copper pennies", "the next round of mead", "a silver coin a point"],
      },
      "dark-fantasy": {
        gear: { deck: ["a greasy tarot deck", "deck"], tally: ["tally marks cut in a beam", "beam"] },
        who: ["gravediggers between burials", "soldiers in the siege lines", "debtors awaiting trial"],
        stakes: ["clipped coins", "a dead man's boots", "a week's bread"],
      },
      steampunk: {
        gear: { deck: ["a deck of gilt-edged cards", "deck"], tally: ["a brass peg-board", "peg-board"] },
        who: ["members of the gentlemen's clubs", "airship crews on long watches", "clerks of the counting-houses"],
        stakes: ["a shilling a point", "a round of brandy", "the club's silver cup"],
      },
      modern: {
        gear: { deck: ["a standard pack of cards", "pack"], tally: ["a score pad and pencil", "score pad"] },
        who: ["pensioners at the community centre", "students between lectures", "the regulars of a local pub"],
        stakes: ["pennies", "the next round", "bragging rights"],
      },
    },
  },
  {
    id: "shedding",
    label: "Shedding cards",
    type: "card",
    kind: ["shedding card game", "card game of going out", "climbing card game"],
    nouns: ["Out", "Empty Hand", "Shed", "Climb", "Last Card"],
    players: [3, 7],
    gear: { deck: "one", pad: "one" },
    targets: [50, 100],
    steps: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    gist: [
      "race to [play out|get rid of] every card in hand",
      "shed their cards by [beating|topping] the last play",
      "[climb|beat] each other's plays until [one|someone] [goes out|runs out of cards]",
    ],
    objective: [
      "[hold|keep] the fewest penalty points [when|by the time] [someone passes {target}|the first player passes {target}]",
      "[go out first|be first to go out] [as often as they can|hand after hand] and stay under {target} penalty points",
    ],
    scoring: [
      "[When a player goes out|The moment one player goes out], the others [score|take] [each card left in hand|every card still held] at face value [and court cards at ten|with court cards ten], [written|marked] on the {pad}; [once anyone passes {target}|when someone passes {target}], the lowest total wins.",
      "Cards left in hand [count against their holder|are penalty points] on the {pad}: [a number card its number|number cards at face value], court cards ten; [the game ends|play stops] when someone passes {target}, and [the lowest score wins|the lowest total takes it].",
    ],
    turn: [
      "[The player to the dealer's left|The first player] [leads any single card, pair or run|plays a card, a pair or a run]; each player in turn must [beat it|play higher] [in the same shape|with the same kind of play] or pass, and [when all pass|once everyone passes] the last to play [leads again|starts afresh].",
      "On a turn a player [beats|tops] the last play with [a higher one|higher cards] [of the same shape|of the same kind], or passes; [a round ends|the round closes] when [everyone else passes|all the others pass], and [its winner|whoever played last] leads the next.",
    ],
    rules: [
      rule(
        "setup",
        "The dealer [deals out|hands out] the whole {deck}[ one at a time|]; [whoever holds the lowest card|the holder of the lowest card] leads first.",
      ),
      rule("setup", "Each player is dealt [seven|eight] cards, and the rest of the {deck} [is set aside|stays face down, unused]."),
      rule("turn", "[Twos are the highest cards|A two beats anything but another two]; [aces come next|the ace is next]."),
      rule("special", "Four of a kind [beats any other play|can be played on anything] and [clears the round|ends the round at once]."),
      rule("special", "A player who passes [may not play again|sits out] [until the round is cleared|until the next lead]."),
      rule(
        "end",
        "[The first player out|Whoever goes out first] [deals the next hand|takes the deal], and the others [mark their penalty points|write down their penalties] on the {pad}.",
      ),
      rule(
        "end",
        "[A hand ends|Play stops] [the moment one player has no cards|as soon as someone is out of cards], and the penalties [go on|are written on] the {pad}.",
      ),
    ],
    variants: [
      variant(2, "[threes are highest|the three is the top card] instead of twos"),
      variant(3, "four of a kind [reverses the order of play|turns the order of play round]"),
      variant("scoring", "[each card left|every card left] costs one point, [whatever its face|court or not]"),
      variant(4, "a player who passes may [come back in|play again] [later in the round|on a later turn]"),
    ],
    matches: [
      "{a} went out [five hands running|five hands in a row] [while|and] {b} [sat on|held] a fistful of court cards",
      "{b} passed {target} [on a single hand|in one hand] [with a full court still held|holding four court cards], [and|so] {a} won [on the lowest total|by the lowest score]",
      "{a} [broke|cleared] a run of {b}'s [with four twos|with four of a kind] [and went out at once|to go out on the spot]",
    ],
    feats: ["a hand shed in three plays", "four twos kept to the end", "a clean run of going out"],
    kits: {
      modern: {
        gear: { deck: ["a worn pack of cards", "pack"], pad: ["a scorepad", "scorepad"] },
        who: ["students in crowded kitchens", "commuters on the night train", "families on holiday"],
        stakes: ["the washing-up", "pennies", "bragging rights"],
        gentle: true,
      },
      "post-apocalyptic": {
        gear: { deck: ["a deck made of cereal boxes", "deck"], pad: ["a sheet of tin for tallies", "tally tin"] },
        who: ["caravan drivers at the night camp", "scavenger crews by the fire", "settlement militias"],
        stakes: ["water", "bullets", "a night off watch"],
      },
      "science-fiction": {
        gear: { deck: ["a smart-deck that shuffles itself", "smart-deck"], pad: ["a score display on the bulkhead", "score display"] },
        who: ["crews on long hauls", "station dockworkers", "cadets at the orbital academy"],
        stakes: ["credits", "a shift off", "ration bars"],
      },
    },
  },
  {
    id: "banking",
    label: "Banking cards",
    type: "card",
    kind: ["banking card game", "gambling card game", "game of cards and stakes"],
    nouns: ["Bank", "Twenty-One", "House", "Bust", "Natural"],
    players: [2, 7],
    gear: { deck: "one", chips: "many" },
    targets: [21],
    steps: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    gist: [
      "draw cards against the banker [one at a time|card by card]",
      "[stake|bet] {chips} on [hands|a hand] [dealt|drawn] against the bank",
      "[play|bet] against [a banker|the bank], [card by card|hand by hand]",
    ],
    objective: [
      "[come nearer|get closer] to {target} than the banker [without going over|without passing it]",
      "beat the bank with a hand [nearer|closer] to {target}[, but never over|, never past it]",
    ],
    scoring: [
      "Number cards count [their face|at face value], court cards ten and an ace [one or eleven|eleven or one]; a hand over {target} [is bust|loses at once], and the bank [pays a win in {chips}|pays each win in {chips}] [at even money|one for one].",
      "Court cards count ten, aces [one or eleven|eleven or one], [the rest|other cards] their number; [whoever goes over {target} is bust|a total past {target} is bust], and [winning stakes are paid|a winning stake is paid] in {chips}, [even money|one for one].",
    ],
    turn: [
      "Each player [lays|puts] a stake of {chips} [down|on the table] and [is dealt|gets] two cards [from the {deck}|off the {deck}], then [draws more or stands|takes more cards or stops]; the banker [plays last|draws last] and [must draw to sixteen|stands on seventeen].",
      "[After the stakes go down|Once every stake is down], [two cards go to each player|each player is dealt two cards] [from the {deck}|off the top of the {deck}]; [in turn they draw|each draws in turn] [until they stand or go bust|until they stand or pass {target}], and [the banker plays last|the bank plays its own hand last].",
    ],
    rules: [
      rule(
        "setup",
        "[The highest card cut|High card on the cut] [takes the bank|makes the first banker], and the banker [shuffles|mixes] the {deck} [and deals|before dealing] [each player two cards|two cards around].",
      ),
      rule(
        "setup",
        "All stakes [go down|are laid] before the deal[ and may not be raised| and cannot be raised] [once a card is seen|after the cards are seen].",
      ),
      rule("turn", "A player [may ask for|can take] as many cards as they like, [one at a time|face up], until they [stand|stop] or [go bust|pass {target}]."),
      rule(
        "special",
        "[An ace with a court card|Ace and court card] [as the first two cards|on the first two] [is a natural|makes a natural] and [is paid double|wins twice the stake].",
      ),
      rule("special", "[A player dealt a pair may split it|Two cards alike may be split] into two hands, [each with its own stake|with a second stake]."),
      rule(
        "end",
        "[The banker settles|The dealer settles] [with each player|every stake] [at the end of the hand|once all have played], and [a tie goes to the bank|the bank wins every tie].",
      ),
      rule(
        "end",
        "[Whoever is dealt a natural takes the bank|A player dealt a natural becomes banker] for the next hand, [unless the banker holds one too|if the bank has none].",
      ),
    ],
    variants: [
      variant(5, "ties are a stand-off, [and the stake goes back|the stake returned]"),
      variant(3, "a natural [pays only|is paid only] even money"),
      variant("turn", "the banker [must draw to seventeen|draws to seventeen]"),
      variant(1, "a player may double [the stake|their stake] after seeing [one card|the first card]"),
    ],
    matches: [
      "{a} held the bank [all night|for forty hands] [until|before] {b} [broke it|took it] with [a natural|three naturals running]",
      "{b} [stood on|stopped at] twenty and {a}, [holding the bank|as banker], drew [to exactly {target}|a card to make {target}]",
      "{a} [split a pair of aces|split two aces] against {b}'s bank and [won both hands|took both hands]",
    ],
    feats: ["a natural dealt twice running", "a broken bank", "a stand on twelve that won"],
    kits: {
      "dark-fantasy": {
        gear: { deck: ["a deck of cards stained with wine", "deck"], chips: ["a purse of clipped coins", "coins"] },
        who: ["deserters in roadside inns", "hangmen's apprentices", "plague-quarter gamblers"],
        stakes: ["clipped coins", "a year's wages", "boots and blades"],
      },
      steampunk: {
        gear: { deck: ["a deck of gilt-edged cards", "deck"], chips: ["a box of mother-of-pearl counters", "counters"] },
        who: ["officers in the gaming rooms", "stokers on payday", "passengers aboard the liners"],
        stakes: ["sovereigns", "a month's pay", "promissory notes"],
      },
      "science-fiction": {
        gear: { deck: ["a deck of polymer cards", "deck"], chips: ["credit chips", "chips"] },
        who: ["miners on shore leave", "freighter crews between jumps", "casino-station regulars"],
        stakes: ["credits", "cargo shares", "a month's pay"],
      },
      "post-apocalyptic": {
        gear: { deck: ["a water-stained deck of cards", "deck"], chips: ["a tin of bottle caps", "caps"] },
        who: ["caravan guards", "traders at the water market", "bunker-dwellers"],
        stakes: ["clean water", "bullets", "fuel"],
      },
    },
  },
];
