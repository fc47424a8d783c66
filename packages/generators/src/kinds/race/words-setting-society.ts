// The race kind's setting-keyed gifts, rule, neighbours, subrace words and crafts; see words-setting.ts.
import type { OtherSetting } from "./words-setting.js";

type ByOther<T> = Readonly<Record<OtherSetting, T>>;

/** Innate gifts (two or three are drawn). */
export const INNATE: ByOther<readonly string[]> = {
  "dark-fantasy": [
    "immunity to plague",
    "resistance to poison",
    "wounds that close at night",
    "a bite that spreads fever",
    "no fear of the dead",
    "survival on carrion",
    "a curse on their murderers",
    "silence in the dark",
    "strength in hunger",
    "a gift for blood magic",
  ],
  "science-fiction": [
    "vacuum tolerance for minutes",
    "radiation resistance",
    "high-gravity strength",
    "weak telepathy",
    "regrowing lost limbs",
    "photosynthetic skin",
    "an interface port for machines",
    "a metabolism built for cryosleep",
    "toxin-filtering kidneys",
    "a hive link to kin",
  ],
  modern: [
    "quick healing",
    "immunity to most disease",
    "a voice people obey",
    "long life",
    "passing as human",
    "perfect memory",
    "weak luck magic",
    "no need for much sleep",
    "a knack for languages",
    "a gift for persuasion",
  ],
  steampunk: [
    "resistance to the smog",
    "immunity to cholera",
    "a gift for mechanics",
    "tolerance for furnace heat",
    "a head for mathematics",
    "an affinity for aether",
    "night-long stamina on the shift",
    "soot-proof lungs",
    "a way with engines",
    "steady hands for fine work",
  ],
  "post-apocalyptic": [
    "radiation resistance",
    "drinking brackish water",
    "surviving on scraps",
    "immunity to the rot",
    "quick healing",
    "a venomous bite",
    "endurance in the heat",
    "walking for days without water",
    "sensing mutants",
    "eating what would poison others",
  ],
  mythic: [
    "a god's favour",
    "strength of a demigod",
    "immunity to mortal poison",
    "speech with beasts",
    "long, god-granted lives",
    "a prophetic gift",
    "a touch that heals",
    "mastery of the winds",
    "a voice that charms",
    "the ability to change shape",
  ],
};

/** Who rules them (after "They live in large clans, "). */
export const SOCIETY_RULE: ByOther<readonly string[]> = {
  "dark-fantasy": [
    "ruled by a tyrant bishop",
    "bled dry by a witch-lord",
    "led by the last purge's survivors",
    "bound to a vampire prince",
    "ruled by fear of the inquisitors",
    "governed by a council of hangmen",
    "serving a cursed bloodline",
    "held together by plague laws",
  ],
  "science-fiction": [
    "ruled by a corporate board",
    "governed by an AI council",
    "led by the ship's captain",
    "run by elected delegates",
    "bound by an interstellar treaty",
    "administered by a colonial governor",
    "guided by a hive consensus",
    "ruled by the oldest clone line",
  ],
  modern: [
    "led by a quiet elders' council",
    "represented by a capital lawyer",
    "run by a family business",
    "registered as a charity",
    "overseen by a government agency",
    "led by an elected chairman",
    "bound by a secret state treaty",
    "organised through a church committee",
  ],
  steampunk: [
    "ruled by an industrial baron",
    "governed by a colonial administrator",
    "led by the guild of engineers",
    "answering to a distant Queen",
    "run by the trading company",
    "led by an elected parliament",
    "ruled by a steam-powered oracle",
    "organised by union bosses",
  ],
  "post-apocalyptic": [
    "ruled by a warlord",
    "led by the water-keeper",
    "governed by the oldest survivor",
    "run by the bunker's council",
    "bound to a raider king",
    "led by a radio preacher",
    "ruled by whoever holds the guns",
    "guided by the last doctor",
  ],
  mythic: [
    "under a god-born king",
    "led by the oracle's priestess",
    "governed by an assembly of heroes",
    "bound to a goddess's will",
    "ruled by a god-cursed tyrant",
    "led by a council of seers",
    "obeying the strongest champion",
    "guided by the Sibyl's words",
  ],
};

/** Neighbours in settings whose family ("old") they would otherwise share with high fantasy. */
export const OTHERS: Readonly<Record<"dark-fantasy" | "steampunk" | "mythic", readonly string[]>> = {
  "dark-fantasy": [
    "the witch-hunters",
    "the plague villages",
    "the vampire courts",
    "the Inquisition",
    "the robber barons",
    "the wolf-folk",
    "the ghoul clans",
    "the mercenary companies",
  ],
  steampunk: [
    "the Empire",
    "the trading companies",
    "the mill towns",
    "the airship fleets",
    "the Royal Society",
    "the colonial governors",
    "the automaton makers",
    "the railway barons",
  ],
  mythic: ["the Olympians", "the centaurs", "the Amazons", "the cyclopes", "the sea peoples", "the city-states", "the satyrs", "the Titans' children"],
};

/** The words before a subrace's name ("Void Ketharan"). */
export const SUBRACE_ADJ: ByOther<readonly string[]> = {
  "dark-fantasy": ["Blighted", "Hollow", "Grave", "Blood", "Plague", "Night", "Crow", "Bone", "Marsh", "Ashen", "Hungry", "Cursed"],
  "science-fiction": ["Void", "Belt", "Core", "Station", "Rim", "Deep-space", "Orbital", "Colony", "Synthetic", "Dome", "Nomad", "Low-g"],
  modern: ["City", "Northern", "Southern", "Coastal", "Rural", "Mountain", "Island", "Old-family", "Urban", "Suburban", "Desert", "Lake"],
  steampunk: ["Foundry", "Sky", "Dockside", "Coal", "Highland", "Colonial", "Canal", "Brass", "Fog", "Railway", "Mill", "Chimney"],
  "post-apocalyptic": ["Vault", "Glow", "Dust", "Ruin", "Scrap", "Rad", "Road", "Tunnel", "Salt", "Ash", "Crater", "Wasteland"],
  mythic: ["Olympian", "Sea-born", "Sun-blessed", "Titan", "Oracle", "Hero", "Moon-touched", "Golden", "Bronze", "Island", "Underworld", "Storm-born"],
};

/** Crafts a people may excel at ("excel at {art}"). */
export const ARTS: ByOther<readonly string[]> = {
  "dark-fantasy": ["blood magic", "embalming", "poison-making", "bone-carving", "hexes", "grave-singing"],
  "science-fiction": ["gene-craft", "hacking", "xenolinguistics", "starship piloting", "nanotech", "terraforming"],
  modern: ["medicine", "music", "law", "engineering", "cooking", "finance"],
  steampunk: ["clockwork", "aether chemistry", "airship rigging", "glassblowing", "steam engineering", "telegraphy"],
  "post-apocalyptic": ["salvage", "water-finding", "engine repair", "bone-setting", "trap-making", "scrap-smithing"],
  mythic: ["bronze-working", "prophecy", "lyre-playing", "shipbuilding", "horse-taming", "weaving fate"],
};
