// Sentence frames for the language kind's prose (our own writing): inline alternatives
// (core/phrases/alternation.ts) so no description repeats word for word across languages.
import { frame, frames, type Frame } from "../../core/phrases/alternation.js";
import type { Grammar } from "../../systems/language/grammar.js";
import type { Naming } from "../../systems/language/names.js";
import type { Sound } from "../../systems/language/phonology.js";

/** How each sound strikes a listener: short phrases, several per sound. */
export const SOUND_FEEL: Readonly<Record<Sound, readonly string[]>> = {
  soft: ["soft and breathy", "full of liquids and open vowels", "gentle, almost whispered", "airy and unhurried", "light on the tongue", "murmuring and mild"],
  harsh: ["hard-edged", "full of stops and trills", "clipped into closed syllables", "rough as gravel", "loud and abrupt", "all corners and edges"],
  flowing: ["long and rolling", "fluid as running water", "run-together", "smooth and unbroken", "slow and winding", "rich in long vowels"],
  guttural: ["deep in the throat", "heavy with back vowels", "low and growling", "thick and rumbling", "dark-voweled and heavy", "throaty and chesty"],
  sibilant: ["hissing and whispering", "thick with sibilants", "full of rustling s-sounds", "sharp and sighing", "windy, like reeds", "quick and hushed"],
  clipped: ["short and precise", "cleanly clipped", "brisk and exact", "rapid and orderly", "tight, with few long vowels", "precise as a clock"],
  melodic: [
    "sung rather than spoken",
    "rich in nasal glides",
    "lilting and open",
    "tuneful, rising and falling",
    "soft-edged and musical",
    "full of humming nasals",
  ],
};

export const SUMMARY: readonly Frame[] = frames([
  "{Name} is {a:sound} language [of|with|built on] {nc} consonants and {nv} vowels, {feel}.",
  "{A:sound} [tongue|language] of {nc} consonants and {nv} vowels, {name} [sounds|is|strikes listeners as] {feel}.",
  "[Few outsiders learn|Outsiders rarely master|Travellers soon notice] {name}, [a tongue|a language] {feel}, [of|with] {nc} consonants and {nv} vowels.",
  "{Name}: {a:sound} [tongue|language], {feel}, [counting|with] {nv} vowels [against|and] {nc} consonants.",
]);

export const SOUND_OPEN: readonly Frame[] = frames([
  "[To outsiders|To a stranger's ear|Heard from afar|To foreign ears|At first hearing] {name} [sounds|seems|comes across as] {feel}.",
  "[Listeners|Visitors|Newcomers|Foreigners] [describe {name} as|remember {name} as|find {name}] {feel}[, and {feel2}| above all|].",
  "{Name} [is|sounds] {feel}[, and {feel2}|; outsiders notice it at once|].",
]);

export const SOUND_FAV: readonly Frame[] = frames([
  "[Its speakers lean on|Ears soon pick out|The sounds heard most are|Listen for|Most common are] {fav}[, and|, while|;] [the vowels are|the vowel system is|its vowels are|vowels are] {vowels}.",
  "[Vowels are|The vowel set is|Its vowels are] {vowels}; [the consonants heard most are|ears catch above all|speakers favour] {fav}.",
]);

export const VOWELS_RICH = ["rich, long and gliding", "large, with glides", "plentiful, with glides", "generous, long and short"];
export const VOWELS_SMALL = ["compact", "few and plain", "a small, tidy set", "short and few"];

export const WORDS: readonly Frame[] = frames([
  "*{Water}* [means|is] 'water', *{fire}* [is|means] 'fire' and *{home}* 'home'; [a greeting between friends is simply|friends greet each other with|the everyday greeting is] *{friend}*.",
  "*{Water}* [means|is] 'water' and *{fire}* 'fire'; [home is|'home' is|a home is] *{home}*, and [a friend is|'friend' is|friends are hailed as] *{friend}*.",
  "*{Water}* 'water', *{fire}* 'fire', *{home}* 'home' and *{friend}* 'friend' [are among the first words learned|come up in any conversation|are words every visitor learns].",
]);

