// Games of dice and of drink: push-your-luck dice to an exact total, bluffing dice under cups,
// scoring throws of knucklebones, a counting game and a coin-bouncing game. Our own writing.
import { rule, variant, type GameArchetype } from "./shape.js";

export const DICE_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "push-luck",
    label: "Push-your-luck dice",
    type: "dice",
    kind: ["push-your-luck dice game", "dice game of nerve", "game of dice and greed"],
    nouns: ["Greed", "Pig", "Bank", "Last Throw", "Nerve"],
    players: [2, 8],
    gear: { dice: "many", tally: "one" },
    targets: [50, 61, 100],
    steps: [4, 5, 6, 7, 8, 9, 10, 11, 12],
    gist: [
      "throw [the dice|two dice] again and again, [banking|keeping] [what they have|the total] before [a one|a single one] wipes it out",
      "[risk|push] each turn's [total|points] [on one more throw|throw after throw], [or bank it|or stop and bank]",
    ],
    objective: [
      "bank exactly {target} points [before anyone else|ahead of the others]",
      "[be the first to bank exactly {target}|reach exactly {target} first]",
    ],
    scoring: [
      "Each throw adds [the two dice|both dice] to the turn's total, [which goes on the {tally} only when banked|put on the {tally} only when the thrower stops]; a total [that would pass {target}|taking the score past {target}] [scores nothing|is lost], and the turn [passes|ends].",
      "[A turn scores|The turn's score is] the sum of its throws, [marked|put] on the {tally} once banked; [going past|overshooting] {target} [wipes the turn|loses the turn's points], [since the total|for the total] [must be met exactly|must be exact].",
    ],
    turn: [
      "[On a turn a player|A player on their turn] [throws|rolls] both {dice}, adds them up and [chooses to throw again|may throw again] or [bank the total|bank it]; [a one on either die|any throw with a one] [ends the turn with nothing|wipes the turn's points].",
      "The thrower [keeps rolling|goes on rolling] the {dice} [as long as they dare|for as long as they like], [adding each throw|each throw adding] to the turn; [stopping banks it|to stop is to bank it], but [a one loses it all|a single one loses the lot].",
    ],
    rules: [
      rule(
        "setup",
        "[Everyone throws|All throw] one of the {dice}[ once|]; [the highest|the high thrower] [goes first|starts], and play [runs|passes] to the left.",
      ),
      rule("setup", "[Every score starts at nothing|Scores start at zero] on the {tally}, [and the youngest throws first|the youngest throwing first]."),
      rule("turn", "[A thrower|The player] [must throw at least twice|must throw twice at least] before [banking|they may bank]."),
      rule("special", "[Double ones|Two ones together] [wipe the thrower's whole score|send the thrower's score back to zero], not only the turn's."),
      rule("special", "[Doubles bind the thrower to throw again|A throw of doubles must be thrown again] [before banking|before the turn may be banked]."),
      rule(
        "end",
        "[The first to bank exactly {target}|Whoever banks exactly {target} first] wins[, and the round is not finished|; the others do not throw again].",
      ),
      rule(
        "end",
        "[Once someone has exactly {target}, the rest get|When a player reaches {target} exactly, the others get] one last turn [each|apiece] to [match it|equal it].",
      ),
    ],
    variants: [
      variant(3, "double ones [only end the turn|are no worse than one]"),
      variant(4, "doubles [may be banked at once|are banked like any throw]"),
      variant("scoring", "[going past|overshooting] {target} [is allowed|wins as well], [and the highest wins|the highest total winning]"),
      variant(2, "[one throw is enough to bank|a single throw may be banked]"),
    ],
    matches: [
      "{a} [stood|sat] two points short of {target} [for nine turns|for a whole night] [while|as] {b} [caught up|closed in] and [banked exactly|hit] {target}",
      "{b} [threw|rolled] on [fourteen times in one turn|for fourteen throws] and lost it all to [double ones|a pair of ones], [handing|giving] the game to {a}",
      "{a} [banked|made] exactly {target} [on the first turn|in a single turn], before {b} [threw once|had thrown at all]",
    ],
    feats: ["exactly the total on a first turn", "a run of twelve throws", "the nerve to stop in time"],
    kits: {
      "high-fantasy": {
        gear: { dice: ["two dice of carved horn", "dice"], tally: ["a slate and chalk", "slate"] },
        who: ["farmhands at harvest suppers", "sailors in port", "apprentices after work"],
        stakes: ["a penny a point", "a cup of ale", "the last honey cake"],
      },
      modern: {
        gear: { dice: ["two plastic dice", "dice"], tally: ["a score pad", "score pad"] },
        who: ["students in the halls", "families on rainy days", "pub regulars"],
        stakes: ["the next round", "small change", "the last slice of pizza"],
        gentle: true,
      },
      "post-apocalyptic": {
        gear: { dice: ["two dice from an old board game", "dice"], tally: ["a board of scratched tallies", "tally board"] },
        who: ["scavenger crews by the fire", "guards on the settlement wall", "caravan children"],
        stakes: ["bottle caps", "clean water", "a turn off watch"],
      },
      "science-fiction": {
        gear: { dice: ["two magnetic dice", "dice"], tally: ["a score display on the table", "display"] },
        who: ["crews on long hauls", "miners between shifts", "colonists in the hydroponic bays"],
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
    gist: [
      "bid on the {dice} hidden under [every {cup}|all the cups], [calling|and call] each other liars",
      "[bluff and bid|bid and bluff] [on what lies|over what is hidden] under [the cups|their cups]",
    ],
    objective: ["be the last player with [any dice|dice] left", "still hold [a die|dice] [when all the others are out|after every other player is out]"],
    scoring: [
      "[No points are kept|There are no points]: [the dice themselves are the score|a player's {dice} are their score], and [a lost challenge|each lost call] [costs one of them|costs one].",
      "[Dice are the score|The {dice} are the score], [one lost|and one is lost] [for every challenge lost|with every lost call]; [a full hand is five|each player starts with five].",
    ],
    turn: [
      "[Each player shakes|Every player shakes] their {dice} under their {cup} and [peeks|looks] at them; then, in turn, each [raises the bid|bids higher] [on how many of one face lie under all the cups|on how many dice of a face there are in all], or [calls the last bid a lie|challenges the last bid].",
      "[In turn, each player|Each player in turn] [names|calls] a bid, [such as 'four fives'|say 'six threes'], that [must beat|must top] the last one, or [doubts|challenges] it; [at a challenge|when a bid is challenged], [every {cup} is lifted|the cups come up] and [the {dice} are counted|the dice are counted].",
    ],
    rules: [
      rule("setup", "Each player [starts with|begins with] five {dice} and a {cup}, and [the highest throw|high throw] [opens the bidding|bids first]."),
      rule(
        "setup",
        "[Everyone shakes at once and keeps|Each player shakes at once and keeps] their {dice} [hidden|out of sight] [under their {cup}|beneath the {cup}] [until a challenge|until someone calls].",
      ),
      rule(
        "turn",
        "A bid [must raise|has to raise] [the count|the number of dice], or [keep the count and raise the face|name a higher face at the same count|keep the count with a higher face].",
      ),
      rule("special", "Ones are wild, [counting as whatever face is bid|and count as any face], [unless ones themselves are bid|except in a bid on ones]."),
      rule(
        "special",
        "[When a player is down|For a player down] to [a single die|one die], ones [stop being wild|are not wild] [for that round|until the next round].",
      ),
      rule(
        "end",
        "[After a challenge|Once a challenge is settled], the loser [gives up one of their {dice}|sets one of their {dice} aside] and [opens the next round|bids first next round].",
      ),
      rule("end", "[A player who loses|Whoever loses] their last die [is out|leaves the table]; [the last with dice|the last one holding dice] wins."),
    ],
    variants: [
      variant(3, "ones are [never wild|not wild at all]"),
      variant(4, "a player down to one die [names the face|calls the face] [everyone must bid|for the whole round]"),
      variant(5, "the loser of a challenge [gives up a die|loses one die] for each die [the bid missed by|the bid was out]"),
      variant("turn", "a bidder may [show some dice|reveal dice] and [shake the rest again|reshake the others]"),
    ],
    matches: [
      "{a} bid [seven sixes|nine fives] [with a single die left|on a last die] and [was right|proved right] against {b}'s [challenge|call]",
      "{b} [called|challenged] {a}'s bid of three twos, and [the cups showed|every cup lifted showed] [exactly three|three and no more]",
      "{a} and {b} [each held|were down to] one die [for eleven rounds|through eleven rounds of bids] before {b} [bid once too high|overbid]",
    ],
    feats: ["a bid of seven sixes made good", "a liar rightly called", "a bluff no one dared call"],
    kits: {
      "high-fantasy": {
        gear: { dice: ["five bone dice apiece", "dice"], cup: ["a leather cup for each player", "cup"] },
        who: ["sailors in harbour taverns", "dwarven miners", "river traders"],
        stakes: ["a coin a die", "the next round of ale", "a night's lodging"],
      },
      "dark-fantasy": {
        gear: { dice: ["five yellowed dice apiece", "dice"], cup: ["a cracked horn cup for each player", "cup"] },
        who: ["gaolers and their prisoners", "soldiers in the siege lines", "grave-robbers"],
        stakes: ["clipped coins", "a ration of bread", "teeth"],
      },
      steampunk: {
        gear: { dice: ["five ivory dice apiece", "dice"], cup: ["a tin shaker-cup for each player", "shaker-cup"] },
        who: ["dockers at the steam wharves", "airship crews", "stokers on a break"],
        stakes: ["a penny a die", "rum", "tobacco"],
      },
      "science-fiction": {
        gear: { dice: ["five magnetic dice apiece", "dice"], cup: ["a shielded cup for each player", "cup"] },
        who: ["freighter crews between jumps", "station dockworkers", "marines in the barracks"],
        stakes: ["credits", "ration packs", "a double shift"],
      },
      "post-apocalyptic": {
        gear: { dice: ["five bone dice apiece", "dice"], cup: ["a dented tin cup for each player", "cup"] },
        who: ["caravan guards", "scavengers at the water market", "raiders in their camps"],
        stakes: ["bullets", "clean water", "boots"],
      },
    },
  },
  {
    id: "knucklebones",
    label: "Scoring knucklebones",
    type: "dice",
    kind: ["knucklebone game", "game of throwing knucklebones", "game of the bones"],
    nouns: ["Bones", "Knucklebones", "Best Throw", "Dog Throw", "Four Sides"],
    players: [2, 6],
    gear: { bones: "many", cup: "one", pebbles: "many" },
    targets: [50, 100],
    steps: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 28],
    gist: [
      "[throw|cast] four knucklebones [from a cup|out of a cup] and [count the sides they land on|score the sides that land up]",
      "[score|count] the [sides|faces] of four [thrown|cast] {bones}, [throw by throw|one throw at a time]",
    ],
    objective: ["reach {target} points [before anyone else|first]", "[be first to reach|race to] {target} points, [throw by throw|a throw at a time]"],
    scoring: [
      "[Each of the {bones}|Every one of the {bones}] [lands on|shows] [a side worth one, three, four or six|a face worth six, four, three or one|one of four sides, worth one, three, four or six], and [the throw|a throw] [scores their sum|scores the four together], [counted out in|taken in] {pebbles}; [a throw with four different sides|four different sides] [scores double|counts twice over].",
      "[A throw scores|The throw's score is] the sum of [its sides|the four sides], [one, three, four or six each|each worth one, three, four or six], [paid|taken] in {pebbles}; [all four different|four sides all different] [count double|doubles it], and [the dog throw of four ones|four ones, the dog throw,] [scores nothing|is worth nothing].",
    ],
    turn: [
      "[In turn, each player|Each player in turn] [shakes|rattles] the {bones} in the {cup} and [throws them|casts them] [onto the ground|out in one throw]; [the sides that land up|whatever sides land up] are [counted|scored] [at once|there and then].",
      "[The {cup} passes|The {cup} goes] [from hand to hand|round the ring], and [each player throws|every player throws] the {bones} [once|a single time] and [counts|reads] [the sides that show|what lands up].",
    ],
    rules: [
      rule(
        "setup",
        "[Each player throws once|All throw once], and [the best throw|the highest throw] [goes first|begins] and [holds the {cup}|takes the {cup}].",
      ),
      rule(
        "setup",
        "[The {pebbles} are heaped|A heap of {pebbles} lies] in the middle, and [each throw's score|every point scored] is [taken from it|drawn from the heap].",
      ),
      rule("turn", "A bone that [lands on its end|stands on its end] [is thrown again|must be thrown again]."),
      rule("special", "[A dog throw, four ones,|The dog throw of four ones] [costs the thrower one of the {pebbles}|costs one of the thrower's {pebbles}]."),
      rule(
        "special",
        "[A throw with four different sides|The best throw, four sides all different,] [lets the thrower throw again|gives the thrower another throw].",
      ),
      rule("end", "[The first to {target}|Whoever reaches {target} first] wins, and [the lowest|the last to score] [pours the wine|fetches the water]."),
      rule("end", "[A throw that reaches {target}|Reaching {target}] [ends play at once|ends the game at once], [even mid-round|whatever the round]."),
    ],
    variants: [
      variant(2, "a bone on its end [scores ten|counts ten]"),
      variant(3, "the dog throw [wipes the thrower's score|sends the thrower back to nothing]"),
      variant("scoring", "[only the highest side counts|each throw counts its best side]"),
      variant(4, "[the best throw wins the game outright|a throw of four different sides ends the game]"),
    ],
    matches: [
      "{a} [threw|cast] [four different sides|the best throw] [three times running|three throws in a row] against {b}",
      "{b} [needed|wanted] six to reach {target} and [threw|cast] the dog [twice|two times over], [handing the game to {a}|which gave {a} the game]",
      "{a} [won|took the game] when a bone [stood on its end|landed on end], and {b} [cried foul|called it cheating]",
    ],
    feats: ["a throw of four different sides", "a bone stood on its end", "three best throws running"],
    kits: {
      mythic: {
        gear: {
          bones: ["four sheep's knucklebones", "bones"],
          cup: ["a dice-cup of gilded horn", "cup"],
          pebbles: ["pebbles from the holy spring", "pebbles"],
        },
        who: ["shepherds on the mountain", "heroes waiting for the wind", "maidens at the well"],
        stakes: ["a fleece", "honey cakes", "a cup of wine"],
      },
      "dark-fantasy": {
        gear: { bones: ["four knucklebones of a hanged man", "bones"], cup: ["a skull used as a cup", "skull"], pebbles: ["a heap of coffin nails", "nails"] },
        who: ["gravediggers between burials", "plague-cart drivers", "beggars on the church steps"],
        stakes: ["clipped coins", "a dead man's rings", "bread"],
      },
      "high-fantasy": {
        gear: { bones: ["four polished knucklebones", "knucklebones"], cup: ["a leather dice-cup", "cup"], pebbles: ["a bowl of river pebbles", "pebbles"] },
        who: ["shepherd children", "halfling grandmothers", "caravan drivers"],
        stakes: ["sweets", "copper pennies", "the washing-up"],
      },
    },
  },
  {
    id: "counting",
    label: "Counting drinking game",
    type: "drinking",
    kind: ["drinkers' counting game", "counting game of forfeits", "drinking game of counting"],
    nouns: ["Buzz", "Sevens", "Count", "Toll", "Round"],
    players: [3, 12],
    gear: { cup: "one", jug: "one" },
    gist: [
      "count round the table, saying 'buzz' [for any seven|instead of sevens]",
      "[keep a count going|count aloud] [round the table|player by player], [buzzing|saying 'buzz'] [on the sevens|for sevens]",
    ],
    objective: [
      "[stay in the count|keep counting] [longest without a slip|without a slip longer than anyone]",
      "be the last [still counting|left in the count] [without a slip|without a mistake]",
    ],
    scoring: [
      "[There is no score|No score is kept]: [each slip|every slip] [costs a drink from the {cup}|means draining one's {cup}], [refilled from the {jug}|topped up from the {jug}], and [a third slip puts|three slips put] a player out.",
      "[Slips are the only score|The only score is slips]: [one means a drink|each costs a drink] from the {cup}, [which the {jug} refills|refilled from the {jug}], and [three put a player out|the third puts a player out].",
    ],
    turn: [
      "[Players count aloud|The count goes round the table], [one number each|a number a player], and 'buzz' [replaces|stands for] [any number with a seven in it or in the seven times table|any number that holds a seven or that seven divides]; [a slip or a long pause|any slip, or too long a pause,] [ends the count|stops the count].",
      "[Each player in turn|Round the table, each player] [says the next number|gives the next number], [except that|but] [sevens and their multiples are 'buzz'|any seven, or multiple of seven, becomes 'buzz']; [a wrong number|a slip] [or a pause|or too long a wait] [breaks the count|stops it].",
    ],
    rules: [
      rule("setup", "[Every player's {cup} is filled|Each {cup} is filled] from the {jug} [before the count starts|first]."),
      rule("setup", "[The youngest|Whoever arrived last] [starts the count at one|says 'one'], and the count [runs left|goes round to the left]."),
      rule("turn", "[After a 'buzz' the count changes direction|Each 'buzz' turns the count the other way]."),
      rule("special", "[Numbers like seventy-seven take|A number with two sevens needs] [two buzzes|'buzz' twice]."),
      rule("special", "[Laughing|A laugh] [during the count|at someone's slip] [counts as a slip|is a slip too]."),
      rule(
        "end",
        "[The last player left in|The last one still counting] [is toasted|wins], and [the first out|whoever went out first] [refills the {jug}|pays for the next {jug}].",
      ),
      rule(
        "end",
        "[After a slip|When someone slips], [the count starts again at one|the one who slipped starts again at one], [so a game|and the game] [runs until|lasts until] [one player is left|only one is left in].",
      ),
    ],
    variants: [
      variant(2, "[the count never changes direction|the direction stays the same]"),
      variant("turn", "[fives|numbers with a five] [are buzzed as well|are 'buzz' too]"),
      variant(4, "[laughing is allowed|a laugh is not a slip]"),
      variant("scoring", "[a single slip|one slip] [puts a player out|is enough to be out]"),
    ],
    matches: [
      "{a} [counted past|reached] [two hundred|three hundred] [without a slip|with no slip] [while|and] {b} [went out|slipped] on seventy-seven",
      "{b} [slipped|stumbled] [on the very first buzz|at seven] [nine times in one night|nine rounds running], and {a} [never bought a round|drank free all night]",
      "{a} and {b} [kept the count|counted] [until dawn|past a thousand], [neither one slipping|and neither slipped]",
    ],
    feats: ["a count past a thousand", "a night without a slip", "a straight face to the end"],
    kits: {
      "high-fantasy": {
        gear: { cup: ["a tankard of ale for each player", "tankard"], jug: ["a pitcher of ale", "pitcher"] },
        who: ["tavern regulars", "dwarves after a long shift", "students of the academy"],
        stakes: ["the next pitcher", "honour", "the bill"],
      },
      "dark-fantasy": {
        gear: { cup: ["a cup of sour wine each", "cup"], jug: ["a jug of sour wine", "jug"] },
        who: ["mercenaries between contracts", "gravediggers at a wake", "the drunks of the lower town"],
        stakes: ["the next jug", "the bill", "a place by the fire"],
      },
      steampunk: {
        gear: { cup: ["a glass of gin for each player", "glass"], jug: ["a decanter of gin", "decanter"] },
        who: ["students of the polytechnic", "airship crews on leave", "music-hall regulars"],
        stakes: ["the next round", "the bill", "a wager of honour"],
      },
      modern: {
        gear: { cup: ["a glass for each player", "glass"], jug: ["a jug of beer", "jug"] },
        who: ["students at parties", "pub regulars", "colleagues at office parties"],
        stakes: ["the next round", "bragging rights", "the taxi home"],
      },
      mythic: {
        gear: { cup: ["a wine-cup for each player", "cup"], jug: ["a mixing bowl of wine", "mixing bowl"] },
        who: ["guests at a symposium", "warriors at the feast", "poets at the festival"],
        stakes: ["honour", "a crown of ivy", "the next bowl"],
      },
    },
  },
  {
    id: "coin-bounce",
    label: "Coin-bouncing drinking game",
    type: "drinking",
    kind: ["coin-bouncing drinking game", "drinking game of bounced coins", "game of coin and cup"],
    nouns: ["Bounce", "Clink", "Rebound", "Sink", "Quarters"],
    players: [2, 8],
    gear: { coin: "one", cup: "one", drinks: "many" },
    gist: [
      "bounce a {coin} [off the table|off a tabletop] into a {cup}, [and every hit|and each hit] [sends someone to their drink|makes someone drink]",
      "[take turns to bounce|take turns bouncing] a {coin} [at a {cup}|towards a {cup}], [handing out drinks|sending drinks] [for every hit|with each hit]",
    ],
    objective: [
      "[make the others drink|send the others to their drinks] [more often than they do|and stay steady themselves]",
      "[stay steady|keep a steady hand] [longest|the longest] while [making the others drink|the others drink]",
    ],
    scoring: [
      "[The {drinks} are the only score|Only the {drinks} keep score]: one [for each hit|per hit], [given to any player|to a player of the thrower's choice], and one to the thrower [if the {coin} misses|when the {coin} misses] [the table|the table entirely].",
      "[No tally is kept|Nobody keeps a tally] but the {drinks}; [each hit hands out one drink|a hit hands one drink out], and [a {coin} off the table|a {coin} that misses the table] [costs the thrower one|is a drink for the thrower].",
    ],
    turn: [
      "[The player with the {coin}|Whoever holds the {coin}] [bounces it|bounces it once] off the table [at|toward] the {cup}; a hit [lets them name a drinker|means they name a drinker] and [go again|bounce again], and [a miss passes the {coin} to the left|a miss passes it on].",
      "[In turn, players bounce|Each player in turn tries to bounce] the {coin} [into the {cup}|off the table and into the {cup}]; [a hit lets the thrower name|a {coin} that lands in lets the thrower pick] [someone to drink|a drinker] [and go again|and throw again], [while|and] a miss [ends the turn|passes the {coin}].",
    ],
    rules: [
      rule(
        "setup",
        "[All the {drinks} are poured|Everyone's {drinks} are poured] [before the first bounce|first], with the {cup} [in the middle|standing in the middle].",
      ),
      rule("setup", "[The one who poured|Whoever poured] [bounces first|takes the {coin} first], [and play runs left|play running left]."),
      rule(
        "turn",
        "The {coin} must bounce [once|exactly once] [before it lands|on the table first]; [one dropped straight in|a {coin} dropped straight in] [does not count|is a miss].",
      ),
      rule(
        "special",
        "[Three hits in a row let|A third hit running lets] the thrower [make a new rule|add a house rule] [for the night|for the rest of the night].",
      ),
      rule("special", "[Nudging|Touching] the table [while the {coin} is in the air|during a bounce] [costs a drink|means a drink]."),
      rule(
        "end",
        "[Anyone who can no longer|A player who can no longer] [hit the table|bounce straight] [is out|drops out], and [the last one steady|the last player in] wins.",
      ),
    ],
    variants: [
      variant("turn", "a second {cup} stands [beside the first|next to the first], [and a hit in either counts|either one counting]"),
      variant(2, "a {coin} dropped straight in [counts double|counts twice]"),
      variant(3, "[three hits running earn nothing extra|a run of three earns nothing more]"),
      variant("scoring", "[every miss|a miss] [costs the thrower a drink|means the thrower drinks]"),
    ],
    matches: [
      "{a} [sank|landed] eleven bounces [in a row|running] and made {b} drink [every one|all eleven]",
      "{b} [made a rule|added a rule] [that nobody may speak|forbidding anyone to speak] and [broke it at once|was the first to break it], to {a}'s [delight|joy]",
      "{a} and {b} [bounced|played] [until dawn|until the {coin} wore smooth] [with neither missing twice|without either missing twice]",
    ],
    feats: ["eleven bounces running", "a steady hand at dawn", "a coin sunk from across the room"],
    kits: {
      modern: {
        gear: { coin: ["a coin", "coin"], cup: ["a shot glass", "shot glass"], drinks: ["a drink for each player", "drinks"] },
        who: ["students at parties", "friends in bars", "stag and hen parties"],
        stakes: ["drinks", "bragging rights", "the taxi fare"],
      },
      "post-apocalyptic": {
        gear: { coin: ["a pre-war coin", "coin"], cup: ["a dented tin mug", "mug"], drinks: ["a cup of still-liquor each", "cups"] },
        who: ["scavenger crews after a run", "caravan guards", "settlement youngsters"],
        stakes: ["still-liquor", "bragging rights", "a turn off watch"],
      },
      "science-fiction": {
        gear: { coin: ["a metal credit token", "token"], cup: ["a cargo-bay mug", "mug"], drinks: ["a shot of synth-gin each", "shots"] },
        who: ["freighter crews between jumps", "station dockworkers", "marines on leave"],
        stakes: ["credits", "rations", "a shift off"],
      },
    },
  },
];
