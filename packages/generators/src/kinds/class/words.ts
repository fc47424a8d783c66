// Content for the class kind, by archetype: roles, attributes, resources, features, subclasses.

export const ARCHETYPES = ["martial", "arcane", "divine", "primal", "skirmisher", "support"] as const;
export type Archetype = (typeof ARCHETYPES)[number];

export interface ArchetypeWords {
  readonly roles: readonly string[];
  readonly attributes: readonly string[];
  readonly resources: readonly string[];
  readonly proficiencies: readonly string[];
  readonly nouns: readonly string[];
  readonly features: readonly (readonly [string, string])[];
  readonly subclassNouns: readonly string[];
  readonly playstyle: readonly string[];
}

export const ADJECTIVES = ["Ashen", "Iron", "Silver", "Hollow", "Crimson", "Grey", "Oathbound", "Wandering", "Gilded", "Thorned", "Veiled", "Storm-touched", "Midnight", "Bone", "Sun-scarred", "Quiet", "Last", "Ember", "Frost", "Shattered", "Wild", "Deep", "Bright", "Sworn", "Lantern", "Tide", "Raven", "Copper", "Salt", "Hearth"] as const;
export const THINGS = ["Broken Crown", "Long Road", "Seventh Bell", "Black Tide", "Last Light", "Hidden Door", "Red Moon", "Nine Winds", "Drowned Gate", "Open Hand", "Ashen Star", "Silent Choir", "Burning Wheel", "Pale Hound", "Shattered Shield", "Green Flame", "Endless Stair", "Hollow Crown", "Iron Vow", "Falling Sky"] as const;