export const SCRIPT: readonly Frame[] = frames([
  "[It is written in|Its script is|Writers use|{Name} is written in] {type} called *{script}*, [written |read |]{direction}, [most often as|usually as|mostly as|commonly seen as|typically as|chiefly as] {medium}.",
  "*{Script}*, {type}, [runs|is written|is read] {direction}; [it is seen most as|its usual form is|most writing is] {medium}.",
  "[Its writing|The script], *{script}*, is {type} [set down|written|read] {direction}, [usually|mostly|most often] as {medium}.",
]);

export const DIRECTIONS = [
  "left to right",
  "right to left",
  "top to bottom in columns",
  "in alternating lines, turning like an ox at the furrow's end",
  "in a spiral from the centre outwards",
];
/** The script's direction as prose (the pairs keep the plain label). */
export const DIRECTION_SAYS: readonly (readonly string[])[] = [
  ["left to right", "from left to right", "rightwards"],
  ["right to left", "from right to left", "leftwards"],
  ["top to bottom in columns", "in columns from the top", "downwards in columns"],
  ["in lines turning like a ploughing ox", "back and forth, line by line", "boustrophedon, each line turning"],
  ["in a spiral from the centre", "spiralling outwards", "round and round from the middle"],
];

export const SCRIPT_NOTES: readonly Frame[] = frames([
  "[Scribes|Careful writers|Clerks] [add|draw|end each line with] [a flourish|a hooked stroke|a small knot] [so nothing can be added after it|to close the line|against forgery].",
  "[Sacred texts|Temple books|Old charters] use [an older, ornate form|an archaic hand|a stiffer, older shape] [of the letters|of the script|of writing] [that few can read|known to few|taught only to priests].",
  "[Children|Young pupils|Beginners] learn the letters [through a song|with a rhyme|by a counting game|from a picture book] [that gives each one an animal|naming each after a beast|that pairs each with a colour|with a verse per letter].",
  "Numbers are written with [the first ten letters|the first letters|letters of the alphabet], [which makes accounts easy to forge|so sums read like words|a habit that confuses foreigners].",
  "[Names of the dead|The names of ancestors|Names of the departed] are [written|set down|marked] [with a small ring around them|in a box|with a stroke through them].",
  "[Merchants|Traders|Clerks] use [a quick cursive hand|a hasty running script|a shorthand] [that purists call barely legible|scholars despise|nobody else can read].",
]);

export const SHAPE = frame("[Syllables are|Syllable shape:|Shape:|Syllables run|Pattern:|The syllable is|Syllables:] {formula}.");
export const LENGTH = frame("[Most words have|Words run to|Words mostly span|Roots take|Words average|A word is usually|Most roots carry] {length}.");
export const STRESS_SAYS = frame(
  "[Stress falls on|The accent falls on|Speakers stress|Emphasis goes to|The accent sits on|Voices rise on|Weight lands on] {stress}.",
);
export const CODA_SAYS = frame(
  "[Codas are|Final consonants are|Closing consonants run|Syllable-final consonants are|Word-final stops are|Consonant endings are] {coda}.",
);
export const STRESS: Readonly<Record<"first" | "penult" | "last", readonly string[]>> = {
  first: ["the first syllable", "the opening syllable", "a word's first syllable"],
  penult: ["the next-to-last syllable", "the second-to-last syllable", "the penultimate syllable"],
  last: ["the last syllable", "the final syllable", "a word's closing syllable"],
};
export const CODAS: Readonly<Record<"common" | "light" | "rare", readonly string[]>> = {
  common: ["common", "frequent", "everywhere", "the rule"],
  light: ["allowed but light", "permitted, and kept light", "possible but soft", "light"],
  rare: ["rare, and only soft ones", "rare and always soft", "seldom heard", "uncommon and gentle"],
};

