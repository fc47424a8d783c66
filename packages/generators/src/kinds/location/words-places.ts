// The location kind's places by setting family: trades by type, landmarks, districts, zones,
// dangers and the ruler of a place no one governs. Fits: "any", "settled", "coast", "ruined", "wild".
import type { ByFamily } from "../../core/phrases/setting-families.js";
import type { LocType } from "./words.js";

export type Fit = "any" | "settled" | "coast" | "ruined" | "wild";

/** Trades by type of place; a place draws one of these and one from its biome. */
export const TRADES: ByFamily<Readonly<Record<LocType, readonly string[]>>> = {
  old: {
    city: ["banking and trade", "textile mills", "printing and scholarship", "luxury crafts", "a great market fair", "glassworks", "the courts and their lawyers"],
    town: ["wool and weaving", "a weekly cattle market", "brewing", "tanneries", "a toll bridge", "pottery"],
    village: ["barley and sheep", "charcoal burning", "orchards", "beekeeping", "goat herding", "a single busy mill"],
    port: ["fishing fleets", "the spice trade", "smuggling", "ship repair", "a customs house", "rope and sailcloth"],
    fortress: ["the garrison's pay", "tolls on the road", "blacksmiths and armourers", "horse breeding", "supplying the army"],
    ruin: ["scavengers selling relics", "treasure hunters' camps", "a shrine that still draws pilgrims"],
    dungeon: ["adventurers' coin spent at the nearest inn", "monster parts sold to alchemists", "nothing legal"],
    wilds: ["trappers and hunters", "herb gatherers", "a lone trading post", "poachers"],
  },
  now: {
    city: ["finance", "tech start-ups", "a university", "tourism", "a busy airport", "hospitals and clinics"],
    town: ["a distribution centre", "a county hospital", "a community college", "a factory outlet mall", "a regional bank"],
    village: ["dairy farms", "a pub and a post office", "holiday cottages", "a single feed store"],
    port: ["container shipping", "ferries", "a naval yard", "cruise ships"],
    fortress: ["the army base's payroll", "defence contractors", "a prison"],
    ruin: ["urban explorers' fees", "scrap metal", "film shoots"],
    dungeon: ["nothing legal", "a black market in salvage"],
    wilds: ["park rangers", "hunting guides", "a gas station"],
  },
  fallen: {
    city: ["scrap salvage", "a fortified market", "clean water sold by the cup", "bullet-making"],
    town: ["trading with caravans", "greenhouse crops", "fuel distilling", "a salvage yard"],
    village: ["goats and potatoes", "rainwater cisterns", "trading with caravans"],
    port: ["rafts of salvage", "fishing from rusted trawlers", "tolls on the old harbour"],
    fortress: ["protection money", "selling guns to caravans", "tolls on the only bridge"],
    ruin: ["scavenging the old stores", "stripping copper wire", "nothing, since the bombs"],
    dungeon: ["raiding the sealed bunkers", "selling pre-war tech"],
    wilds: ["hunting mutant game", "a trading post in a bus", "poaching"],
  },
  future: {
    city: ["orbital trade", "data brokerage", "arcology services", "corporate headquarters", "a university of xenology"],
    town: ["freight handling", "a clinic for spacers", "drone repair", "a colony supply depot"],
    village: ["vat protein", "hydroponic farms", "water ice hauling"],
    port: ["starship docking fees", "customs and quarantine", "ship refits"],
    fortress: ["the fleet's supply contracts", "weapons testing", "a prison colony"],
    ruin: ["salvage crews", "artefact hunters", "nothing since the evacuation"],
    dungeon: ["stripping sealed labs", "selling alien tech on the grey market"],
    wilds: ["survey teams", "a lonely relay station", "poachers of alien game"],
  },
};

