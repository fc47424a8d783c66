// The armour-and-clothing generator's composed prose: frames and short parts drawn per result, so
// no fixed sentence recurs across results. Our own writing.
import type { Tone } from "../../core/options.js";

export const LOOK_TEMPLATES = [
  "{A:colour} {noun} of {material}, {detail}.",
  "Cut from {material} and dyed {colour}, it is {detail}.",
  "{A:colour} piece of {material}, {detail}.",
  "{Material} in {colour}, {detail}.",
  "The {noun} is {colour} {material}, {detail}.",
  "Made of {material}, the {colour} {noun} is {detail}.",
];
export const DETAILS = [
  "embroidered with {motif}",
  "stamped with {motif} on the chest",
  "trimmed with {motif} at the cuffs",
  "patched over faded {motif}",
  "fastened with buttons like {motif}",
  "hemmed with a band of {motif}",
  "lined with a print of {motif}",
  "painted with {motif}",
  "worked with {motif} in thread",
];

export const WEIGHT_FRAME = [
  "It weighs {weight} and offers {protection}.",
  "At {weight}, it gives {protection}.",
  "Expect {protection} for {weight}.",
  "It offers {protection} and weighs {weight}.",
  "Worn, it weighs {weight} and gives {protection}.",
  "It weighs {weight}, for {protection}.",
  "It gives {protection} at {weight}.",
];
/** For clothing that stops no blow: its weight and warmth ({w}: "modest"). */
export const CLOTH_FRAME = [
  "It weighs {weight} and gives {w} warmth, but no protection.",
  "At {weight}, it offers {w} warmth and no protection to speak of.",
  "At {weight}, its warmth is {w}.",
  "It weighs {weight}; its warmth is {w}, its protection none.",
  "It gives {w} warmth and weighs {weight}.",
  "Against weather it gives {w} warmth; against blows, nothing.",
  "It is {weight} of {w} warmth and no armour at all.",
];
/** Looks for pieces of metal or technical stuff: colour goes on the trim, not the metal. */
export const HARD_LOOK_TEMPLATES = [
  "{A:noun} of {material}, {detail}, with {colour} trim.",
  "{Material}, {detail}, with straps dyed {colour}.",
  "The {noun} is {material}, {detail}; its lining is {colour}.",
  "Made of {material}, the {noun} is {detail} and trimmed in {colour}.",
];
/** Details by the stuff they are worked into. */
export const HARD_DETAILS = ["etched with {motif}", "engraved with {motif}", "stamped with {motif}", "inlaid with {motif}", "painted with {motif}"];
export const HIDE_DETAILS = ["tooled with {motif}", "stamped with {motif}", "branded with {motif}", "painted with {motif}", "studded in a pattern of {motif}"];
export const DESCRIPTION_CLOSE = [
  "Most notice the cut first.",
  "Tailors would call it honest work.",
  "It suits someone going places.",
  "The stitching is tight.",
  "It fits better than it looks.",
  "It has been altered twice.",
  "The seams are its pride.",
  "It smells faintly of cedar.",
  "It sits well on the shoulders.",
  "It is plainer up close.",
];

/** Culture: who wears it, where, and what it marks. */
export const CULTURES = [
  "Favoured by the {group} of {place}, who wear it for {value}.",
  "The {group} of {place} began the fashion.",
  "In {place} it marks one of the {group} at once.",
  "Tailors in {place} cut it for the {group}.",
  "Among the {group} of {place}, it signals {value}.",
  "It came from {place}, where the {group} still wear it.",
  "{Place} knows it as a garment of {value}.",
  "In {place}, the {group} wear it for {value}.",
  "The {group} of {place} wear it to show {value}.",
  "It is {place} work, worn by the {group}.",
];
export const PRICE_FRAME = [
  "A fair price for one is {cost}.",
  "Outfitters ask around {cost}.",
  "Expect to pay about {cost}.",
  "It sells for {cost}.",
  "Price: {cost}.",
  "Buyers pay near {cost}.",
];

