// Word lists and tale templates for the lore generator (our own writing).
import type { Setting, Tone } from "../../core/options.js";

export const TYPES = ["myth", "legend", "folk tale", "history"] as const;
export type LoreType = (typeof TYPES)[number];

export const ROLES = ["shepherd", "smith's apprentice", "exiled princess", "ferryman", "blind archer", "temple foundling", "wandering cook", "salt merchant", "young widow", "lighthouse keeper", "disgraced knight", "river witch", "goatherd", "scribe"];
export const FUTURE_ROLES = ["deck hand", "orbital miner", "junior navigator", "cargo pilot", "clone technician", "signal officer", "salvage diver", "colony medic"];

export const FOES: Record<Setting, readonly string[]> = {
  "high-fantasy": ["a wyrm of the northern ice", "a sorcerer-king in a tower of glass", "the giant who drank rivers", "a court of jealous fey", "the Hollow Knight"],
  "dark-fantasy": ["the thing beneath the mere", "a plague-saint and her choir", "the Lord of Ash Crows", "a hunger that wore a man's face", "the drowned bishop"],
  "science-fiction": ["a rogue station mind", "the swarm from the outer belt", "a corporation that owned the air", "an ancient derelict that still hunted", "the Quiet Fleet"],
  modern: ["a developer who wanted the valley", "the flood of the century", "a syndicate that ran the docks", "a fever no doctor could name", "the man in the grey car"],
  steampunk: ["the Iron Baron and his engines", "a runaway dreadnought of the sky", "the smog that killed lamplighters", "a clockwork wolf", "the Guild of Chains"],
  "post-apocalyptic": ["the raiders of the glass road", "a radio voice that lied", "the red storm", "the last warlord of the dams", "a machine that still obeyed dead orders"],
  mythic: ["the serpent that circles the world", "a jealous sky-father", "the titan of the first night", "the bull that gored the sun", "the sisters who spin death"],
};

export const BOONS: Record<Setting, readonly string[]> = {
  "high-fantasy": ["a spear of starlight", "the song that wakes stones", "a cloak woven of morning mist", "the key to the drowned library"],
  "dark-fantasy": ["a candle that burns without flame", "a name the dead must obey", "a knife of cold iron", "a bell cast from a saint's chains"],
  "science-fiction": ["the override codes", "a navigation core from the first ships", "a cure sequenced from ice", "a beacon no one could jam"],
  modern: ["a ledger of every bribe", "the old survey map", "a recording nobody was meant to hear", "the key to the pump house"],
  steampunk: ["a governor valve of pure silver", "the inventor's lost notebook", "a compass that pointed to lies", "the boiler heart of a dead engine"],
  "post-apocalyptic": ["a seed vault's code", "a working water filter", "the map to clean ground", "a battery that never ran down"],
  mythic: ["fire stolen from the hearth of the gods", "the first grain of barley", "the sun's golden bridle", "a feather from the dawn bird"],
};

export const OPENINGS: Record<LoreType, readonly string[]> = {
  myth: [
    "In the days before there were calendars, when {place} was still a single stone in an empty sea, {hero} lived among the first people as {a:role}.",
    "Before the seasons had names, the gods walked freely in {place}, and among the mortals who spoke with them was {hero}, {a:role}.",
    "The priests of {place} say that the world was young and soft as clay when {hero}, {a:role}, first opened {their} eyes.",
  ],
  legend: [
    "Long ago, when {place} was a border town and its walls were new, there lived {a:role} named {hero}.",
    "Every child in {place} knows the name of {hero}, {a:role} who was born in a hard winter under a red moon.",
    "They say {hero} was only {a:role} when the trouble came to {place}, and that nobody thought {them} special.",
  ],
  "folk tale": [
    "Once there was {a:role} called {hero}, who lived at the edge of {place} with a cat, a crooked chimney and very little money.",
    "Grandmothers in {place} begin it this way: there was once {a:role} named {hero}, and {they} {v:was} cleverer than anyone guessed.",
    "Not so long ago and not so far away, in a cottage outside {place}, lived {hero}, {a:role} with more luck than sense.",
  ],
  history: [
    "The chronicles of {place} record that in the {nth} year of the old count, {a:role} named {hero} rose to sudden prominence.",
    "According to the oldest surviving ledgers of {place}, {hero} was {a:role} of modest standing until the crisis of that decade.",
    "Historians of {place} agree on little, but they agree that {hero}, {a:role}, was present when everything changed.",
  ],
};

