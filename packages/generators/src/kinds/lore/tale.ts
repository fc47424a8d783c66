// Frames for the lore generator's tale (our own writing): sentences with inline alternatives
// (core/phrases/alternation.ts) and setting-family pools, so no telling repeats another's
// sentences. Its tellers, origins, variants and truth are in telling.ts, re-exported here.
import type { Tone } from "../../core/options.js";
import { frame, frames, type Frame } from "../../core/phrases/alternation.js";
import type { ByFamily } from "../../core/phrases/setting-families.js";
import type { LoreType } from "./words.js";

export * from "./telling.js";

export const OPENINGS: Readonly<Record<LoreType, readonly Frame[]>> = {
  myth: frames([
    "[In the days before calendars|Before the seasons had names|When the world was young and soft as clay|In the first age, when the stars were still being hung], [when {place} was a single stone in an empty sea|while the gods still walked in {place}|when {place} was only a word the wind said|and long before {place} had walls], [there lived|there walked|the first people counted among them] {hero}, {a:role}.",
    "[The priests|The oldest singers|The keepers of the shrine|Old women] of {place} [say|swear|teach|still insist] that {hero}, {a:role}, [opened {their} eyes|was shaped from river mud|woke under the first sunrise|was born] [before anything had a name|while the sky was still low|when the mountains were soft|in the morning of the world].",
    "{Hero} [was {a:role}|lived as {a:role}|served as {a:role}] [in the time when|back when|in the age when] [gods and mortals shared one table|the moon still spoke|rivers ran uphill|{place} floated on the sea], [and {they} {v:was} the first to|and it fell to {them} to|and {they} alone dared to] [ask the sky a question|disobey|cross the water|doubt the gods].",
  ]),
  legend: frames([
    "[Long ago|In the old days|Generations back|When grandmothers' grandmothers were young], [when {place} was a border town|before {place} had a proper road|while the walls of {place} were new|when {place} counted fewer than a hundred hearths], there lived {a:role} [named|called|by the name of] {hero}.",
    "[Every child|Every tavern keeper|Anyone raised] in {place} [knows the name of|can tell you of|grows up hearing about] {hero}, {a:role} [born in a hard winter|born under a red moon|who came from nowhere much|with nothing to {their} name but stubbornness].",
    "[They say|People claim|It is said|Tellers agree] {hero} was [only|nothing more than|just] {a:role} when [the trouble reached|the bad years came to|the darkness found] {place}, [and nobody thought {them} special|and few knew {their} face|and no one expected much of {them}].",
  ]),
  "folk tale": frames([
    "[Once there was|Once upon a time there lived|There was once] {a:role} called {hero}, who lived [at the edge of|on the far side of|a short walk outside] {place} [with a cat and a crooked chimney|with a goat and a leaky roof|with very little money|with more debts than chairs].",
    "[Grandmothers|Mothers at bedtime|The old tellers] in {place} [begin it this way|start like this|open it so]: there was once {a:role} named {hero}, and {they} {v:was} [cleverer than anyone guessed|luckier than {they} deserved|kinder than was wise|lazier than a summer dog].",
    "[Not so long ago and not so far away|Once, when the roads were worse|In a year nobody bothered to write down], [in a cottage outside|in a lane behind the market of|up the hill from] {place}, lived {hero}, {a:role} [with more luck than sense|with a famous appetite|with a talent for trouble|with one good boot].",
  ]),
  history: frames([
    "The [chronicles|annals|tax rolls|parish books] of {place} [record|note|state] that in the {nth} year [of the old count|of the reckoning|after the founding], {a:role} named {hero} [rose to sudden prominence|came to notice|enters the record].",
    "[According to|If we trust|By] the [oldest surviving|surviving|earliest] [ledgers|letters|court rolls] of {place}, {hero} was {a:role} [of modest standing|of no great family|with a small following] [until the crisis of that decade|until the {nth} year|before the troubles].",
    "Historians of {place} [agree on little|argue about most things|rarely agree], but [they accept|most grant|all admit] that {hero}, {a:role}, [was present when everything changed|stood at the centre of events|was there in the {nth} year].",
  ]),
};