export const WORDS: Readonly<Record<Archetype, ArchetypeWords>> = {
  martial: {
    roles: ["front-line defender", "shock trooper", "duelist", "battlefield commander"],
    attributes: ["Strength", "Constitution", "Dexterity"],
    resources: ["Momentum, built by landing blows", "Grit, refilled by taking wounds", "Stances, switched once a turn", "Fury, stoked by every insult", "Drill, a count of practised manoeuvres"],
    proficiencies: ["all armour and shields", "simple and martial weapons", "athletics", "intimidation", "field medicine", "tactics"],
    nouns: ["Warden", "Vanguard", "Blademaster", "Sentinel", "Reaver", "Champion", "Shieldbearer", "Duelist", "Warlord", "Brute"],
    features: [["Hold the Line", "enemies that start their turn beside you are slowed"], ["Second Wind", "once per rest, recover a quarter of your health as a free action"], ["Cleaving Blow", "a killing strike carries on into the next foe"], ["Iron Skin", "reduce all physical damage by a small fixed amount"], ["Challenge", "mark a foe; it suffers a penalty when attacking anyone else"], ["Battle Rhythm", "each consecutive hit on the same foe deals more damage"], ["Unbreakable", "once per day, drop to 1 health instead of falling"], ["Weapon Mastery", "choose a weapon family; it gains a special property in your hands"], ["Rallying Cry", "allies who hear you shake off fear"], ["Whirlwind", "strike every adjacent enemy at once"], ["Juggernaut", "you cannot be knocked down or pushed"], ["Legendary Feat", "once per day, automatically succeed on one attack or test of strength"]],
    subclassNouns: ["Bulwark", "Berserker", "Weaponmaster", "Banneret", "Gladiator", "Knight"],
    playstyle: ["holds the front line", "draws the enemy's blows", "trades blows gladly", "wins wars of attrition", "reads the battlefield", "turns force into tactics", "shrugs off punishment", "breaks shield walls"],
  },
  arcane: {
    roles: ["ranged controller", "artillery", "utility caster", "battlefield shaper"],
    attributes: ["Intellect", "Will", "Dexterity"],
    resources: ["Mana, restored by rest", "Spell slots by circle, refreshed at dawn", "Resonance, vented before it burns", "Sigils, inscribed each morning", "Focus crystals that dim with use"],
    proficiencies: ["light armour or none", "staves, daggers and wands", "arcane lore", "ancient languages", "alchemy", "investigation"],
    nouns: ["Arcanist", "Spellwright", "Hexblade", "Theurge", "Sigilist", "Magus", "Runecaster", "Warlock", "Chronomancer", "Invoker"],
    features: [["Arcane Bolt", "a reliable ranged attack of raw force"], ["Spell Tome", "learn two new spells at every level"], ["Counterspell", "spend a reaction to unravel a spell as it is cast"], ["Ward", "a shimmering shield absorbs damage before you do"], ["Metamagic", "twist a spell: extend its range, double its targets or cast it silently"], ["Familiar", "a small spirit-creature scouts, fetches and delivers touch spells"], ["Blink", "teleport a short distance as part of casting"], ["Overchannel", "cast a spell at maximum power, at the cost of your own health"], ["Spell Mastery", "one chosen low-circle spell becomes free to cast"], ["Arcane Recovery", "recover some spent power during a short rest"], ["Signature Spell", "one spell of your choice is always prepared and stronger"], ["Archmage", "once per day, cast any spell you know without cost"]],
    subclassNouns: ["Evoker", "Illusionist", "Enchanter", "Abjurer", "Conjurer", "Diviner"],
    playstyle: ["hangs back and picks spells", "reshapes the fight", "solves problems sideways", "raises walls from nothing", "fills the field with fog", "is fragile up close", "devastates at range", "opens doors that were not there"],
  },
  divine: {
    roles: ["healer", "holy warrior", "protector", "inquisitor"],
    attributes: ["Wisdom", "Presence", "Strength"],
    resources: ["Devotion, earned through prayer", "Blessings granted at dawn", "Zeal, rising when allies bleed", "Relics that hold a charge of grace", "Vows, each one a spendable promise"],
    proficiencies: ["medium armour and shields", "simple weapons and maces", "religion", "medicine", "insight", "history"],
    nouns: ["Templar", "Oathkeeper", "Zealot", "Cleric", "Paladin", "Inquisitor", "Chaplain", "Saint", "Pilgrim", "Exorcist"],
    features: [["Lay on Hands", "heal by touch from a pool that refills each day"], ["Turn the Unholy", "undead and fiends must flee or cower"], ["Divine Smite", "channel holy power into a weapon strike"], ["Aura of Courage", "allies near you cannot be frightened"], ["Sanctuary", "foes must steel themselves to strike you"], ["Blessed Healer", "when you heal others you heal a little yourself"], ["Channel Divinity", "call on your god for a miracle suited to your order"], ["Holy Ground", "consecrate an area where allies regenerate"], ["Intervention", "once a week, ask your god for direct aid"], ["Radiant Soul", "your attacks burn with holy light"], ["Martyr's Gift", "take an ally's wound onto yourself"], ["Avatar", "for a minute, become the living image of your god"]],
    subclassNouns: ["Order of the Dawn", "Order of Mercy", "Order of the Grave", "Order of the Sword", "Order of the Hearth", "Order of Silence"],
    playstyle: ["keeps everyone standing", "wades in when needed", "brings faith to the front", "shields the weak", "hammers the wicked", "judges and punishes", "heals between blows", "stares down the dead"],
  },
  primal: {
    roles: ["shapeshifter", "summoner", "hybrid warrior-caster", "scout"],
    attributes: ["Wisdom", "Constitution", "Dexterity"],
    resources: ["Wild charges drawn from the land", "Rage, built in battle", "Seasons, one drawn each day", "Spirit tokens from the wilds", "Growth, which swells in sunlight"],
    proficiencies: ["hide and wooden shields", "spears, bows and clubs", "nature", "survival", "animal handling", "herbalism"],
    nouns: ["Druid", "Shaman", "Wildwalker", "Skinchanger", "Thornguard", "Stormcaller", "Grove Warden", "Beastmaster", "Rootspeaker", "Moonhunter"],
    features: [["Wild Shape", "take the form of a beast you have seen"], ["Speak with Beasts", "talk with animals, who answer as well as they can"], ["Entangle", "roots and vines hold foes in place"], ["Animal Companion", "a loyal beast fights and travels beside you"], ["Natural Armour", "bark and hide harden your skin"], ["Call Lightning", "bring down the storm on your enemies"], ["Pass Without Trace", "you and your companions leave no tracks"], ["Thousand Forms", "change shape at will, even into elementals"], ["Regrowth", "heal allies over time with living green"], ["Timeless Body", "you age at a tenth the normal rate"], ["Primal Strike", "your attacks count as magical and tear through wards"], ["Heart of the Wild", "the land itself rises to defend you once per day"]],
    subclassNouns: ["Circle of Fang", "Circle of Storms", "Circle of Thorns", "Circle of the Moon", "Circle of Bones", "Circle of the Tide"],
    playstyle: ["changes shape to suit the fight", "never keeps one role long", "calls beasts and weather", "turns the earth hungry", "thrives beyond the roads", "hunts by scent", "heals with living green", "fights like a storm"],
  },
  skirmisher: {
    roles: ["striker", "scout", "infiltrator", "duelist"],
    attributes: ["Dexterity", "Cunning", "Presence"],
    resources: ["Edge, gained by striking unseen", "Focus, restored by stillness", "Combo points spent on finishers", "Nerve, lost when spotted", "Tricks, counted per encounter"],
    proficiencies: ["light armour", "daggers, rapiers, shortbows and crossbows", "stealth", "acrobatics", "thieves' tools", "deception"],
    nouns: ["Shadowblade", "Outrider", "Cutpurse", "Nightstalker", "Ranger", "Assassin", "Trickster", "Skirmisher", "Infiltrator", "Scout"],
    features: [["Sneak Attack", "deal extra damage to distracted or unaware foes"], ["Cunning Action", "dash, hide or disengage as a quick action"], ["Evasion", "take no damage from area effects you could dodge"], ["Uncanny Dodge", "halve the damage of one attack each round"], ["Expertise", "double your training in two skills"], ["Vanish", "become hidden even while observed"], ["Poisoner", "coat blades with venoms you brew yourself"], ["Fleet of Foot", "move faster than anyone in armour"], ["Backstab", "a strike from behind can cripple a limb"], ["Reliable Talent", "never roll badly on a skill you are trained in"], ["Slippery Mind", "resist charms and mind control"], ["Death Strike", "a surprise attack can kill outright"]],
    subclassNouns: ["Thief", "Assassin", "Swashbuckler", "Spymaster", "Arcane Trickster", "Pathfinder"],
    playstyle: ["strikes hard and vanishes", "wins fights before they start", "scouts ahead", "sets traps", "knifes from the dark", "lives on speed and wits", "always has an exit", "picks off stragglers"],
  },
  support: {
    roles: ["buffer", "debuffer", "face", "tactician"],
    attributes: ["Presence", "Intellect", "Wisdom"],
    resources: ["Inspiration handed to allies", "Tempo from acting in concert", "Favours owed by friends", "Verses, each a small spell", "Cues, set up and paid off"],
    proficiencies: ["light armour", "simple weapons and rapiers", "performance", "persuasion", "history", "a musical instrument"],
    nouns: ["Bard", "Skald", "Chorister", "Herald", "Marshal", "Envoy", "Loremaster", "Alchemist", "Artificer", "Mentor"],
    features: [["Inspiration", "give an ally a bonus to their next roll"], ["Song of Rest", "allies recover more during a short rest"], ["Jack of All Trades", "add half your training to every untrained skill"], ["Cutting Words", "a well-aimed insult spoils an enemy's attack"], ["Countercharm", "your voice protects allies from fear and charm"], ["Battle Orders", "grant an ally an immediate extra action"], ["Magical Secrets", "learn spells from any tradition"], ["Field Alchemy", "brew potions in minutes with what is at hand"], ["Rally", "heal and steady every ally who can hear you"], ["Master Plan", "once per day, declare a prepared trick that worked all along"], ["Lore Keeper", "recall a useful fact about any creature or place"], ["Crescendo", "all allies act at their best for one round"]],
    subclassNouns: ["College of Lore", "College of Valour", "College of Whispers", "College of Swords", "College of Glamour", "College of Tales"],
    playstyle: ["makes everyone better", "shines when the party works together", "talks the party out of trouble", "sings and schemes", "finds the right word", "turns the tide", "steadies frightened allies", "spots the enemy's weak point"],
  },
};

