// Frames and setting-family pools for the tradition generator (our own writing): steps, timing,
// meaning, customs, origins, variants and taboos told with inline alternatives
// (core/phrases/alternation.ts), so no observance reads like another.
import type { Tone } from "../../core/options.js";
import { frames, type Frame } from "../../core/phrases/alternation.js";
import type { ByFamily } from "../../core/phrases/setting-families.js";
import type { TraditionType } from "./words.js";

export const WHENS: Readonly<Record<TraditionType, readonly Frame[]>> = {
  festival: frames([
    "on the [longest|shortest|first warm] day of the year",
    "[for three days|for a week|for one night] after the [first full moon|new moon|spring rains]",
    "when the [river ice breaks|first ship returns|snow melts]",
    "on the [anniversary|eve] of [the founding|the great flood|the old victory]",
  ]),
  "rite of passage": frames([
    "in a child's [thirteenth|twelfth|sixteenth] [spring|winter|summer]",
    "on the eve of [a first paid work|a first journey|leaving home]",
    "when a youth [first returns from the hunt|first earns a wage|first stands a night watch]",
    "at the [first grey hair|fiftieth birthday|birth of a first grandchild]",
  ]),
  "mourning custom": frames([
    "for [nine|seven|three] nights after a death",
    "on the [first|third] [new moon|full moon] after a burial",
    "each year on the [day|eve] of a loss",
    "until the mourner's [candle|lamp|fire] burns out",
  ]),
  "harvest rite": frames([
    "when the last [field|row|crate] is [cut|gathered|packed]",
    "at the first [frost|rain|storm] after harvest",
    "when the [grapes are trodden|apples are pressed|grain is in]",
    "on the evening the [granaries|stores|silos] are sealed",
  ]),
  "courtship custom": frames([
    "on the first warm [evening|night|Sunday] of spring",
    "during the [midsummer fair|harvest dance|spring market]",
    "whenever a suitor's token is [accepted|returned|worn]",
    "on the eve of the [new year|first thaw|long night]",
  ]),
  "seasonal observance": frames([
    "at the [winter|summer] solstice",
    "on the [spring|autumn] equinox",
    "when the first [swallows|geese|storms] return",
    "on the [darkest|longest|coldest] night of [autumn|winter]",
  ]),
};

export const PARTICIPANTS: ByFamily<readonly string[]> = {
  old: [
    "every household in the village",
    "the unmarried young",
    "elders and their grandchildren",
    "the families of the dead",
    "guild members and apprentices",
    "fishers and their crews",
    "anyone back from far away",
    "the whole town",
  ],
  now: [
    "every family on the street",
    "students and their teachers",
    "grandparents and grandchildren",
    "the families of the dead",
    "union members and their families",
    "the fishing crews",
    "anyone home from afar",
    "the whole neighbourhood",
  ],
  fallen: [
    "every bunker family",
    "the young scavengers",
    "elders and the camp children",
    "kin of the raider-killed",
    "the convoy crews",
    "the water guild",
    "anyone back from the wastes",
    "the whole settlement",
  ],
  future: [
    "every crew on the station",
    "cadets and their mentors",
    "elders and the crèche children",
    "the families of the lost",
    "the dock shifts",
    "the hydroponics teams",
    "anyone who jumped systems",
    "the whole habitat",
  ],
};