export const HARMS: ByFamily<readonly string[]> = {
  old: [
    "fields went grey",
    "wells turned bitter",
    "the herds vanished",
    "the children dreamed the same dream",
    "the bees left their hives",
    "milk soured in the pail",
    "the bells cracked",
    "the roads emptied",
    "lamps guttered at dusk",
    "the fish rotted in the nets",
    "the orchards bore ash",
    "the wind smelled of graves",
  ],
  now: [
    "the phones went dead",
    "the river ran brown",
    "shops boarded their windows",
    "the night shift stopped coming home",
    "the power failed street by street",
    "the clinic filled and stayed full",
    "families packed their cars",
    "the local paper went quiet",
    "the water tasted of metal",
    "the last bus stopped running",
    "dogs howled at nothing",
    "rents doubled overnight",
  ],
  fallen: [
    "the wells ran dry",
    "the crops came up twisted",
    "the radio filled with static",
    "the scouts stopped returning",
    "the fuel went bad",
    "the goats sickened",
    "the wind carried red dust",
    "the fence lines were cut",
    "the children coughed all winter",
    "the solar panels cracked",
    "the trade caravans turned back",
    "the lamps ran out of oil",
  ],
  future: [
    "the air scrubbers faltered",
    "the relays went silent",
    "the hydroponic decks withered",
    "the docking rings locked shut",
    "the colony's children stopped sleeping",
    "the long-range sensors showed ghosts",
    "the water reclaimers failed",
    "whole decks went dark",
    "the cargo ships stopped calling",
    "the medical bays filled",
    "the gravity flickered",
    "the star charts corrupted",
  ],
};

export const TROUBLES: readonly Frame[] = frames([
  "[Then|Soon|Before long|That same year] {foe} [came to|fell upon|crept into|found] {place}. [First|At first|Early on] {harm1}, [then|and then|and after that] {harm2}. [The elders argued all night|The council dithered|The brave rode out, and few came back|The wise counselled patience, in vain|Prayers went unanswered|Children were sent away to safety|Nobody knew what to do].",
  "[It was in that season|In that very year|Soon after|Within a season] that {foe} [fell upon the land|arrived|rose|awoke]. [First|To begin with] {harm1}; [then|soon|next] {harm2}, [and at last|until finally|and in the end] [the road to {place} was closed by fear alone|no one in {place} slept soundly|{place} held its breath].",
  "[Trouble came quietly at first|Nobody noticed at first|The first signs were small]: {harm1}, [and a stranger's warning|and a crying bird|and rumours from the hills|and a dream shared by the old|and a cold wind]. [By midsummer|Within a month|Soon] [everyone in {place}|the whole of {place}|every household in {place}] knew the name of {foe}, [and nobody dared say it|and few would speak it aloud|though none said it twice].",
  "[No one agrees how it began|The tellers differ on how it started|How it began is disputed], [only that|except that|but all agree that] {foe} [was suddenly everywhere|came without warning|grew bold], [and {place} had no answer|and {place} could not resist|and {place} was not ready]. {Harm1}. [Help was sent and lost|Soldiers went and did not return|Pleas for help went unanswered].",
]);

export const HELPERS: ByFamily<readonly string[]> = {
  old: [
    "talking fox",
    "old hermit",
    "lost child",
    "one-eyed raven",
    "drowned sailor's ghost",
    "travelling tinker",
    "beggar who was more than a beggar",
    "tortoise older than the hills",
    "blind ferrywoman",
    "weeping statue",
    "wolf with a silver ear",
    "hedge witch",
  ],
  now: [
    "retired detective",
    "lost child",
    "night-shift nurse",
    "stray dog",
    "radio host",
    "old librarian",
    "taxi driver",
    "runaway teenager",
    "disgraced engineer",
    "street preacher",
    "junk dealer",
    "grandmother with a shotgun",
  ],
  fallen: [
    "scavenger child",
    "blind trader",
    "three-legged dog",
    "old soldier",
    "radio ghost",
    "mutant hermit",
    "water diviner",
    "caravan cook",
    "deserter",
    "half-mad mechanic",
    "crow that talked",
    "bunker keeper",
  ],
  future: [
    "damaged service robot",
    "stowaway child",
    "old pilot",
    "station cat",
    "exiled scientist",
    "ship's ghost program",
    "smuggler",
    "retired marine",
    "alien envoy",
    "half-deleted archive",
    "mining drone",
    "hull welder",
  ],
};

