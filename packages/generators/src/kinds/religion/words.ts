// Religion word lists: deities and domains, cosmologies, texts, clergy, rites, tenets and sects.
export const THEISMS = ["monotheist", "polytheist", "animist", "dualist", "ancestor"] as const;
export type Theism = (typeof THEISMS)[number];
export const DEITY_START = ["Ae", "Bal", "Cy", "Dar", "El", "Fae", "Gor", "Hy", "Ith", "Ka", "Lu", "Mor", "Ny", "Or", "Pha", "Ra", "Sy", "Tha", "Ur", "Ve", "Xa", "Yl", "Zo", "Qa"];
export const DEITY_MID = ["", "la", "ro", "ne", "ma", "the", "ri", "ko", "sa"];
export const DEITY_END = ["n", "ra", "os", "iel", "eth", "us", "a", "ir", "ion", "ys", "ar", "e"];
export const DOMAINS = ["the harvest", "the sea", "death and passage", "the hearth", "war", "the moon", "storms", "healing", "trade and roads", "secrets", "the forge", "love", "justice", "dreams", "the hunt", "the dawn"];
export const FAITH_NOUN = ["Faith", "Church", "Way", "Covenant", "Path", "Communion", "Mysteries", "Light"];
export const FAITH_ADJ = ["Undying", "Quiet", "Ninefold", "Radiant", "Old", "True", "Hidden", "Burning", "Patient", "Twin", "Silver", "Deep"];
export const COSMOLOGY = [
  "The world is a shell floating on a black sea; the gods walk the shore and keep the waters out.",
  "Creation was sung into being and is still being sung; when the song stops, the world ends.",
  "The world rests on the back of a sleeping beast, and the faith's rites keep it dreaming.",
  "There are three worlds — the bright above, the middle where mortals live, and the roots below — joined by a great tree.",
  "The gods built the world as a forge builds a blade: through fire, hammering and patient cooling.",
];
export const AFTERLIFE = [
  "The dead cross a river of stars; those who lived well are carried, the rest must swim.",
  "Souls return as newborns of the same family until they have learned what they must.",
  "The dead sleep in the earth and wake when the last god returns.",
  "The good dead feast in the hall of their ancestors; the wicked wander the grey roads forever.",
  "The dead become wind, and their voices can be heard in storms.",
];
export const TEXTS = ["the Book of Hours", "the Nine Hymns", "the Sayings of the First Prophet", "the Ledger of Souls", "the Long Litany", "the Knotted Cords, read by touch", "the Testament of Ash", "an oral tradition never written down"];
export const CLERGY = ["Priests are chosen young and raised in the temples, forbidden to marry", "Any head of household may lead the rites; there is no priesthood as such", "Priestesses inherit their office mother to daughter", "Monks and nuns live apart in hill-cloisters and come down only for festivals", "A single high priest appoints all others, who must travel constantly"];
export const RITES = ["a dawn prayer facing the sea", "a shared meal on the last day of each week", "lighting a lamp for the dead each dusk", "pilgrimage once in a lifetime to the holy mountain", "fasting at every new moon", "washing the feet of strangers"];
export const HOLY_DAYS = ["the Feast of First Light at midwinter", "the Night of Lanterns at harvest's end", "the Day of Silence each spring", "the Drowning of the Old Year", "the Festival of Bones in autumn", "the Crowning of the Sun at midsummer"];
export const SYMBOLS = ["an open hand with an eye in the palm", "a circle broken at the top", "a lamp within a crescent", "three interlocking rings", "a sheaf of wheat crossed with a sword", "a single white feather", "a key inside a star"];
export const TENETS = ["Give shelter to any who ask", "Speak no lie on holy ground", "Honour the dead by name", "Waste nothing the earth gives", "Repay every debt, of kindness or of harm", "Keep the fire of the hearth alive", "Let no one go hungry at your table"];
export const TABOOS = ["eating meat on holy days", "cutting one's hair in mourning", "speaking a god's true name", "killing a white bird", "burying the dead without salt", "crossing a threshold with the left foot"];
export const SECTS = ["the Reformed, who reject the priesthood's wealth", "the Ascetics, who own nothing", "the Mystics, who seek visions through fasting", "the Orthodox, who keep the old rites unchanged", "the Militant Brethren, who carry swords for the faith", "the Quietists, who refuse all politics"];
export const STATE = ["It is the official faith of the realm, and its high priest crowns the ruler.", "It is tolerated but taxed heavily, and its temples are watched.", "It is outlawed, and its faithful meet in cellars.", "It has no formal place at court, but no ruler has dared offend it in a century.", "It and the crown are locked in a slow struggle over land and tithes."];
export const TONE = {
  heroic: ["Its faithful are known for their charity, even toward those who scorn them."],
  grim: ["Its inquisitors are feared across three kingdoms."],
  whimsical: ["Its priests are forbidden to wear matching socks, for reasons lost to history."],
} as const;
export const EPITHETS = ["Merciful", "Watcher", "Unsleeping", "Far-Walker", "Lamp-Bearer", "Weaver", "Judge", "Mother of Rivers", "Shepherd", "Silent", "Twice-Crowned", "Wounded", "Patient", "Bright", "Hidden", "Kind"];