export const SYMBOLS: ByFamily<readonly string[]> = {
  old: [
    "red ribbons",
    "sprigs of rowan",
    "white stones",
    "sheaves of barley",
    "candles in blue glass",
    "iron nails",
    "paper lanterns",
    "salt circles",
    "crow feathers",
    "painted eggs",
    "knots of green thread",
    "copper bells",
  ],
  now: [
    "paper lanterns",
    "red ribbons",
    "white candles",
    "painted stones",
    "bunches of marigolds",
    "strings of lights",
    "old photographs",
    "folded paper cranes",
    "small brass bells",
    "coloured chalk",
    "pressed flowers",
    "glass jars of sand",
  ],
  fallen: [
    "bottle caps",
    "rags of red cloth",
    "shards of blue glass",
    "wire knots",
    "tins of lamp oil",
    "scrap-metal bells",
    "dried corn",
    "old keys",
    "shell casings",
    "painted tyres",
    "strips of radio tape",
    "jars of clean water",
  ],
  future: [
    "glow strips",
    "seed capsules",
    "white light panels",
    "polished hull rivets",
    "paper stars",
    "ice crystals",
    "old data chips",
    "blue lamps",
    "coiled copper wire",
    "holo tokens",
    "vials of soil",
    "origami ships",
  ],
};

export const MEANINGS: readonly Frame[] = frames([
  "the return of [light|warmth|hope] after [darkness|the long night|hard times]",
  "the debt [the living owe the dead|we owe our ancestors|each generation owes the last]",
  "the bond [between people and land|between neighbours|that holds the community]",
  "[the end of childhood|a step into adulthood|leaving youth behind]",
  "luck [carried across a threshold|brought into the house|kept for the year]",
  "a promise [kept through hard years|made to the founders|renewed each year]",
  "protection against [wandering spirits|bad luck|the dark|sickness]",
]);

export const SYMBOLISM: readonly Frame[] = frames([
  "The {symbol} stand for {meaning}.",
  "[Everyone knows|Every child learns|The old say] the {symbol} [mean|stand for|signify] {meaning}.",
  "{Symbol} [mark|represent|recall] {meaning}[, or so the elders say|; few argue otherwise|].",
]);

export const STEPS: Readonly<Record<TraditionType, readonly Frame[]>> = {
  festival: frames([
    "[Doorways|Windows|Gates] are hung with {symbol}.",
    "A procession carries [an effigy|a giant puppet|a painted figure] through [every street|the market|the old quarter].",
    "Strangers are given [the best seat|the first plate|a warm welcome] at [every table|each house|the feast].",
    "[Masks|Costumes|Painted faces] are worn from dusk [until the bells ring|to midnight|until dawn].",
    "The night ends with [a bonfire|fireworks|a great song] [on the highest hill|over the water|in the square].",
  ]),
  "rite of passage": frames([
    "The youth fasts [from sunrise|for a day|until dusk].",
    "An elder [paints|draws|marks] {symbol} on the youth's [brow|hands|shoulder].",
    "The youth [walks alone|goes unaccompanied|travels on foot] to [the boundary stone|the old marker|the edge of the land] and back.",
    "A new name is [whispered|given|spoken once], known only to [the family|the elders|the youth].",
    "The youth receives {a:gift} and [a first cup of wine|a seat among the adults|a handshake from each elder].",
  ]),
  "mourning custom": frames([
    "[Mirrors|Screens|Windows] are [turned to the wall|covered|shuttered].",
    "A place is set [at the table|by the fire|at every meal] for the departed.",
    "Mourners wear {symbol} [pinned over the heart|on the left sleeve|at the throat].",
    "[Songs|Stories|Verses] of the [dead one's life|departed|lost one] are [sung in turn|shared by all|sung by the eldest|told at the door].",
    "On the last night, [a lantern is set adrift|a light is sent out|a candle is left burning] [on the water|into the dark|at the door].",
  ]),
  "harvest rite": frames([
    "The last [sheaf|bundle|crate] is [woven into a figure|dressed as a bride|carried home in triumph].",
    "Children chase [a hare|the last bird|a painted ball] from the final row.",
    "[Bread|Cakes|Flatbread] from the first grain is [broken in the fields|shared by all|left for the spirits].",
    "{Symbol} are hung [above the granary door|on the store's gate|over the threshold].",
    "The [reapers|pickers|workers] are crowned with [straw|leaves|ribbons].",
  ]),
  "courtship custom": frames([
    "Suitors leave {a:gift} [on a doorstep|at a window|by a gate] [before dawn|at midnight|unseen].",
    "Couples dance around [a pole|a fire|a tree] hung with {symbol}.",
    "Both families [share a single loaf|drink from one cup|sit at one table].",
    "The pair [walk the boundary|cross the whole town|climb the hill] together.",
    "Elders ask [three riddles|two questions|a single hard question], [and the couple must answer|and both must reply|which the pair answer] [together|without conferring|in one voice].",
  ]),
  "seasonal observance": frames([
    "[All|Every one of the] [fires|lights|lamps] [are put out|go dark|are doused] and [are relit|are lit again|burn anew] from [one flame|a single spark|the eldest's lamp].",
    "Houses are swept [from back to front|top to bottom|at dawn].",
    "{Symbol} are carried to [the shrine|the high place|the old tree] at [dawn|dusk|noon].",
    "A vigil is held [until the sun rises|through the night|in silence].",
    "Old grudges are [spoken aloud and forgiven|written down and burned|settled with a handshake].",
  ]),
};

