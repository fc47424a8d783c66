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
    resources: ["Momentum, built by landing blows and spent on manoeuvres", "Grit, which refills when the fighter takes a wound", "Stances, switched once a turn, each with its own strengths"],
    proficiencies: ["all armour and shields", "simple and martial weapons", "athletics", "intimidation", "field medicine", "tactics"],
    nouns: ["Warden", "Vanguard", "Blademaster", "Sentinel", "Reaver", "Champion", "Shieldbearer", "Duelist", "Warlord", "Brute"],
    features: [["Hold the Line", "enemies that start their turn beside you are slowed"], ["Second Wind", "once per rest, recover a quarter of your health as a free action"], ["Cleaving Blow", "a killing strike carries on into the next foe"], ["Iron Skin", "reduce all physical damage by a small fixed amount"], ["Challenge", "mark a foe; it suffers a penalty when attacking anyone else"], ["Battle Rhythm", "each consecutive hit on the same foe deals more damage"], ["Unbreakable", "once per day, drop to 1 health instead of falling"], ["Weapon Mastery", "choose a weapon family; it gains a special property in your hands"], ["Rallying Cry", "allies who hear you shake off fear"], ["Whirlwind", "strike every adjacent enemy at once"], ["Juggernaut", "you cannot be knocked down or pushed"], ["Legendary Feat", "once per day, automatically succeed on one attack or test of strength"]],
    subclassNouns: ["Bulwark", "Berserker", "Weaponmaster", "Banneret", "Gladiator", "Knight"],
    playstyle: ["stands in the thick of the fight and makes sure the enemy fights them first", "trades blows, absorbs punishment and wins wars of attrition", "reads the battlefield and turns brute force into tactics"],
  },
  arcane: {
    roles: ["ranged controller", "artillery", "utility caster", "battlefield shaper"],
    attributes: ["Intellect", "Will", "Dexterity"],
    resources: ["Mana, restored by rest and meditation", "Spell slots by circle, refreshed at dawn", "Resonance, which builds with every spell and must be vented before it burns"],
    proficiencies: ["light armour or none", "staves, daggers and wands", "arcane lore", "ancient languages", "alchemy", "investigation"],
    nouns: ["Arcanist", "Spellwright", "Hexblade", "Theurge", "Sigilist", "Magus", "Runecaster", "Warlock", "Chronomancer", "Invoker"],
    features: [["Arcane Bolt", "a reliable ranged attack of raw force"], ["Spell Tome", "learn two new spells at every level"], ["Counterspell", "spend a reaction to unravel a spell as it is cast"], ["Ward", "a shimmering shield absorbs damage before you do"], ["Metamagic", "twist a spell: extend its range, double its targets or cast it silently"], ["Familiar", "a small spirit-creature scouts, fetches and delivers touch spells"], ["Blink", "teleport a short distance as part of casting"], ["Overchannel", "cast a spell at maximum power, at the cost of your own health"], ["Spell Mastery", "one chosen low-circle spell becomes free to cast"], ["Arcane Recovery", "recover some spent power during a short rest"], ["Signature Spell", "one spell of your choice is always prepared and stronger"], ["Archmage", "once per day, cast any spell you know without cost"]],
    subclassNouns: ["Evoker", "Illusionist", "Enchanter", "Abjurer", "Conjurer", "Diviner"],
    playstyle: ["hangs back, picks the right spell for the moment and reshapes the fight", "solves problems sideways: a wall here, a fog there, a door that was not there before", "is fragile up close but devastating at range"],
  },
  divine: {
    roles: ["healer", "holy warrior", "protector", "inquisitor"],
    attributes: ["Wisdom", "Presence", "Strength"],
    resources: ["Devotion, earned through prayer and acts of faith", "Blessings, granted at dawn by the deity", "Zeal, which rises when allies are in danger"],
    proficiencies: ["medium armour and shields", "simple weapons and maces", "religion", "medicine", "insight", "history"],
    nouns: ["Templar", "Oathkeeper", "Zealot", "Cleric", "Paladin", "Inquisitor", "Chaplain", "Saint", "Pilgrim", "Exorcist"],
    features: [["Lay on Hands", "heal by touch from a pool that refills each day"], ["Turn the Unholy", "undead and fiends must flee or cower"], ["Divine Smite", "channel holy power into a weapon strike"], ["Aura of Courage", "allies near you cannot be frightened"], ["Sanctuary", "foes must steel themselves to strike you"], ["Blessed Healer", "when you heal others you heal a little yourself"], ["Channel Divinity", "call on your god for a miracle suited to your order"], ["Holy Ground", "consecrate an area where allies regenerate"], ["Intervention", "once a week, ask your god for direct aid"], ["Radiant Soul", "your attacks burn with holy light"], ["Martyr's Gift", "take an ally's wound onto yourself"], ["Avatar", "for a minute, become the living image of your god"]],
    subclassNouns: ["Order of the Dawn", "Order of Mercy", "Order of the Grave", "Order of the Sword", "Order of the Hearth", "Order of Silence"],
    playstyle: ["keeps everyone standing, then wades in when the moment calls for it", "brings faith to the front line as a shield and a hammer", "judges, protects and punishes in equal measure"],
  },
  primal: {
    roles: ["shapeshifter", "summoner", "hybrid warrior-caster", "scout"],
    attributes: ["Wisdom", "Constitution", "Dexterity"],
    resources: ["Wild charges, drawn from the land around", "Rage, built in battle and spent on savage feats", "Seasons: each day the class draws on spring, summer, autumn or winter"],
    proficiencies: ["hide and wooden shields", "spears, bows and clubs", "nature", "survival", "animal handling", "herbalism"],
    nouns: ["Druid", "Shaman", "Wildwalker", "Skinchanger", "Thornguard", "Stormcaller", "Grove Warden", "Beastmaster", "Rootspeaker", "Moonhunter"],
    features: [["Wild Shape", "take the form of a beast you have seen"], ["Speak with Beasts", "talk with animals, who answer as well as they can"], ["Entangle", "roots and vines hold foes in place"], ["Animal Companion", "a loyal beast fights and travels beside you"], ["Natural Armour", "bark and hide harden your skin"], ["Call Lightning", "bring down the storm on your enemies"], ["Pass Without Trace", "you and your companions leave no tracks"], ["Thousand Forms", "change shape at will, even into elementals"], ["Regrowth", "heal allies over time with living green"], ["Timeless Body", "you age at a tenth the normal rate"], ["Primal Strike", "your attacks count as magical and tear through wards"], ["Heart of the Wild", "the land itself rises to defend you once per day"]],
    subclassNouns: ["Circle of Fang", "Circle of Storms", "Circle of Thorns", "Circle of the Moon", "Circle of Bones", "Circle of the Tide"],
    playstyle: ["changes shape to suit the fight and never stays in one role for long", "brings the wild to bear: beasts, weather and the hungry earth", "is at home where civilisation ends"],
  },
  skirmisher: {
    roles: ["striker", "scout", "infiltrator", "duelist"],
    attributes: ["Dexterity", "Cunning", "Presence"],
    resources: ["Edge, gained by striking unseen and spent on tricks", "Focus, restored by a moment of stillness", "Combo points, built by quick strikes and spent on finishers"],
    proficiencies: ["light armour", "daggers, rapiers, shortbows and crossbows", "stealth", "acrobatics", "thieves' tools", "deception"],
    nouns: ["Shadowblade", "Outrider", "Cutpurse", "Nightstalker", "Ranger", "Assassin", "Trickster", "Skirmisher", "Infiltrator", "Scout"],
    features: [["Sneak Attack", "deal extra damage to distracted or unaware foes"], ["Cunning Action", "dash, hide or disengage as a quick action"], ["Evasion", "take no damage from area effects you could dodge"], ["Uncanny Dodge", "halve the damage of one attack each round"], ["Expertise", "double your training in two skills"], ["Vanish", "become hidden even while observed"], ["Poisoner", "coat blades with venoms you brew yourself"], ["Fleet of Foot", "move faster than anyone in armour"], ["Backstab", "a strike from behind can cripple a limb"], ["Reliable Talent", "never roll badly on a skill you are trained in"], ["Slippery Mind", "resist charms and mind control"], ["Death Strike", "a surprise attack can kill outright"]],
    subclassNouns: ["Thief", "Assassin", "Swashbuckler", "Spymaster", "Arcane Trickster", "Pathfinder"],
    playstyle: ["strikes hard, then is somewhere else before the answer comes", "wins fights before they start: scouting, traps and a knife in the dark", "relies on speed, wits and a very good exit plan"],
  },
  support: {
    roles: ["buffer", "debuffer", "face", "tactician"],
    attributes: ["Presence", "Intellect", "Wisdom"],
    resources: ["Inspiration, handed out to allies and spent by them", "Tempo, which rises as the party acts in concert", "Favours, owed by people the character has helped"],
    proficiencies: ["light armour", "simple weapons and rapiers", "performance", "persuasion", "history", "a musical instrument"],
    nouns: ["Bard", "Skald", "Chorister", "Herald", "Marshal", "Envoy", "Loremaster", "Alchemist", "Artificer", "Mentor"],
    features: [["Inspiration", "give an ally a bonus to their next roll"], ["Song of Rest", "allies recover more during a short rest"], ["Jack of All Trades", "add half your training to every untrained skill"], ["Cutting Words", "a well-aimed insult spoils an enemy's attack"], ["Countercharm", "your voice protects allies from fear and charm"], ["Battle Orders", "grant an ally an immediate extra action"], ["Magical Secrets", "learn spells from any tradition"], ["Field Alchemy", "brew potions in minutes with what is at hand"], ["Rally", "heal and steady every ally who can hear you"], ["Master Plan", "once per day, declare a prepared trick that worked all along"], ["Lore Keeper", "recall a useful fact about any creature or place"], ["Crescendo", "all allies act at their best for one round"]],
    subclassNouns: ["College of Lore", "College of Valour", "College of Whispers", "College of Swords", "College of Glamour", "College of Tales"],
    playstyle: ["makes everyone else better and is at their best when the party works as one", "talks, sings and schemes the party out of trouble", "turns the tide with the right word at the right moment"],
  },
};

export const ORIGINS = [
  "The first {noun} was {founder}, who {deed}.",
  "{Noun}s trace their art to {founder}, who {deed}.",
  "Nobody agrees who the first {noun} was; the most popular story credits {founder}, who {deed}.",
] as const;
export const FOUNDERS = ["a deserter from a forgotten war", "a blind monk of the mountain schools", "a queen who abdicated to walk the roads", "twin sisters from a river town", "a hermit who lived a hundred years in a cave", "a disgraced court magician", "a shepherd who fought off a dragon with a crook", "a scholar who read the wrong book"] as const;
export const DEEDS = ["wrote the first manual of the art on the walls of a prison cell", "taught twelve students and sent them in twelve directions", "refused a king's offer and founded a school in a barn", "survived a duel with a god and came back changed", "gathered techniques from every people they met", "burned their own master's books and began again"] as const;
export const STANDING = ["Today {noun}s are respected but rarely trusted.", "Today {noun}s are common in the borderlands and almost unknown in the capital.", "Today the {noun}s' guild is powerful, and unlicensed practitioners are hunted.", "Today most {noun}s learn in small halls, one master to three pupils."] as const;