const RUN = "[Sentences run|Clauses run|Word order is|The basic order is|Speakers order clauses|Statements run]";
export const ORDER: Readonly<Record<Grammar["order"], Frame>> = {
  SOV: frame(`${RUN} subject–object–verb[, the verb last|; verbs close the sentence|, so the verb waits|: the verb comes last|]`),
  SVO: frame(`${RUN} subject–verb–object[, as in English|, the familiar order|, much as in English|: doer, deed, thing|]`),
  VSO: frame(`${RUN} verb–subject–object[, the action first|; verbs open the sentence|, deed before doer|: the verb leads|]`),
  VOS: frame(`${RUN} verb–object–subject[, the doer last|; the doer comes at the end|, an unusual order|: the doer trails|]`),
  OSV: frame(`${RUN} object–subject–verb[, the object first|; a rare order|, thing before doer|: the object leads|]`),
};

export const ADJECTIVES: Readonly<Record<Grammar["adjective"], Frame>> = {
  before: frame("[Adjectives come before the noun|Adjectives lead|Describing words go first|An adjective precedes its noun]"),
  after: frame("[Adjectives follow the noun|Adjectives trail their noun|Describing words come after|An adjective follows its noun]"),
};

export const MARKING: readonly Frame[] = frames([
  "[The plural is marked by|Plurals are made by|For the plural:|Number is shown by|Plurals use] {plural}; [tense by|tense is marked by|tense comes from|for tense,|tense uses|time by] {tense}.",
  "[Tense is marked by|Tense comes from|Verbs show tense by|For tense, speakers use|Time is shown by|Tense lives in] {tense}, and [the plural by|plurals by|number by|the plural uses|plurals use] {plural}.",
]);

export const PLURAL_NONE = frame(
  "[nothing at all|no ending at all|nothing][; numerals or context show how many|: numbers and context do the work|; counting words carry it|, leaving it to context] {example}",
);
export const ARTICLES: Readonly<Record<"yes" | "no", Frame>> = {
  yes: frame("[Nouns take a definite article|A definite article precedes nouns|There is a definite article|'The' has its own word]."),
  no: frame("[There are no articles|Articles do not exist|Nothing marks 'the' or 'a'|Nouns stand bare, without articles]."),
};

export const GIVEN: readonly Frame[] = frames([
  "[People carry|Everyone bears|A person has|Each child receives|Folk go by] [a given name|a first name|a personal name|a birth name] [of one or two roots|from a root or two|of one root, sometimes two|built of one or two roots|drawn from one or two roots][ and|, then|, plus|, followed by|, with] {family}.",
  "[A given name|The personal name|A first name|The birth name] [built from a root or two|joining one or two roots|of one root or two|blending two roots, or one] [comes first|leads|goes before|is given at birth|is chosen by the mother|is given by an elder]; [then|after it comes|next is|it is followed by] {family}.",
]);
const BYNAME = "[a family name|a surname|a second name|a by-name]";
const CHILD = "[and|plus|with] [a suffix meaning 'child'|an ending meaning 'child'|a 'child of' suffix|the suffix for 'child']";
export const FAMILY: Readonly<Record<Naming["family"], Frame>> = {
  patronymic: frame(`${BYNAME} [formed from|built on|made from|taken from] the father's [given name|first name|name] ${CHILD}`),
  matronymic: frame(`${BYNAME} [formed from|built on|made from|taken from] the mother's [given name|first name|name] ${CHILD}`),
  clan: frame(
    "[a clan name of two roots|a two-root clan name|a clan's two-root name|the clan's own name], [shared by everyone of the clan|common to the whole clan|worn by all its members|held by all its kin]",
  ),
  place: frame(
    `${BYNAME} [naming the place the family comes from|taken from the family's home ground|after the family's place of origin|that names a home village|recalling where the family began]`,
  ),
};
export const GENDER: Readonly<Record<"yes" | "no", Frame>> = {
  yes: frame(
    "[Given names|First names|Personal names|Birth names] [take|carry|end in|close with] [a gendered ending|an ending for gender|a male or female ending|a mark of gender].",
  ),
  no: frame("[Given names|First names|Personal names|Birth names] [carry no gender|are the same for all|mark no gender|ignore gender|do not show gender]."),
};
export const PLACES = frame(
  "[Places|Place names|Towns|Villages|Settlements] [often|commonly|usually|mostly] [end in|close with|take|finish on] the word for '{head}', *{headWord}*.",
);
export const EXAMPLES = frame("[Examples|For instance|Some names|Typical names]: {f} ('{fm}'), {m} ('{mm}'), and the place {p} ('{pm}').");