export const SPANS = [
  "three days and three nights",
  "a year and a day",
  "seven winters",
  "a single sleepless night",
  "nine long weeks",
  "most of a summer",
  "forty days",
  "two hard seasons",
  "a month of storms",
  "a whole winter",
];

/** [the condition of a bargain, how the hero paid it]: the tale always settles its price. */
export const PRICES: readonly (readonly [string, Frame])[] = [
  [
    "never to speak {their} own name again",
    frame(
      '{Hero} [kept the bargain|kept {their} word|held to it], and [from that day|ever after|for the rest of {their} life] answered only to [a nickname|a borrowed name|"you there"].',
    ),
  ],
  [
    "to give up the memory of {their} home",
    frame(
      "{Hero} paid it: [ever after|from then on|for good] {they} could not [say|remember|picture] where {they} had been born, [and it troubled {them} less than expected|and {they} rarely missed it|though some nights {they} wept].",
    ),
  ],
  [
    "to return the gift when asked",
    frame(
      "[Years later|Long after|When {they} {v:was} old], [a stranger|a child|a grey woman] [asked for|came for|knocked and asked for] the gift, and {hero} [gave it back without a word|handed it over|returned it gladly].",
    ),
  ],
  [
    "to give up {their} shadow",
    frame(
      "{Hero} [paid it|agreed|accepted]: [from that day|afterwards|ever after] {they} cast no shadow, [even at noon|not even by lamplight|and dogs barked at {them}].",
    ),
  ],
  [
    "to never again sleep under a roof",
    frame(
      "{Hero} [kept faith|kept to it|honoured it]: {they} slept [in fields and doorways|under hedges and stars|in barns and ditches] [to the end|all {their} days|until {they} died].",
    ),
  ],
  [
    "to give away {their} singing voice",
    frame(
      "{Hero} [paid it|gave it|let it go], and [never sang again|sang no more|was silent at every feast], [not even at weddings|not even lullabies|though {they} had loved to].",
    ),
  ],
  [
    "to serve {foe} for a year",
    frame("{Hero} [served the year|kept the year|paid with a year], [and came back greyer|and never spoke of it|and came home thinner]."),
  ],
  [
    "to give up {their} luck",
    frame(
      "[From then on|Afterwards|Ever after], {hero} [lost at every game|never found a coin|broke every cup {they} touched], [and laughed about it|and did not mind|and called it cheap].",
    ),
  ],
  [
    "to forget the face of {their} first love",
    frame(
      "{Hero} [paid it|forgot|let it go], [and never knew why one song made {them} cry|and passed {their} love in the street unknowing|and searched crowds without knowing why].",
    ),
  ],
  [
    "to come back when called",
    frame(
      "[Long after|Many years later|One winter], [the call came|{foe} called|a voice called], and {hero} [went without a word|answered it|was never seen again].",
    ),
  ],
];

export const CONDITION_LEADS = ["on one condition", "for one price", "at one cost", "in return for one promise"];

export const DEEDS = frames([
  "{Hero} [took [a heel of bread|a blanket|a knife|a lantern] and [a blessing|a borrowed coat|no plan]|set out with empty pockets|left before dawn|said goodbye to no one] and [walked toward|went looking for|followed the trail to] [the source of the trouble|where it all began|the heart of the trouble|the root of it all]. [On the way|Along the road|At a crossroads|In a ditch|By a well] {they} [shared {their} food with|helped|spared|met] {a:helper}, who [told {them}|showed {them}|whispered to {them}] [the secret of|the way to|where to find|the hiding place of] {boon}. [It took {them} {span} to find it|The search lasted {span}|{Span} passed before {they} found it], [and {they} understood at once what it would cost|and then {they} understood the cost|and the finding changed {them}].",
  "[Alone|Without telling anyone|Against all advice], {hero} went to [bargain|make terms|strike a deal]. {They} spent {span} [in the shadow of|at the door of|before] {foe}, [answering riddles|enduring insults|keeping {their} temper|learning patience|trading stories|losing at dice]. [At last|In the end|Finally] {foe} offered {boon} {conditionLead}: {price}.",
  "{Hero} was not strong, but {they} {v:was} [stubborn|patient|clever|lucky]. [With the help of|Guided by|Trailed by] {a:helper}, {they} {crossing}, and [after {span}|when {span} had passed|at the end of {span}] [stood before|faced|found] {foe} [holding {boon}|with {boon} in hand|armed with {boon}]. [What happened next|The rest|How it ended] [is told differently in every village|depends on who is telling it|changes with the teller].",
]);