/** [landmark, fit]; {adj} is a landmark adjective, {seat} whose hall it is, {inn} an inn's name. */
export const LANDMARKS: ByFamily<readonly (readonly [string, Fit])[]> = {
  old: [["{a:adj} tower", "any"], ["the old {adj} bridge", "any"], ["a market square", "settled"], ["{a:adj} temple", "settled"], ["the {seat} {adj} hall", "settled"], ["{a:adj} well", "settled"], ["an inn called the {inn}", "settled"], ["{a:adj} lighthouse", "coast"], ["a rock-cut library", "settled"], ["the hanging garden", "settled"], ["the arena", "settled"], ["the town gate of {adj} iron", "settled"], ["{a:adj} clock tower", "settled"], ["a collapsed stair", "ruined"], ["a sealed door of {adj} bronze", "ruined"], ["{a:adj} altar", "ruined"], ["the bone pit", "ruined"], ["a shrine of standing stones", "wild"], ["{a:adj} cairn", "wild"], ["a lightning-struck oak", "wild"], ["a hero's broken statue", "any"]],
  now: [["{a:adj} water tower", "any"], ["the old {adj} bridge", "any"], ["a farmers' market", "settled"], ["{a:adj} church", "settled"], ["the {adj} courthouse", "settled"], ["a diner called the {inn}", "settled"], ["{a:adj} lighthouse", "coast"], ["the public library", "settled"], ["the football stadium", "settled"], ["{a:adj} cinema", "settled"], ["a war memorial", "settled"], ["a boarded-up hospital", "ruined"], ["{a:adj} mine shaft", "ruined"], ["a flooded basement level", "ruined"], ["a fire lookout tower", "wild"], ["{a:adj} trailhead cabin", "wild"], ["an abandoned motel", "any"]],
  fallen: [["{a:adj} water tower", "any"], ["the last standing bridge", "any"], ["a dead-mall market", "settled"], ["{a:adj} chapel of scrap", "settled"], ["the {seat} {adj} bunker", "settled"], ["a bar called the {inn}", "settled"], ["{a:adj} beacon tower", "coast"], ["the greenhouse dome", "settled"], ["the fighting pit", "settled"], ["a wall of car wrecks", "settled"], ["{a:adj} vault door", "ruined"], ["a crater full of glass", "ruined"], ["{a:adj} subway tunnel", "ruined"], ["a crashed airliner", "wild"], ["{a:adj} radio mast", "wild"], ["an old billboard", "any"]],
  future: [["{a:adj} comms mast", "any"], ["the old landing pad", "any"], ["a hydroponics dome", "settled"], ["{a:adj} shrine to the first colonists", "settled"], ["the {seat} {adj} tower", "settled"], ["a bar called the {inn}", "settled"], ["{a:adj} beacon buoy", "coast"], ["the data archive", "settled"], ["the zero-g arena", "settled"], ["{a:adj} reactor housing", "settled"], ["the arrivals concourse", "settled"], ["{a:adj} airlock", "ruined"], ["a server hall gone dark", "ruined"], ["a derelict shuttle", "ruined"], ["{a:adj} survey beacon", "wild"], ["an alien monolith", "wild"], ["a crashed drone", "any"]],
};

export const LANDMARK_ADJ: ByFamily<readonly string[]> = {
  old: ["leaning", "crumbling", "gilded", "crooked", "black", "white", "ancient", "half-finished", "sunken", "copper-roofed", "ivy-covered", "fire-scarred"],
  now: ["rusting", "freshly painted", "graffitied", "art deco", "shuttered", "listed", "crooked", "brick", "floodlit", "sagging"],
  fallen: ["rusted", "bullet-pocked", "patched", "scorched", "half-buried", "rebuilt", "leaning", "barricaded"],
  future: ["flickering", "rust-streaked", "patched", "gleaming", "half-built", "scorched", "humming", "sealed", "holo-lit", "pitted"],
};

export const INNS: ByFamily<readonly string[]> = {
  old: ["Drowned Lantern", "Three Crowns", "Gilded Goose", "Broken Oar", "Sleeping Giant", "Crooked Key", "Wandering Star", "Last Candle"],
  now: ["Blue Moon", "Starlite", "Four Corners", "Lucky Strike", "Silver Spoon", "Night Owl"],
  fallen: ["Last Drop", "Rad Rat", "Rusty Bucket", "Dead Battery", "Clean Water", "Fallout"],
  future: ["Event Horizon", "Dead Reckoning", "Red Shift", "Cold Sleep", "Lagrange Point", "Long Burn"],
};

/** Who gathers at a landmark, by family (the verb phrases are in words-prose.ts, by tone). */
export const GATHERERS: ByFamily<readonly string[]> = {
  old: ["pilgrims", "smugglers", "old soldiers", "the night watch", "lovers", "dice players", "beggars", "the guild elders", "apprentices", "widows"],
  now: ["teenagers", "commuters", "the old-timers", "skateboarders", "tourists", "the night shift", "dog walkers", "local politicians"],
  fallen: ["scavengers", "caravan drivers", "the militia", "children", "traders", "drifters", "the old-timers", "raiders under truce"],
  future: ["off-shift miners", "smugglers", "station kids", "security patrols", "traders", "pilgrims of the Long Drift", "deck crews", "androids"],
};