export const GIFTS: ByFamily<readonly string[]> = {
  old: ["carved spoon", "bone-handled knife", "embroidered belt", "silver coin", "clove-studded apple", "small clay bird"],
  now: ["fountain pen", "pocket knife", "silver bracelet", "old coin", "house key", "hand-knitted scarf"],
  fallen: ["sharpened knife", "clean water flask", "wind-up torch", "brass shell casing", "seed packet", "patched coat"],
  future: ["data chip", "pilot's pin", "seed capsule", "ration token", "hand-made tool", "star chart"],
};

export const FOODS: ByFamily<readonly string[]> = {
  old: [
    "honey cakes",
    "roast goose",
    "spiced wine",
    "barley bread",
    "smoked eel",
    "salted plums",
    "saffron porridge",
    "black sausage",
    "apple dumplings",
    "fried dough knots",
  ],
  now: ["barbecue", "sweet rolls", "mulled wine", "fried chicken", "sticky rice", "potato salad", "cheesecake", "spiced tea", "dumplings", "grilled corn"],
  fallen: ["roast rat", "cactus jam", "tinned peaches", "flatbread", "goat stew", "still liquor", "mushroom soup", "dried fish", "boiled roots", "corn cakes"],
  future: [
    "algae cakes",
    "vat-grown steak",
    "hydroponic berries",
    "synth wine",
    "spiced noodles",
    "printed sweets",
    "protein buns",
    "fresh tomatoes",
    "reclaimed-water tea",
    "seaweed crisps",
  ],
};

export const MUSIC: ByFamily<readonly string[]> = {
  old: ["a slow drum", "bone flutes", "a children's round", "fiddles until dawn", "hand bells rung in sequence", "a single horn at sunset", "clapping songs"],
  now: ["a brass band", "old records", "guitars and clapping", "a church choir", "a DJ until dawn", "a school orchestra", "karaoke"],
  fallen: ["tin-can drums", "a wind-up gramophone", "scrap-metal chimes", "old radio songs", "a lone harmonica", "work chants", "clapping songs"],
  future: ["synth chorales", "archived old-earth songs", "hull drumming", "a holo orchestra", "a cadet choir", "ambient tones", "clapping songs"],
};

export const DRESS: ByFamily<readonly string[]> = {
  old: ["white linen", "coats worn inside out", "crowns of straw", "painted bark masks", "one's oldest clothes", "green sashes", "black lace veils"],
  now: ["white shirts", "borrowed suits", "paper crowns", "painted faces", "one's oldest clothes", "green scarves", "black armbands"],
  fallen: ["rag cloaks", "scrap-metal masks", "painted goggles", "one's oldest clothes", "red armbands", "bone necklaces", "dust veils"],
  future: ["dress uniforms", "glowing sashes", "mirror masks", "one's oldest coveralls", "blue armbands", "ceremonial helmets", "paper crowns"],
};