export const TROUBLES = [
  "Then {foe} came to {place}. Fields went grey, wells turned bitter, and the bravest of the town rode out and did not return. The elders met in the long hall and argued until the lamps burned down, and in the end they did nothing at all.",
  "It was in that season that {foe} fell upon the land. First the herds vanished, then the children began to dream the same dream, and at last the road to {place} was closed by fear alone.",
  "Trouble came quietly at first: rumours from the hills, a stranger's warning, a bird that would not stop crying. By midsummer everyone knew the name of {foe}, and nobody dared to say it aloud.",
  "No one agrees how it began, only that {foe} was suddenly everywhere, and that {place} had no answer to it. Soldiers were sent and soldiers were lost.",
];

export const DEEDS = [
  "{Hero} took nothing but a heel of bread and {their} mother's blessing and set out toward the place where the trouble began. On the way {they} shared the bread with {a:helper}, who in return told {them} the secret of {boon}. It took {them} {span} to find it, and when {they} did, {they} understood what it would cost.",
  "Alone, {hero} went to bargain. {They} spent {span} in the shadow of {foe}, answering riddles, enduring insults and learning patience. At last {they} {v:was} offered {boon}, on one condition: {price}.",
  "{Hero} was not strong, but {they} {v:was} stubborn. With the help of {a:helper} {they} crossed the marsh, climbed the broken stair and after {span} stood before {foe} holding {boon}. What happened next is told differently in every village.",
];

export const HELPERS = ["talking fox", "old hermit", "lost child", "one-eyed raven", "drowned sailor's ghost", "travelling tinker", "beggar who was more than a beggar", "tortoise older than the hills"];
export const SPANS = ["three days and three nights", "a year and a day", "seven winters", "a single sleepless night", "nine long weeks"];
/** [the condition of a bargain, how the hero paid it]: the tale always settles its price. */
export const PRICES = [
  ["never to speak {their} own name again", "{Hero} kept the bargain, and from that day answered only to a nickname."],
  ["to give up the memory of {their} home", "{Hero} paid it: ever after {they} could not say where {they} had been born, and it troubled {them} less than anyone expected."],
  ["to return the gift when asked", "Years later a stranger asked for the gift, and {hero} gave it back without a word."],
  ["to give up {their} shadow", "{Hero} paid it: from that day {they} cast no shadow, even at noon."],
] as const;

export const ENDINGS: Record<Tone, readonly string[]> = {
  heroic: [
    "And so {foe} was driven out, and {place} was whole again. {Hero} refused every crown and reward, and asked only that a lamp be kept burning at the crossroads for travellers. That lamp, they say, is still lit.",
    "When it was over, the people of {place} carried {hero} home on their shoulders. {They} lived long, grew old in a house by the river, and taught every child who asked what {they} had learned on the road, and what it had cost.",
  ],
  grim: [
    "{Foe} was gone, but so was {hero}. Only {their} shoes were found at the edge of the water, and the price was paid for generations after. In {place}, no one sings the ending; they simply stop.",
    "The trouble ended, and {place} survived. But {hero} came home changed, spoke to no one, and was buried outside the walls. Some say that {foe} did not die at all, but merely learned to wait.",
  ],
  whimsical: [
    "In the end {foe} was so thoroughly confused that it packed its belongings and moved somewhere quieter. {Hero} was given a pie, a medal and a goat, and was happiest with the goat.",
    "Everything turned out rather better than anyone deserved. {Hero} married nobody, became mayor by accident, and spent the rest of {their} days settling arguments about whose turn it was to feed the ducks.",
  ],
};

