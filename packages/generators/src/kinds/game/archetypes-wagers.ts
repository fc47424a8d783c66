// Games of wagers: the shell game and betting on races of small animals (the wheel is in
// archetypes-wheel.ts). Our own writing.
import { core, rule, told, variant, type GameArchetype } from "./shape.js";

export const WAGER_ARCHETYPES: readonly GameArchetype[] = [
  {
    id: "shell-game",
    label: "Shell game",
    type: "wagering",
    kind: ["shell game", "street game of three cups", "hustler's game of hide and find"],
    contest: ["game", "afternoon"],
    nouns: ["Shells", "Quick Hand", "Three Cups", "Find It", "Pea"],
    players: [2, 10],
    gear: { shells: "many", pea: "one", board: "one" },
    noTies: "each stake is won or lost on its own pick, and there is no game to win",
    params: { raise: "never", hider: "operator", pays: "even", peek: "no" },
    basics: ["operator", "stake", "pick"],
    gist: [
      "[stake|bet] on which of three {shells} [hides|holds] the {pea} [after the operator shuffles them|once the operator stops]",
      "[follow|watch] a {pea} [under|beneath] [three moving {shells}|three {shells} in quick hands] [and bet on it|and stake on where it ends]",
    ],
    objective: [
      "[pick|name] which of the {shells} [hides|holds] the {pea}, [stake after stake|and be paid for it]",
      "[follow|keep their eyes on] the {pea} and [pick out its shell|point to the right one], [winning the stake|for the stake]",
    ],
    scoring: [
      "A right pick [pays even money|doubles the stake], and a wrong one [loses it to the operator|loses the stake]; [nobody keeps score|no score is kept] [beyond the coin in hand|but the coin changing hands].",
      "[Nobody keeps score|No score is kept]: [a right pick|a correct pick] [is paid|pays] [one for one|at even money], [and a wrong one|a wrong one] [goes to the operator|feeds the operator's purse].",
    ],
    turn: [
      "[The operator sets|The operator places|The operator hides] the {pea} [under one of the {shells}|beneath a shell|under a shell], [shuffles them|slides them round|moves them about] [fast|quickly|at speed] [on the {board}|over the {board}] and [stops|halts]; the player [lays a stake|puts down a stake|stakes] and [points|picks one|chooses].",
      "[A stake goes down|The player stakes|Once a stake is down], [the {pea} goes under|the operator hides the {pea} under|the {pea} disappears under] [one of the {shells}|one of the three|a shell], and [the {shells} dance|the {shells} are slid about|the three slide round] [on the {board}|across the {board}] [until the operator stops|before coming to rest|then stop]; then [the player points|the player chooses|a pick is made].",
    ],
    rules: [
      core(
        "setup",
        "[Stakes go down|Every stake goes down] [before the {shells} move|before the shuffle], [and cannot be raised after|never after], [one player at a time|one stake at a time].",
      ),
      core(
        "setup",
        "[The operator lifts every one of the {shells} to show them empty|The operator shows the {shells} empty|First the {shells} are shown empty|The {shells} are lifted, all empty]; [then the {pea} is set down|next the {pea} goes down|after that the {pea} is placed|the {pea} is then laid] [in plain sight|where all can see|in full view].",
      ),
      core(
        "turn",
        "[Only one pick is allowed|One pick is allowed|A player gets one pick] [per stake|for each stake|a stake], and [touching the {shells}|lifting a shell|a hand on the {shells}] [before the shuffle ends|while they move|during the shuffle] [forfeits the stake|loses it|costs the stake].",
      ),
      rule("special", "[Shills in the crowd|The operator's friends] [win now and then|are allowed a few wins] [to draw in marks|to tempt the rest].", {
        gives: ["shills"],
      }),
      rule(
        "special",
        "[A lookout|The lookout] [watches for the law|keeps an eye out], and at [a whistle|the whistle] the operator [folds the {board}|packs up the {board}] and [vanishes|is gone], [stakes and all|with every stake on it].",
      ),
      core(
        "end",
        "[The operator closes the game|The operator ends play|Play stops] [whenever they like|at will], [usually|most often|nearly always] [just after a large stake is lost|after a big win for the house|once a fat stake is lost], [paying out every pick already made|once the last pick is settled|every pick made being paid].",
        { settles: "end" },
      ),
    ],
    variants: [
      variant(
        0,
        "with raised stakes",
        "[stakes|any stake|a player's stake] [may be doubled|can be raised] [once the {shells} stop|after the shuffle], [before the pick|but before anyone points]",
        { raise: "after-shuffle" },
      ),
      variant(
        "turn",
        "with the player hiding",
        "[a player hides the {pea}|the player sets the {pea}] [and the operator must find it|for the operator to find]",
        { hider: "player" },
      ),
      variant("scoring", "at double odds", "[a right pick pays|a correct pick pays] [two to one|double], [to draw a crowd|to bring in the crowd]", {
        pays: "double",
      }),
      variant(
        2,
        "with a peek",
        "[a player|the player|anyone staking] [may lift|may turn over] one of the {shells} [before choosing|first], [for half the stake|at half the stake's cost]",
        { peek: "half-stake" },
      ),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} [runs the {shells}|works the {board}] and {b} [stakes a coin|puts down a coin]; the {pea} [goes under|vanishes under] the middle one, [the {shells} slide|the three slide round], and {b} [points left|picks the left].",
        ),
        told(
          "{B} [works the {shells}|runs the game] while {a} [stakes|puts down a stake]; {b} [shows them empty|lifts all three], [hides the {pea}|sets the {pea} down] [and slides them|and shuffles], and {a} [picks the middle one|points to the middle].",
        ),
      ],
      [
        told(
          "[The left one is empty|Nothing under the left]: {b's} coin [goes to {a}|is {a's}], and {c}, [a shill|the operator's friend], [wins the next pick|picks right next] [to keep the crowd keen|for the crowd to see].",
          "shills",
        ),
        told(
          "[The middle is empty|Nothing is under it], the stake [goes to {b}|is {b's}], and {c} [steps up|pushes forward] [with a larger stake|to stake more], [sure of the shuffle|certain where the {pea} went].",
        ),
      ],
      [
        told(
          "[Then|Soon] {b}, [sure of the shuffle|certain this time], [stakes|lays] [a large coin|a big stake] [and loses|and picks wrong], and {a} [closes the game|folds the {board}] [on the spot|there and then], [picks settled|with every pick paid].",
        ),
        told(
          "{C} [loses|picks wrong] [three times|on three shuffles], [and|then] {b} [closes the game|ends play], [every pick settled|the last pick paid], [and is gone|before the crowd thins].",
        ),
      ],
    ],
    craft: [
      "[The game is in the hands|Everything is in the hands]: [the {pea} is often not under any shell|often the {pea} is palmed and under none], [whatever the crowd saw|whatever the eye followed].",
      "[What every operator fears|The dread of the operator] is [a player who lifts all three|a player who turns all three over] [at once|together], [showing the {pea} in none|and finds nothing].",
      "[The wise walk away|The wise stop] [after a win|while ahead], [since|because] [the operator decides|the operator chooses] [when the game ends|when play stops].",
    ],
    matches: [
      told(
        "{a} [found|picked] the {pea} [nine times running|nine times in a row] until {b} [folded the {board}|packed up the {board}] [and ran|and fled], [leaving {a} the winner|owing {a} the winnings]",
      ),
      told(
        "{b} was caught [palming|hiding] the {pea} when {a} [lifted|turned over] all three {shells} [at once|together], [and {a} took back every stake|and had to pay every stake back]",
      ),
      told(
        "{a} [lost|staked and lost] [a whole purse|a month's wages] to {b} [in three picks|on three picks], [and only later learned|before learning] [the crowd's winners were shills|that the winners were shills]",
        "shills",
      ),
    ],
    feats: [told("the {pea} found nine times"), told("an operator's palm caught"), told("a walk away while ahead")],
    kits: {
      "dark-fantasy": {
        gear: { shells: ["three cups of black horn", "cups"], pea: ["a yellowed tooth for the pea", "tooth"], board: ["a board on two barrels", "board"] },
        who: [
          ["cutpurses", "at hanging fairs", "at a hanging fair while the crowd watched"],
          ["camp-followers", "behind the army", "behind an army's baggage train"],
          ["beggars with quick hands", "on the cathedral steps", "on the cathedral steps during a bishop's funeral"],
        ],
        stakes: ["coins", "a cloak", "a week's wages"],
      },
      steampunk: {
        gear: { shells: ["three brass thimbles", "thimbles"], pea: ["a dried pea", "pea"], board: ["a folding table", "table"] },
        who: [
          ["sharps", "on the railway platforms", "on a railway platform as the boat train came in"],
          ["street hustlers", "by the docks", "by the docks on the day the liner sailed"],
          ["fairground men", "at the pleasure gardens", "at the pleasure gardens on bank holiday"],
        ],
        stakes: ["shillings", "a pocket watch", "a week's wages"],
      },
      modern: {
        gear: { shells: ["three plastic cups", "cups"], pea: ["a small foam ball", "ball"], board: ["a cardboard box for a table", "box"] },
        who: [
          ["hustlers", "on tourist streets", "on a bridge full of tourists in August"],
          ["street performers", "in the squares", "in a city square during the marathon"],
          ["students", "at parties", "at a party on the night of the results"],
        ],
        stakes: ["a twenty-pound note", "small change", "a phone"],
      },
      "post-apocalyptic": {
        gear: { shells: ["three tin cans", "cans"], pea: ["a ball bearing", "ball bearing"], board: ["an upturned crate", "crate"] },
        who: [
          ["hustlers", "at the water market", "at the water market on the day of the rains"],
          ["drifters", "at the crossroads", "at a crossroads trading post at dusk"],
          ["caravan tricksters", "at the halts", "at a caravan halt while the guards slept"],
        ],
        stakes: ["water", "bullets", "a pair of boots"],
      },
      mythic: {
        gear: { shells: ["three bronze cups", "cups"], pea: ["a white pebble", "pebble"], board: ["a flat stone", "stone"] },
        who: [
          ["tricksters", "at the festivals", "at the sacred festival before the games"],
          ["sailors", "in port", "in a harbour waiting out a god's storm"],
          ["servants of the thief-god", "at the crossroads", "at a crossroads shrine at midnight"],
        ],
        stakes: ["a bronze ring", "a goat", "figs"],
      },
    },
  },
  {
    id: "race-betting",
    label: "Race betting",
    type: "wagering",
    kind: ["betting game on races", "race-betting game", "game of odds on small runners"],
    contest: ["night", "night of racing"],
    nouns: ["Odds", "Heat", "Long Shot", "Runners", "Book"],
    players: [2, 30],
    gear: { track: "one", racers: "many", slate: "one" },
    params: { deadHeat: "split", pot: "odds", stopped: "beaten", late: "no" },
    basics: ["odds", "heat", "bookmaker"],
    gist: [
      "[bet|lay wagers] on races of {racers} down a {track}, [at odds|the odds] [set|written] on the {slate}",
      "[back|stake on] [one of the {racers}|a runner] [in each heat|race after race] [at the bookmaker's odds|at chalked odds]",
    ],
    objective: [
      "[come out ahead|end the night ahead] [of what they staked|on their stakes]",
      "back more winners than losers [over the night|before the last heat]",
    ],
    scoring: [
      "[Winning bets are paid|Bets are paid] at the odds [on the {slate}|chalked up] [when the bet was laid|at the time of the bet], [less one coin in ten for the house|the house keeping a tenth].",
      "[A winning bet pays|Each winning bet pays] [the odds it was laid at|at its chalked odds], [and the house takes one coin in ten|less the house's tenth]; [losing stakes go to the house|the house keeps every losing stake].",
    ],
    turn: [
      "[Before each heat|Ahead of every heat], the bookmaker [chalks|writes] the odds on the {slate}; [bets are laid|the crowd lays its bets], then the {racers} are [loosed|let go] [at one end of the {track}|at the start of the {track}], and [the first to the far end|whichever reaches the end first] wins.",
      "[Each heat|Every heat] [begins with odds|starts with the odds] on the {slate} and [a rush of bets|the bets laid]; [at the signal|when the gate lifts], the {racers} [run|scurry] [the length of the {track}|down the {track}], [and the first home|and whichever finishes first] [takes the heat|wins it].",
    ],
    rules: [
      core(
        "setup",
        "[Every runner is shown round the crowd|The {racers} are shown to the crowd|First the {racers} go round the crowd] [before the odds go up|before any odds are set|ahead of the odds], [each daubed with a colour|each marked with paint|each painted a colour], and [the night is a card of six heats|six heats make up the night|a night runs six heats].",
      ),
      core(
        "setup",
        "[Bets must be laid|Every bet must go down|All bets are placed] [before the release|ahead of the release|before the gate lifts], [each written on the {slate}|each one entered on the {slate}|and every one goes on the {slate}] [by the bookmaker|against the bettor's name|with the bettor's name].",
      ),
      core(
        "turn",
        "[No one may touch the {racers}|Nobody touches a runner|Hands stay off the {racers}] [once they are loosed|after the release|once the gate lifts], [or the heat is void and every stake returned|on pain of a void heat, stakes returned|or the heat is void, with stakes handed back].",
      ),
      core(
        "special",
        "[A dead heat splits|Two runners home together split|A tie at the line splits] [the winnings|the payout|the money] [between the backers of both|for the backers of both|among both runners' backers], [each paid half the odds|at half the odds each|half odds apiece].",
        { settles: "tie" },
      ),
      rule(
        "special",
        "A runner that [stops|turns back] or [climbs out of the {track}|leaves the {track}] [is beaten|loses], [whatever its lead|however far it led].",
        { gives: ["stopped"] },
      ),
      core(
        "end",
        "[After the sixth heat|When the last heat is run] [all bets are settled|the bookmaker settles every bet], and [a debt left unpaid|an unpaid debt] [bars a player for good|keeps a player out thereafter].",
        { settles: "end" },
      ),
    ],
    variants: [
      variant(
        3,
        "with reruns",
        "[a dead heat|a tie at the line|two runners level] [is run again|means a rerun], [between those two alone|the two runners alone], [stakes standing|with every stake left on]",
        { deadHeat: "rerun" },
      ),
      variant(
        "scoring",
        "as a pool",
        "[all stakes go into one pot|every stake goes into a single pot], [shared|split] [among the winner's backers|by those who backed the winner], [the house still taking its tenth|less the house's tenth]",
        { pot: "pool" },
      ),
      variant(
        4,
        "with second winds",
        "[a runner that stops|a runner that turns back|one that stops] [is not out|may still win] [if it gets home first|if it finishes first]",
        { stopped: "may-win" },
        ["stopped"],
      ),
      variant(1, "with late bets", "[late bets are taken|bets are taken] [up to the release|until the gate lifts], [at shorter odds|at half the odds]", {
        late: "half-odds",
      }),
    ],
    round: [
      [
        told(
          "[Say|Suppose] {a} [keeps the book|is bookmaker]: [the black runner is chalked|the {slate} shows the black] at five to one, and {b} [stakes|lays] two coins on it [while|as] {c} [backs|takes] the red at evens.",
        ),
        told(
          "{B} [makes the book|chalks the odds], the red at [three to one|three to one against], [and|while] {a} [backs it|puts three coins on it] and {c} [backs|takes] [the favourite|the grey] at evens.",
        ),
      ],
      [
        told(
          "[The gate lifts|At the release], [the black runs straight|the black goes straight down the {track}] [and wins by a length|and is first home], [so {b} is paid ten coins, less one|paying {b} ten coins, less one for the house].",
        ),
        told(
          "[The red gets home first|The red wins the heat], [so|and] {a} [is paid nine coins, less one|collects nine, less the house's coin], [while|and] {c's} stake [on the grey|on the favourite] [stays with|goes to] the book.",
        ),
      ],
      [
        told(
          "[Six heats later|By the sixth heat], [every bet is settled|the book is settled] [against the names|name by name] on the {slate}, and [the night's winners|those ahead] [leave first|go home first].",
        ),
        told(
          "[After the last heat|When the sixth heat is run], [the bookmaker settles|every bet is settled] [down the {slate}|name by name], and [anyone who owes|a player who owes] [pays before leaving|must pay before going].",
        ),
      ],
    ],
    craft: [
      "[The odds are the game|Everything is in the odds]: [a bookmaker who chalks them well|a well-chalked {slate}] [wins whichever runner comes home|takes a tenth whatever wins].",
      "[What a bettor fears|The dread] is [the favourite stopping|a favourite that stops] [halfway down the {track}|in the middle of the {track}], [with a night's wages on it|carrying a week's money].",
      "[Old hands watch the runners|Good bettors watch the {racers}] [before the odds go up|while they are shown round], [for a lame one|for one that limps] [or a lively one|or a fresh one].",
    ],
    matches: [
      told(
        "{a} [backed|bet on] a runner at twenty to one [that won by a length|that came home first], [while|as] {b} [lost|went broke] on the favourite, [and {a} went home rich|so {a} won the night]",
      ),
      told(
        "{b's} best runner [won|took] [thirty heats running|thirty heats in a row] before {a} [proved|showed] it had been [doped|fed brandy], [and every bet on it was void|and the book paid back every stake]",
      ),
      told(
        "{a}, [holding the book|keeping the book], [could not pay|failed to pay] {b} when [a long shot won|the outsider came home], [and {b} took the book's whole purse instead|so {b} won the bookmaker's purse]",
      ),
    ],
    feats: [told("a long shot at twenty to one"), told("every winner of a night backed"), told("a doped runner spotted")],
    kits: {
      "dark-fantasy": {
        gear: { track: ["a trough of planks", "trough"], racers: ["black rats from the sewers", "rats"], slate: ["a slate for the odds", "slate"] },
        who: [
          ["sewer-men", "in the tunnels", "in a sewer tunnel under the cathedral"],
          ["gallows-fair crowds", "behind the scaffold", "behind the scaffold on a triple hanging"],
          ["soldiers off duty", "in the barracks cellars", "in a barracks cellar during a siege"],
        ],
        stakes: ["coins", "rum", "a week's pay"],
      },
      steampunk: {
        gear: {
          track: ["a glass-walled racing channel", "channel"],
          racers: ["trained ferrets", "ferrets"],
          slate: ["a bookmaker's chalkboard", "chalkboard"],
        },
        who: [
          ["dockers and stevedores", "in the dockside pubs", "in a dockside pub on the night of the strike"],
          ["gentlemen slumming it", "in the back rooms", "in a gin palace's back room after the opera"],
          ["factory crowds", "on payday", "in a mill yard on the day of the wage rise"],
        ],
        stakes: ["shillings", "a week's wages", "gin"],
      },
      "post-apocalyptic": {
        gear: { track: ["a length of cut pipe", "pipe"], racers: ["rats fattened on scraps", "rats"], slate: ["a board of odds in charcoal", "board"] },
        who: [
          ["traders", "behind the water market", "behind the water market when the rains came"],
          ["raiders", "on their nights off", "in a raider camp after a rich haul"],
          ["settlement guards", "in the watchtowers", "in a watchtower during a week of storms"],
        ],
        stakes: ["water", "bullets", "fuel"],
      },
    },
  },
];
