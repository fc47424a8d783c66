// Setting-keyed content for the class kind: each archetype's names, resources, training
// and paths as that setting knows them (no wizards on a starship), and the origin's founders,
// deeds and standing. High fantasy keeps the archetype words in words.ts. Our own writing.
import type { Setting } from "../../core/options.js";
import type { Archetype } from "./words.js";

/** The parts of an archetype that change with the setting. */
export interface SettingWords {
  readonly nouns: readonly string[];
  readonly resources: readonly string[];
  readonly proficiencies: readonly string[];
  readonly subclassNouns: readonly string[];
}

export type OtherSetting = Exclude<Setting, "high-fantasy">;

export const SETTING_WORDS: Readonly<Record<OtherSetting, Readonly<Record<Archetype, SettingWords>>>> = {
  "dark-fantasy": {
    martial: {
      nouns: ["Sellsword", "Ravager", "Deathknight", "Grave Guard", "Flagellant", "Reaver", "Hound", "Butcher"],
      resources: [
        "Bloodlust, fed by every kill",
        "Scars, each one a lesson paid for",
        "Dread, spent to break an enemy's nerve",
        "Wounds, which feed your strength",
      ],
      proficiencies: ["rusted mail and tower shields", "axes, flails and headsman's swords", "intimidation", "field butchery", "siege craft", "enduring pain"],
      subclassNouns: ["Oathbreaker", "Hedge Knight", "Headsman", "Mercenary Captain", "Pit Fighter", "Siege Rat"],
    },
    arcane: {
      nouns: ["Blood Mage", "Hexer", "Necromancer", "Bone-reader", "Occultist", "Heretic", "Soulbinder", "Grimoire Thief"],
      resources: [
        "Blood, drawn from your own veins",
        "Corruption, which grows with every spell",
        "Souls, bound in a lantern",
        "Debts owed to a nameless patron",
      ],
      proficiencies: ["no armour at all", "sacrificial knives and bone wands", "forbidden lore", "dead tongues", "poisons", "anatomy"],
      subclassNouns: ["Bloodbinder", "Fen Witch", "Gravecaller", "Plague Hexer", "Mirror Witch", "Soul Thief"],
    },
    divine: {
      nouns: ["Inquisitor", "Witch-hunter", "Penitent", "Martyr", "Confessor", "Sin-eater", "Grave Priest", "Pyre-keeper"],
      resources: ["Penance, paid in pain", "Faith, which falters as horrors mount", "Relics of dubious saints", "Sins taken from others"],
      proficiencies: ["boiled leather and iron", "flails, crossbows and silvered blades", "heresy and its signs", "torture", "last rites", "exorcism"],
      subclassNouns: ["Order of the Pyre", "Order of the Lash", "Order of Ashes", "Order of the Black Veil", "Order of the Nail", "Order of Wormwood"],
    },
    primal: {
      nouns: ["Skinwalker", "Rot-druid", "Moor Hag", "Carrion Caller", "Fen Stalker", "Blightcaller", "Crow-speaker", "Bone Shaman"],
      resources: ["Hunger, which must be fed", "Rot, gathered from dead things", "The beast within, barely leashed", "Moon-madness, waxing and waning"],
      proficiencies: ["hides and bone", "cleavers, hooks and slings", "blight lore", "trapping", "fungi and poisons", "surviving the moor"],
      subclassNouns: ["Circle of Rot", "Circle of the Hungry Moon", "Circle of Crows", "Circle of the Fen", "Circle of Ash", "Circle of Teeth"],
    },
    skirmisher: {
      nouns: ["Cutthroat", "Footpad", "Gallows Rat", "Body Snatcher", "Poisoner", "Deserter", "Shade", "Grave Robber"],
      resources: [
        "Desperation, rising as health falls",
        "Filth, the edge of fighting dirty",
        "Fear, harvested from victims",
        "Luck, stolen and never returned",
      ],
      proficiencies: ["stolen leather", "knives, garrottes and hand crossbows", "lockpicking", "grave robbing", "lying", "slipping the noose"],
      subclassNouns: ["Resurrectionist", "Garrotter", "Plague Rat", "Highwayman", "Church Thief", "Turncoat"],
    },
    support: {
      nouns: ["Plague Doctor", "Mourner", "Leech", "Dirge-singer", "Quack", "Undertaker", "Corpse-priest", "Hedge Healer"],
      resources: ["Tinctures, bitter and few", "Dirges that steady the dying", "Leeches, hungry and useful", "Bargains struck with the desperate"],
      proficiencies: ["waxed coats and beaked masks", "bone saws and cudgels", "surgery", "herbal remedies", "funeral rites", "haggling with the dying"],
      subclassNouns: [
        "College of Dirges",
        "College of the Knife",
        "College of Leeches",
        "College of Gallows Songs",
        "College of Ash",
        "College of the Last Word",
      ],
    },
  },
  "science-fiction": {
    martial: {
      nouns: ["Marine", "Breacher", "Vanguard Trooper", "Enforcer", "Exo-trooper", "Legionnaire", "Gunner", "Dropper"],
      resources: [
        "Adrenal boosts, injected in combat",
        "Shield charge, recharging between fights",
        "Ammunition, tracked by the magazine",
        "Suit power, drained by every system",
      ],
      proficiencies: ["powered armour", "rifles, carbines and shock batons", "zero-g combat", "breaching charges", "squad tactics", "battlefield trauma care"],
      subclassNouns: ["Heavy Gunner", "Boarding Specialist", "Drop Trooper", "Mech Pilot", "Shield Operator", "Sharpshooter"],
    },
    arcane: {
      nouns: ["Psion", "Technomancer", "Netrunner", "Telepath", "Void-seer", "Kineticist", "Data Adept", "Mentalist"],
      resources: [
        "Psi points, recovered by meditation",
        "Bandwidth, throttled by heat",
        "Neural strain, vented before a seizure",
        "Nanite charges in the bloodstream",
      ],
      proficiencies: ["light body armour", "sidearms and neural spikes", "hacking", "xenolinguistics", "quantum theory", "cryptography"],
      subclassNouns: ["Telekinetic", "Mind Reader", "Code Breaker", "Void Walker", "Drone Master", "Precog"],
    },
    divine: {
      nouns: ["Chaplain of the Fleet", "Cult Adept", "Machine Priest", "Zealot of the Core", "Synthsaint", "Void Crusader", "Ship Confessor", "Star Oracle"],
      resources: [
        "Faith protocols, run each dawn cycle",
        "Conviction, which steadies the crew",
        "Sacred code, compiled each morning",
        "Relic batteries from the first colony ship",
      ],
      proficiencies: ["ceremonial hardsuits", "power mauls and pistols", "doctrine", "medicine", "psychology", "ship history"],
      subclassNouns: [
        "Order of the Reactor",
        "Order of the First Ship",
        "Order of the Void",
        "Church of the Machine",
        "Order of the Long Sleep",
        "Order of the Pole Star",
      ],
    },
    primal: {
      nouns: ["Xenobiologist", "Symbiote", "Terraformer", "Biomancer", "Beast Handler", "Gene-hunter", "Swarm Herder", "Wilder"],
      resources: ["Symbiote hunger, fed with protein", "Spores, grown inside the suit", "Gene-mods, one active at a time", "Biomass, harvested from kills"],
      proficiencies: ["sealed environment suits", "harpoons, dart guns and flamers", "xenobiology", "survival on alien worlds", "alien beasts", "genetics"],
      subclassNouns: ["Swarm Symbiote", "Gene-splicer", "Atmosphere Shaper", "Beast Tamer", "Spore Walker", "Hive Speaker"],
    },
    skirmisher: {
      nouns: ["Infiltrator", "Ghost", "Saboteur", "Operative", "Bounty Hunter", "Smuggler", "Runner", "Spectre"],
      resources: ["Cloak charge, drained while unseen", "Stims, a limited supply", "Target locks, painted and spent", "Cover identities, burned one by one"],
      proficiencies: ["stealth suits", "silenced pistols, monoblades and sniper rifles", "infiltration", "security systems", "piloting", "forged credentials"],
      subclassNouns: ["Corporate Assassin", "Contraband Runner", "Corporate Spy", "Skip Tracer", "Demolitions Expert", "Ace Pilot"],
    },
    support: {
      nouns: ["Medic", "Engineer", "Operator", "Tactician", "Diplomat", "Quartermaster", "Drone Wrangler", "Comms Officer"],
      resources: [
        "Med-gel, dispensed from a wrist pack",
        "Drone charge, shared across the swarm",
        "Command points, earned on the net",
        "Repair kits, rationed per mission",
      ],
      proficiencies: ["light armour", "sidearms", "field medicine", "ship systems", "negotiation", "signals"],
      subclassNouns: ["Combat Medic", "Field Engineer", "Drone Operator", "Envoy", "Fleet Tactician", "Hacker"],
    },
  },
  modern: {
    martial: {
      nouns: ["Soldier", "Bodyguard", "Brawler", "Special Operator", "Cop", "Fighter", "Bouncer", "Contractor"],
      resources: ["Adrenaline, spiking in a crisis", "Stamina, which runs down every round", "Magazines, counted and swapped", "Grit, from years of training"],
      proficiencies: ["kevlar vests", "pistols, rifles and batons", "close-quarters combat", "first aid", "driving under fire", "weight training"],
      subclassNouns: ["Special Forces", "Boxer", "SWAT", "Private Security", "Street Fighter", "Sniper"],
    },
    arcane: {
      nouns: ["Occultist", "Hacker", "Medium", "Street Mage", "Scientist", "Illusionist", "Psychic", "Chaos Magician"],
      resources: ["Rituals, which take time to set up", "Battery charge of a laptop", "Luck, running thin", "Belief, the fuel of the hidden world"],
      proficiencies: ["no armour", "tasers and pocket knives", "computers", "occult studies", "chemistry", "research"],
      subclassNouns: ["White Hat", "Spirit Medium", "Stage Magician", "Chaos Witch", "Lab Scientist", "Dream Walker"],
    },
    divine: {
      nouns: ["Priest", "Exorcist", "Hospital Chaplain", "Preacher", "Nun", "Pastor", "Faith Healer", "Believer"],
      resources: ["Faith, tested by the news", "Prayer, which takes time", "Community, which shows up when needed", "Holy water in a hip flask"],
      proficiencies: ["no armour", "a baseball bat", "counselling", "nursing", "theology", "community organising"],
      subclassNouns: ["Prison Chaplain", "Street Preacher", "Vatican Exorcist", "Missionary", "Tent Revivalist", "Youth Pastor"],
    },
    primal: {
      nouns: ["Park Ranger", "Survivalist", "Dog Handler", "Hunter", "Wildlife Vet", "Storm Chaser", "Free Runner", "Tracker"],
      resources: ["Endurance, built on long hikes", "Instinct, sharpened by the wild", "A dog's loyalty", "Supplies in a go-bag"],
      proficiencies: ["outdoor gear", "hunting rifles and bows", "survival", "animal handling", "tracking", "weather reading"],
      subclassNouns: ["K-9 Handler", "Wilderness Guide", "Tornado Chaser", "Falconer", "Prepper", "Search and Rescue"],
    },
    skirmisher: {
      nouns: ["Burglar", "Agent", "Con Artist", "Hired Gun", "Parkour Runner", "Private Eye", "Getaway Driver", "Fixer"],
      resources: ["Cover, blown if you stay too long", "Contacts, each a one-time favour", "Burner phones", "Nerve, which runs out under pressure"],
      proficiencies: ["street clothes", "handguns and knives", "lockpicking", "social engineering", "surveillance", "fast driving"],
      subclassNouns: ["Cat Burglar", "Grifter", "Hitman", "Gumshoe", "Wheelman", "Double Agent"],
    },
    support: {
      nouns: ["Paramedic", "Trainer", "Negotiator", "Journalist", "Organiser", "Counsellor", "Lawyer", "Producer"],
      resources: ["Goodwill, spent on favours", "Morale, lifted by a speech", "A well-stocked medical kit", "Deadlines, met or missed"],
      proficiencies: ["no armour", "pepper spray", "first aid", "persuasion", "public speaking", "the law"],
      subclassNouns: ["Flight Paramedic", "Hostage Negotiator", "Team Coach", "Investigative Journalist", "Defence Lawyer", "Crisis Counsellor"],
    },
  },
  steampunk: {
    martial: {
      nouns: ["Dragoon", "Ironclad", "Grenadier", "Brass Knight", "Pugilist", "Fusilier", "Hussar", "Sapper"],
      resources: [
        "Steam pressure, built in a back-mounted boiler",
        "Coal, shovelled between bouts",
        "Drill, the sergeant's counted manoeuvres",
        "Rivets, a measure of armour left",
      ],
      proficiencies: ["riveted plate", "sabres, bayonets and rifles", "pugilism", "artillery", "parade-ground drill", "boiler maintenance"],
      subclassNouns: ["Boilerplate Guard", "Gentleman Pugilist", "Sky Marine", "Lancer", "Tunneller", "Fencing Master"],
    },
    arcane: {
      nouns: ["Aetherist", "Alchemist", "Galvanist", "Mesmerist", "Spiritualist", "Tesla Adept", "Savant", "Natural Philosopher"],
      resources: ["Aether charge in glass capacitors", "Galvanic cells, drained by use", "Reagents in a leather bandolier", "Formulae worked out each morning"],
      proficiencies: ["a reinforced frock coat", "lightning guns and sword canes", "natural philosophy", "chemistry", "mathematics", "Latin"],
      subclassNouns: ["Electro-surgeon", "Hypnotist", "Table-rapper", "Aether Engineer", "Chronometrist", "Lightning Rodder"],
    },
    divine: {
      nouns: ["Vicar", "Temperance Crusader", "Missionary", "Almoner", "Brass Chaplain", "Mission Preacher", "Deacon", "Moral Inspector"],
      resources: ["Moral fibre, fortified by sermon", "Charity, collected and spent", "Hymns, each one a rallying cry", "Holy relics in a brass reliquary"],
      proficiencies: ["a cassock over mail", "canes and revolvers", "theology", "nursing", "rhetoric", "charity work"],
      subclassNouns: ["Temperance League", "Sisters of Mercy", "Smokestack Mission", "Society of the Cog", "Order of the Lamp", "Hospital Brethren"],
    },
    primal: {
      nouns: ["Naturalist", "Explorer", "Beast Tamer", "Big-game Hunter", "Botanist", "Aeronaut", "Cryptozoologist", "Menagerist"],
      resources: ["Specimens, catalogued and used", "Expedition rations", "Field notes, consulted in a pinch", "The patience of the hunt"],
      proficiencies: ["pith helmets and khaki", "elephant guns and machetes", "natural history", "botany", "taxidermy", "map-making"],
      subclassNouns: ["Safari Hunter", "Orchid Collector", "Cryptid Seeker", "Zoo Keeper", "Polar Explorer", "Balloonist"],
    },
    skirmisher: {
      nouns: ["Cracksman", "Sky Pirate", "Pickpocket", "Gentleman Burglar", "Anarchist", "Rooftop Runner", "Mudlark", "Garrotter"],
      resources: ["Gadgets, one use each", "Nerve, spent on daring", "Disguises, a trunk of them", "Fog cover, thick or thin"],
      proficiencies: ["a dark greatcoat", "pepperbox pistols and sword canes", "safecracking", "disguise", "climbing", "forgery"],
      subclassNouns: ["Safecracker", "Air Corsair", "Society Thief", "Anarchist Bomber", "Ministry Spy", "Urchin King"],
    },
    support: {
      nouns: ["Engineer", "Gadgeteer", "Surgeon", "Tinkerer", "Patron", "Chronicler", "Orator", "Mechanician"],
      resources: ["Spare parts, carried in a kit", "Patents, each a clever trick", "Ether for the surgery", "Gears wound before a fight"],
      proficiencies: ["leather aprons and goggles", "wrenches and derringers", "engineering", "surgery", "drafting", "rhetoric"],
      subclassNouns: ["Gadget Maker", "Field Surgeon", "Automaton Wright", "Society Patron", "War Correspondent", "Airship Engineer"],
    },
  },
  "post-apocalyptic": {
    martial: {
      nouns: ["Road Warrior", "Raider", "Wastelander", "Scrapper", "Warboy", "Brawler", "Enforcer", "Gunslinger"],
      resources: ["Fuel, burned by every charge", "Rage, fed by hunger", "Scrap armour, chipped away", "Bullets, never enough"],
      proficiencies: ["scrap-metal armour", "pipes, machetes and shotguns", "intimidation", "vehicle combat", "scavenging", "ignoring pain"],
      subclassNouns: ["Highway Reaver", "Cage Fighter", "Quick-draw", "Convoy Guard", "Raider Chief", "Scrap Knight"],
    },
    arcane: {
      nouns: ["Mutant", "Rad-mystic", "Tech Priest", "Glow-seer", "Psyker", "Old-tech Savant", "Storm-reader", "Dreamer"],
      resources: ["Radiation, stored in the body", "Mutations, unstable and growing", "Batteries salvaged from ruins", "Visions, which come and go"],
      proficiencies: ["no armour", "rebar staffs and zip guns", "old tech", "radiation lore", "reading", "electronics"],
      subclassNouns: ["Glow Mutant", "Thought Thief", "Tech Savant", "Storm Seer", "Rad Eater", "Signal Hearer"],
    },
    divine: {
      nouns: ["Preacher", "Bomb-priest", "Apostle", "Faith Healer", "Rad-monk", "Prophet", "Doomsayer", "Keeper"],
      resources: ["Faith, which the wasteland tests", "Congregation, ready to follow", "Holy relics of the old world", "Sermons, each a burst of hope"],
      proficiencies: ["robes over tyre armour", "crowbars and pistols", "old-world scripture", "healing", "preaching", "burial rites"],
      subclassNouns: ["Church of the Bomb", "Children of the Ash", "Order of the Well", "Keepers of the Vault", "Rust Saints", "Glow Pilgrims"],
    },
    primal: {
      nouns: ["Tracker", "Dogmaster", "Wastewalker", "Hunter", "Dustrunner", "Mutant Tamer", "Forager", "Pathfinder"],
      resources: ["Water, counted in swallows", "Instinct, sharpened by hunger", "A pack of mutant dogs", "Trail signs, read and left"],
      proficiencies: ["hide and tyre leather", "bows, spears and hunting rifles", "tracking", "foraging", "mutant beasts", "dust storms"],
      subclassNouns: ["Pack Leader", "Dust Runner", "Glow-beast Tamer", "Root Digger", "Trail Guide", "Rad-lands Hunter"],
    },
    skirmisher: {
      nouns: ["Scavenger", "Tunnel Rat", "Sniper", "Sneak", "Salvager", "Runner", "Ghoul", "Drifter"],
      resources: ["Loot, carried and spent", "Hiding places, marked on a map", "Ammo, always counted", "Nerve, frayed by the wastes"],
      proficiencies: ["patched leathers", "knives, crossbows and hunting rifles", "stealth", "lockpicking", "salvage", "trading"],
      subclassNouns: ["Ruin Diver", "Long Rifle", "Sewer Crawler", "Fuel Smuggler", "Wasteland Scout", "Junk Trader"],
    },
    support: {
      nouns: ["Medic", "Mechanic", "Trader", "Radio Host", "Water Doctor", "Settler", "Storyteller", "Fixer"],
      resources: ["Stimpaks, precious and few", "Scrap, turned into tools", "Trade goods, bartered for aid", "Clean water, shared out"],
      proficiencies: ["work clothes", "wrenches and pistols", "field surgery", "mechanics", "bartering", "water purification"],
      subclassNouns: ["Field Medic", "Grease Monkey", "Caravan Trader", "Radio Voice", "Well Keeper", "Settlement Elder"],
    },
  },
  mythic: {
    martial: {
      nouns: ["Hoplite", "Myrmidon", "Peltast", "Charioteer", "Amazon", "Argonaut", "Spear-bearer", "Sworn Companion"],
      resources: [
        "Glory, won in single combat",
        "Kleos, the fame that outlives you",
        "Menos, battle-fury sent by a god",
        "Aristeia, a hero's hour of greatness",
      ],
      proficiencies: ["bronze armour and round shields", "spears, swords and javelins", "chariots", "wrestling", "boasting", "funeral games"],
      subclassNouns: ["Phalanx Spear", "Amazon Rider", "Spartan", "Chariot Lord", "Ship-runner", "Titan-blooded"],
    },
    arcane: {
      nouns: ["Sorcerer", "Enchanter", "Oracle", "Seer", "Dream-reader", "Root-cutter", "Moon-drawer", "Spell-singer"],
      resources: ["Pharmaka, herbs gathered under the moon", "Favours owed by a goddess", "Prophecies, each seen once", "Moonlight, drawn down at night"],
      proficiencies: ["robes and no armour", "knives and staffs", "herb lore", "prophecy", "dream interpretation", "curses"],
      subclassNouns: ["Pharmakis", "Pythia", "Dream Interpreter", "Moon Witch", "Curse-weaver", "Shade-caller"],
    },
    divine: {
      nouns: ["Priest", "Hierophant", "Temple Guardian", "Sibyl", "Augur", "Demigod", "Libation-bearer", "Hymn-singer"],
      resources: ["Favour of the gods, won by sacrifice", "Omens, read and acted on", "Libations, poured for aid", "Divine blood, burning in the veins"],
      proficiencies: ["bronze and linen", "spears and sacrificial knives", "rites and sacrifice", "augury", "healing", "temple law"],
      subclassNouns: ["Votary of the Sun", "Votary of the Sea", "Votary of the Hearth", "Votary of War", "Votary of the Underworld", "Votary of the Hunt"],
    },
    primal: {
      nouns: ["Maenad", "Beastfriend", "Wild Ranger", "Goatherd", "Satyr-friend", "Mountain Hunter", "Bacchant", "Centaur's Pupil"],
      resources: ["Ecstasy, from wine and dance", "The Hunt's blessing", "Favours of the nymphs", "The wildness of the mountain"],
      proficiencies: ["fawnskins and leather", "bows, thyrsus and spears", "hunting", "animal lore", "music of the pipes", "mountain paths"],
      subclassNouns: ["Wine Reveller", "Huntress", "Pan's Piper", "Centaur-taught", "Nymph-blooded", "Beast-wrestler"],
    },
    skirmisher: {
      nouns: ["Wanderer", "Cattle Raider", "Sea Raider", "Slinger", "Messenger", "Sandal-runner", "Night-runner", "Shade-walker"],
      resources: ["Cunning, the gift of the trickster god", "Disguises, each a lie", "Stolen luck", "Speed, the gift of winged sandals"],
      proficiencies: ["light linen", "slings, bows and daggers", "disguise", "theft", "running", "sailing"],
      subclassNouns: ["Cattle Thief", "Wily Wanderer", "God's Messenger", "Sea Reaver", "Stone Slinger", "Spy of the Gods"],
    },
    support: {
      nouns: ["Rhapsode", "Poet", "Lyrist", "Counsellor", "Chorus Leader", "Elder", "Muse-singer", "Hymnist"],
      resources: ["Songs, taught by the Muses", "The herald's staff", "Wisdom, drawn from the elders", "Stories, remembered and retold"],
      proficiencies: ["linen robes", "staffs and knives", "the lyre", "epic verse", "oratory", "genealogies"],
      subclassNouns: ["Epic Singer", "Herald", "Chorus Master", "Muse-blessed", "War Counsellor", "Keeper of Lineages"],
    },
  },
};
