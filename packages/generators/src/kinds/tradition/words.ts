// Word lists and templates for the tradition generator (our own writing).
import type { Tone } from "../../core/options.js";

export const TYPES = ["festival", "rite of passage", "mourning custom", "harvest rite", "courtship custom", "seasonal observance"] as const;
export type TraditionType = (typeof TYPES)[number];

export const NAME_NOUNS: Record<TraditionType, readonly string[]> = {
  festival: ["Feast", "Fair", "Revel", "Night", "Carnival"],
  "rite of passage": ["Walk", "Vigil", "Naming", "Crossing", "Trial"],
  "mourning custom": ["Wake", "Lament", "Lantern Night", "Silence", "Farewell"],
  "harvest rite": ["Sheaf", "Gathering", "Last Cut", "Threshing", "Bounty"],
  "courtship custom": ["Ribbon Dance", "Token Day", "Match", "Rose Walk", "Promise"],
  "seasonal observance": ["Turning", "Long Night", "Thaw", "Kindling", "Greening"],
};
export const NAME_ADJ = ["Lantern", "Salt", "Ember", "Silver", "Crow", "Honey", "Ash", "Bell", "Candle", "Thorn", "River", "Moon", "Bread", "Iron", "Willow", "Frost"];

export const WHENS: Record<TraditionType, readonly string[]> = {
  festival: ["on the longest day of the year", "for three days after the first full moon of spring", "when the river ice breaks", "on the anniversary of the city's founding"],
  "rite of passage": ["in a child's thirteenth spring", "on the eve of an apprentice's first paid work", "when a youth first returns from the hunt", "at the first grey hair"],
  "mourning custom": ["for nine nights after a death", "on the first new moon after a burial", "each year on the day of a loss", "until the mourner's candle burns out"],
  "harvest rite": ["when the last field is cut", "at the first frost after harvest", "when the grapes are trodden", "on the evening the granaries are sealed"],
  "courtship custom": ["on the first warm evening of spring", "during the midsummer fair", "whenever a suitor's token is accepted", "on the eve of the new year"],
  "seasonal observance": ["at the winter solstice", "on the spring equinox", "when the first swallows return", "on the darkest night of autumn"],
};

export const PARTICIPANTS = ["every household in the village", "the unmarried young", "elders and their grandchildren", "the families of the dead", "guild members and their apprentices", "fishers and their crews", "anyone who has travelled far that year", "the whole town, led by its oldest widow"];

export const STEPS: Record<TraditionType, readonly string[]> = {
  festival: ["Doorways are hung with {symbol}.", "A procession carries an effigy through every street.", "Strangers are given the best seat at every table.", "Masks are worn from dusk until the bells ring.", "The night ends with a bonfire on the highest hill."],
  "rite of passage": ["The youth fasts from sunrise.", "An elder paints {symbol} on the youth's brow.", "The youth walks alone to the boundary stone and back.", "A new name is whispered, known only to the family.", "The youth is given {a:gift} and a first cup of wine."],
  "mourning custom": ["Mirrors are turned to the wall.", "A place is set at the table for the departed.", "Mourners wear {symbol} pinned over the heart.", "Songs of the dead one's life are sung in turn.", "On the last night, a lantern is set adrift on the water."],
  "harvest rite": ["The last sheaf is woven into a figure.", "Children chase a hare from the final row.", "Bread is baked from the first grain and broken in the fields.", "{Symbol} are hung above the granary door.", "The reapers are crowned with straw."],
  "courtship custom": ["Suitors leave {a:gift} on a doorstep before dawn.", "Couples dance around a pole hung with {symbol}.", "Both families share a single loaf.", "The pair walk the boundary of the parish together.", "Elders ask three riddles, and the couple must answer together."],
  "seasonal observance": ["All fires are put out and relit from one flame.", "Houses are swept from back to front.", "{Symbol} are carried to the shrine at dawn.", "A vigil is held until the sun rises.", "Old grudges are spoken aloud and forgiven."],
};
export const SYMBOLS = ["red ribbons", "sprigs of rowan", "white stones", "sheaves of barley", "candles in blue glass", "iron nails", "paper lanterns", "salt circles", "feathers of a crow", "painted eggs", "knots of green thread", "copper bells"];
export const GIFTS = ["carved spoon", "knife with a bone handle", "embroidered belt", "silver coin", "apple studded with cloves", "small clay bird"];
export const MEANINGS = ["the return of light after darkness", "the debt the living owe the dead", "the bond between the people and the land", "the end of childhood", "luck carried across a threshold", "a promise kept through hard years", "protection against wandering spirits"];

export const FOODS = ["honey cakes", "roast goose", "spiced wine", "barley bread", "smoked eel", "salted plums", "milk porridge with saffron", "black sausage", "apple dumplings", "fried dough knots"];
export const MUSIC = ["a slow drum", "bone flutes", "a round sung by children", "fiddles that play until dawn", "hand bells rung in sequence", "a single horn at sunset", "clapping songs with no instruments"];
export const DRESS = ["white linen", "borrowed coats worn inside out", "crowns of straw", "masks of painted bark", "the oldest clothes one owns", "green sashes", "veils of black lace"];

export const ORIGINS = [
  "It is said to have begun when {founder} {deed}, and the people have repeated it every year since so as not to forget.",
  "The elders say it started in the hungry year, when {founder} {deed}.",
  "Its origin is disputed, but the favourite story is that {founder} {deed}.",
];
export const DEEDS = ["walked out into a blizzard to bring back a lost child", "shared the last loaf of the winter with a stranger who turned out to be a god", "made peace between two feuding clans at a single supper", "lit a fire on the hill to guide the fishing boats home", "outwitted a spirit that had been stealing the harvest", "buried a beloved hound beneath the village well"];

export const VARIANTS = ["In the hill villages, the whole thing is done in silence.", "City folk have turned it into a market and an excuse to drink.", "Coastal families add a blessing of the boats.", "Some households only observe it every seventh year.", "The temple version is longer and has more prayers.", "Among travellers, it is kept on whatever night the caravan halts."];

export const TABOOS: Record<Tone, readonly string[]> = {
  heroic: ["It is forbidden to refuse hospitality during it.", "No one may bear a weapon inside the circle.", "Quarrels must be set aside until it ends."],
  grim: ["Anyone who speaks the name of the dead during it is shunned for a year.", "A household that skips it is believed to invite a death.", "Looking back over the shoulder is said to let the dead follow you home."],
  whimsical: ["It is very bad luck to eat the last cake, so the last cake is never eaten and grows stale on a shelf.", "Nobody may wear yellow, for reasons everyone has forgotten.", "Geese are excused from all obligations for the day."],
};