export const MORALS: Record<Tone, readonly string[]> = {
  heroic: ["Courage is a choice made each morning.", "The small and the overlooked may save us all.", "A gift shared returns twice over.", "Keep faith with strangers; they may be gods."],
  grim: ["Every victory is paid for by someone.", "Beware the bargain that sounds fair.", "The dark does not forget those who defy it.", "What is buried is never truly gone."],
  whimsical: ["Always feed the goat.", "Cleverness beats strength, and snacks beat both.", "Listen to talking animals.", "Never insult a cook."],
};

export const ORIGINS = [
  "first written down by a wandering monk who heard it from a ferryman in {place}",
  "told around winter fires in the hill villages near {place}",
  "sung by the harvest choirs of {place} for as long as anyone remembers",
  "preserved on a cracked clay tablet found beneath the old well of {place}",
  "spread by travelling players who performed it at every fair from {place} to the coast",
  "recorded in the temple archives of {place}, though the archivists disagree on its date",
];

export const VARIANTS = [
  "In the eastern valleys, {hero} is {a:otherSex} and {foe} is {otherPossessive} own {otherSibling}.",
  "Coastal tellers replace the gift with a boat that sails against the wind.",
  "In the mountain version, the helper is the true hero and {hero} only a witness.",
  "Some villages end the tale halfway, insisting the rest is bad luck to say.",
  "The city version makes {hero} a noble in disguise, which country folk find insulting.",
  "Children's versions leave out the price entirely.",
  "An older, rhyming version names the place differently and sets it underwater.",
  "One heretical version claims that {hero} and {foe} were allies all along.",
];

export const TRUTHS = [
  "Scholars believe the tale remembers a real drought and the engineer who dug the first deep well at {place}.",
  "The truth is probably a border skirmish, inflated by grateful survivors into a battle against monsters.",
  "Records suggest {hero} existed, but as a tax collector whose kindness during a famine was never forgotten.",
  "The story likely blends two different people who lived a century apart.",
  "Archaeologists found a burned hall at {place} exactly where the tale places the final confrontation.",
  "It may be a warning dressed as a story, meant to keep children away from dangerous marshes.",
  "The core event was an eruption whose ash darkened the sky for a year; everything else grew around that memory.",
];

export const TITLE_FORMS: Record<LoreType, readonly string[]> = {
  myth: ["How {hero} Brought {Boonword} to the World", "{hero} and the Making of {place}", "{hero} and the {Foeword}", "Why the {Foeword} Weeps for {hero}"],
  legend: ["The Legend of {hero} of {place}", "{hero} and the {Foeword}", "The Last Ride of {hero}", "{hero} at the Siege of {place}"],
  "folk tale": ["{hero} and the {Foeword}", "Clever {hero}", "{hero} and the {Helperword} of {place}", "How {hero} Fooled the {Foeword}"],
  history: ["{hero} and the {place} Affair", "The Rise of {hero}", "{hero} in the Year of the {Foeword}", "A True Account of {hero} at {place}"],
};
export const FOE_WORDS = ["Wyrm", "Shadow", "Drowned King", "Grey Wolf", "Iron Giant", "Storm", "Crow Lord", "Hungry Dark", "Hollow Knight", "Smiling Stranger", "Red Tide", "Pale Rider"];
export const BOON_WORDS = ["Fire", "Rain", "Song", "Bread", "Starlight", "Sleep", "Laughter", "Iron", "Memory", "Honey"];
export const HELPER_WORDS = ["Fox", "Raven", "Hermit", "Tinker", "Tortoise", "Ghost", "Beggar", "Child"];
