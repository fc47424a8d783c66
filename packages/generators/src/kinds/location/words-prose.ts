// The location kind's sentence parts: landmark details, rumours, history and the Arrival lines,
// composed from short pieces (by family and tone) so no long phrase recurs across results.
import type { ByFamily, ByTone } from "../../core/phrases/setting-families.js";
import type { Fit } from "./words-places.js";

/** What gatherers do at a landmark, by tone. */
export const GATHER_DO: ByTone<readonly string[]> = {
  heroic: [
    "swear oaths of friendship",
    "toast the founders",
    "meet before a muster",
    "leave tokens for the brave",
    "gather on feast days",
    "keep a vigil each spring",
    "trade news at dusk",
    "settle quarrels fairly",
  ],
  grim: [
    "mourn their dead",
    "settle debts in blood",
    "meet after dark",
    "sell what they steal",
    "bury what they cannot sell",
    "whisper about the missing",
    "pay for silence",
    "wait for news that never comes",
  ],
  whimsical: [
    "hold a weekly pie contest",
    "argue about the weather",
    "feed a very fat cat",
    "race snails for money",
    "swap terrible poems",
    "gather to gossip",
    "play dice badly",
    "hold loud pointless debates",
  ],
};
/** How a landmark stands, by family. */
export const STATES: ByFamily<readonly string[]> = {
  old: [
    "has never been mended",
    "glows on moonless nights",
    "predates the founders",
    "is guarded day and night",
    "locals will not pass alone",
    "divides two rival quarters",
    "rings out at midnight",
    "casts no shadow",
    "leans more each year",
    "was a king's gift",
    "smells faintly of roses",
    "is older than the road",
  ],
  now: [
    "is forever for sale",
    "is on every postcard",
    "locals avoid after dark",
    "was built with mob money",
    "survived three floods",
    "the council wants demolished",
    "is a listed building",
    "appears in a famous film",
    "is haunted, supposedly",
    "needs a new roof",
  ],
  fallen: [
    "survived the bombs",
    "is patched with road signs",
    "still has power, somehow",
    "marks where safety ends",
    "a one-eyed veteran guards",
    "collects the town's rainwater",
    "nobody remembers building",
    "lists the dead",
  ],
  future: [
    "went dark years ago",
    "still sends a distress call",
    "hums at a strange pitch",
    "predates the colony charter",
    "a dozen cameras watch",
    "was printed overnight",
    "no scanner can read",
    "the company disowns",
    "flickers during solar storms",
    "kids dare to lick",
  ],
};
export const DETAIL_SHAPES = ["where {who} {do}", "which {state}", "where {who} {do}", "which {state}"] as const;