export const ENDINGS: Readonly<Record<Tone, readonly Frame[]>> = {
  heroic: frames([
    "[And so|In this way|So it was that] {foe} was [driven out|thrown down|sent away], and {place} [was whole again|healed|breathed again]. {Hero} [refused every reward|turned down every honour|wanted no crown|took no payment], [asking only for|and wished only for|save for] [a lamp at the crossroads|a bench by the well|a song for the fallen|bread for travellers|a day of rest for all|a tree for the dead]. [The custom is kept to this day|People still honour it|{place} still keeps the promise|It is granted every year].",
    "[When it was over|Afterwards|When the dust settled], [the people of {place}|the folk of {place}|all of {place}] [carried {hero} home on their shoulders|lit fires for {hero}|sang {hero}'s name in the square]. {They} [lived long|grew old|lived many years|settled down] [in a house by the river|at the edge of town|among friends|near the old gate|above the bakery], and [taught every child who asked|told anyone who would listen|showed the young|warned the foolish|sang for the sick] [what {they} had learned on the road|what courage costs|how {foe} was beaten|where the danger lay|the price of {boon}].",
    "{Foe} [fell|broke|fled] [at dawn|before the harvest|on the longest night], and [{place} rang its bells|the people of {place} wept with joy|every door in {place} opened]. {Hero} [went home|went back to being {a:role}|kept {boon} hidden], [and the feast is still held|and every year the day is marked|and the children still play the battle|and a statue stands|and a song was made] [in {their} honour|in {place}|on that date|to this day|by the old well].",
  ]),
  grim: frames([
    "{Foe} was gone, [but so was {hero}|and {hero} with it|yet {hero} never came back]. [Only {their} shoes were found|Only {their} cloak was found|Nothing was found but {their} knife] [at the edge of the water|on the stair|in the ashes], and [the price was paid for generations|the debt passed to {their} kin|{place} paid for years]. In {place}, [no one sings the ending|the ending is never sung|the tale stops short]; [they simply stop|the singers fall silent|the fire is left to die].",
    "[The trouble ended|The worst was over|The danger passed], and {place} [survived|endured|limped on]. But {hero} [came home changed|came back hollow|returned a stranger], [spoke to no one|never laughed again|kept to the dark], and was [buried outside the walls|laid in an unmarked grave|forgotten within a year]. [Some say|Others whisper|The old ones claim] [that {foe} did not die at all|{foe} only sleeps|{foe} is still waiting], [but merely learned to wait|and counts the years|and remembers {place}].",
    "{Hero} [won|had {their} victory|paid for the win], [but|yet|though] [the winter after was the hardest anyone remembered|half of {place} was already buried|the cost fell on the innocent]. {Foe} [left a mark|left a stain|left a scar] [on every door|in every well|on every child born that year], and [in {place} the tale is told only in whispers|no one in {place} speaks of it gladly|the people of {place} still bar their doors at dusk].",
  ]),
  whimsical: frames([
    "[In the end|At last|Eventually] {foe} [was so thoroughly confused|grew so embarrassed|became so bored] that it [packed its belongings|took up knitting|left a polite note] and [moved somewhere quieter|went off to bother someone else|was never seen again]. {Hero} was given [a pie, a medal and a goat|a hat, a parade and a goose|a key to the town and a cabbage], and [liked the goat best|kept only the goose|ate the cabbage].",
    "[Everything turned out rather better than anyone deserved|It all worked out, somehow|Nobody quite knows how it worked]. {Hero} [married nobody|married the miller's cousin|adopted three cats], [became mayor by accident|opened a bakery|took up the fiddle], and [spent the rest of {their} days|passed {their} old age] [settling arguments about ducks|telling the story wrong|being insufferable about it].",
    "{Foe} [tripped on its own tail|lost a bet|sneezed itself into the sea], [and {place} laughed for a week|to the delight of {place}|which {place} still finds hilarious]. {Hero} [claimed it was all planned, and nobody believed {them}|asked for a sandwich, and it was excellent|took a long nap, and everyone agreed {they} had earned it|went fishing, and caught nothing, happily].",
  ]),
};

