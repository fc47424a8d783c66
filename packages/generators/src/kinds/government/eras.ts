// Government words by era: the setting decides titles, courts, laws, armies, taxes, factions and
// neighbours, so a starship republic has no knights and a mythic kingdom no stock exchange.
import type { GovType } from "./words.js";

import { ERA_OF, type Era } from "../../core/phrases/eras.js";

export { ERA_OF, type Era };

export interface EraWords {
  /** Titles by type, outside the old world (the old world's come with the type). */
  readonly titles?: Readonly<Record<GovType, readonly string[]>>;
  readonly courts: readonly string[];
  readonly laws: readonly string[];
  /** {n} is the number of troops or ships. */
  readonly military: readonly string[];
  readonly tax: readonly string[];
  readonly stability: readonly string[];
  readonly relations: readonly string[];
  readonly regions: readonly string[];
  readonly factions: readonly string[];
  readonly capital: readonly string[];
  /** Name nouns by scale, and the endings of invented land names. */
  readonly scaleNoun: Readonly<Record<"city" | "realm" | "empire", readonly string[]>>;
  readonly landEnd: readonly string[];
}

export const ERA: Readonly<Record<Era, EraWords>> = {
  old: {
    scaleNoun: { city: ["Free City", "City-State", "Commune"], realm: ["Kingdom", "Commonwealth", "Dominion", "Principality"], empire: ["Empire", "Hegemony", "Imperium", "Union"] },
    landEnd: ["ia", "and", "mark", "ath", "ovia", "ene", "heim", "ora", "esh", "on", "avar", "is"],
    courts: ["Royal judges ride circuit", "Lords judge their own tenants", "Temple courts judge faith", "Juries of twelve neighbours", "Guild courts judge trade", "Duels settle honour", "A high court of nine", "Elders judge at the moot"],
    laws: ["No blades in the capital after dusk", "A year of militia service for all", "Debtors may be sold into service", "Magic only under licence", "Foreigners may not own land", "Any citizen may petition the ruler", "Temple theft means exile", "Every child learns letters", "Slavery is forbidden", "Prices posted at the market cross", "Wolves' heads paid in silver", "No building above the temple spire"],
    military: ["a standing army of {n} and a militia", "a guard of {n} and hired companies", "a fleet of {n} galleys", "knightly levies of {n} horse", "a citizen army of {n}", "{n} shire archers"],
    tax: ["A tenth of every harvest", "Tolls on bridges and gates", "Head and salt taxes", "Import duties", "Temple tithes", "Land taxes every seven years", "Labour owed to the crown"],
    stability: ["Stable; the people grumble and obey", "Shaky; two provinces near revolt", "Strong under a loved ruler", "Fragile, its succession disputed", "Rotten beneath the calm", "Recovering from a civil war"],
    relations: ["uneasy truce", "marriage alliance", "border feud", "trade pact", "cold suspicion", "stalemated war", "tributary", "old rival"],
    regions: ["Nine Isles", "Western Marches", "Salt Coast", "High Passes", "River Provinces", "Amber Shore", "Eastern Reach", "Lake Cantons", "Iron Hills", "Southern Steppe", "Hundred Fords", "Grey Fens"],
    factions: ["the Old Nobility", "the Merchant Guilds", "the Temple Party", "the Reformers", "the Army", "the Loyalists", "the Free Cities", "the Peasants' League"],
    capital: [" on the river", " by the sea", " in the hills", "", " under the mountain", " of the seven gates"],
  },
  industrial: {
    scaleNoun: { city: ["Borough", "Free Port", "Corporation"], realm: ["Commonwealth", "Dominion", "United Provinces"], empire: ["Empire", "Imperial Union", "Reich"] },
    landEnd: ["ia", "land", "shire", "ton", "burg", "ington", "wick", "ford"],
    titles: {
      monarchy: ["Queen-Empress", "King"], republic: ["President", "First Minister"], theocracy: ["Archbishop-Regent", "Lord Spiritual"], oligarchy: ["Chairman", "Master of the Exchange"],
      council: ["Speaker", "Chief Alderman"], empire: ["Kaiser", "Empress"], junta: ["Field Marshal", "Lord Protector"],
    },
    courts: ["Wigged judges at the Assizes", "Magistrates' courts in every borough", "A Court of Patents", "Factory tribunals", "The Privy Council hears appeals", "Police courts for the poor"],
    laws: ["Children under ten may not work mills", "Duelling is a hanging offence", "Engines must carry a licence", "Unions are forbidden", "Every house pays for gaslight", "Airships may not fly over palaces", "Opium is sold by chemists only", "Sunday trading is banned", "Beggars are transported", "Patents last fourteen years", "Steam carriages keep to walking pace", "Gentlemen may vote twice"],
    military: ["a professional army of {n} rifles", "an ironclad navy of {n} ships", "{n} airships of the Aerial Corps", "colonial regiments of {n}", "a volunteer force of {n}", "{n} men under conscription"],
    tax: ["Income tax, sixpence a pound", "Window taxes", "Duties on tea and coal", "Excise on gin", "A levy on every engine", "Dock dues"],
    stability: ["Stable while the mills run", "Shaken by strikes", "Bristling with reformers", "Held by the police", "Booming and corrupt", "Anxious over the colonies"],
    relations: ["naval rivalry", "entente", "tariff war", "colonial dispute", "royal cousins", "arms race", "trade treaty", "spy scandal"],
    regions: ["Coal Counties", "Mill Towns", "Northern Ridings", "Colonies", "Canal Shires", "Smoke Valleys", "Harbour Boroughs", "Iron Coast"],
    factions: ["the Mill Owners", "the Trade Unions", "the Temperance League", "the Suffragists", "the Old Aristocracy", "the Railway Barons", "the Radicals", "the Admiralty"],
    capital: [" on the Thames-like river", " under smoke", "", " of the great exhibition", " by the docks", " of the brass domes"],
  },
  modern: {
    scaleNoun: { city: ["City-State", "Municipality", "Special District"], realm: ["Republic", "Federation", "State"], empire: ["Federation", "Union", "Bloc"] },
    landEnd: ["ia", "stan", "land", "ova", "ica", "ana", "onia", "ador"],
    titles: {
      monarchy: ["King", "Queen"], republic: ["President", "Prime Minister"], theocracy: ["Supreme Leader", "Grand Mufti"], oligarchy: ["Chief Executive", "Chairman"],
      council: ["Council Chair", "First Minister"], empire: ["President-for-Life", "Chancellor"], junta: ["General", "Colonel"],
    },
    courts: ["A Supreme Court of nine", "Constitutional judges", "Jury trials", "Military tribunals", "Religious courts for family law", "Judges appointed by the party"],
    laws: ["Mandatory voting", "Free healthcare", "Press licences", "Strict gun control", "No fracking", "A ban on face masks", "Universal basic income", "Curfews for minors", "Cannabis is legal", "No cars downtown", "Term limits for judges", "Flag-burning is a crime"],
    military: ["{n} active troops", "a defence force of {n}", "{n} reservists", "a navy of {n} vessels", "{n} peacekeepers abroad", "a drone fleet of {n}"],
    tax: ["Progressive income tax", "Value-added tax", "Oil revenue, no income tax", "Heavy corporate taxes", "A flat tax", "Carbon taxes"],
    stability: ["Stable democracy", "Polarised and gridlocked", "Protests every weekend", "Coup-prone", "Quietly authoritarian", "Booming on oil money"],
    relations: ["trade deal", "sanctions", "defence pact", "border dispute", "cold war", "aid donor", "refugee crisis", "cyber feud"],
    regions: ["Northern Provinces", "Coastal States", "Federal District", "Mountain Cantons", "Islands", "Border Regions", "Delta", "Highlands"],
    factions: ["the Labour Party", "the Conservatives", "the Greens", "the Nationalists", "Big Business", "the Unions", "the Military", "the Separatists"],
    capital: [" City", "", " on the bay", " Federal District", " Metro", " by the lake"],
  },
  future: {
    scaleNoun: { city: ["Habitat", "Station-State", "Colony"], realm: ["Protectorate", "System Commonwealth", "Concord"], empire: ["Hegemony", "Stellar Imperium", "Star Union"] },
    landEnd: ["-Prime", "ion", "ax", "ara", " Major", " Secundus", "-Tau", " Reach"],
    titles: {
      monarchy: ["Sovereign", "Star-Regent"], republic: ["First Secretary", "Chancellor"], theocracy: ["Prime Oracle", "Voice of the Signal"], oligarchy: ["Chief Executive", "Majority Shareholder"],
      council: ["Consensus Speaker", "Node Coordinator"], empire: ["Star-Emperor", "Autarch"], junta: ["Fleet Admiral", "Protector-General"],
    },
    courts: ["AI arbiters", "Fleet courts-martial", "Corporate arbitration", "A Tribunal of Worlds", "Colony juries", "Algorithmic sentencing"],
    laws: ["No unlicensed AI", "Oxygen is a public good", "Clones have full rights", "Jump routes are state property", "No weapons aboard stations", "Memory edits need consent", "Genetic screening at birth", "Every citizen carries an ID chip", "Terraforming needs a vote", "No private warships", "Uplifted animals may vote", "Cryo-sleepers keep their property"],
    military: ["a fleet of {n} warships", "{n} marines in cryo", "{n} combat drones", "orbital defences of {n} platforms", "a patrol fleet of {n} cutters", "{n} mercenary frigates"],
    tax: ["A levy on every jump", "Oxygen tariffs", "Mining royalties", "A tithe on data", "Dock fees", "Corporate shares owed to the state"],
    stability: ["Stable across the core worlds", "Rim colonies in revolt", "Held by surveillance", "Fragile since the war", "Corporate-run and calm", "Split by a succession crisis"],
    relations: ["non-aggression pact", "trade lanes", "border skirmishes", "first contact", "embargo", "cold war", "tributary colony", "joint fleet"],
    regions: ["Rim Worlds", "Core Systems", "Outer Colonies", "Belt Stations", "Inner Moons", "Frontier Sectors", "Gas Giant Moons", "Lagrange Habitats"],
    factions: ["the Fleet", "the Corporations", "the Colonial League", "the Synthetic Rights Movement", "the Old Families", "the Miners' Union", "the Purists", "the Signal Church"],
    capital: [" Prime", " Station", " Orbital", "", " Dome", " Citadel"],
  },
  salvage: {
    scaleNoun: { city: ["Camp", "Enclave", "Hold"], realm: ["Territory", "Lands", "Free Towns"], empire: ["Dominion", "Road-Empire", "Wasteland Union"] },
    landEnd: ["'s Hold", "ville", "town", "'s Reach", "burg", " Flats", " Crossing", " Pit"],
    titles: {
      monarchy: ["Scrap-King", "Queen of the Wells"], republic: ["Mayor", "Elected Boss"], theocracy: ["Prophet", "Keeper of the Last Book"], oligarchy: ["Water Baron", "Fuel Lord"],
      council: ["Eldest", "Camp Speaker"], empire: ["Warlord Supreme", "Road-Emperor"], junta: ["Sarge", "Captain"],
    },
    courts: ["The boss decides", "Trial by combat", "Elders under the old tree", "The whole camp votes", "The prophet judges", "No courts; only feuds"],
    laws: ["No wasting water", "Every gun is registered", "Raiders hang", "Strangers are searched", "Nobody enters the old zone", "Seed is shared", "Scavengers pay a share", "Radiation sick live outside", "No fires after dark", "Children learn to shoot", "Old tech goes to the mechanics", "Dogs must be chained"],
    military: ["{n} armed scavengers", "a war-rig convoy of {n}", "{n} militia with scrap rifles", "{n} raiders paid in water", "a wall guarded by {n}", "{n} riders on mutant beasts"],
    tax: ["A share of every haul", "Water rationing", "Bullets owed every month", "Labour on the wall", "Tolls on the road", "A cut of every trade"],
    stability: ["Holding, barely", "Raided every season", "Strong behind its wall", "Starving this winter", "Split between two bosses", "Growing as others fall"],
    relations: ["water deal", "raider threat", "blood feud", "trade caravan", "uneasy truce", "shared well", "protection racket", "old grudge"],
    regions: ["Dead Highway", "Glass Flats", "Crater Lands", "Drowned City", "Dust Sea", "Old Suburbs", "Rust Valley", "Bone Hills"],
    factions: ["the Scavengers", "the Water Keepers", "the Road Gangs", "the Prophets", "the Old-Worlders", "the Mutants", "the Farmers", "the Mechanics"],
    capital: [" Wells", " Camp", " Wall", "", " Junction", " Bunker"],
  },
};