export const OBSERVANCE: readonly Frame[] = frames([
  "{Culture} keep {name} {when}, and [those who join in are|it is kept by|the ones who take part are|its keepers are|joining in are] {participants}.",
  "{When}, {culture} [keep|hold|celebrate] {name}; [those taking part are|it belongs to|the celebrants are] {participants}.",
  "{Name} [is kept|comes round|is held] {when} [among|by] {culture}, [with|gathering] {participants}.",
]);

export const CUSTOMS: readonly Frame[] = frames([
  "[The table holds|Tables carry|Everyone eats] {food}; [the air is full of|everyone hears|the night rings with] {music}; [participants wear|people wear|the custom asks for] {dress}.",
  "[Expect|There will be|Look for] {food} [to eat|on every table], {music} [to dance to|in the background|all night], and {dress} [on everyone|on the celebrants|as the custom demands].",
  "[People wear|Celebrants put on|Everyone dons] {dress}, [eat|share|feast on] {food}, and [listen to|dance to|sing along with] {music}.",
]);

export const DEEDS: ByFamily<readonly Frame[]> = {
  old: frames([
    "walked into [a blizzard|the storm|the flood] for [a lost child|a stranger|the herd]",
    "shared [the last loaf|the last cup|a fire] with [a disguised god|a beggar|an enemy]",
    "made peace between [feuding clans|two villages|rival brothers]",
    "lit [a hill fire|a beacon|a lamp] to guide [boats|travellers|the lost] home",
    "[outwitted|tricked|bargained with] [a harvest spirit|a river spirit|the fey]",
    "buried [a beloved hound|a stranger|a sword] under [the well|the oak|the door]",
  ]),
  now: frames([
    "drove through [a flood|a blizzard|the fire] to save [a family|the children|a neighbour]",
    "kept [the bakery|the shop|the clinic] open through [a strike|the war|the blackout]",
    "hid [neighbours|refugees|strangers] during [the war|the riots|the raids]",
    "rebuilt [the church|the school|the bridge] after [a fire|the flood|the storm]",
    "refused to sell [the common land|the old mill|the park]",
    "found [the missing girl|the lost boy|the old man] alive",
  ]),
  fallen: frames([
    "carried water across [the dead flats|the ash fields|the glass road]",
    "traded [the last rifle|the last fuel|a radio] for [seed|medicine|clean water]",
    "held the gate against [raiders|the hounds|the storm]",
    "fixed [the old pump|the generator|the still] by [moonlight|hand|candle]",
    "led the children out of [the ash|the ruins|the fire]",
    "found [a spring|a seed store|a clean well] under [the ruins|the old mall|the dam]",
  ]),
  future: frames([
    "sealed [a hull breach|the airlock|a reactor leak] by hand",
    "shared the last [air|water|rations] with [strangers|the crèche|a rival crew]",
    "steered [the colony ship|the lifeboat|the station] [home|to safety|past the storm]",
    "restarted [the dead reactor|the life support|the beacon]",
    "planted the first [seed|tree|garden] on [the moon|the new world|the ring]",
    "talked [a mutiny|the riot|a rogue AI] down",
  ]),
};

export const ORIGINS: readonly Frame[] = frames([
  "[It is said to have begun|It began, they say,|The story goes that it started] when {founder} {deed}, [and is repeated yearly|and it has been kept since|and none dare stop it|so none forget|and so it goes on|and the habit stuck|and it never stopped|which everyone still honours].",
  "[The elders say|Old people say|The oldest say] it [started|began|arose] [in|during] [the hungry year|a terrible winter|the flood year|a plague summer|the long drought], when {founder} {deed}.",
  "[Its origin is disputed|No one agrees on its origin|Historians argue about it|Its start is uncertain], [but|yet|though|and yet] [the favourite story is|most believe|the popular tale holds] that {founder} {deed}.",
]);