export const DISTRICTS: ByFamily<readonly string[]> = {
  old: ["the Old Quarter", "the Tanners' Row", "the Temple Hill", "the Market Ward", "the Scholars' Close", "the Shambles", "the Garden Terraces", "the Foreign Quarter", "the Noble Heights", "the Bell Ward", "the Ashes"],
  now: ["the old downtown", "the industrial estate", "the university district", "the projects", "the gated hills", "the arts quarter", "the strip", "the rail yards", "the new suburbs", "the hospital district"],
  fallen: ["the Scrapyards", "the Wall", "the Greenhouses", "the Pit", "the Old Mall", "Bone Row", "the Water Tower", "the Tent Ring", "the Motor Pool"],
  future: ["the Hab Ring", "Hydroponics", "the Core", "the Spin Deck", "the Old Module", "the Foundry Decks", "the Lowers", "the Market Concourse", "Medbay Row", "the Vents", "the Observation Gallery"],
};
/** Districts only a port has. */
export const HARBOUR: ByFamily<readonly string[]> = { old: ["the Harbour", "the Lower Docks", "the Ropewalk"], now: ["the waterfront", "the container port"], fallen: ["the Rust Docks", "the Raft Town"], future: ["the Docking Spine", "the Cargo Bays"] };

export const ZONES: ByFamily<readonly string[]> = {
  old: ["the flooded entrance hall", "a collapsed gallery", "the ossuary", "a chamber of broken statues", "the well shaft", "the sealed vault", "a fungus garden", "the old throne room", "a bridge over a chasm", "the hermit's camp", "the burned watchtower", "a hidden spring", "the wolf dens"],
  now: ["the loading docks", "the flooded basement", "the old offices", "a collapsed stairwell", "the boiler room", "the car park", "a hunters' camp", "the ranger station", "the quarry pond", "the burned-out chapel"],
  fallen: ["the glass fields", "the collapsed overpass", "the old pharmacy", "a flooded subway", "the crater rim", "the raiders' camp", "the dead orchard", "the bunker stairs", "the car graveyard"],
  future: ["the breached hab module", "the cold reactor room", "a cryo bay", "the dark server hall", "a collapsed shaft", "the drone nest", "the survey camp", "the crash site", "an alien grotto", "the frozen lab"],
};

/** [danger, fit] by family; a place draws one of these and one from its biome. */
export const DANGERS: ByFamily<readonly (readonly [string, Fit])[]> = {
  old: [["pickpockets in the market crowds", "settled"], ["press gangs near the docks", "coast"], ["corrupt watchmen selling protection", "settled"], ["a cult that takes the lonely", "any"], ["sudden fogs in which people vanish", "any"], ["something in the old sewers", "settled"], ["rival gangs feuding over the bridges", "settled"], ["unstable floors", "ruined"], ["traps the builders left behind", "ruined"], ["rival treasure hunters", "ruined"], ["bears and worse in the deep woods", "wild"], ["bandits on the only road in", "any"]],
  now: [["muggers after dark", "settled"], ["a crooked sheriff", "settled"], ["a drug gang moving in", "settled"], ["a cult recruiting the lonely", "any"], ["dangerous stretches of highway", "any"], ["asbestos and rotten floors", "ruined"], ["squatters who do not want visitors", "ruined"], ["no phone signal for miles", "wild"], ["hunters who shoot at movement", "wild"]],
  fallen: [["raiders testing the walls", "settled"], ["a greedy water boss", "settled"], ["the sickness from bad water", "any"], ["feral dogs", "any"], ["radiation hot spots", "any"], ["collapsing floors", "ruined"], ["old mines and tripwires", "ruined"], ["mutant beasts", "wild"], ["slavers on the roads", "wild"]],
  future: [["corporate security who shoot first", "settled"], ["black-market augment clinics", "settled"], ["a gang running the lower decks", "settled"], ["a cult of the machine", "any"], ["rogue maintenance drones", "any"], ["live power conduits", "ruined"], ["vacuum behind every door", "ruined"], ["quarantined xenoforms", "ruined"], ["wildlife no survey listed", "wild"]],
};

/** Who holds a place no one governs: "{nobody}; {why}". */
export const NOBODY: ByFamily<readonly string[]> = {
  old: ["No one", "Nominally the crown", "A bandit chief who calls herself queen", "Whoever holds the old gate this season", "An old hermit, by his own account"],
  now: ["No one", "Nominally the county", "A faraway property company", "Whoever pays the caretaker", "The state, on paper"],
  fallen: ["No one", "The strongest gang this month", "A warlord two valleys over", "Whoever holds the well"],
  future: ["No one", "A bankrupt corporation", "The colonial authority, on paper", "Whoever holds the airlock codes", "A silent AI"],
};
export const NOBODY_WHY: ByFamily<readonly string[]> = {
  old: ["the last lord's line died out", "the crown forgot it", "claims change with every winter", "in practice no one"],
  now: ["the owners went bankrupt", "the council forgot it existed", "the deeds are in dispute", "in practice no one"],
  fallen: ["the old government is bones", "claims are settled with guns", "nobody lasts long", "in practice no one"],
  future: ["the company pulled out years ago", "the charter lapsed", "claims go to the armed", "in practice no one"],
};