/** Who tells a rumour, by family. */
export const SOURCES: ByFamily<readonly string[]> = {
  old: [
    "A drunk swears",
    "The miller says",
    "Word is",
    "A tinker claims",
    "Washerwomen insist",
    "A guard let slip",
    "Children sing that",
    "The priest fears",
    "A minstrel claims",
    "Old Tam swears",
    "Some say",
    "The smith says",
  ],
  now: [
    "A regular swears",
    "The paper hints",
    "Online, people say",
    "A cabbie claims",
    "The postman insists",
    "A retired cop says",
    "Word is",
    "Teenagers say",
    "The barber claims",
    "Some say",
  ],
  fallen: [
    "A guard swears",
    "Scavengers say",
    "Word at the well is",
    "A prophet claims",
    "The radio says",
    "Traders whisper",
    "Some say",
    "The medic swears",
    "Kids say",
    "A drifter swears",
  ],
  future: [
    "A dock hand swears",
    "The feeds hint",
    "Lower-deckers say",
    "A pilot claims",
    "An AI let slip",
    "Word is",
    "Some say",
    "The medic says",
    "A smuggler swears",
    "Miners whisper",
  ],
};
/** [claim, fit]; "{ruler}" is whoever rules the place. */
export const CLAIMS: ByFamily<readonly (readonly [string, Fit])[]> = {
  old: [
    ["{ruler} is gravely ill", "settled"],
    ["{ruler} has a secret heir", "settled"],
    ["the old well hides gold", "settled"],
    ["lights move under the water", "coast"],
    ["a dead king's coin turned up", "any"],
    ["the temple relic is fake", "settled"],
    ["someone is buying empty houses", "settled"],
    ["graves were opened from inside", "settled"],
    ["the bells rang by themselves", "settled"],
    ["the caravans have stopped", "settled"],
    ["only a mule came out", "ruined"],
    ["the braziers burn again", "ruined"],
    ["there is a hidden door", "ruined"],
    ["a white stag leads wolves", "wild"],
    ["smoke rises where nobody lives", "wild"],
    ["the boundary stones moved", "any"],
    ["a witch lives nearby", "any"],
    ["treasure lies under the hill", "any"],
    ["a ghost walks at midsummer", "any"],
    ["the dead speak here", "ruined"],
    ["an heir hides among them", "any"],
    ["spies came with the fair", "settled"],
  ],
  now: [
    ["{ruler} takes bribes", "settled"],
    ["the plant poisons the water", "settled"],
    ["a body lies under the pier", "coast"],
    ["a film star bought the mansion", "settled"],
    ["the mine will reopen", "any"],
    ["lights were seen in the woods", "any"],
    ["the top floor is sealed", "ruined"],
    ["a cult meets downstairs", "ruined"],
    ["the missing hiker lives", "wild"],
    ["someone is buying the main street", "settled"],
    ["the police chief is scared", "settled"],
    ["a developer wants it all", "any"],
    ["a serial killer lived here", "any"],
    ["the water table is poisoned", "any"],
    ["bigfoot was seen again", "wild"],
    ["the government tested something here", "ruined"],
  ],
  fallen: [
    ["{ruler} is sick", "settled"],
    ["clean water lies under the mall", "settled"],
    ["a ship came in empty", "coast"],
    ["a bunker still has power", "ruined"],
    ["the raiders are massing", "any"],
    ["someone has pre-war seeds", "settled"],
    ["the radio calls east", "any"],
    ["the glass fields move", "wild"],
    ["the mutants are learning", "wild"],
    ["the caravans have stopped", "settled"],
    ["a city survived intact", "any"],
    ["the old army is coming back", "any"],
    ["a vault is full of food", "ruined"],
    ["the dead walk at night", "any"],
    ["a doctor works miracles", "settled"],
  ],
  future: [
    ["{ruler} is a deepfake", "settled"],
    ["the colony is being sold", "settled"],
    ["something came on the freighter", "settled"],
    ["the sealed lab still runs", "ruined"],
    ["a derelict answered a hail", "ruined"],
    ["the ocean has a second current", "coast"],
    ["the survey missed a structure", "wild"],
    ["the oxygen figures are faked", "settled"],
    ["an AI is buying debts", "settled"],
    ["the beacon plays a lullaby", "any"],
    ["aliens built the first tunnels", "any"],
    ["a clone walks among them", "any"],
    ["the reactor is unsafe", "any"],
    ["pirates pay {ruler}", "any"],
    ["the stars are wrong here", "any"],
    ["the jump gate is failing", "any"],
    ["the wildlife is watching", "wild"],
    ["the crew never left", "ruined"],
  ],
};
export const RUMOUR_TAILS = [
  "",
  "",
  "",
  ".",
  "; nobody says why.",
  ", which explains much.",
  "; nobody has checked.",
  "; a few believe it.",
  "; the story spreads.",
] as const;

