// Sentence forms for the class kind's prose. Every slot is a field of the entry: {noun}/{nouns}
// the class's noun, {role}, {style}/{styles} its playstyle (he/she and they forms), {p1} {p2} its
// primary abilities, {s1} {s2} its saving throws, {die} its hit die ({hd}/{hds} what it means),
// {armour} {weapons} {skills} its training, {res} {gain} its resource ({is}, {pays} agree with
// it), {reach} where its features work, {first} {second} {cap} its first and last features. Few
// fixed words stand between slots, the class's noun recurs in most forms, and each sentence has
// several forms, so no run of words recurs across results. Our own writing.

export const SUMMARY = [
  "{A:role} who {style}, built on {p1} and {p2}.",
  "{A:role} of {p1} and {p2} who {style}.",
  "{A:role} who {style}, starting with {first}.",
  "{A:role} who {style}; {first} is where it starts.",
  "{A:role} who {style}, spending {res} in every fight.",
];

export const ROLE = [
  "{A:noun} {style}.",
  "As {a:role}, {a:noun} {style}.",
  "{Nouns} {styles}; each is {a:role}.",
  "In a party, {a:noun} is the {role}: one who {style}.",
  "{Nouns} {styles}; each serves as the {role}.",
];

export const ABILITIES = [
  "{P1} first, {p2} second: {a:noun} saves with {s1} and {s2}.",
  "{A:noun} leans on {p1} and {p2}, and on {s1} and {s2} saves.",
  "{A:noun} needs {p1} above all, then {p2}; {nouns} save with {s1} and {s2}.",
  "{Nouns} want high {p1} and {p2}; {a:noun} saves with {s1} and {s2}.",
  "Saves in {s1} and {s2} guard {a:noun}, who lives on {p1} and {p2}.",
  "With {p1} and {p2} high, {a:noun} saves with {s1} and {s2}.",
];

/** When its best abilities are also its saving throws. */
export const ABILITIES_SAME = [
  "{A:noun} lives on {p1} and {p2}; {nouns} save with both.",
  "{P1} and {p2} carry {a:noun}, saves and all.",
  "For {a:noun}, {p1} and {p2} are everything; {nouns} save with both.",
];

export const DURABILITY = [
  "With a {die} hit die, {a:noun} {hd}.",
  "On a {die} hit die, {nouns} {hds}.",
  "{A:noun} {hd}; {nouns} have a {die} hit die.",
  "{A:noun}'s hit die is a {die}; {nouns} {hds}.",
];

export const GEAR = [
  "{Nouns} train with {weapons} and wear {armour}; {skills} complete their training.",
  "{Nouns} carry {weapons}; {a:noun} wears {armour} and learns {skills}.",
  "Their kit: {weapons}, and {armour}; their skills, {skills}.",
  "{A:noun} learns {skills} and fights with {weapons} in {armour}.",
  "Training covers {weapons}, with {armour}, plus {skills}.",
  "{A:noun} wears {armour}, learns {skills} and carries {weapons}.",
];
/** When the class wears no armour. */
export const GEAR_UNARMOURED = [
  "{A:noun} wears no armour and learns {skills}; {nouns} fight with {weapons}.",
  "Unarmoured, {nouns} learn {skills} and carry {weapons}.",
  "{Nouns} go unarmoured; {a:noun} learns {skills} and carries {weapons}.",
  "No armour for {nouns}: they learn {skills}, and carry {weapons}.",
];

export const RESOURCE = [
  "{Res} {is} the class's fuel, {gain}.",
  "Its features draw on {res}, {gain}.",
  "{Res}, {gain}, {pays} for its features.",
  "Every {noun} tracks {res}, {gain}.",
  "Its costlier features spend {res}, {gain}.",
];

export const REACH = ["{A:noun}'s features work {reach}.", "{A:noun} works {reach}.", "Its features act {reach}.", "Nearly every feature works {reach}."];

export const PROGRESSION_LEAD = [
  "{First} and {second} come first; {cap} waits at 10th level.",
  "{A:noun} starts with {first} and ends with {cap}.",
  "{Cap} is the last step, {first} the first.",
  "{Nouns} begin with {first} and {second}, and end with {cap}.",
];

export const PATHS_LEAD = [
  "At 3rd level {a:noun} chooses one of {n} paths:",
  "{N} paths open to {a:noun} at 3rd level:",
  "From 3rd level, {a:noun} follows one of {n} paths:",
  "At 3rd level, {nouns} pick a path:",
];
/** One path: {name}, and what it is about ({focus}, {foci} in the they-form). */
export const PATH_LINE = ["**{name}**: its {nouns} {foci}.", "**{name}**: {a:noun} of this path {focus}.", "**{name}**, whose {nouns} {foci}."];

export const FOUNDED = [
  "The first {noun} was {founder}, who {deed}.",
  "{Nouns} trace their art to {founder}, who {deed}.",
  "It began with {founder}, who {deed}.",
  "Most tellings begin with {founder}, who {deed}.",
  "{Founder} {deed}, and the first {nouns} followed.",
];

export const STANDING = ["Today {nouns} are {st}.", "{Nouns} are now {st}.", "These days, {nouns} are {st}.", "Now {st1}, {nouns} are also {st2}."];

export const BOOK_LINE = [
  "Its oldest teaching is {title}.",
  "Pupils still learn {first} from {title}.",
  "{Title} sets out the art, from {first} to {cap}.",
  "The art is written in {title}.",
];

/** The world's own faction or place, where the class is trained: {home} mid-sentence, {Home} at the start. */
export const HOME_FACTION = [
  "{Home} trains more {nouns} than anyone.",
  "Most {nouns} today learn their art from {home}.",
  "{Home} keeps the largest school of {nouns}.",
];
export const HOME_PLACE = [
  "The oldest school of {nouns} still stands in {home}.",
  "{Nouns} still gather in {home}, where the art began.",
  "Every {noun} hopes to train in {home} one day.",
];
