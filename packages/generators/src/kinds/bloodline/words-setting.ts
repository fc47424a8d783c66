// Bloodline pools of their own for the settings that share the "old" family but are not high
// fantasy: dark fantasy (blood-price pacts, plague, the gallows), steampunk (laboratories,
// patents, mill fortunes, Victorian houses) and mythic (gods' children, oracles, heroes' blood).
import type { OwnPools } from "../../core/phrases/setting-pools.js";
import type { Origin } from "./words-family.js";

const o = (how: string, ...prices: string[]): Origin => ({ how, prices });

export const OWN_ORIGINS: OwnPools<readonly Origin[]> = {
  "dark-fantasy": [
    o("promised a firstborn to the well", "every firstborn is taken", "wells whisper to them"),
    o("drank from a plague saint's skull", "plague sleeps in their blood", "they cannot bear incense"),
    o("survived the gallows", "rope marks scar their necks", "their own names burn them"),
    o("fed on a dying witch's heart", "they thirst for blood monthly", "consecrated bread chokes them"),
    o("crawled out of a mass grave", "the dead follow at dusk", "their wounds never scab"),
    o("signed a pact in blood", "each use costs a year", "mirrors show them older"),
  ],
  steampunk: [
    o("was remade on a galvanic table", "lightning storms leave them raving", "their hearts tick audibly"),
    o("breathed aether-still fumes", "coal smoke chokes them", "their eyes glow in gaslight"),
    o("swallowed a clockwork homunculus", "they must be wound nightly", "magnets turn their stomachs"),
    o("survived the Great Boiler Disaster", "steam scalds them to madness", "they hear pressure rising everywhere"),
    o("patented a tincture and drank it", "laudanum is their only sleep", "a patent owns their children"),
    o("survived an airship fall", "the ground makes them seasick", "thunder knocks them senseless"),
  ],
  mythic: [
    o("was fathered by a storm god", "the god's wife hunts them", "they cannot break an oath"),
    o("was dipped in the death-river", "one heel stays mortal", "the dead call in dreams"),
    o("stole ambrosia from a gods' feast", "feasts turn to brawls", "eagles attack them"),
    o("was suckled by a she-wolf", "they cannot live within walls", "wolves will not harm them"),
    o("won a goddess's favour", "her rival curses each generation", "they must honour her first"),
    o("ate the oracle's laurel", "they lapse into riddles", "no one believes their warnings"),
  ],
};

export const OWN_HOUSE_END: OwnPools<readonly string[]> = {
  "dark-fantasy": ["grave", "moor", "crow", "gall", "barrow", "fell", "mire", "bane", "wight", "hollow", "rook", "dusk"],
  steampunk: ["worth", "ington", "combe", "ley", "stone", "bury", "hurst", "field", "shaw", "ridge", "wright", "more"],
  mythic: ["ides", "eus", "on", "ai", "andros", "ikles", "aon", "ias", "ope", "enes", "ion", "ax"],
};

export const OWN_GIVEN: OwnPools<readonly string[]> = {
  "dark-fantasy": ["Agnes", "Barnabas", "Constance", "Dismas", "Ermengarde", "Fulk", "Grimwald", "Hildegard", "Ingram", "Jude", "Mathilde", "Odo"],
  steampunk: ["Ada", "Bartholomew", "Clementine", "Digby", "Euphemia", "Fitzwilliam", "Honoria", "Ignatius", "Letitia", "Mortimer", "Prudence", "Septimus"],
  mythic: ["Agave", "Bellerophon", "Chryseis", "Diomedes", "Eurydice", "Glaukos", "Hypsipyle", "Iolaos", "Kassandra", "Laertes", "Melanippe", "Nestor"],
};

export const OWN_MEMBER_ROLES: OwnPools<readonly string[]> = {
  "dark-fantasy": [
    "a witch-finder",
    "a plague-pit digger",
    "a hanged heretic",
    "the family poisoner",
    "a mercenary captain",
    "a flagellant saint",
    "a walled-up abbess",
    "a mad margrave",
    "a debtor's prison ghost",
    "the unseen current head",
  ],
  steampunk: [
    "an airship admiral",
    "a disgraced inventor",
    "a mill magnate",
    "a suffragette",
    "a railway baron",
    "an opium-eating poet",
    "a patent thief",
    "a colonial governor",
    "a galvanist surgeon",
    "the present baronet",
  ],
  mythic: [
    "a sacker of cities",
    "an oracle's priestess",
    "a wrestler of lions",
    "an Argonaut",
    "a queen who outwitted suitors",
    "a kin-slayer",
    "a founder of games",
    "a blind seer",
    "a river god's bride",
    "the present citadel lord",
  ],
};

export const OWN_SEATS: OwnPools<readonly string[]> = {
  "dark-fantasy": ["a gibbet keep", "a fortified abbey", "a walled manor", "a crag fortress", "a moated tower", "a charnel estate"],
  steampunk: ["a sooty mansion", "a millowner's hall", "a mooring tower", "a Gothic villa", "a clocktower house", "a foundry estate"],
  mythic: ["a cyclopean citadel", "a painted palace", "a hilltop megaron", "a sea fortress", "a temple treasury", "an island stronghold"],
};

export const OWN_ARMS: OwnPools<string> = {
  "dark-fantasy": "{charge} in {b} upon {a}",
  steampunk: "{charge} in {b} on an enamelled {a} badge",
  mythic: "{charge} painted in {b} on a {a} shield",
};

export const OWN_COLOURS: OwnPools<readonly string[]> = {
  "dark-fantasy": ["blood red", "bone white", "ash grey", "soot black", "bruise purple", "rust", "gallows brown"],
  steampunk: ["brass", "copper", "oxblood", "bottle green", "navy", "ivory", "gunmetal"],
  mythic: ["bronze", "purple", "red ochre", "chalk white", "gold", "wine-dark", "saffron"],
};