export const SPEAKERS: readonly Frame[] = frames([
  "About {count} speakers, [chiefly|mostly|largely] {who}; {status}.",
  "[Spoken by|Used by|Heard among] about {count} people, [chiefly|mostly|largely] {who}; {status}.",
  "{Who} [make up most of|are most of|account for most of] its {count} speakers; {status}.",
]);

export const STATUS: readonly Frame[] = frames([
  "[a thriving language|a healthy tongue|a living language] [taught in schools|taught to every child|heard in every market] [and used in trade|and used in law|and used on the radio]",
  "[a language in decline|a fading tongue|a shrinking language], [spoken mostly by the old|kept alive by grandparents|rarely heard among the young]",
  "[a sacred tongue|a ritual language|a holy language], [used in ritual|kept for prayer|spoken at rites] [and rarely in the street|more than in the market|and little else]",
  "[a trade pidgin|a market jargon|a contact tongue] [that grew into a full language|that became a mother tongue] [in three generations|within a century|in living memory]",
  "[the language of conquerors|a conqueror's tongue|an imposed language], [forced on their subjects|spread by the sword|taught by decree]",
  "[a revived language|a language brought back|a reborn tongue], [rebuilt from old texts|restored by scholars|recovered from old songs]",
]);

export const DIALECT: readonly Frame[] = frames([
  "{Region} {name}: {shift}{example}; {trait}.",
  "{Region} {name} {shift}{example}; {trait}.",
  "In the {region} [variety|dialect|speech], {name} {shift}{example}; {trait}.",
]);

export const DIALECT_TRAITS: readonly Frame[] = frames([
  "it is [considered rustic|thought quaint|mocked|looked down on] by [city folk|the capital|outsiders|the educated]",
  "[it is|this is] [the prestige form|the polished form|the 'proper' form] [used at court|of the powerful|heard in council|of the rich]",
  "it [keeps old words|preserves archaic forms|holds on to words] [lost elsewhere|others forgot|long gone elsewhere]",
  "it has borrowed [heavily|many words|freely] from [a neighbouring tongue|its neighbours|traders|the old invaders]",
  "[speakers from elsewhere|outsiders|other speakers] find it [hard to follow at speed|baffling when spoken fast|slurred|too quick]",
  "[it is|this is] [used in songs|the language of songs|sung] [even by non-speakers|across the whole region|at every festival|by travelling singers]",
  "[it is dying out|it is fading|it is losing ground] as [the young leave|young people move away|schools teach the standard|towns grow]",
  "its speakers [take pride in|boast of|are known for] [never softening a consonant|their clear vowels|their quick speech|their long greetings]",
]);

export const TENSE: Readonly<Record<"suffix" | "particle", Frame>> = {
  suffix: frame(
    "[verb suffixes|endings on the verb|suffixes|verb endings]: past *-{past}*, future *-{future}*[; the present is unmarked|; the present takes nothing|, with a bare present|]",
  ),
  particle: frame(
    "[particles before the verb|small words before the verb|particles ahead of the verb|separate particles|little words in front]: past *{past}*, future *{future}*",
  ),
};
