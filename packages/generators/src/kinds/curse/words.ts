// Curse word lists and templates: origins, triggers, staged effects, signs, cures and lore.
export const SEVERITIES = ["minor", "serious", "dire"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const NAME_ADJ = ["Hollow", "Weeping", "Salt", "Silver", "Nameless", "Ninefold", "Crooked", "Withering", "Lantern", "Ashen", "Sleepless", "Drowned", "Thorned", "Mirror", "Widow's", "Beggar's", "Crow's", "Winter", "Bitter", "Quiet"];
export const NAME_NOUN = ["Hunger", "Sleep", "Thirst", "Shadow", "Mark", "Debt", "Silence", "Bloom", "Frost", "Chain", "Echo", "Rot", "Itch", "Fever", "Candle", "Tide"];
export const NAME_FIRST = ["Mag", "Ors", "Vel", "Hes", "Grel", "Ysa", "Tam", "Bri", "Cor", "Dru", "Elw", "Fen", "Ime", "Kas", "Lud", "Nor"];
export const NAME_MID = ["", "a", "e", "i", "o", "u", "an", "er", "il", "om"];
export const NAME_LAST = ["ra", "wen", "dil", "goth", "mara", "set", "ulla", "vin", "ketha", "rin", "dra", "lis"];
export const CASTER_ROLE = ["the hedge-witch", "the jilted bride", "the drowned priest", "the hanged poet", "the wronged miller", "the old queen", "the mountain spirit", "the debt-collector of the deep", "the last abbess", "a dying bard"];
export const ORIGIN = [
  "{caster} spoke it over a broken promise, and the words took root.",
  "{caster} carved it into a door lintel with a bone knife the night the family turned them away.",
  "It was bought from {caster} for a purse of silver and a lock of hair, meant for a rival and misdirected.",
  "{caster} laid it with their final breath on whoever first touched their body.",
  "It grew from a bargain with {caster} that was kept to the letter and not the spirit.",
];
export const TRIGGER = [
  "when the victim next sleeps under a roof", "at the first new moon after it is laid", "whenever the victim speaks their own name aloud", "when the victim crosses running water",
  "the moment the victim tells a lie", "when the victim eats bread baked by another", "whenever church bells ring within earshot", "when the victim first sees their reflection",
];
export const STAGE: Record<Severity, readonly (readonly string[])[]> = {
  minor: [["milk sours at their touch", "small animals flee from them"], ["their voice drops to a whisper by dusk", "flowers wilt in their hands"], ["they cannot warm themselves by any fire", "their luck at dice turns sour"]],
  serious: [["nightmares of deep water every night", "their shadow lags a step behind"], ["food tastes of ash and they begin to waste", "dogs bark at them without ceasing"], ["their memories of loved ones fade one by one", "their reflection stops copying them"]],
  dire: [["their skin grows cold as stone", "they hear a voice counting down"], ["they forget their own name for hours at a time", "plants die where they sleep"], ["their heart slows until it stops at midnight", "they become a shade that haunts the caster's grave"]],
};
export const DURATION: Record<Severity, readonly string[]> = {
  minor: ["a year and a day", "until the next midsummer", "three full moons"],
  serious: ["seven years", "until the victim's firstborn comes of age", "until the caster's bones are found"],
  dire: ["unto death and beyond it", "the whole of the bloodline, generation upon generation", "until the sea gives back what it took"],
};
export const SIGNS = ["a grey handprint on the breastbone", "a smell of wet earth that follows them", "eyes that reflect no candlelight", "a tremor in the left hand", "frost on the windowsill of any room they sleep in", "crows gathering on the roof", "a birthmark shaped like a key"];
export const BREAK = [
  "Return what was taken to the place it was taken from, at the same hour.",
  "Find the caster's true name and speak it in forgiveness at their grave.",
  "Be kissed, freely and knowingly, by someone who has seen the worst of it.",
  "Burn the token that anchors it, hidden in a wall of the victim's childhood home.",
  "Carry a bowl of water from the first spring of the river to the sea without spilling a drop.",
];
export const COST = [
  "the breaker takes on a single year of the victim's suffering", "someone who helps forgets the victim entirely", "the breaker must give up their voice for a season",
  "the curse does not end but moves to the nearest kin", "the breaker loses their reflection forever", "a debt of service is owed to whatever lifted it",
];
export const LORE = {
  heroic: ["Songs tell of a knight who bore this curse for ten years and broke it with a single act of mercy.", "Every village priest knows a prayer against it, though few believe it works."],
  grim: ["Gravediggers in the old country bury its victims face down, and do not say why.", "No one who has borne it to the third stage has ever spoken of it afterwards."],
  whimsical: ["Grandmothers claim it can be frightened off with a pie and a strong opinion.", "A travelling tinker sells charms against it, and they are made of painted turnip."],
} as const;
