// Curse word lists and templates: origins, triggers, staged effects, signs, cures and lore.
import type { BySetting, ByTone } from "../../core/phrases/weave.js";
export const SEVERITIES = ["minor", "serious", "dire"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const NAME_ADJ = ["Hollow", "Weeping", "Salt", "Silver", "Nameless", "Ninefold", "Crooked", "Withering", "Lantern", "Ashen", "Sleepless", "Drowned", "Thorned", "Mirror", "Widow's", "Beggar's", "Crow's", "Winter", "Bitter", "Quiet"];
export const NAME_NOUN = ["Hunger", "Sleep", "Thirst", "Shadow", "Mark", "Debt", "Silence", "Bloom", "Frost", "Chain", "Echo", "Rot", "Itch", "Fever", "Candle", "Tide"];
export const NAME_FIRST = ["Mag", "Ors", "Vel", "Hes", "Grel", "Ysa", "Tam", "Bri", "Cor", "Dru", "Elw", "Fen", "Ime", "Kas", "Lud", "Nor"];
export const NAME_MID = ["", "a", "e", "i", "o", "u", "an", "er", "il", "om"];
export const NAME_LAST = ["ra", "wen", "dil", "goth", "mara", "set", "ulla", "vin", "ketha", "rin", "dra", "lis"];

export const CASTER_ROLE: BySetting<readonly string[]> = {
  "high-fantasy": ["the hedge-witch", "the jilted bride", "the old queen", "the mountain spirit", "the exiled elf-lord", "a dying bard", "the court wizard", "the wronged miller"],
  "dark-fantasy": ["the drowned priest", "the hanged poet", "the last abbess", "the plague-witch", "the deep-debt collector", "the burned heretic", "the gravedigger's wife", "the blind hangman"],
  "science-fiction": ["the rogue AI", "the gene-hacker", "the betrayed pilot", "the xeno-shaman", "the corporate sorcerer", "the dead colony's voice", "the black-market coder", "the ship's ghost"],
  modern: ["the grandmother", "the jilted fiancé", "the fortune-teller", "the evicted tenant", "the folk healer", "the fired employee", "the internet witch", "the neighbour"],
  steampunk: ["the spiritualist", "the bankrupt inventor", "the Romani fortune-teller", "the disgraced alchemist", "the mill-owner's widow", "the clockwork medium", "the aether-mystic", "the jilted heiress"],
  "post-apocalyptic": ["the rad-witch", "the vault mother", "the dying raider", "the scrap-shaman", "the last preacher", "the exiled healer", "the mutant seer", "the radio voice"],
  mythic: ["the slighted goddess", "the river nymph", "the titan's widow", "the oracle", "the furies' servant", "the cyclops", "the forgotten god", "the sea witch"],
};
export const ORIGIN_HOW = ["spoke it over a broken promise", "carved it over a door", "sold it for a purse of silver", "laid it while dying", "sealed it in a bargain", "wove it into a gift", "sang it at a wedding", "wrote it in a ledger", "breathed it into a wound", "buried it under the threshold"];
export const ORIGIN_WHY: ByTone<readonly string[]> = {
  heroic: ["after a cold welcome", "to punish a proud lord", "for a stolen child", "over a broken oath", "to guard a sacred place", "for a betrayal in battle"],
  grim: ["out of pure spite", "for a murder never punished", "as revenge for a burned home", "over a debt of blood", "to feed something hungry", "for a sister's death"],
  whimsical: ["over a borrowed pie dish", "for a rude remark about a hat", "after losing at cards", "over a disputed goat", "because of a bad song", "for an unreturned umbrella"],
};
export const TRIGGER: BySetting<readonly string[]> = {
  "high-fantasy": ["sleeping under a roof", "the first new moon", "their own name spoken", "crossing running water", "telling a lie", "touching cold iron", "hearing a harp", "a wedding feast"],
  "dark-fantasy": ["hearing church bells", "seeing their reflection", "eating strangers' bread", "the first frost", "passing a graveyard", "shedding blood", "a black cat's gaze", "a dying man's touch"],
  "science-fiction": ["entering hyperspace", "logging into the net", "quarantine lines", "eating printed food", "sleeping in cryo", "a certain frequency", "a jump alarm", "docking at a station"],
  modern: ["screens after midnight", "typing their own name", "crossing a bridge", "unknown callers", "taking a photo", "driving at night", "a full moon", "their birthday"],
  steampunk: ["hearing a steam whistle", "winding a clock", "boarding an airship", "reading a telegram", "lighting a gas lamp", "entering the fog", "a clock's chime", "a train whistle"],
  "post-apocalyptic": ["dirty water", "entering a vault", "hearing a siren", "trading with strangers", "leaving home", "old-world tech", "a dust storm", "eating canned food"],
  mythic: ["offending a god", "eating a pomegranate seed", "looking back", "boasting", "crossing the sea", "sleeping in a temple", "the festival of wine", "a sacrifice missed"],
};
export const STAGE: Record<Severity, readonly string[]> = {
  minor: ["milk sours at their touch", "small animals flee them", "their voice fades by dusk", "flowers wilt in their hands", "no fire warms them", "their luck turns sour", "their hair turns grey in streaks", "they sneeze at every lie", "bread goes stale around them", "their shoes always pinch"],
  serious: ["nightmares of deep water", "their shadow lags behind", "food tastes of ash", "dogs bark at them", "loved ones fade from memory", "their reflection disobeys", "they waste away slowly", "their wounds will not close", "nobody remembers their face", "they hear whispers constantly"],
  dire: ["their skin turns cold as stone", "a voice counts down", "they forget their own name", "plants die where they sleep", "their heart slows each night", "they fade into a shade", "their blood runs black", "the dead follow them", "their children forget them", "they stop casting a shadow"],
};
export const DURATION: Record<Severity, readonly string[]> = {
  minor: ["a year and a day", "until the next midsummer", "three full moons", "a single season", "until the caster forgives"],
  serious: ["seven years", "until the firstborn comes of age", "until the caster's bones are found", "for thirteen winters", "until a debt is paid"],
  dire: ["unto death and beyond it", "the whole of the bloodline", "until the sea gives back", "for a hundred years", "forever, unless broken"],
};
export const SIGNS: BySetting<readonly string[]> = {
  "high-fantasy": ["a grey handprint", "lightless eyes", "crows on the roof", "a key-shaped birthmark", "frost on their windowsill", "a smell of wet earth", "silver-streaked hair", "cold hands"],
  "dark-fantasy": ["black veins at the wrists", "a smell of grave-dirt", "mirrors that crack", "rats that follow them", "bleeding from the ears", "a chill in any room", "a stench of lilies", "a limp"],
  "science-fiction": ["corrupted biometrics", "glitching implants", "static on every comm", "a ghost in their HUD", "failing med-scans", "doors that will not open", "a cold sensor reading", "unreadable retinas"],
  modern: ["phones that die near them", "flickering lights", "a rash shaped like a spiral", "dreams of the same house", "dogs that growl", "sleepwalking", "nosebleeds", "missing photos"],
  steampunk: ["clocks stopping near them", "a brass taste in the mouth", "soot on their pillow", "compasses spinning", "sparks from their fingers", "a ticking in their chest", "greasy fingerprints", "an iron taste"],
  "post-apocalyptic": ["a Geiger click around them", "glowing nails", "radios hissing their name", "water turning bitter", "sores that never heal", "mutant dogs that follow", "a grey tongue", "hair loss"],
  mythic: ["a laurel-shaped scar", "owls at the window", "a voice from the well", "snakes in the path", "wine turning to water", "golden-sheened eyes", "a bronze tear", "a limp like a god's"],
};
export const BREAK_DO: BySetting<readonly string[]> = {
  "high-fantasy": ["return what was taken", "speak the caster's true name", "win a kiss freely given", "burn the anchoring token", "carry water seaward", "earn an elf-queen's pardon", "plant a grave-oak", "sing the caster's song"],
  "dark-fantasy": ["dig up the caster's bones", "confess at the black altar", "drink from a saint's skull", "pay the debt in blood", "sleep in the crypt", "wed the caster's ghost", "wash in holy water", "give up a hand"],
  "science-fiction": ["purge the infected code", "find the original source file", "return the stolen data", "reboot the dead colony's AI", "decode the caster's signal", "fly through the dead star's light", "wipe the ship's memory", "trade in your implants"],
  modern: ["return the stolen ring", "apologise to the caster's family", "burn the photograph", "find the hex-bag in the walls", "sell the house", "visit the grave on the anniversary", "forgive the caster", "move far away"],
  steampunk: ["destroy the cursed patent", "hold a séance with the caster", "stop the great clock", "return the stolen formula", "melt the brass token", "ride the airship's last voyage", "rewind the clock", "publish a retraction"],
  "post-apocalyptic": ["return the stolen water", "bury the caster properly", "bring a seed to the dead garden", "cross the glass desert", "break the old radio", "trade away all you own", "light the old beacon", "carry the bones home"],
  mythic: ["make a sacrifice at the shrine", "win a god's pardon", "complete the caster's labour", "bathe in the sacred river", "answer the sphinx's riddle", "return the golden apple", "sing at the oracle", "pour wine into the sea"],
};
export const BREAK_WHEN = ["at the same hour it was laid", "under a full moon", "before the third stage", "with a witness present", "on the caster's grave", "at midwinter", "alone", "before sunrise"];
export const COST: Record<Severity, readonly string[]> = {
  minor: ["a small debt of service", "a lock of hair", "a week of bad luck", "a favourite memory", "a season's silence", "a single tooth"],
  serious: ["a year of the victim's suffering", "the breaker's reflection", "a helper's memories", "the breaker's voice for a season", "ten years of life", "a secret told aloud"],
  dire: ["passing it to kin", "the breaker's own life", "the breaker's firstborn", "a soul owed to the caster", "the breaker's name, forever", "a lifetime of service"],
};
export const LORE_WHO: BySetting<readonly string[]> = {
  "high-fantasy": ["Songs", "Village priests", "Elves", "Old knights"], "dark-fantasy": ["Gravediggers", "Inquisitors", "Plague-nuns", "Beggars"],
  "science-fiction": ["Spacer legends", "Net forums", "Colony medics", "Old pilots"], modern: ["Urban legends", "Grandmothers", "Podcasts", "Local papers"],
  steampunk: ["Penny dreadfuls", "Spiritualists", "Dockworkers", "Academy papers"], "post-apocalyptic": ["Caravan tales", "Vault records", "Raider songs", "Old radios"],
  mythic: ["The oracles", "Shepherds' tales", "Temple hymns", "The poets"],
};
export const LORE_SAY: ByTone<readonly string[]> = {
  heroic: ["praise mercy against it", "promise it can be beaten", "honour those who bore it", "keep a prayer against it", "say courage weakens it", "tell of a brave cure"],
  grim: ["bury its victims face down", "never speak of stage three", "warn that pity spreads it", "count its dead", "say the caster watches", "call it endless"],
  whimsical: ["prescribe pie against it", "sell turnip charms", "say it fears opinions", "call it allergic to cats", "blame it for lost socks", "say it sulks if ignored"],
};
