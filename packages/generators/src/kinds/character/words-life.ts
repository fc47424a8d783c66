// Occupations, appearance and life-story content for the character kind.
import type { Setting } from "../../core/options.js";

export const OCCUPATIONS: Readonly<Record<Setting, readonly (readonly [string, readonly string[]])[]>> = {
  "high-fantasy": [["knight errant", ["swordplay", "riding", "heraldry"]], ["hedge wizard", ["cantrips", "herb lore", "reading omens"]], ["innkeeper", ["brewing", "gossip", "bookkeeping"]], ["ranger", ["tracking", "archery", "woodcraft"]], ["temple scribe", ["calligraphy", "old tongues", "memory"]], ["blacksmith", ["smithing", "haggling", "arm wrestling"]], ["bard", ["lute", "storytelling", "forgery"]], ["sellsword", ["spear fighting", "dice", "field surgery"]], ["royal courier", ["riding", "ciphers", "etiquette"]], ["apothecary", ["potion-making", "poisons", "patience"]]],
  "dark-fantasy": [["witch hunter", ["interrogation", "crossbow", "warding signs"]], ["grave digger", ["digging", "anatomy", "silence"]], ["plague doctor", ["surgery", "herbalism", "steady nerves"]], ["deserter", ["hiding", "knife fighting", "foraging"]], ["relic peddler", ["lying", "appraisal", "sleight of hand"]], ["hedge priest", ["last rites", "exorcism", "reading"]], ["executioner", ["axe work", "knots", "calm"]], ["smuggler", ["boat handling", "bribery", "night vision"]], ["ratcatcher", ["traps", "poisons", "sewers"]]],
  "science-fiction": [["starship pilot", ["piloting", "navigation", "zero-g movement"]], ["xenobiologist", ["field biology", "sample analysis", "first contact protocol"]], ["corporate fixer", ["negotiation", "data forensics", "small arms"]], ["hull engineer", ["welding", "reactor maintenance", "EVA"]], ["colonial marshal", ["investigation", "marksmanship", "mediation"]], ["data thief", ["intrusion", "disguise", "cryptography"]], ["medic", ["trauma care", "pharmacology", "triage"]], ["salvager", ["scavenging", "jury-rigging", "haggling"]]],
  modern: [["paramedic", ["first aid", "driving", "calm under pressure"]], ["journalist", ["interviewing", "research", "shorthand"]], ["chef", ["cooking", "knife work", "running a kitchen"]], ["police detective", ["interrogation", "forensics", "firearms"]], ["software engineer", ["programming", "debugging", "systems design"]], ["schoolteacher", ["public speaking", "patience", "history"]], ["mechanic", ["engine repair", "welding", "improvisation"]], ["lawyer", ["argument", "contracts", "reading people"]], ["nurse", ["medicine", "night shifts", "comforting strangers"]]],
  steampunk: [["airship captain", ["navigation", "command", "weather reading"]], ["clockmaker", ["fine mechanics", "patience", "lockpicking"]], ["aether chemist", ["chemistry", "explosives", "lab safety"]], ["street urchin", ["pickpocketing", "climbing", "running"]], ["inventor", ["drafting", "tinkering", "fundraising"]], ["boiler stoker", ["endurance", "engine lore", "brawling"]], ["society detective", ["deduction", "disguise", "fencing"]], ["newspaper illustrator", ["drawing", "observation", "deadlines"]]],
  "post-apocalyptic": [["scavenger", ["scavenging", "lockpicking", "stealth"]], ["caravan guard", ["rifle", "driving", "watchfulness"]], ["water merchant", ["haggling", "purification", "reading maps"]], ["wasteland medic", ["field surgery", "herbal remedies", "rationing"]], ["mechanic", ["engine repair", "welding", "jury-rigging"]], ["settlement sheriff", ["shooting", "judgement", "tracking"]], ["radio operator", ["electronics", "codes", "listening"]], ["farmer", ["growing in poor soil", "irrigation", "animal care"]]],
  mythic: [["oracle's attendant", ["reading omens", "ritual", "discretion"]], ["shepherd", ["sling", "herding", "weather lore"]], ["temple dancer", ["dance", "acrobatics", "sacred songs"]], ["hero's charioteer", ["charioteering", "horse care", "spear"]], ["bronze smith", ["smithing", "fire-keeping", "endurance"]], ["wandering poet", ["verse", "memory", "flattery"]], ["fisher", ["net-casting", "swimming", "sea lore"]], ["seer", ["prophecy", "herbs", "riddles"]]],
};