/** Founders by family. */
export const FOUNDERS: ByFamily<readonly string[]> = {
  old: [
    "refugees from a drowned kingdom",
    "a band of exiled monks",
    "miners chasing a silver vein",
    "shipwreck survivors",
    "a warlord and her army",
    "two feuding brothers",
    "runaway apprentices",
    "nomads who decided to stay",
  ],
  now: [
    "railway workers",
    "a lumber company",
    "gold rush prospectors",
    "immigrant farmers",
    "a utopian commune",
    "a car factory",
    "Quaker families",
    "a cannery owner",
    "striking dockers",
    "retired fishermen",
  ],
  fallen: [
    "survivors from the city",
    "a bus full of schoolchildren",
    "deserters from the last army",
    "a doomsday cult",
    "the staff of a seed bank",
    "truckers who stayed",
    "a prison's released inmates",
    "two rival scav crews",
    "a travelling circus",
    "nurses from a field hospital",
  ],
  future: [
    "a corporate survey team",
    "colonists on a sleeper ship",
    "refugees from the inner worlds",
    "miners under contract",
    "a research mission",
    "a religious exodus fleet",
    "striking dockworkers",
    "a terraforming crew",
    "deserters from a fleet",
    "asteroid prospectors",
  ],
};
export const WHY: ByFamily<readonly string[]> = {
  old: [
    "they struck water against all hope",
    "a dying king gave them land",
    "they needed somewhere to hide",
    "white birds led them",
    "a star fell here",
    "the river spoke to them",
    "their oxen stopped",
    "the soil was good",
    "a saint was buried here",
    "the hunting was rich",
  ],
  now: [
    "the railway stopped here",
    "land was cheap",
    "a mine opened",
    "a highway came through",
    "a factory needed workers",
    "they wanted to be left alone",
    "oil was struck",
    "the harbour was deep",
  ],
  fallen: [
    "the water was clean",
    "the walls still stood",
    "the radio said to",
    "the fuel ran out",
    "nobody else wanted it",
    "the crops grew",
    "the dust storms missed it",
    "the geiger counters were quiet",
  ],
  future: [
    "the survey found water",
    "the charter said so",
    "the engines failed",
    "the ore assays were rich",
    "the orbit was stable",
    "nowhere else would take them",
    "the signal led here",
    "the lottery sent them",
  ],
};
export const FOUNDING = [
  "{Founders} founded it {years} years ago, because {why}.",
  "{Founders} settled here {years} years ago; {why}.",
  "Some {years} years back {founders} came, since {why}.",
  "The tale is that {founders} stopped here {years} years ago when {why}.",
  "{Founders} arrived {years} years ago, mostly because {why}.",
] as const;

/** Something that happened, by family and tone: "{what} {ago}" then its mark. */
export const BLOWS: ByFamily<readonly string[]> = {
  old: ["a great fire", "a siege", "a plague", "a flood", "a war of succession", "a famine", "a dragon's visit", "a new trade road"],
  now: ["a factory closure", "a flood", "a hurricane", "a highway bypass", "a tech boom", "a scandal at city hall", "a mine disaster"],
  fallen: ["a raider war", "a cholera outbreak", "a dust winter", "the well running dry", "a seed caravan", "a great fire"],
  future: ["a reactor scare", "a hull breach", "a corporate buyout", "a quarantine", "a strike", "a gold rush for ice", "a secession vote"],
};
export const MARKS: ByTone<readonly string[]> = {
  heroic: [
    "{name} rose again",
    "the walls were rebuilt",
    "a statue marks it",
    "heroes were made",
    "songs remember it",
    "the town held firm",
    "{name} only grew prouder",
    "the people pulled together",
  ],
  grim: [
    "the scars remain",
    "streets stand empty",
    "nobody speaks of it",
    "{name} never recovered",
    "the graves are fresh",
    "grief still lingers",
    "half the families left",
    "the debts remain",
  ],
  whimsical: [
    "people still grumble",
    "there is a bad song",
    "there is a festival now",
    "the mayor's hat was lost",
    "the goats enjoyed it",
    "nobody agrees what happened",
    "it is a tourist draw now",
    "the pigeons never left",
  ],
};
export const TURN = [
  "{What} struck {ago}, and {mark}.",
  "{What} changed everything {ago}; {mark}.",
  "Then, {ago}, came {what}; {mark}.",
  "{Ago} came {what}; {mark}.",
  "{Ago} there was {what}, and {mark}.",
] as const;
export const PAST_CLOSERS: ByTone<readonly string[]> = {
  heroic: [""],
  grim: [""],
  whimsical: [""],
};