export const VARIANT_PLACES: ByFamily<readonly string[]> = {
  old: ["in the hill villages", "in the city", "in coastal towns", "at the temple", "among travelling folk", "on the river farms"],
  now: ["in the suburbs", "in the city", "in coastal towns", "in the churches", "among immigrant families", "in the farm counties"],
  fallen: ["in the dam towns", "in the big settlement", "among the coastal wrecks", "among the preachers", "among the convoys", "among the bunker families"],
  future: ["on the outer rings", "on the capital station", "among mining crews", "on the chapel deck", "among freighter families", "in the colony domes"],
};

export const VARIANTS: readonly Frame[] = frames([
  "{Where}, [the whole thing is done in silence|it is kept in silence|nobody speaks during it].",
  "{Where}, it [has become|turned into|is now] [a market|mostly a party|a commercial affair|an excuse to drink].",
  "{Where}, families add [a blessing of the doors|a blessing of the tools|an extra prayer|a shared meal].",
  "{Where}, [some households|a few families|many] [keep it only every seventh year|skip it in lean years|keep it twice|keep it privately].",
  "{Where}, the version is [longer, with more prayers|shorter and plainer|louder and later].",
  "{Where}, it is [kept|held|observed] [on whatever night suits|on a different date|only by the old|in spring instead|at home, not outdoors].",
]);

export const TABOOS: Readonly<Record<Tone, readonly Frame[]>> = {
  heroic: frames([
    "[It is forbidden|Nobody may|It is shameful] to [refuse hospitality|turn away a guest|close a door|deny bread] [during it|that day|while it lasts].",
    "No one may [bear a weapon|raise a fist|carry a blade|draw steel] [inside the circle|during the rite|until it ends|near the fire].",
    "[Quarrels|Feuds|Old debts|Lawsuits] [must be set aside|are forbidden|are paused|may not be raised] [until it ends|for its length|that day|while it lasts].",
    "[Lying|Breaking a promise|Cheating at games|Boasting] [brings a year's bad luck|shames the family|is unforgivable|angers the founders] [at this time|during it|that day].",
    "[The old|Children|Strangers|The poor] [are served first|must never go hungry|may ask any favour|sit nearest the fire] [during it|that night|by custom].",
  ]),
  grim: frames([
    "[Speaking the name of the dead|Laughing|Singing out of turn] [during it|that night|at the rite] [is punished by a year's shunning|invites the dead|is never forgiven].",
    "[A household|A family|Anyone] that [skips it|forgets it|mocks it] [is believed to|will surely|is said to] [invite a death|lose a child|draw the dead].",
    "[Looking back over your shoulder|Leaving before dawn|Walking alone] [lets the dead follow you home|is asking for trouble|brings the dead to your door].",
    "[Lights|Fires|Voices] must be kept low, [or something will notice|lest the dark hear|for fear of what listens].",
  ]),
  whimsical: frames([
    "[Eating the last cake|Taking the last sweet|Finishing the wine] is [very bad luck|frowned upon|unthinkable], so it [grows stale on a shelf|is saved for the goat|sits there all year].",
    "Nobody may wear [yellow|stripes|hats], for reasons [everyone has forgotten|lost to time|no one can explain].",
    "[Geese|Cats|The oldest dog] [are excused from all obligations|may go anywhere|must be served first] for the day.",
    "[Whistling|Sneezing|Saying 'pudding'] during the rite [costs a forfeit|must be apologised for|means dancing alone].",
  ]),
};

/** Who keeps it, when no saved people are named: "the folk of …". */
export const FOLK: ByFamily<readonly string[]> = {
  old: ["the folk", "the people", "the families", "the villagers", "the clans"],
  now: ["the people", "the families", "the townsfolk", "the neighbours", "the locals"],
  fallen: ["the survivors", "the families", "the settlers", "the clans", "the people"],
  future: ["the colonists", "the crews", "the families", "the settlers", "the people"],
};
