// Magic-system content of the three old-world settings that are not high fantasy: dark fantasy
// (blood prices, the dead, rot, pacts), steampunk (aether, galvanism, patents, séances) and
// mythic (gods' gifts, oracles, ichor, the underworld). Same shapes as words-family.ts.
import type { Setting } from "../../core/options.js";
import { familyOf } from "../../core/phrases/setting-families.js";
import { SOURCES, type Source } from "./words-family.js";

export type Legend = "dark" | "steam" | "mythic";
/** The settings with their own content here; the others use their family's (words-family.ts). */
export const LEGEND_OF: Partial<Readonly<Record<Setting, Legend>>> = { "dark-fantasy": "dark", steampunk: "steam", mythic: "mythic" };
const src = (source: string, word: string, costs: string[], marks: string[]): Source => ({ source, word, costs, marks });

export const LEGEND_SOURCES: Readonly<Record<Legend, readonly Source[]>> = {
  dark: [
    src(
      "a stranger's blood",
      "Blood-Rite",
      ["a life, or part of one", "a victim's last breath", "a cup of blood"],
      ["red-rimmed eyes", "a smell of copper", "nightmares of the victim", "cold fingers"],
    ),
    src(
      "the restless dead",
      "Necromancy",
      ["a grave disturbed", "warmth, a little each time", "a name given to the dead"],
      ["grave-cold skin", "ghosts that follow", "dogs that howl", "corpse-pale lips"],
    ),
    src(
      "a bargain with a devil",
      "Compact",
      ["the caster's soul, in instalments", "a firstborn promised", "a sin a day"],
      ["a sulphur smell", "a shadow with horns", "burning at church doors", "a mark on the palm"],
    ),
    src(
      "rot and plague",
      "Blight",
      ["the caster's health", "a sickness passed on", "a harvest spoiled"],
      ["weeping sores", "flies that follow", "a sweet rotten smell", "grey teeth"],
    ),
    src(
      "the hangman's rope",
      "Gallows-Craft",
      ["a hanged man's pardon", "a noose kept close", "a life ended"],
      ["a rope-burn neck", "a rasping voice", "crows overhead", "a death-rattle cough"],
    ),
    src(
      "witch-milk and old hatred",
      "Hexing",
      ["a grudge fed", "a familiar's blood", "a neighbour's ruin"],
      ["a third nipple", "soured milk nearby", "black cats", "a crooked back"],
    ),
    src(
      "the hunger of the dark wood",
      "Thorn-Rite",
      ["a child lost to the trees", "the caster's sight", "a path forgotten"],
      ["bark-rough skin", "moss in the hair", "fear of fire", "twig-thin fingers"],
    ),
  ],
  steam: [
    src(
      "bottled aether",
      "Aetheric Science",
      ["costly aether", "a cracked condenser", "nervous exhaustion"],
      ["a blue glow to the skin", "singed eyebrows", "a faint crackle", "ozone breath"],
    ),
    src(
      "galvanic current",
      "Galvanism",
      ["a charged battery", "burned fingertips", "a heart skipped"],
      ["twitching muscles", "hair on end", "magnetised cutlery", "scarred palms"],
    ),
    src(
      "the spirit telegraph",
      "Spiritualism",
      ["a séance fee", "a medium's health", "a dead voice answered"],
      ["tapping in the walls", "ectoplasm stains", "trance sleep", "cold drafts"],
    ),
    src(
      "clockwork automata",
      "Mechanomancy",
      ["a patent licence", "weeks at the bench", "a spring wound tight"],
      ["ticking in the chest", "oil under the nails", "a stiff gait", "perfect timing"],
    ),
    src(
      "the laudanum dream",
      "Reverie",
      ["a bottle a week", "a lost afternoon", "the caster's appetite"],
      ["pinprick pupils", "a dreamy drawl", "a smell of poppies", "pale sweat"],
    ),
    src(
      "mesmeric will",
      "Mesmerism",
      ["the caster's nerves", "a borrowed mind", "a fee for the theatre"],
      ["a hypnotic stare", "migraines", "twitching eyelids", "a soft voice"],
    ),
    src(
      "coal-smoke spirits",
      "Smoke-Binding",
      ["a furnace stoked all night", "soot-black lungs", "a ton of coal"],
      ["a coal-dust cough", "smoke-grey eyes", "warm skin", "a chimney smell"],
    ),
  ],
  mythic: [
    src(
      "a god's favour",
      "Gift",
      ["a hecatomb", "a temple built", "a child given to the god"],
      ["a golden glow", "eyes like the god's", "beasts that kneel", "a voice like thunder"],
    ),
    src(
      "the oracle's smoke",
      "Prophecy",
      ["the caster's sanity", "years of service", "a riddle unanswered"],
      ["trances", "laurel-bitter breath", "a wandering gaze", "fits"],
    ),
    src(
      "ichor of the old gods",
      "Ichor-Rite",
      ["the caster's mortality", "a wound that never heals", "a titan's wrath"],
      ["golden blood", "sleepless nights", "an ageless face", "burning touch"],
    ),
    src(
      "the river of the dead",
      "Underworld Rite",
      ["a coin for the ferryman", "a shade that follows", "a season below"],
      ["shadowed eyes", "cold breath", "forgotten memories", "a scent of asphodel"],
    ),
    src(
      "the Furies' curse",
      "Vengeance",
      ["kin's blood spilled", "peace of mind", "a house cursed"],
      ["snakes in dreams", "hounding whispers", "a bloody hem", "no rest"],
    ),
    src(
      "the songs of the Muses",
      "Muse-Song",
      ["the caster's voice", "a hymn owed", "a rival silenced"],
      ["a lyre's hum", "tears at music", "perfect recall", "a restless tongue"],
    ),
    src(
      "the spindle of Fate",
      "Weaving of Fate",
      ["a thread of the caster's life", "a destiny given up", "an oath to the Fates"],
      ["old eyes in a young face", "knowing deaths", "grey threads in the hair", "no surprises"],
    ),
  ],
};