export const NONE_TEXT = ["None; it is simply well made.", "None; just good work.", "None at all.", "None, whatever the seller says.", "None; plain craft."];
/** A piece with no enchantment or device: what it lacks, then (by tone) what that means. */
export const NO_MAGIC_WHAT = [
  "It carries no charm or device",
  "No spell is worked into it",
  "It holds no hidden device",
  "Nothing uncanny is in it",
  "It has no hidden power",
  "No ward is sewn into it",
];
export const NO_MAGIC_SO: Record<Tone, readonly string[]> = {
  heroic: [
    "honest making is enough",
    "its maker trusted craft alone",
    "and it needs none",
    "good work serves instead",
    "care keeps it whole",
    "its wearers never missed one",
  ],
  grim: [
    "and that has cost lives",
    "whatever its seller swore",
    "and the stains show it",
    "and it has failed before",
    "which its last wearer regretted",
    "so it protects nobody twice",
  ],
  whimsical: [
    "though it creaks as if it had",
    "but it smells of cheese instead",
    "yet its pockets seem to breed",
    "and it sulks about that",
    "but it hums regardless",
    "though it winks at strangers",
  ],
};
export const NO_MAGIC = ["There is no magic in it.", "It is not magical.", "No spell touches it.", "It is entirely mundane."];
export const NO_MAGIC_AFTER = [
  "Its worth lies in the tailoring.",
  "That is its charm.",
  "It never needed any.",
  "It does its job.",
  "Good cloth is enough.",
  "Nobody misses it.",
];

/** Enchantments: an effect by tone and when it shows. */
export const ENCH_EFFECT: Record<Tone, readonly string[]> = {
  heroic: [
    "grows lighter",
    "turns aside a fatal blow",
    "keeps its wearer warm",
    "brightens its colours",
    "steadies the wearer's hand",
    "mends its own tears",
    "shines like a beacon",
    "sheds arrows like rain",
    "lends a second wind",
    "rings like a bell",
  ],
  grim: [
    "tightens a little",
    "whispers dead men's words",
    "cannot be removed",
    "drinks a drop of blood",
    "chills the wearer's heart",
    "smells of the grave",
    "aches like old wounds",
    "darkens with each death",
    "shows the wearer's ghost",
    "stiffens like a corpse",
  ],
  whimsical: [
    "grows extra pockets",
    "refuses to get muddy",
    "changes colour with mood",
    "hums a tune",
    "sneezes",
    "tidies its own buttons",
    "smells of fresh bread",
    "tells bad jokes",
    "shrinks to fit pets",
    "waves its sleeves",
  ],
};
export const ENCH_WHEN = [
  "whenever danger is near",
  "once a day",
  "in battle",
  "when its wearer lies",
  "at every funeral",
  "at dawn",
  "when allies are near",
  "in a blizzard",
  "each night",
  "when its wearer bleeds",
  "on command",
  "at court, awkwardly",
];

export const CONDITIONS = [
  "pristine",
  "well kept",
  "carefully repaired",
  "visibly patched",
  "worn thin at the elbows",
  "scorched on one side",
  "mended by many hands",
  "sun-faded",
  "freshly cleaned",
  "a little moth-eaten",
  "stiff with salt",
  "like new",
];
export const CONDITION_FRAME = [
  "Its present condition: {c}.",
  "It is {c}.",
  "Right now it is {c}.",
  "Condition: {c}.",
  "The piece is {c}.",
  "These days it is {c}.",
];

export const WEAR_LINES: Record<Tone, readonly string[]> = {
  heroic: [
    "Wearers stand straighter in it.",
    "Veterans eye it with approval.",
    "It has seen honest use.",
    "Recruits envy it.",
    "It looks good on a parade.",
    "It was worn at a famous stand.",
    "Its last owner died old.",
    "Heralds know it on sight.",
  ],
  grim: [
    "The lining is stained.",
    "Its last owner did not give it up.",
    "Nobody asks about the holes.",
    "It smells of smoke and iron.",
    "A name was cut out of it.",
    "It was taken from a body.",
    "The cuffs are dark with old blood.",
    "No laundress will touch it.",
  ],
  whimsical: [
    "It has a pocket for everything.",
    "A small duck is sewn inside.",
    "It squeaks when bowing.",
    "Cats sleep on it.",
    "Someone sewed bells to it.",
    "It once won a costume prize.",
    "The buttons are mismatched.",
    "It has a tiny hidden flask.",
  ],
};
