// Game content that changes with the setting: what it is played with, the house rules, the
// players' names, its variants and where great matches were played (our own writing).
import type { Setting } from "../../core/options.js";
import { frames, type Frame } from "../../core/phrases/alternation.js";
import type { BySetting } from "../../core/phrases/weave.js";
import type { Rng } from "../../core/rng.js";
import * as W from "./words.js";

export * from "./words-setting-things.js";

type Pool = readonly string[];
/** One rule each setting adds to the game's own: a custom of the people who play it. */
export const HOUSE_RULES: BySetting<readonly Frame[]> = {
  "high-fantasy": frames([
    "[Magic|Spellcraft|Any charm] [at the table|during play|near the board] [forfeits the game|is cheating|costs a point].",
    "[Elves and dwarves|Giants and halflings|Elves and orcs] [never play as partners|may not sit together|sit at separate tables].",
    "[Play stops|The game pauses|Every hand waits] [for the temple bells|when the herald calls|while the king's riders pass].",
    "[A guest|A stranger|A traveller] [plays first|chooses the colours|deals] [by old courtesy|by custom|as hospitality asks].",
    "[The winner|The victor|Whoever wins] [pours the mead|buys the next round|toasts the loser|kisses the loser's ring].",
    "[Dragons' gold|Enchanted coin|Fairy silver] [may not be staked|is refused|counts for nothing].",
    "[A bard|A herald|A court scribe] [records|sings of|writes down] [every great move|the final game|each champion].",
    "[Knights|Nobles|Wizards] [play blindfolded|give a piece away|play standing] [against commoners|to be fair|by tradition].",
  ]),
  "dark-fantasy": frames([
    "[Play stops|The game halts|Every hand waits] [when the death-cart passes|for each funeral bell|while the corpse-bell rings].",
    "[A cheat|Any cheat|A caught cheat] [loses a finger|is branded|hangs by morning|is given to the crows].",
    "[The loser|Whoever loses|The last player] [digs the next grave|pays in blood|owes a year of service].",
    "[Priests|Witch-finders|Inquisitors] [may not watch|never touch the pieces|are not dealt in].",
    "[Nobody|No player|No one] [leaves|rises|walks away] [before the candle dies|until it is done|while the dead watch].",
    "[Stakes|Debts|Wagers] [pass to the heir|are paid after death|outlive the player].",
    "[Silver|Holy water|Salt] [stays off the table|is banned|is kept in a sealed jar].",
    "[A chair|A seat|A place] [is left empty|is kept] [for the dead|for the last loser|for the Devil].",
  ]),
  "science-fiction": frames([
    "[Play pauses|The game freezes|All moves hold] [during a jump|when the hull alarm sounds|at each course change].",
    "[Neural implants|Any cybernetic aid|Reflex boosters] [must be switched off|are banned|are scanned for] [before play|at the table|by the referee].",
    "[The ship's AI|The station AI|The house computer] [logs every move|settles disputes|keeps score], [without appeal|and its word is final|and never blinks].",
    "[Anyone on watch|Anyone on duty|The pilot] [may not play|plays only by remote|is dealt out].",
    "[Stakes|Winnings|Debts] [clear through escrow|are paid in credits|settle by ledger] [before the next shift|within one cycle|at docking].",
    "[Androids|Synthetics|Clones] [play on equal terms|may not play for money|must declare themselves].",
    "[Recordings|Holo-captures|Transmissions] [of a match|of play] [need both players' consent|are banned|go to the league].",
    "[Low gravity|Zero-g|Spin loss] [voids the throw|resets the round|is no excuse].",
  ]),
  modern: frames([
    "[Phones|Screens|Smartwatches] [go face down|stay in pockets|are banned] [during play|at the table|until the end].",
    "[The host|Whoever hosts|The house] [sets the house rules|picks the music|gets the first turn].",
    "[Sore losers|Anyone who flips the board|Bad sports] [do the dishes|buy the next round|order the pizza].",
    "[Disputes|Rules questions|Arguments] [are checked online|go to a group vote|go to the oldest player].",
    "[The winner|Last night's winner|The champion] [posts the result|gets bragging rights|keeps the trophy] [for a week|until next time|online].",
    "[Money|Real cash|Betting] [is off the table|stays out of it|is strictly small change].",
    "[Kids|Newcomers|First-timers] [get a head start|may take back one move|play with hints].",
    "[Cheating|Looking things up|Peeking] [means|earns] [a forfeit|a round of drinks|a ban for the night].",
  ]),
  steampunk: frames([
    "[Gentlemen|Players|Members] [keep their coats on|keep collars buttoned|stay seated] [at the table|in play|by club rule].",
    "[A clockwork aid|Any mechanical device|A calculating engine] [must be declared|is registered|is forbidden] [before play|with the secretary|at the door].",
    "[Play stops|The game pauses|Hands wait] [for the factory whistle|at the change of shift|for the evening gas].",
    "[Disputes|Quarrels|Appeals] [go to the club committee|are settled by patent law|end at dawn with pistols].",
    "[Ladies|Anyone|Workers] [may play|may join|are admitted] [under the new rules|since the Reform Act|on Thursdays].",
    "[Stakes|Wagers|Debts] [are entered|are written] [in the club book|in the ledger|on a signed chit].",
    "[Airship crews|Stokers|Aeronauts] [play for rum|play aloft|are dealt last].",
    "[Automatons|Clockwork players|Mechanical servants] [may not sit in|are barred|may only deal].",
  ]),
  "post-apocalyptic": frames([
    "[Stakes|Bets|Wagers] [are paid in water|are clean water only|are rations or bullets].",
    "[Guns|Weapons|Blades] [stay at the door|stay outside the circle|go in the box].",
    "[Play stops|The game halts|Everyone freezes] [when the lookout whistles|at any sign of raiders|when the counter clicks].",
    "[Cheats|Anyone caught cheating|Liars] [are cast out|walk into the wastes|lose their boots] [at dawn|without water|for good].",
    "[The winner|Whoever wins|The last one standing] [shares the fire|takes first watch|eats first].",
    "[Pre-war pieces|Old-world cards|Factory dice] [are sacred|count double|cannot be staked].",
    "[Strangers|Outsiders|Drifters] [play only for scraps|must show their hands|sit with their backs to the wall].",
    "[Games|Matches|Rounds] [end at sundown|stop when the fuel runs out|last one lamp of oil].",
  ]),
  mythic: frames([
    "[The first move|The first throw|The opening] [is given to the gods|belongs to the god of luck|is made in silence].",
    "[An oath|A vow|A sworn word] [binds every player|seals the stakes|is taken first] [by the dark river|before the gods|on the altar].",
    "[A mortal who beats|Whoever beats|Anyone who bests] [a god|an immortal|a goddess] [must flee at once|wins a curse too|is changed into a bird].",
    "[Heroes|Kings|Champions] [may not refuse|cannot decline] [a challenge|a match|a rematch].",
    "[The loser|Whoever loses|The beaten player] [pours a libation|sacrifices a goat|sings the victor's praises].",
    "[Women|Priestesses|Maidens] [judge the games|hold the stakes|crown the victor] [at the festival|by old law|as the goddess wills].",
    "[An omen|Thunder|An eagle overhead] [ends the game|means a rematch|gives victory to the host].",
    "[Guests|Suppliants|Strangers] [are sacred|may not lose their lives|play first].",
  ]),
};
type Namer = (rng: Rng) => string;
const SPACER_NAMES = [
  "Okafor",
  "Zhao",
  "Ibarra",
  "Kessler",
  "Nakamura",
  "Volkov",
  "Adeyemi",
  "Sato",
  "Reyes",
  "Lindqvist",
  "Quell",
  "Vashti",
  "Oduya",
  "Petrov",
  "Mbeki",
  "Soren",
];
const syllables =
  (a: Pool, b: Pool, c: Pool): Namer =>
  (rng) =>
    rng.pick(a) + rng.pick(b) + rng.pick(c);
