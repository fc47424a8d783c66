// Personality content for the character kind: traits, ideals, flaws, fears, motives, secrets,
// voices — with darker and lighter variants chosen by tone and role.

export const TRAITS = ["patient", "quick-tempered", "curious", "suspicious", "generous", "proud", "soft-spoken", "blunt", "loyal", "restless", "methodical", "superstitious", "charming", "stubborn", "cheerful", "brooding", "meticulous", "reckless", "pious", "sardonic", "gentle", "ambitious", "absent-minded", "fiercely honest", "secretive", "playful"] as const;

export const IDEALS = ["Freedom: no chain is ever justified.", "Duty: a promise kept is worth more than a life.", "Knowledge: every secret deserves to be known.", "Family: blood comes before everything.", "Mercy: even the worst deserve a second chance.", "Power: the strong make the rules, so be strong.", "Beauty: the world is worth saving for its small wonders.", "Justice: the guilty must answer, whoever they are.", "Tradition: the old ways kept us alive.", "Change: nothing should stay the way it was.", "Faith: the gods have a plan, even now.", "Honesty: a lie is a debt that always comes due."] as const;

export const FLAWS = ["cannot resist a wager", "holds grudges for years", "drinks to forget", "lies when the truth would do", "trusts the wrong people", "is too proud to ask for help", "spends money faster than it arrives", "freezes when someone is hurt", "must always have the last word", "takes credit that belongs to others", "cannot keep a secret", "breaks rules just to prove a point"] as const;

export const FEARS = ["deep water", "being forgotten", "fire", "enclosed spaces", "growing old", "the dark", "being found out", "losing control", "heights", "crowds", "sickness", "disappointing a parent"] as const;

export const MOTIVATIONS: Readonly<Record<"hero" | "villain" | "npc", readonly string[]>> = {
  hero: ["to protect the village that raised {them}", "to find a missing sibling", "to clear {their} family's name", "to repay a debt of honour", "to see the world beyond the mountains", "to break a curse on {their} bloodline", "to prove {their} old master wrong", "to bring a killer to justice"],
  villain: ["to take back a throne {they} {v:believes} is theirs", "to make the city pay for what it did to {them}", "to become immortal at any cost", "to tear down a corrupt order and rule the ruins", "to possess a relic that will make {them} feared", "to avenge a wrong no court would hear", "to remake the world according to {their} vision", "to win, because losing once nearly killed {them}"],
  npc: ["to keep the business afloat another year", "to marry off a difficult child", "to retire somewhere quiet", "to win the respect of the guild", "to pay off a loan before the interest doubles", "to see a grandchild born", "to be left alone", "to learn to read"],
};

export const SECRETS: Readonly<Record<"hero" | "villain" | "npc", readonly string[]>> = {
  hero: ["is the illegitimate child of a noble house", "once ran from a battle and let others die", "carries a letter that could start a war", "has a twin raised by {their} enemies", "made a bargain with a spirit to survive", "is slowly losing {their} memory"],
  villain: ["still loves the person {they} swore to destroy", "was once the hero of a famous story", "is being blackmailed by {their} own lieutenant", "is dying, and everything {they} {v:does} is a race against it", "secretly funds the orphanage {they} burned years ago", "is a puppet of someone far worse"],
  npc: ["has skimmed a little from every job for years", "is an informer for the city watch", "buried a stranger's gold under the floorboards", "is not who {their} papers say {they} {v:is}", "writes love poems under a false name", "is wanted in another country"],
};

export const VOICES = ["speaks slowly, weighing every word", "talks fast and laughs at {their} own jokes", "has a rasping voice from old smoke", "speaks softly, so people lean in to listen", "has a sing-song accent from the south", "swears creatively and constantly", "answers questions with questions", "never uses a short word when a long one will do", "hums when thinking", "speaks in clipped military phrases"] as const;
export const MANNERISMS = ["drums {their} fingers on any table", "never sits with {their} back to a door", "tugs at an earring when nervous", "cracks {their} knuckles before a fight", "keeps {their} hands hidden in {their} sleeves", "makes a small sign against bad luck", "calls everyone 'friend'", "collects small stones from every town", "always knows the time without looking", "chews on a twig or a pipe stem"] as const;

export const TONE_WORDS: Readonly<Record<"heroic" | "grim" | "whimsical", readonly string[]>> = {
  heroic: ["Whatever else is said of {them}, {they} {v:does} not give up.", "People who meet {them} tend to remember {them}.", "There is a quiet courage in everything {they} {v:does}."],
  grim: ["The years have not been kind, and it shows.", "{They} {v:has} buried more friends than {they} {v:cares} to count.", "Few would call {them} happy, but {they} {v:endures}."],
  whimsical: ["Somehow, trouble always seems to find {them} at mealtimes.", "Children and dogs adore {them} without exception.", "{They} once talked {their} way out of a duel by reciting a recipe."],
};
