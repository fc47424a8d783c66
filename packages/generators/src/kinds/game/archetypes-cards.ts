// Games of cards: trick-taking and shedding (banking is in archetypes-bank.ts). Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const CARD_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "trick-taking",
    label: "Trick-taking cards",
    type: "card",
    kind: ["trick-taking card game", "card game of tricks and trumps", "game of tricks"],
    nouns: ["Trumps", "Tricks", "Lead", "Last Trick", "Follow"],
    players: [3, 6],
    gear: { deck: "one", tally: "one" },
    targets: [21, 31, 41],
    race: { steps: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], exact: false },
    deck: { cards: 48 },
    params: { trumps: "turned", follow: "must", lastTrick: "three", tie: "higher-total" },
    basics: ["trick", "lead"],
    gist: [
      "[play|lay down] one card each to [every trick|a trick], [the best card taking it|and the highest takes it]",
      "follow the suit led and [fight|compete] for tricks [under a turned trump|with a trump suit over all]",
    ],
    objective: [
      "[reach|make] {target} points [before anyone else|ahead of the rest]",
      "[be first to|be the first player to] [score|total] {target} [points|or more]",
    ],
    scoring: [
      "Each trick [taken|won] [scores one point|is worth a point] on the {tally}, [and the last trick|while the final trick] of a hand [scores three|is worth three]; [points are added up|the {tally} is marked] [only when the hand ends|once each hand is over].",
      "[A trick is worth|Every trick counts for] one point and [the hand's last trick|the last of each hand] three, [marked|kept] on the {tally} [at the end of every hand|when the hand is done].",
    ],
    turn: [
      "[The player on the dealer's left|Whoever sits left of the dealer] leads a card; the others [play|add] one card each [in turn|clockwise], and [the highest card|the best card] of the suit led [takes the trick|wins it] unless [a trump falls|someone trumps it].",
      "One player leads, and [each of the others|every other player] [adds a card|plays a card] to the trick; [the highest trump takes it|a trump beats any other card], [and failing that|or else] the [highest|best] card of the suit led.",
    ],
    rules: [
      core(
        "setup",
        "[The {deck} is dealt out|The {deck} goes round|The dealer deals the {deck}] [one card at a time|card by card|a card each in turn] [to the last card|until it is gone|to the end]; [cards left over from an uneven deal|any cards an uneven deal leaves over|odd cards left over] [are set aside unseen|lie face down, out of play], and [the dealer turns up|the dealer shows|up goes] [their own last card|the last card dealt|the dealer's final card]: [its suit is trumps|that suit is trumps|trumps are its suit].",
        { gives: ["trumps", "leftovers"] },
      ),
      core(
        "setup",
        "[In each suit|Within a suit|In every suit] the cards [rank|run|go] [from {ranks}|{ranks}], [the higher beating the lower|high beating low|and a higher card beats a lower].",
      ),
      core(
        "turn",
        "[A player must follow|Everyone must follow|Each player follows] [the suit led|suit] [if they can|when able|where possible]; [one who cannot|a player without it|anyone void in it] may [play a trump|trump] or [throw away any card|discard], and [whoever takes the trick|the trick's winner|the taker of a trick] leads [next|the next one|again].",
        { needs: ["trumps"] },
      ),
      rule(
        "special",
        "A player [caught failing to follow suit|who could have followed suit and did not] [when able|when they could] [loses three points|gives up three points] on the {tally}.",
        { gives: ["revoke"] },
      ),
      rule("special", "[With three players|At three], the dealer [may swap|can exchange] the turned trump [for|with] a card [from hand|of their own]."),
      core(
        "end",
        "[The game ends|Play stops|It is over] [after the hand in which|with the hand in which|at the end of the hand where] [someone|any player|a player] [reaches|passes|gets to] {target}, and [the deal passes left|the deal moves one seat left|each new hand is dealt from the left] [after every hand|each hand|hand by hand].",
        { settles: "end" },
      ),
      core(
        "end",
        "[If two or more reach|When several pass|Should more than one reach] {target} in [the same|one|a single] hand, [the higher total wins|the highest total takes it|the best total wins]; [still level|if still level|if that is level too], [they play|the tied players play|those players play] [one more hand|another hand|a hand more].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant("turn", "without a trump suit", "[no card is turned|nothing is turned up], and [the suit led always wins|only the led suit takes tricks]", {
        trumps: "none",
      }),
      variant(
        2,
        "with forced trumping",
        "[a player who cannot follow|anyone void in the suit led|a player out of the suit] [must trump if able|has to trump when they can]",
        { follow: "must-trump" },
      ),
      variant("scoring", "with a plain last trick", "[the last trick|the final trick|a hand's last trick] [scores one|counts one] like [the rest|any other]", {
        lastTrick: "one",
      }),
      variant(6, "to the lead", "[a tie at {target}|level totals] [go to|are won by] the player who took [the last trick|the final trick]", {
        tie: "last-trick",
      }),
    ],
    round: [
      [
        told(
          "Say {a} deals to {b} and {c}: [sixteen cards each|the {deck} goes out sixteen apiece], and {a's} last card [makes {suit} trumps|turns up {suit}, which are trumps].",
        ),
        told(
          "With {b} and {c} [at the table|to play], {a} deals [the whole {deck}|out the {deck}], sixteen [each|a hand], and [turns up|shows] a card of {suit}: [trumps for the hand|the trump suit].",
        ),
      ],
      [
        told(
          "{B} leads [a high card|a strong card]; {c}, [holding none of that suit|void in that suit], [trumps it|plays a low {suit}] and {a} [follows low|plays a small card], so {c} takes the trick and leads [next|the next one].",
        ),
        told(
          "{C} has none of the suit {b} leads, [so trumps with a low {suit}|and trumps it], [while|and] {a} [follows low|must follow]; {c} [wins the trick|takes it] and [leads again|leads the next].",
        ),
      ],
      [
        told(
          "[When the last card falls|After the last trick|At the end of the hand], {c} [has|counts|holds] [six tricks|six] [with the last among them|including the last], [eight points|for eight points|worth eight] [on the {tally}|marked on the {tally}], and [the deal passes to {b}|the deal moves on to {b}|{b} deals next].",
        ),
        told(
          "[After the last trick|At the hand's end|Once the cards are out], {b} [counts|has|holds] [seven tricks, the last among them|seven, the final trick too], and [puts nine points on the {tally}|scores nine|marks nine on the {tally}]; [the deal moves left|the deal passes on|the next hand is dealt from the left].",
        ),
      ],
    ],
    craft: [
      "[The skill is in counting trumps|Good play means counting trumps]: [a player who knows|whoever knows] how many are still out [can lead into a void|can draw the last of them].",
      "[What a player fears|The dread] is [a long hand of one suit|holding a long suit] with [no trumps to guard it|no trump behind it], [led into|trumped] trick by trick.",
      "[The last trick is worth three|With three on the last trick], [and the best players|so good players] [hold back a high trump|keep a trump back] [for the end|to the end].",
    ],
    matches: [
      told(
        "{a} [took|won] the last five tricks [of the final hand|in the last hand] and [passed|overtook] {b} [when the hand was counted|at the count], [winning|taking the game] by a point",
      ),
      told(
        "{b} was caught [revoking|failing to follow suit] in the final hand, and [the three points lost|the penalty] [gave {a} the game|handed {a} the game]",
        "revoke",
      ),
      told(
        "{a} and {b} [both passed|each reached] {target} in [the same hand|one hand], and {a} won [on the higher total|by the higher total], [by two points|by one point]",
      ),
    ],
    feats: [told("every trick of a hand"), told("the last trick taken with the lowest trump"), told("a hand read card by card")],
    kits: {
      "high-fantasy": {
        gear: { deck: ["a deck of forty-eight painted cards", "deck"], tally: ["a pegged tally-board", "tally-board"] },
        words: { ranks: "one up to twelve", suit: "cups" },
        who: [
          ["guardsmen off watch", "in the guardrooms", "in a guardroom on the night of an alarm"],
          ["river traders", "on the barges", "on a barge frozen in at midwinter"],
          ["ladies of the court", "in the court's card rooms", "at a card party in the palace"],
        ],
        stakes: ["copper pennies", "a free round of mead", "a silver coin a point"],
      },
      "dark-fantasy": {
        gear: { deck: ["a greasy deck of forty-eight cards", "deck"], tally: ["tally marks cut in a beam", "beam"] },
        words: { ranks: "one up to twelve", suit: "skulls" },
        who: [
          ["gravediggers", "in the sexton's hut", "in the sexton's hut during the plague"],
          ["soldiers in the siege lines", "in the trenches", "in a flooded trench before the assault"],
          ["debtors awaiting trial", "in the debtors' prison", "in a debtors' cell on the eve of trial"],
        ],
        stakes: ["clipped coins", "a dead man's boots", "a week's bread"],
      },
      steampunk: {
        gear: { deck: ["forty-eight gilt-edged cards", "deck"], tally: ["a brass peg-board", "peg-board"] },
        words: { ranks: "one up to twelve", suit: "cogs" },
        who: [
          ["members of the gentlemen's clubs", "in the clubs' card rooms", "in a club card room on election night"],
          ["airship crews", "on long watches", "aboard an airship becalmed over the sea"],
          ["clerks of the counting-houses", "after the ledgers close", "in a counting-house on quarter day"],
        ],
        stakes: ["a shilling a point", "a round of brandy", "the club's silver cup"],
      },
      modern: {
        gear: { deck: ["a pack of cards, twos removed", "pack"], tally: ["a score pad and pencil", "score pad"] },
        words: { ranks: "three up to the ace", suit: "hearts" },
        who: [
          ["pensioners", "at the community centre", "in the community centre's annual final"],
          ["students", "between lectures", "in a student kitchen during exams"],
          ["local pub regulars", "in the back bar", "in a pub back bar on a snowed-in night"],
        ],
        stakes: ["pennies", "a free round", "bragging rights"],
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
    deck: { cards: 52, hand: 7 },
    params: { top: "twos", bomb: "four-of-a-kind", penalty: "face", passing: "out-till-clear", tie: "extra-hand" },
    basics: ["play", "pass", "round"],
    gist: [
      "race to [play out|get rid of] every card in hand",
      "shed their cards by [beating|topping] the last play",
      "[climb|beat] each other's plays until [one|someone] [goes out|runs out of cards]",
    ],
    objective: [
      "[hold|keep] the fewest penalty points [when|by the time] [someone passes {target}|the first player passes {target}]",
      "[go out first|be first to go out] [as often as they can|hand after hand] and [stay lowest|keep the lowest total]",
    ],
    scoring: [
      "[When a player goes out|The moment one player goes out|Once someone goes out], the others [score|take|count] [each card left in hand|every card still held|the cards they hold] [as penalty points|against themselves|as penalties] [on the {pad}|on the {pad}, one by one]: [number cards their number|a number card its face|numbers at face value], [court cards, aces and twos ten|and court cards, aces and twos ten each|with court cards, aces and twos at ten].",
      "[Cards left in hand|Whatever is left in hand|The cards still held] [count against their holder|are penalty points|go down as penalties] [on the {pad}|on the {pad} after each hand]: [number cards at face value|a number card its number|numbers as they read], [and court cards, aces and twos ten|with court cards, aces and twos at ten|court cards, aces and twos ten apiece].",
    ],
    turn: [
      "[The leader|Whoever leads] [plays a single card, a pair or a run of three or more|lays a card, a pair or a run]; each player in turn must [beat it|play higher] [in the same shape|with the same kind of play] or pass, and [when all pass|once everyone else passes] the last to play [leads again|leads anything].",
      "On a turn a player [beats|tops] the last play with [a higher one|higher cards] [of the same shape|of the same kind], or passes; [a round ends|the round is cleared] when [everyone else passes|all the others pass], and [its winner|whoever played last] leads the next.",
    ],
    rules: [
      core(
        "setup",
        "[Each player is dealt|Everyone gets|Each player takes] seven cards [from the {deck}|off the {deck}|in turn], [and the rest stay face down, unused|the rest set aside unseen|and the others are not used]; [the dealer's left-hand neighbour|the player left of the dealer|whoever sits left of the dealer] [leads first|opens|plays first].",
        { gives: ["leftovers"] },
      ),
      core(
        "setup",
        "[Cards rank|The order runs|Cards go] [from threes|from the threes] [up through the court cards to the aces|up to the aces|through the court cards to aces], and [twos are higher than anything|a two beats every other card|twos beat everything].",
      ),
      rule("special", "Four of a kind [can be played on anything|beats any play] and [clears the round at once|ends the round on the spot].", {
        gives: ["four of a kind"],
      }),
      core(
        "turn",
        "[A player who passes|Whoever passes|Once a player passes, they] [sits out|may not play again|must wait] [until the round is cleared|till the round clears|for the rest of the round], [and then may lead|then plays on as usual|then joins in again].",
      ),
      core(
        "end",
        "[A hand ends|Play stops|The hand is over] [the moment|as soon as|when] [one player has no cards|someone is out of cards|a player goes out]; [that player deals next|the one who went out takes the deal|the deal goes to that player], and [the game ends|play stops for good|the game is over] [after the hand that takes someone past {target}|once a hand takes anyone past {target}|when a hand puts someone over {target}].",
        { settles: "end" },
      ),
      core(
        "end",
        "[If the lowest totals are level, they are settled|Level lowest totals are settled|A tie for the lowest total is settled] [by one more hand|by a hand more|with another hand] [between those players alone|for the tied players alone|dealt to the tied players only].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant(1, "with threes high", "[threes are highest|the three is the top card] instead of twos", { top: "threes" }),
      variant(
        2,
        "with a reversing bomb",
        "[four of a kind|a four-card bomb|four alike] [reverses the order of play|turns the order of play round] [instead of clearing|rather than clearing] the round",
        { bomb: "reverse" },
        ["four of a kind"],
      ),
      variant("scoring", "at flat penalties", "[each card left|every card left] costs one point, [whatever its face|court or not]", { penalty: "flat" }),
      variant(
        3,
        "with open passing",
        "[a player who passes|whoever passes|one who has passed] may [come back in|play again] [later in the round|on a later turn]",
        { passing: "may-return" },
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a}, {b} and {c} [play|sit down to play]: {b}, on the dealer's left, [leads a three|opens with a three], {c} [tops it with a five|plays a five], and {a} [passes|has nothing and passes].",
        ),
        told(
          "{A}, {b} and {c} [pick up seven cards each|each take seven]; {a}, left of the dealer, [leads a pair of fours|opens with a pair of fours], {b} [beats them with a pair of nines|tops them with two nines] and {c} passes.",
        ),
      ],
      [
        told(
          "[Play goes on|The round goes on] until [{b} lays a two that no one can beat|nobody can beat {b's} two], and {b} leads [again|the next round] [with a run of three|with a three-card run].",
        ),
        told(
          "{C} [clears the round|wins the round] with a two, since [nobody can beat it|no one can top it], and [leads a run|opens the next round with a run] of five, six and seven.",
        ),
      ],
      [
        told(
          "When {b} [lays a last card|goes out|plays the last card], {a} [still holds|is left with|is caught with] a court card and a four, [fourteen penalty points|and writes down fourteen|for fourteen], and {c} [a single six|one six|just a six]: [six points on the {pad}|six on the {pad}|six points].",
        ),
        told(
          "[{C} goes out first|First out is {c}|{C} is first out]; {a} [is caught with|still holds|is left with] a court card and two threes, [sixteen points on the {pad}|and writes sixteen on the {pad}|for sixteen], and {b} [with an ace|one ace|a single ace] [for ten|worth ten].",
        ),
      ],
    ],
    craft: [
      "[A two held back|Keeping a two back] [wins a round|takes a round] when it matters most, [and the best players|and good players] [spend their twos late|spend them last].",
      "[What a player fears|The dread] is [being stuck with|holding] court cards when someone [goes out early|goes out fast]: [ten points each|each one costs ten].",
      "[Good play breaks|The knack is breaking] a hand into [runs and pairs|pairs and runs] [early|from the start], so [no card is left|nothing is left] [stranded|alone at the end].",
    ],
    matches: [
      told(
        "{a} went out [five hands running|five hands in a row] [while|as] {b} [sat on|held] a fistful of court cards, and {a} [won on the lowest total|won by the lowest total]",
      ),
      told(
        "{b} passed {target} [on a single hand|in one hand] [with four court cards still held|holding four court cards], [and|so] {a} won [on the lowest total|with the lowest score]",
      ),
      told(
        "{a} [cleared|broke] a run of {b's} [with four of a kind|with four nines] [and went out at once|to go out on the spot], [taking the game|winning the game]",
        "four of a kind",
      ),
    ],
    feats: [told("a hand shed in three plays"), told("four twos kept to the end"), told("a clean run of going out")],
    kits: {
      modern: {
        gear: { deck: ["a worn pack of fifty-two cards", "pack"], pad: ["a scorepad", "scorepad"] },
        who: [
          ["students", "in crowded kitchens", "in a student kitchen after the last exam"],
          ["commuters", "on the night train", "on a night train stuck outside a station"],
          ["families on holiday", "in rented caravans", "in a caravan through three days of rain"],
        ],
        stakes: ["a night off washing up", "pennies", "bragging rights"],
        gentle: true,
      },
      "post-apocalyptic": {
        gear: { deck: ["fifty-two cards cut from cereal boxes", "deck"], pad: ["a sheet of tin for tallies", "tally tin"] },
        who: [
          ["caravan drivers", "at the night camps", "at a night camp ringed by raiders"],
          ["scavenger crews", "round the fire", "round a fire in a gutted mall"],
          ["settlement militias", "in the gatehouse", "in a gatehouse during a dust storm"],
        ],
        stakes: ["a canteen of water", "a clip of bullets", "a night off watch"],
      },
      "science-fiction": {
        gear: { deck: ["a fifty-two-card smart-deck", "smart-deck"], pad: ["a score display on the bulkhead", "score display"] },
        who: [
          ["crews on long hauls", "in the galley", "in a freighter galley with the drive down"],
          ["station dockworkers", "in the break rooms", "in a dock break room during a lockdown"],
          ["cadets", "at the orbital academy", "in an academy dormitory after lights-out"],
        ],
        stakes: ["credits", "a shift off", "ration bars"],
      },
    },
  },
];