export const MORALS: Readonly<Record<Tone, readonly string[]>> = {
  heroic: [
    "Courage is a choice made each morning.",
    "The small may save us all.",
    "A gift shared returns twice.",
    "Keep faith with strangers.",
    "Stand where others will not.",
    "Hope is a kind of work.",
    "No road is too long together.",
    "The humble door opens widest.",
    "Light a lamp for those behind.",
    "Mercy is stronger than steel.",
    "Promises kept outlast kings.",
    "Even one candle pushes back night.",
  ],
  grim: [
    "Every victory is paid for.",
    "Beware the bargain that sounds fair.",
    "The dark does not forget.",
    "What is buried is never gone.",
    "Heroes are remembered; survivors are not.",
    "Every door opened stays open.",
    "The price always comes due.",
    "Do not call what you cannot dismiss.",
    "Fear keeps the village alive.",
    "Nothing saved stays saved.",
    "Trust the wolf you know.",
    "Graves are patient.",
  ],
  whimsical: [
    "Always feed the goat.",
    "Snacks beat cleverness and strength.",
    "Listen to talking animals.",
    "Never insult a cook.",
    "Wear two socks on adventures.",
    "Naps solve most things.",
    "Ducks know more than they say.",
    "Never bet against a grandmother.",
    "Pack a spare sandwich.",
    "Be polite to geese.",
    "Nobody likes a smug hero.",
    "Always read the small print.",
  ],
};

export const MORAL_LEADS = [
  "Its lesson:",
  "Tellers end with:",
  "The last line:",
  "It closes:",
  "Listeners keep one line:",
  "The moral:",
  "Every telling ends:",
  "Remember:",
];

export const PLAIN_ROLES: ByFamily<readonly string[]> = {
  old: ["tax collector", "village midwife", "miller", "minor priest", "ferry keeper", "well digger"],
  now: ["schoolteacher", "union organiser", "nurse", "bus driver", "postal worker", "local councillor"],
  fallen: ["water trader", "mechanic", "camp cook", "medic", "radio operator", "fence builder"],
  future: ["maintenance tech", "cargo clerk", "medic", "shift supervisor", "hydroponics worker", "comms officer"],
};

export const ROLES: ByFamily<readonly string[]> = {
  old: [
    "shepherd",
    "smith's apprentice",
    "exiled princess",
    "ferryman",
    "blind archer",
    "temple foundling",
    "wandering cook",
    "salt merchant",
    "young widow",
    "lighthouse keeper",
    "disgraced knight",
    "river witch",
    "goatherd",
    "scribe",
  ],
  now: [
    "schoolteacher",
    "night-shift nurse",
    "mechanic",
    "waitress",
    "taxi driver",
    "fisherman",
    "student",
    "night watchman",
    "shop owner",
    "paramedic",
    "reporter",
    "farmer",
  ],
  fallen: [
    "scavenger",
    "water carrier",
    "caravan guard",
    "goat herder",
    "mechanic",
    "camp medic",
    "salvager",
    "courier",
    "fence mender",
    "orphan",
    "radio operator",
    "seed keeper",
  ],
  future: [
    "deck hand",
    "orbital miner",
    "junior navigator",
    "cargo pilot",
    "clone technician",
    "signal officer",
    "salvage diver",
    "colony medic",
    "hydroponics tender",
    "drone wrangler",
    "dock welder",
    "archive clerk",
  ],
};

export const CROSSINGS: ByFamily<readonly string[]> = {
  old: ["crossed the marsh", "climbed the broken stair", "went through the burning wood", "found the hidden way", "forded the black river"],
  now: ["crossed the flooded highway", "broke into the plant", "slipped past the guards", "took the old rail line", "climbed the fire escape"],
  fallen: ["crossed the glass flats", "slipped through the raider camps", "drove the dead highway", "climbed the broken dam", "walked the ash road"],
  future: ["crossed the dead decks", "spacewalked the hull", "crawled the maintenance ducts", "rode a cargo pod", "jumped the gap between stations"],
};