export const ORIGINS = [
  "The first {noun} was {founder}, who {deed}.", "{Noun}s trace their art to {founder}, who {deed}.",
  "Most stories credit {founder}, who {deed}.", "It began with {founder}, who {deed}.", "Legend names {founder} as the first; they {deed}.",
] as const;
export const FOUNDERS = ["a deserter", "a blind mountain monk", "a queen who abdicated", "twin sisters from a river town", "a cave hermit", "a disgraced court magician", "a dragon-fighting shepherd", "a scholar of the wrong book", "a retired pirate", "a runaway novice", "a gravedigger's child", "an exiled prince"] as const;
export const DEEDS = ["wrote a manual in prison", "taught twelve students", "refused a king's favour", "survived a god's duel", "gathered techniques everywhere", "burned their master's books", "walked to the world's end", "learned from a lost war", "copied a dying teacher", "stole the art from a temple", "dreamed it whole in a fever", "codified old village games"] as const;
export const STANDING_WHO = ["Today {noun}s are", "Nowadays {noun}s are", "These days, {noun}s are", "{Noun}s are now"] as const;
export const STANDING = ["respected but rarely trusted", "common in the borderlands", "rare in the cities", "licensed by a powerful guild", "hunted when unlicensed", "trained in small halls", "welcome in every army", "feared by common folk", "sought out by nobles", "few and scattered", "paid well by merchants", "mocked as relics"] as const;
export const SUB_FLAVOUR = ["masters one weapon or school", "fights on conviction", "draws on forbidden lore", "protects others first", "works alone", "makes battle a performance", "hunts one kind of foe", "trades safety for power", "serves a hidden patron", "keeps the old forms", "improvises everything", "fights beside a companion", "studies the enemy first", "wins by patience"] as const;
export const ATTR_FRAME = ["{A} matter most; {n}.", "Put {a} first; {n}.", "{A} are key; {n}.", "Lean on {a}; {n}.", "It needs {a}; {n}."] as const;
export const ATTR_NOTE = ["neglect them and struggle", "the rest is a bonus", "raise both early", "raise them first", "the rest can wait", "skimp and suffer", "they shape every choice", "start high in both"] as const;
export const RESOURCE_FRAME = ["The class runs on {r}.", "Its resource: {r}.", "Power comes from {r}.", "Everything turns on {r}.", "Track {r} closely."] as const;
export const TRAINING_FRAME = ["Training covers {p}.", "They learn {p}.", "Schooling brings {p}.", "They train in {p}.", "Expect {p} from their schooling.", "Their teachers drill {p}."] as const;
export const DURABILITY_FRAME = ["Durability: {h}.", "Expect {h}.", "{H}.", "They gain {h}.", "Toughness runs to {h}."] as const;
export const PATHS_FRAME = ["At 3rd level {a:noun} chooses one of {n} paths:", "{N} paths open at 3rd level:", "From 3rd level, {a:noun} follows one of {n} paths:", "Paths ({n}), chosen at 3rd level:"] as const;

/** What being one of them is like, by tone: a closing line for the origins. */
export const TONE_LINE: Readonly<Record<"heroic" | "grim" | "whimsical", readonly string[]>> = {
  heroic: ["Their best are the stuff of songs.", "Villages cheer when one arrives.", "Every recruit dreams of glory.", "The calling is hard but honourable.", "Their oaths have saved kingdoms.", "Their graduates rarely turn back."],
  grim: ["Most die before mastering it.", "Few retire; fewer retire whole.", "The training breaks more than it makes.", "Their halls are full of empty beds.", "Mercenary work keeps them fed, barely.", "Every master has buried students."],
  whimsical: ["Their exams involve much shouting.", "Their uniforms are famously ugly.", "Every master keeps a pet toad.", "Their motto is mostly a pun.", "The school cook is the real power.", "Graduation involves a pie."],
};
