// Games of wagers: the shell game, betting on races of small animals and a betting wheel. Our own writing.
import { rule, variant, type GameArchetype } from "./shape.js";

export const WAGER_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "shell-game",
    label: "Shell game",
    type: "wagering",
    kind: ["shell game", "street game of three cups", "hustler's game of hide and find"],
    nouns: ["Shells", "Quick Hand", "Three Cups", "Find It", "Pea"],
    players: [2, 10],
    gear: { shells: "many", pea: "one", board: "one" },
    gist: [
      "[stake|bet] on which of three {shells} [hides|holds] the {pea} [after the operator shuffles them|once the operator stops]",
      "[follow|watch] a {pea} [under|beneath] [three moving {shells}|three {shells} in quick hands] [and bet on it|and stake on where it ends]",
    ],
    objective: [
      "[pick|name] which of the {shells} [hides|holds] the {pea}",
      "[follow|keep their eyes on] the {pea} and [pick out its shell|point to the right one]",
    ],
    scoring: [
      "A right guess [pays even money|doubles the stake], and a wrong one [loses it to the operator|loses the stake]; [there is no game to win|nobody wins the game as such], [only stakes won or lost|only coin changing hands].",
      "[Nobody keeps score|No score is kept]: [a right pick|a correct pick] [is paid|pays] [one for one|at even money], [and a wrong one|a wrong one] [goes to the operator|feeds the operator's purse].",
    ],
    turn: [
      "The operator [sets|places] the {pea} under one of the {shells}, [shuffles them|slides them round] [fast|quickly] on the {board} and [stops|halts]; the player [lays a stake|puts down a stake] and [points|picks one].",
      "[A stake goes down|The player stakes], [the {pea} goes under|the operator hides the {pea} under] [one of the {shells}|one of the three], and [the {shells} dance|the {shells} are slid about] [on the {board}|across the {board}] [until the operator stops|before coming to rest]; then [the player points|the player chooses].",
    ],
    rules: [
      rule("setup", "[Stakes go down|Every stake goes down] [before the {shells} move|before the shuffle], [and cannot be raised after|never after]."),
      rule(
        "setup",
        "The operator [lifts every one of the {shells} to show them empty|shows the {shells} empty] and then [sets the {pea} down|sets down the {pea}] [in plain sight|where all can see].",
      ),
      rule(
        "turn",
        "[Only one pick is allowed|One guess is allowed] [per stake|for each stake], and [touching the {shells}|lifting a shell] [before the shuffle ends|while they move] [forfeits the stake|loses it].",
      ),
      rule("special", "[Shills in the crowd|The operator's friends] [win now and then|are allowed a few wins] [to draw in marks|to tempt the rest]."),
      rule(
        "special",
        "[A lookout|The lookout] [watches for the law|keeps an eye out], and at [a whistle|the whistle] the operator [folds the {board}|packs up the {board}] and [vanishes|is gone].",
      ),
      rule(
        "end",
        "The operator [closes the game|ends play] [whenever they like|at will], [usually|most often] [just after a large stake is lost|after a big win for the house].",
      ),
    ],
    variants: [
      variant(0, "stakes [may be doubled|can be raised] [once the {shells} stop|after the shuffle]"),
      variant("turn", "[a player hides the {pea}|the player sets the {pea}] [and the operator must find it|for the operator to find]"),
      variant("scoring", "[a right guess pays|a correct pick pays] [two to one|double]"),
      variant(2, "a player [may lift|may turn over] one of the {shells} [before choosing|first], [for half the stake|at half the stake's cost]"),
    ],
    matches: [
      "{a} [found|picked] the {pea} [nine times running|nine times in a row] until {b} [folded the {board}|packed up the {board}] [and ran|and fled]",
      "{b} was caught [palming|hiding] the {pea} when {a} [lifted|turned over] all three {shells} [at once|together]",
      "{a} [lost|staked and lost] [a whole purse|a month's wages] to {b} [in three picks|on three picks]",
    ],
    feats: ["the pea found nine times", "an operator's palm caught", "a walk away while ahead"],
    kits: {
      "dark-fantasy": {
        gear: { shells: ["three cups of black horn", "cups"], pea: ["a yellowed tooth for the pea", "tooth"], board: ["a board on two barrels", "board"] },
        who: ["cutpurses at the hanging fair", "camp-followers", "beggars with quick hands"],
        stakes: ["coins", "a cloak", "a week's wages"],
      },
      steampunk: {
        gear: { shells: ["three brass thimbles", "thimbles"], pea: ["a dried pea", "pea"], board: ["a folding table", "table"] },
        who: ["sharps on the railway platforms", "street hustlers by the docks", "fairground men"],
        stakes: ["shillings", "a pocket watch", "a week's wages"],
      },
      modern: {
        gear: { shells: ["three plastic cups", "cups"], pea: ["a small foam ball", "ball"], board: ["a cardboard box for a table", "box"] },
        who: ["hustlers on tourist streets", "street performers", "students at parties"],
        stakes: ["a twenty-pound note", "small change", "a phone"],
      },
      "post-apocalyptic": {
        gear: { shells: ["three tin cans", "cans"], pea: ["a ball bearing", "ball bearing"], board: ["an upturned crate", "crate"] },
        who: ["hustlers at the water market", "drifters", "caravan tricksters"],
        stakes: ["water", "bullets", "a pair of boots"],
      },
      mythic: {
        gear: { shells: ["three bronze cups", "cups"], pea: ["a white pebble", "pebble"], board: ["a flat stone", "stone"] },
        who: ["tricksters at the festival", "sailors in port", "servants of the god of thieves"],
        stakes: ["a bronze ring", "a goat", "figs"],
      },
    },
  },
  {
    id: "race-betting",
    label: "Race betting",
    type: "wagering",
    kind: ["betting game on races", "race-betting game", "game of odds on small runners"],
    nouns: ["Odds", "Heat", "Long Shot", "Runners", "Book"],
    players: [2, 30],
    gear: { track: "one", racers: "many", slate: "one" },
    gist: [
      "[bet|lay wagers] on races of {racers} down a {track}, [at odds|the odds] [set|written] on the {slate}",
      "[back|stake on] [one of the {racers}|a runner] [in each heat|race after race] [at the bookmaker's odds|at chalked odds]",
    ],
    objective: ["leave [richer than they came|with more than they staked]", "back more winners than losers [over the night|before the last race]"],
    scoring: [
      "[Winning bets are paid|Bets are paid] at the odds [on the {slate}|chalked up] [when the bet was laid|at the time of the bet], [less one coin in ten for the house|the house keeping a tenth].",
      "[A winning bet pays|Each winning bet pays] [the odds it was laid at|at its chalked odds], [and the house takes one coin in ten|less the house's tenth]; [losing stakes go to the house|the house keeps every losing stake].",
    ],
    turn: [
      "[Before each race|Ahead of every heat], the bookmaker [chalks|writes] the odds on the {slate}; [bets are laid|the crowd lays its bets], then the {racers} are [loosed|let go] [at one end of the {track}|at the start of the {track}], and [the first to the far end|whichever reaches the end first] wins.",
      "[Each heat|Every race] [begins with odds|starts with the odds] on the {slate} and [a rush of bets|the bets laid]; [at the signal|when the gate lifts], the {racers} [run|scurry] [the length of the {track}|down the {track}], [and the first home|and whichever finishes first] [takes the heat|wins it].",
    ],
    rules: [
      rule(
        "setup",
        "[Every runner is shown round the crowd|The {racers} are shown to the crowd] [before the odds go up|before any odds are set], [each daubed with a colour|each marked with paint].",
      ),
      rule(
        "setup",
        "[All bets are laid|Bets must be laid] before the release and [written on the {slate}|entered on the {slate}] [by the bookmaker|against the bettor's name].",
      ),
      rule(
        "turn",
        "[No one may touch the {racers}|Nobody touches a runner] [once they are loosed|after the release], [or the race is void|on pain of a void race].",
      ),
      rule(
        "special",
        "[A dead heat halves|A dead heat splits|Two runners home together split] the winnings [for the backers of both|between the backers of both].",
      ),
      rule(
        "special",
        "A runner that [stops|turns back] or [climbs out of the {track}|leaves the {track}] [is beaten|loses], [whatever its lead|however far it led].",
      ),
      rule(
        "end",
        "[After the last race|At the night's end] [all bets are settled|the bookmaker settles every bet], and [a debt left unpaid|an unpaid debt] [bars a player for good|keeps a player out thereafter].",
      ),
    ],
    variants: [
      variant(3, "a dead heat [is run again|means a rerun]"),
      variant(
        "scoring",
        "[all stakes go into one pot|every stake goes into a single pot], [shared|split] [among the winner's backers|by those who backed the winner]",
      ),
      variant(4, "a runner that [stops|turns back] [is not out|may still win] [if it gets home first|if it finishes first]"),
      variant(1, "[late bets are taken|bets are taken] [up to the release|until the gate lifts], [at shorter odds|at half the odds]"),
    ],
    matches: [
      "{a} [backed|bet on] a runner at twenty to one [that won by a length|that came home first], [while|as] {b} [lost|went broke] on the favourite",
      "{b}'s best runner [won|took] [thirty races running|thirty heats in a row] before {a} [proved|showed] it had been [doped|fed brandy]",
      "{a}, [holding the book|keeping the book], [could not pay|failed to pay] {b} when [a long shot won|the outsider came home]",
    ],
    feats: ["a long shot at twenty to one", "every winner of a night backed", "a doped runner spotted"],
    kits: {
      "dark-fantasy": {
        gear: { track: ["a trough of planks", "trough"], racers: ["black rats from the sewers", "rats"], slate: ["a slate for the odds", "slate"] },
        who: ["sewer-men", "the crowd at a gallows fair", "soldiers off duty"],
        stakes: ["coins", "rum", "a week's pay"],
      },
      steampunk: {
        gear: {
          track: ["a glass-walled racing channel", "channel"],
          racers: ["trained ferrets", "ferrets"],
          slate: ["a bookmaker's chalkboard", "chalkboard"],
        },
        who: ["dockers and stevedores", "gentlemen slumming it", "the factory crowd on payday"],
        stakes: ["shillings", "a week's wages", "gin"],
      },
      "post-apocalyptic": {
        gear: { track: ["a length of cut pipe", "pipe"], racers: ["rats fattened on scraps", "rats"], slate: ["a board of odds in charcoal", "board"] },
        who: ["traders at the water market", "raiders on a night off", "settlement guards"],
        stakes: ["water", "bullets", "fuel"],
      },
    },
  },
  {
    id: "wheel",
    label: "Betting wheel",
    type: "wagering",
    kind: ["game of chance", "betting game", "croupier's game of chance"],
    nouns: ["Wheel", "Spin", "Fortune", "Zero", "Pockets"],
    players: [2, 12],
    gear: { wheel: "one", ball: "one", cloth: "one", chips: "many" },
    gist: [
      "[bet|lay {chips}] on where a {ball} will [come to rest|stop] in a spinning {wheel}",
      "[stake|lay] {chips} on [numbers and colours|a number or a colour] [before each spin|spin after spin]",
    ],
    objective: [
      "[leave the table|walk away] [richer than they came|richer than they sat down|ahead of the house]",
      "beat the house before their {chips} [run out|are gone]",
    ],
    scoring: [
      "[A bet on one number|A single number] pays thirty-five to one, [a colour pays even money|red or black pays one to one], and when the {ball} [lands in|drops into] the zero, [the house takes every bet|every bet goes to the house].",
      "[Single numbers pay|One number pays] [thirty-five to one|at thirty-five to one] and [colours|a colour] [even money|one to one]; [the zero belongs to the house|the house wins everything on the zero].",
    ],
    turn: [
      "[Players lay their {chips}|{Chips} are laid] on the {cloth}, and the croupier [spins|sets spinning] the {wheel} [one way|clockwise] and the {ball} the other; [the pocket it falls in|where the {ball} lands] [decides every bet|settles all bets].",
      "[Bets in {chips} go down|The {chips} go down] [on the {cloth}|on the numbers of the {cloth}], [the {wheel} turns|the croupier spins the {wheel}], and [a {ball} runs round it|the {ball} runs against it] [until it drops|until it falls] into a pocket, [which settles every bet|and that pocket decides].",
    ],
    rules: [
      rule("setup", "[The house sets|The bank names] [the lowest and highest stake|the table limits] [before the first spin|at the start of the night]."),
      rule(
        "setup",
        "[Players buy {chips}|Everyone changes money for {chips}] [from the bank|at the cage] before [sitting down|play begins], and [no other stake is taken|nothing else may be staked].",
      ),
      rule("turn", "Bets [go down|are laid] until the croupier [calls 'no more bets'|calls time] [as the {ball} slows|while the {ball} slows]."),
      rule(
        "special",
        "[If the {ball} jumps out of the {wheel}, the spin is void|A {ball} that jumps the {wheel} voids the spin|A {ball} thrown clear of the {wheel} means no spin], and [the croupier spins again|the {wheel} is spun again].",
      ),
      rule("special", "A player may spread {chips} across [several numbers|many numbers], [each bet paid apart|each at its own odds]."),
      rule(
        "end",
        "[The table closes|Play ends] [at the croupier's word|when the croupier calls it], and [the house keeps|the bank takes] [whatever is left|any {chips} left] [on the {cloth}|on the table].",
      ),
    ],
    variants: [
      variant("scoring", "[a second zero gives|a double zero gives] the house [two pockets|a second pocket]"),
      variant(2, "[the croupier drops the {ball}|the {ball} is dropped] only after bets close"),
      variant(3, "a {ball} out of the {wheel} [counts as zero|goes to the house]"),
      variant(0, "[there are no limits|no limit is set] [on any stake|at any table]"),
    ],
    matches: [
      "{a} [staked everything|bet everything] on one number [three spins running|three times in a row] against {b}'s bank, and [won every time|won all three]",
      "{b} [broke the bank|emptied the house's cage] in one night before {a} [proved|found] the {wheel} had been [tilted|weighted]",
      "{a} [lost|spun away] a family fortune at {b}'s {wheel} [in a single night|before dawn]",
    ],
    feats: ["one number hit three times", "a broken bank", "a walk away while ahead"],
    kits: {
      "high-fantasy": {
        gear: {
          wheel: ["a painted wheel of thirty-seven pockets", "wheel"],
          ball: ["an ivory ball", "ball"],
          cloth: ["a green cloth marked with numbers", "cloth"],
          chips: ["wooden counters", "counters"],
        },
        who: ["merchants at the autumn fair", "nobles in the gaming houses", "sailors on shore leave"],
        stakes: ["gold crowns", "silver", "a ship's cargo"],
      },
      steampunk: {
        gear: {
          wheel: ["a clockwork roulette wheel", "wheel"],
          ball: ["a steel ball", "ball"],
          cloth: ["a baize cloth", "baize"],
          chips: ["mother-of-pearl counters", "counters"],
        },
        who: ["gentlemen of the gaming clubs", "airship passengers", "rich widows at the spas"],
        stakes: ["sovereigns", "estates", "railway shares"],
      },
      "science-fiction": {
        gear: {
          wheel: ["a quantum randomiser wheel", "wheel"],
          ball: ["a magnetic ball", "ball"],
          cloth: ["a holo-table of numbers", "holo-table"],
          chips: ["credit chips", "chips"],
        },
        who: ["casino-station tourists", "miners on leave", "smugglers between runs"],
        stakes: ["credits", "cargo", "ship shares"],
      },
      modern: {
        gear: {
          wheel: ["a casino roulette wheel", "wheel"],
          ball: ["a small white ball", "ball"],
          cloth: ["a felt table layout", "layout"],
          chips: ["plastic casino chips", "chips"],
        },
        who: ["tourists in casinos", "high rollers", "men on stag weekends"],
        stakes: ["cash", "a month's rent", "a car"],
      },
    },
  },
];
