// Games of dice: push-your-luck dice to a total and bluffing dice under cups. Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const DICE_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "push-luck",
    label: "Push-your-luck dice",
    type: "dice",
    kind: ["push-your-luck dice game", "dice game of nerve", "game of dice and greed"],
    nouns: ["Greed", "Pig", "Bank", "Last Throw", "Nerve"],
    players: [2, 8],
    gear: { dice: "many", tally: "one" },
    targets: [50, 75, 100],
    race: { throws: { dice: 2, wipe: 1 }, exact: false },
    params: { dice: "two", doubleOnes: "whole-score", lastTurns: "yes", doubles: "free" },
    basics: ["bank", "turn total"],
    gist: [
      "throw [the dice|two dice] again and again, [banking|keeping] [what they have|the total] before [a one turns up|a die shows a one] and wipes it out",
      "[risk|push] each turn's [total|points] [on one more throw|throw after throw], [or bank it|or stop and bank]",
    ],
    objective: [
      "[bank|reach] {target} points [or more|at least], [and hold the highest total|and stay ahead] when the last turns are done",
      "[be the one|be the player] [with the highest total|furthest ahead] once someone [has banked|reaches] {target} and the others [have had|take] a last turn",
    ],
    scoring: [
      "Each throw adds [the two dice|both dice] to the turn's total, [which goes on the {tally} only when banked|put on the {tally} only when the thrower stops]; [a throw with a one|a one on either die] [scores nothing and ends the turn|wipes the turn's total and ends it].",
      "[A turn scores|The turn's score is] the sum of its throws, [marked|put] on the {tally} once banked; [a single one|any one thrown] [loses the turn's points|wipes the turn], [and the dice pass on|and play passes].",
    ],
    turn: [
      "[On a turn a player|A player on their turn] [throws|rolls] both {dice}, adds them up and [chooses to throw again|may throw again] or [bank the total|bank it]; [a one on either die|any throw with a one] [ends the turn with nothing|wipes the turn's points].",
      "The thrower [keeps rolling|goes on rolling] the {dice} [as long as they dare|for as long as they like], [adding each throw|each throw adding] to the turn; [stopping banks it|to stop is to bank it], but [a one loses it all|a single one loses the lot].",
    ],
    rules: [
      core(
        "setup",
        "[Everyone throws|All throw] one of the {dice}[ once|]; [the highest|the high thrower] [goes first|starts], [ties throwing again|throwing off any tie], and play [runs|passes] to the left.",
      ),
      rule(
        "special",
        "[Double ones|Two ones together] [wipe the thrower's whole score|send the thrower's banked score back to nothing], not only the turn's.",
        { gives: ["double ones"] },
      ),
      rule(
        "special",
        "[Doubles bind the thrower to throw again|A throw of doubles must be followed by another throw] [before banking|before the turn may be banked].",
      ),
      core(
        "end",
        "[Once someone banks {target} or more|When a player's banked total reaches {target}|As soon as anyone has {target} banked], [each of the others gets|every other player takes|the rest each have] [one last turn|a final turn|one more turn], [and the highest total wins|the highest total then winning|after which the best total wins].",
        { settles: "end" },
      ),
      core(
        "end",
        "[Level highest totals|A tie for highest|Equal best totals] [are settled by|mean|call for] [one more turn|a further turn|another turn] [each for the tied players|for each tied player|apiece for those tied], [again and again if need be|as often as it takes|until one is ahead].",
        { settles: "tie" },
      ),
    ],
    variants: [
      variant(1, "with forgiving double ones", "[double ones|two ones|a pair of ones] [only end the turn|are no worse than one]", { doubleOnes: "turn-only" }, [
        "double ones",
      ]),
      variant(
        "turn",
        "with a single die",
        "[each throw is of one die|the thrower rolls one die at a time], [and a one ends the turn|a one still wiping the turn]",
        { dice: "one" },
      ),
      variant(
        3,
        "first past the post",
        "[the first to bank {target} wins at once|reaching {target} wins outright], [with no last turns|and nobody gets a last turn]",
        { lastTurns: "no" },
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} [opens|goes first]: a four and a five [make nine|for nine], then a six and a two [for seventeen|make seventeen], and {a} [banks seventeen|stops and banks seventeen].",
        ),
        told(
          "{A}, [first to throw|opening|going first], [rolls|throws] [a three and a three|double three], [then|and then] [a five and a four|a four and a five], [fifteen in all|fifteen on the turn|for fifteen], and [banks|stops to bank|keeps] it.",
        ),
      ],
      [
        told(
          "{B} throws a three and a six, [pushes on|throws again], and a one [turns up|comes up]: [the nine is lost|nine points gone], and the {dice} [pass to {c}|go to {c}].",
        ),
        told(
          "{B} [pushes|keeps throwing] through twenty-two [and throws once more|and tries one more]: a one and a four, [so the twenty-two is gone|and the twenty-two is lost], and {c} [takes the {dice}|throws next].",
        ),
      ],
      [
        told(
          "[Much later|Several rounds on], {c} banks [past {target}|to pass {target}]; {a} and {b} [each take|get] one last turn, {a} [falls short|comes up short] and {b} [throws a one|loses it to a one], so {c} wins.",
        ),
        told(
          "[When|Once] {a} [banks past|passes] {target}, {b} and {c} [take a last turn each|each get one last turn]; {b} [overtakes|goes past] {a} by [four points|six points] [and wins|to win].",
        ),
      ],
    ],
    craft: [
      "[The whole game|Everything] [turns on|is in] [knowing when to stop|the nerve to stop]: [every throw risks|each throw risks] [the turn's total|all the turn has made] [on a one in six|for a few more points].",
      "[What a player fears|The dread] is [the long turn|a long run of throws] [that ends in a one|lost to a single one], [watched by the whole table|with everyone counting along].",
      "[Players who fall behind|Whoever trails] [must push harder|has to risk more], [and the leader|while the leader] [banks small and often|banks early and small].",
    ],
    matches: [
      told(
        "{b} [threw|rolled] on [fourteen times in one turn|for fourteen throws] and lost it all to [a single one|one bad throw], [and {a}, far behind until then, went on to win|so that {a} caught up and won]",
      ),
      told(
        "{a} [banked past {target}|made more than {target}] [in a single turn|in one turn] [before|ahead of] {b's} [first throw|first turn], and {b's} last turn [fell short|came up short], [so {a} won|leaving {a} the winner]",
      ),
      told(
        "{a} [needed|wanted] [ten points|eleven points] on the last turn to beat {b}, [threw|rolled] double ones and [lost everything|lost the lot], [so {b} won|leaving {b} the winner]",
        "double ones",
      ),
    ],
    feats: [told("a single turn that banked {target}"), told("a run of twelve throws"), told("the nerve to stop in time")],
    kits: {
      mythic: {
        gear: { dice: ["two dice of bone", "dice"], tally: ["a wax tablet for the score", "tablet"] },
        who: [
          ["soldiers", "by the beached ships", "beside the beached ships in the tenth year"],
          ["shepherds", "in the mountain huts", "in a mountain hut through the winter rains"],
          ["sons of kings", "in the palace halls", "in a palace hall while the suitors feasted"],
        ],
        stakes: ["a jar of wine", "a bronze pin", "a fat lamb"],
      },
      "high-fantasy": {
        gear: { dice: ["two dice of carved horn", "dice"], tally: ["a slate and chalk", "slate"] },
        who: [
          ["farmhands", "at harvest suppers", "at a harvest supper in a thunderstorm"],
          ["sailors", "in port", "in a dockside inn while the fleet sat idle"],
          ["apprentices", "after work", "in a smithy loft on a guild holiday"],
        ],
        stakes: ["a penny a point", "a cup of ale", "the last honey cake"],
      },
      modern: {
        gear: { dice: ["two plastic dice", "dice"], tally: ["a score pad", "score pad"] },
        who: [
          ["students", "in the halls", "in a halls kitchen the night before results"],
          ["families", "on rainy days", "in a holiday cottage on a washed-out week"],
          ["pub regulars", "on quiz night", "in a pub after the quiz was cancelled"],
        ],
        stakes: ["a free round", "small change", "the last slice of pizza"],
        gentle: true,
      },
      "post-apocalyptic": {
        gear: { dice: ["two dice from an old board game", "dice"], tally: ["a board of scratched tallies", "tally board"] },
        who: [
          ["scavenger crews", "by the fire", "by a fire in a collapsed parking garage"],
          ["guards", "on the settlement wall", "on the settlement wall on a siege's first night"],
          ["caravan children", "at the halts", "at a caravan halt waiting for a storm to pass"],
        ],
        stakes: ["a spare battery", "clean water", "a turn off watch"],
      },
      "science-fiction": {
        gear: { dice: ["two magnetic dice", "dice"], tally: ["a score display on the table", "display"] },
        who: [
          ["crews on long hauls", "in the galleys", "in a galley during a forty-day haul"],
          ["miners", "between shifts", "in a mining-camp canteen after a cave-in drill"],
          ["colonists", "in the hydroponic bays", "in the hydroponic bay on harvest day"],
        ],
        stakes: ["credits", "ration bars", "a shift off"],
      },
    },
  },
  {
    id: "bluffing-dice",
    label: "Bluffing dice",
    type: "dice",
    kind: ["bluffing dice game", "dice game of bids and bluffs", "game of liar's dice"],
    nouns: ["Liar's Cup", "Bluff", "Doubt", "Cups", "Call"],
    players: [2, 6],
    gear: { dice: "many", cup: "one" },
    noTies: "every call takes one die from one player, so in the end exactly one player holds dice",
    params: { wild: "ones", lastDie: "ones-tame", loss: "one-die", reshake: "no" },
    basics: ["bid", "call"],
    gist: [
      "bid on the {dice} hidden under [every {cup}|all the cups], [calling|and call] each other liars",
      "[bluff and bid|bid and bluff] [on what lies|over what is hidden] under [the cups|their cups]",
    ],
    objective: ["be the last player with [any dice|dice] left", "still hold [a die|dice] [when all the others are out|after every other player is out]"],
    scoring: [
      "[No points are kept|There are no points]: [the dice themselves are the score|a player's {dice} are their score], and [every lost call|each call lost] [costs one of them|costs one].",
      "[Dice are the score|The {dice} are the score]: [each player starts with five|a full hand is five], and [one is lost|one goes] [for every call lost|with each lost call].",
    ],
    turn: [
      "[Every player shakes|All shake] their {dice} under their {cup} and [peek|look] at them; then, in turn, each [raises the bid|bids higher] [on how many of one face lie under all the cups|on how many dice of a face there are in all], or [calls the last bid a lie|calls the last bid].",
      "[In turn, each player|Each player in turn] [names|makes] a bid, [such as 'four fives'|say 'six threes'], that [must beat|must top] the last one, or [calls|calls it a lie]; [at a call|when a bid is called], [every {cup} is lifted|the cups come up] and the {dice} are counted.",
    ],
    rules: [
      core(
        "setup",
        "[Each player|Every player|Everyone] [starts with|begins with|takes] five {dice} [and a {cup}|and one {cup}|with a {cup}], and [the highest throw of one die|whoever throws highest with one die|high throw on a single die] [opens the bidding|bids first|makes the first bid].",
      ),
      core(
        "turn",
        "[A bid|Each new bid|Every bid] [must raise|has to raise|raises] [the count|the number of dice|how many], or [keep the count and raise the face|name a higher face at the same count|keeps the number with a higher face].",
      ),
      rule("special", "Ones are wild, [counting as whatever face is bid|and count as any face], [unless ones themselves are bid|except in a bid on ones].", {
        gives: ["wild"],
      }),
      rule(
        "special",
        "[In a round opened by a player down to one die|When the opener has a single die left], ones [are not wild|count only as ones] [for that round|until the next call].",
        { needs: ["wild"] },
      ),
      core(
        "special",
        "[At a call|When a bid is called|Once called], [if there are at least as many as bid|if the bid is met or beaten|should the count reach the bid], [the caller loses a die|the caller gives up a die|it costs the caller a die]; [if not|if there are fewer|otherwise], the bidder [does|loses one|gives one up]; [the loser|whoever lost the die|the one who lost] [opens the next round|bids first next round|starts the next round].",
        { settles: "resolve" },
      ),
      core(
        "end",
        "[A player who loses|Whoever loses|Anyone losing] their last die [is out|leaves the table|drops out], [and the next round|the next round then|the round after] [is opened by the player on their left|opening from their left|starting on their left]; [the game ends|play stops|it is over] when [one player alone holds dice|one player has dice left|a single player holds dice].",
        { settles: "end" },
      ),
    ],
    variants: [
      variant(2, "without wild ones", "[ones are never wild|ones are not wild at all|no face is wild], [in any bid|whatever is bid]", { wild: "none" }, [
        "wild",
      ]),
      variant(
        3,
        "with the opener's face",
        "[a player down to one die|whoever has one die left|the opener on a last die] [names the face|calls the face] [everyone must bid|for the whole round]",
        { lastDie: "fixed-face" },
        ["wild"],
      ),
      variant(
        4,
        "with the margin paid",
        "[the loser of a call|whoever loses a call|a lost call] [gives up a die|loses one die|costs a die] for each die [the bid missed by|the bid was out]",
        { loss: "margin" },
      ),
      variant(
        "turn",
        "with a reshake",
        "[a bidder may|before bidding, a player may|any bidder may] [show some dice|set some dice out in view] and [shake the rest again|reshake the others] [before bidding|with the bid]",
        { reshake: "yes" },
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a}, {b} and {c} [shake|rattle their cups]; {a} [opens with|bids] three fours, {b} [raises to|goes to] four fours, and {c} [calls|calls it a lie].",
        ),
        told(
          "{A}, {b} and {c} [each shake five {dice}|shake and peek]; {b} [bids|opens on] two sixes, {c} [raises to|goes to] three sixes, and {a} [calls|calls the bid].",
        ),
      ],
      [
        told(
          "[The cups come up|Every {cup} is lifted]: [there are four fours|four fours show] among the fifteen {dice}, [so the bid stood|so the bid was good], and {c} [gives up a die|loses a die].",
        ),
        told(
          "[Under the cups|When the cups lift] there are only two sixes, [so the bid was short|the bid falling short], and {c} [gives up a die|loses one die].",
        ),
      ],
      [
        told(
          "{C}, [with four {dice} left|down to four dice], [opens the next round|bids first in the next round]; [whoever|the player who] loses a last die [leaves the table|is out].",
        ),
        told(
          "[Now on four dice|With four left], {c} [opens the next round|bids first next]; [play goes on|the rounds go on] until [one player|a single player] [holds dice|has dice left].",
        ),
      ],
    ],
    craft: [
      "[The craft is|Good play is] [counting what is likely|reckoning the odds]: [with fifteen dice out|among fifteen dice], [about five of any face is a fair bid|five of a face is about even].",
      "[What a player fears|The dread] is [being the one to call|calling] [a bid that proves good|a true bid], [or bidding into a call|or being called on a bluff].",
      "[A player down to one die|On a last die, a player] [bids with nothing to lose|has little to lose], [and the table|and everyone] [knows it|plays around it].",
    ],
    matches: [
      told(
        "{a} bid [seven sixes|nine fives] [with a single die left|on a last die], {b} called, and [the cups showed exactly that many|the count came out exact], [so {b} lost the die and the game|and {a} won]",
      ),
      told(
        "{b} [called|challenged] {a's} bid of three twos, [the cups showed|every cup lifted showed] [three and no more|exactly three], and {b} [lost the last die|went out], [leaving {a} the winner|so {a} won]",
      ),
      told(
        "{a} and {b} were down to one die each; {b} bid one six, {a} called, and [the cups showed a two and a five|there was no six], [so {b} went out and {a} won|and {a} won]",
      ),
    ],
    feats: [told("a bid of seven sixes made good"), told("a liar rightly called"), told("a bluff no one dared call")],
    kits: {
      mythic: {
        gear: { dice: ["five bone dice apiece", "dice"], cup: ["a horn cup for each player", "cup"] },
        who: [
          ["oarsmen", "on the rowing benches", "on a becalmed ship off a cursed island"],
          ["palace guards", "at the gates", "at the palace gates while the king slept"],
          ["traders", "in the harbours", "in a harbour where the ships waited for spring"],
        ],
        stakes: ["a silver ring", "a skin of wine", "a night off watch"],
      },
      "high-fantasy": {
        gear: { dice: ["five bone dice apiece", "dice"], cup: ["a leather cup for each player", "cup"] },
        who: [
          ["sailors", "in harbour taverns", "in a harbour tavern during a three-day gale"],
          ["dwarven miners", "in the mine-head halls", "in a mine-head hall the night the seam flooded"],
          ["river traders", "on the barges", "on a barge moored out of a flood"],
        ],
        stakes: ["a coin a die", "a round of ale", "a night's lodging"],
      },
      "dark-fantasy": {
        gear: { dice: ["five yellowed dice apiece", "dice"], cup: ["a cracked horn cup for each player", "cup"] },
        who: [
          ["gaolers and their prisoners", "through the bars", "through the bars of a condemned cell"],
          ["soldiers in the siege lines", "in the trenches", "in a trench the night before the breach"],
          ["grave-robbers", "in the charnel houses", "in a charnel house while the watch passed"],
        ],
        stakes: ["clipped coins", "a ration of bread", "teeth"],
      },
      steampunk: {
        gear: { dice: ["five ivory dice apiece", "dice"], cup: ["a tin shaker-cup for each player", "shaker-cup"] },
        who: [
          ["dockers", "at the steam wharves", "at a steam wharf during the great strike"],
          ["airship crews", "in the gondolas", "in a gondola moored above the city"],
          ["stokers", "on a break", "in a stokehold with the fires banked"],
        ],
        stakes: ["a penny a die", "rum", "tobacco"],
      },
      "science-fiction": {
        gear: { dice: ["five magnetic dice apiece", "dice"], cup: ["a shielded cup for each player", "cup"] },
        who: [
          ["freighter crews", "between jumps", "in a freighter's mess between two jumps"],
          ["station dockworkers", "in the break rooms", "in a dock break room during a quarantine"],
          ["marines", "in the barracks", "in a troopship barracks before a landing"],
        ],
        stakes: ["credits", "ration packs", "a night's leave"],
      },
      "post-apocalyptic": {
        gear: { dice: ["five bone dice apiece", "dice"], cup: ["a dented tin cup for each player", "cup"] },
        who: [
          ["caravan guards", "at the night halts", "at a night halt with raiders in the hills"],
          ["scavengers", "at the water market", "at the water market on a dry-season night"],
          ["raiders", "in their camps", "in a raider camp after a failed raid"],
        ],
        stakes: ["bullets", "clean water", "a pair of boots"],
      },
    },
  },
];