export const OPENINGS = [
  "Travellers smell {smell} before they see {name}.",
  "The first thing a visitor notices is {sight}.",
  "{Name} announces itself with {sound}.",
  "Arrive at dusk and there {is} {sight}.",
  "Long before the gates there {isSound} {sound}.",
  "The air smells of {smell}.",
  "Newcomers remember {sight} most of all.",
] as const;
export const CLIMATE_LINES = [
  "{Name} lies {where} ({climate}).",
  "It stands {where}; its climate is {climate}.",
  "{Name} stands {where} ({climate}).",
] as const;
export const POWER_LINES = [
  "Power rests with {ruler}, and the money comes from {economy}.",
  "{Ruler} holds power; the coffers fill from {economy}.",
  "{Economy} keep it going, and {ruler} keeps order.",
  "It lives on {economy}, under {ruler}.",
] as const;
export const WILD_POWER = [
  "What rule there is belongs to {ruler}; its trade is {economy}.",
  "Its trade is {economy}; order rests with {ruler}.",
  "Such order as it has comes from {ruler}, and it lives on {economy}.",
  "Those who stay live on {economy}, and answer, if at all, to {ruler}.",
] as const;
export const EMPTY = [
  "No one lives there now, save whatever lairs in the dark.",
  "Nobody lives there any more.",
  "It is empty, or seems so.",
  "No one has lived there for years.",
] as const;
export const BEWARE = [
  "Visitors should beware of {list}.",
  "Locals warn against {list}.",
  "The wise avoid {list}.",
  "The dangers are {list}.",
  "Watch out for {list}.",
] as const;
export const RUMOUR_HEADS = ["Rumours going around:", "What people whisper:", "Current gossip:", "Heard lately:"] as const;
export const SIGHTS_HEADS = ["Notable sights:", "Places of note:", "Worth seeing:"] as const;

/** Town sights, sounds and smells by family (a place draws one from these or from its biome). */
export const TOWN_SENSES: ByFamily<readonly [readonly string[], readonly string[], readonly string[]]> = {
  old: [
    [
      "laundry strung between the upper windows",
      "lamps lit in every window at dusk",
      "children racing along the rooftops",
      "smoke rising from a hundred chimneys",
      "banners of faded red",
    ],
    ["the clang of the smiths", "hawkers crying their wares", "bells marking the hours", "dogs barking in the alleys", "a fiddler who never stops"],
    ["fresh bread and woodsmoke", "tanneries downwind", "incense from the temples", "roasting chestnuts"],
  ],
  now: [
    ["neon signs in the rain", "a church spire between office blocks", "traffic lights swinging in the wind", "murals on the old warehouses"],
    ["traffic", "a church bell on Sundays", "music from passing cars", "a freight train horn"],
    ["coffee and exhaust", "fried onions", "hot tarmac", "cut grass"],
  ],
  fallen: [
    ["watchtowers made of scaffolding", "rust everywhere", "cookfires in oil drums", "gardens on every roof"],
    ["generators coughing", "the sentry's whistle", "a wind-up gramophone", "hammers on scrap"],
    ["smoke and rust", "boiled cabbage", "diesel fumes", "unwashed crowds"],
  ],
  future: [
    ["holo-signs in a dozen languages", "drones weaving overhead", "lights that never dim", "a starship sliding past the viewports"],
    ["announcements in a calm voice", "the hum of the grid", "traders haggling in pidgin", "ventilation fans"],
    ["recycled air", "noodle stalls", "hot electronics", "ozone"],
  ],
};
export const WILD_SENSES: ByFamily<readonly [readonly string[], readonly string[], readonly string[]]> = {
  old: [
    ["roots splitting the old flagstones", "bones picked clean by crows", "a rusted helmet on a spike", "a cold mist in the hollows"],
    ["water dripping in the dark", "something scratching behind the walls", "ravens arguing overhead", "a pressing silence"],
    ["damp earth and rot", "old smoke", "bat droppings", "crushed wild thyme"],
  ],
  now: [
    ["graffiti on every wall", "weeds through the asphalt", "broken glass in the sun"],
    ["a dog barking far off", "wind in broken windows", "dripping pipes"],
    ["mould and damp plaster", "old oil", "wet leaves"],
  ],
  fallen: [
    ["bleached bones by the road", "a rusted car on its roof", "glass fused into green puddles"],
    ["a Geiger counter ticking", "wind in dead wires", "distant gunfire"],
    ["ash and ozone", "rot", "burnt plastic"],
  ],
  future: [
    ["emergency lights still blinking", "frost on dead consoles", "alien growth on the bulkheads"],
    ["a dead ship creaking", "static on every channel", "something moving in the vents"],
    ["stale air", "burnt wiring", "coolant"],
  ],
};

export const DISTRICT_LINES = [
  "Its districts include {list}.",
  "Its quarters are {list}.",
  "People live in {list}.",
  "Locals name {list}.",
  "The main wards: {list}.",
] as const;
export const ZONE_LINES = ["Its parts include {list}.", "Explorers speak of {list}.", "Within lie {list}.", "Maps mark {list}."] as const;