const fromList =
  (list: Pool): Namer =>
  (rng) =>
    rng.pick(list);
const NAMERS: BySetting<Namer> = {
  "high-fantasy": (rng) => rng.pick(W.SYL_A) + rng.pick(W.SYL_B) + (rng.chance(0.3) ? rng.pick(W.SYL_B) : "") + rng.pick(W.SYL_C),
  "dark-fantasy": syllables(
    ["Grim", "Mor", "Vod", "Skar", "Hul", "Brak", "Dre", "Kro", "Wyr", "Sal", "Mald", "Gall", "Ruth", "Ash"],
    ["", "a", "e", "o", "u", "ow"],
    ["k", "gor", "vane", "mund", "rot", "ric", "wick", "ghast", "nell", "by", "sop", "ter"],
  ),
  "science-fiction": (rng) => {
    const name = rng.pick(SPACER_NAMES);
    return rng.chance(0.25) ? `${name}-${rng.pick(["Sen", "Kade", "Ruiz", "Tal", "Moss", "Ng"])}` : name;
  },
  modern: fromList([
    "Hudson",
    "Parker",
    "Okonjo",
    "Kowalski",
    "Moreau",
    "Patel",
    "Brennan",
    "Schultz",
    "Delgado",
    "Lindgren",
    "Nakata",
    "Fischer",
    "O'Neill",
    "Haddad",
    "Morrison",
    "Novak",
    "Ferreira",
    "Chen",
    "Dubois",
    "Walsh",
  ]),
  steampunk: fromList([
    "Pemberton",
    "Ashcombe",
    "Wickham",
    "Fothergill",
    "Blackwood",
    "Thistlewaite",
    "Carrington",
    "Hargreaves",
    "Montague",
    "Brunel",
    "Cogsworth",
    "Fairweather",
    "Holloway",
    "Quartermaine",
    "Ravensworth",
    "Sterling",
    "Underhill",
    "Whitcombe",
    "Babbage",
    "Lovelock",
  ]),
  "post-apocalyptic": fromList([
    "Two-Tooth",
    "Mags",
    "Rook",
    "Diesel",
    "Sparks",
    "Old Kettle",
    "Cinder",
    "Jinx",
    "Roach",
    "Patch",
    "Gauge",
    "Dusty",
    "Nine-Finger",
    "Hex",
    "Rusty",
    "Tinker",
    "Scav",
    "Crow",
    "Boots",
    "Salt",
  ]),
  mythic: syllables(
    ["Ar", "Thes", "Ka", "Me", "Phi", "Ly", "Ery", "Pol", "Dio", "Andro", "Hip", "Tel", "Kly", "Ais"],
    ["", "o", "e", "a", "i", "ae"],
    ["los", "meus", "des", "nor", "tas", "kles", "ra", "ne", "mon", "thea", "dra", "kos"],
  ),
};
/** A name in the setting's sound: an inventor, a champion, a player of a famous match. */
export function nameFor(rng: Rng, setting: Setting): string {
  return NAMERS[setting](rng);
}