export const LEGEND_USERS: Readonly<Record<Legend, readonly string[]>> = {
  dark: [
    "the damned",
    "the hanged and revived",
    "witches' daughters",
    "the plague-marked",
    "those born at a graveside",
    "the desperate poor",
    "excommunicated priests",
    "anyone who pays the price",
  ],
  steam: [
    "gentleman scientists",
    "registered mediums",
    "Royal Society fellows",
    "factory orphans",
    "lady inventors",
    "patent holders",
    "the galvanically struck",
    "music-hall mesmerists",
  ],
  mythic: [
    "children of gods",
    "the god-chosen",
    "priestesses of the oracle",
    "heroes of great houses",
    "the blinded seers",
    "the twice-born",
    "oath-sworn kings",
    "nymph-born shepherds",
  ],
};
export const LEGEND_CASTING: Readonly<Record<Legend, readonly string[]>> = {
  dark: ["a blood-drawn circle", "a hanged man's hand", "curses spat backwards", "black candles", "a poppet and pins", "grave-dirt and bone", "a cut palm"],
  steam: ["brass apparatus", "a galvanic coil", "a séance table", "a mesmeric watch", "punched cards", "an aetheric lens", "a spirit trumpet"],
  mythic: [
    "a libation",
    "a hymn to the god",
    "a sacrifice at the altar",
    "an oath on the river",
    "a lyre and a chant",
    "a tripod's smoke",
    "a bough of laurel",
  ],
};
export const LEGEND_TRAINING: Readonly<Record<Legend, readonly string[]>> = {
  dark: [
    "a witch's cruel apprenticeship",
    "a night in a grave",
    "a bargain at the crossroads",
    "stolen grimoires",
    "a hangman's teaching",
    "plague-pit vigils",
    "a coven's initiation",
  ],
  steam: [
    "the Royal Aetheric Institute",
    "an inventor's workshop",
    "correspondence courses",
    "a spiritualist circle",
    "a guild patent school",
    "lectures at the Athenaeum",
    "a madman's notebooks",
  ],
  mythic: [
    "a centaur's teaching",
    "service at the oracle",
    "a hero's wandering",
    "a god's testing",
    "a temple childhood",
    "the Mysteries' initiation",
    "dreams in the sanctuary",
  ],
};
export const LEGEND_STANDING: Readonly<Record<Legend, readonly string[]>> = {
  dark: [
    "burned when caught",
    "feared and sought in secret",
    "blamed for every plague",
    "the lord's hidden weapon",
    "hunted by the Inquisition",
    "outcasts at the village edge",
    "paid by the desperate",
  ],
  steam: [
    "celebrated at the Royal Society",
    "music-hall curiosities",
    "patent-holding gentry",
    "exposed as frauds in the papers",
    "employed by the Admiralty",
    "fashionable at séances",
    "watched by Special Branch",
  ],
  mythic: [
    "honoured as the gods' chosen",
    "feared as god-cursed",
    "kings' advisers",
    "welcome guests at every hearth",
    "heroes of song",
    "temple servants",
    "exiles of a jealous god",
  ],
};
export const LEGEND_LEGALITY: Readonly<Record<Legend, readonly string[]>> = {
  dark: [
    "Burned at the stake",
    "Forbidden by the Inquisition",
    "Tolerated for a bribe",
    "Legal for the lord's witch only",
    "Punished by drowning",
    "A hanging offence",
  ],
  steam: [
    "Regulated by Act of Parliament",
    "Patented and licensed",
    "Banned in public houses",
    "Legal for Society fellows",
    "Taxed by the Board of Trade",
    "Unregulated, for now",
  ],
  mythic: [
    "The gods' own law",
    "Sacred; abuse is sacrilege",
    "Allowed with the oracle's blessing",
    "Forbidden to mortals",
    "Owed to the temple",
    "Free, but the gods are watching",
  ],
};

/** The sources a setting draws from. */
export function sourcesOf(setting: Setting): readonly Source[] {
  const l = LEGEND_OF[setting];
  return l ? LEGEND_SOURCES[l] : SOURCES[familyOf(setting)];
}