export const BUILDS = ["wiry", "broad-shouldered", "stocky", "willowy", "heavyset", "lean and hard", "soft-bodied", "rangy", "compact", "gaunt"] as const;
export const HAIR = ["black hair cropped close", "a braid of copper hair", "grey hair worn long and loose", "a shaved head", "unruly brown curls", "straw-blond hair tied back", "dark hair streaked with white", "auburn hair in many small braids", "thinning sandy hair", "jet-black hair in a topknot", "silver hair cut to the jaw", "dyed blue hair, grown out at the roots"] as const;
export const EYES = ["grey", "dark brown", "green", "hazel", "pale blue", "amber", "black", "mismatched, one blue and one brown", "violet", "deep-set brown"] as const;
export const SKIN = ["pale and freckled", "olive", "deep brown", "weathered bronze", "ruddy", "dark and smooth", "sun-browned", "pale with a grey cast", "warm tan", "light brown"] as const;
export const MARKS = ["a burn scar across the left hand", "a crooked nose, broken more than once", "a tattoo of a swallow on the neck", "ears pierced with small iron rings", "a missing fingertip", "a pale scar through one eyebrow", "ink-stained fingers", "a limp from an old wound", "a gold tooth", "a birthmark shaped like a leaf on the cheek", "calloused, scarred knuckles", "a faded regimental tattoo"] as const;

export const FORMATIVE = [
  "When {they} {v:was} {age}, {their} home burned and {they} {v:was} the only one who got out.",
  "At {age}, {they} {v:was} apprenticed to a master who taught {them} everything and then betrayed {them}.",
  "{They} {v:was} {age} when {they} found a dying stranger on the road and promised to finish the stranger's errand.",
  "At {age}, {they} won a contest nobody expected {them} to win, and the prize changed {their} life.",
  "When {they} {v:was} {age}, {their} closest friend vanished without a word; {they} {v:has} been looking ever since.",
  "At {age}, {they} survived a winter lost in the wilds, alone.",
  "{They} {v:was} {age} when {they} took the blame for a crime {their} sibling committed.",
  "At {age}, {they} saw something in the old ruins that {they} {v:has} never told anyone about.",
  "When {they} {v:was} {age}, a stranger paid {their} family a fortune to take {them} away for a year.",
  "At {age}, {they} fell in love with someone {they} could never marry.",
] as const;

export const FAMILY = [
  "{They} {v:is} the eldest of {n} children; {their} mother is {a:job} and {their} father died when {they} {v:was} small.",
  "Raised by {their} grandmother, {a:job}, after {their} parents left to seek their fortune and never returned.",
  "The only child of two {jobs}, {they} {v:was} doted on and expected to follow the family trade.",
  "The youngest of {n}, {they} grew up in the shadow of a celebrated older sibling.",
  "{They} {v:was} a foundling left at a temple door; the priests raised {them} and still write to {them}.",
  "{They} {v:has} {a:partner} and {children}, and sends money home whenever {they} can.",
  "{Their} family were once wealthy {jobs} and lost everything in one bad year; {they} {v:has} never forgotten it.",
  "{They} {v:is} estranged from {their} family after a quarrel over an inheritance.",
] as const;
export const FAMILY_JOBS = ["weaver", "fisher", "soldier", "merchant", "farmer", "scholar", "smith", "sailor", "healer", "minor noble"] as const;
export const PARTNERS = ["devoted spouse", "long-suffering spouse", "partner in the next town", "spouse who runs the family shop"] as const;

export const HOOKS = [
  "{Name} needs someone to carry a sealed letter to {place}, no questions asked.",
  "{Name} owes money to the wrong people, and the debt falls due at the next full moon.",
  "Someone has been leaving {name} anonymous gifts, each stranger than the last.",
  "{Name} recognises one of the party from a place {they} should never have been.",
  "{Name} is hiding a fugitive in the cellar and needs help to move them.",
  "{Name} has a map to a ruin near {place} but cannot read the final line.",
  "An old enemy of {name} has just arrived in {place}.",
  "{Name} wants the party to find out who is poisoning the wells of {place}.",
  "{Name} will pay well for an escort through the hills, but lies about what is in the cart.",
  "{Name} has been accused of a murder in {place}, and swears {they} {v:is} innocent.",
] as const;
