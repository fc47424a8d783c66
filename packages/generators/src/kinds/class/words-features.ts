// Science fiction has no magic: the class features that are spells, gods or beast-shapes in the
// fantasy archetypes (words.ts) are swapped for powers, programs, doctrine and biotech there.
// Keyed by the fantasy feature's name; features not listed are kept. Our own writing.

export const SCIENCE_FICTION_FEATURES: Readonly<Record<string, readonly [string, string]>> = {
  // arcane: psionics and software
  "Arcane Bolt": ["Psi Bolt", "a reliable ranged attack of raw mental force"],
  "Spell Tome": ["Expanded Library", "learn two new programs at every level"],
  Counterspell: ["Countermeasure", "spend a reaction to jam an enemy power or device as it activates"],
  Ward: ["Kinetic Barrier", "a shimmering field absorbs damage before you do"],
  Metamagic: ["Overclock", "push a power: extend its range, double its targets or trigger it silently"],
  Familiar: ["Drone Companion", "a small drone scouts, fetches and relays touch powers"],
  Blink: ["Phase Step", "teleport a short distance as part of using a power"],
  Overchannel: ["Redline", "use a power at maximum output, at the cost of your own health"],
  "Spell Mastery": ["Routine", "one chosen low-tier power becomes free to use"],
  "Arcane Recovery": ["Cooldown Cycle", "recover some spent power during a short rest"],
  "Signature Spell": ["Signature Power", "one power of your choice is always ready and stronger"],
  Archmage: ["Singularity", "once per day, use any power you know without cost"],
  // divine: doctrine and conviction
  "Lay on Hands": ["Nanite Touch", "heal by touch from a nanite pool that refills each day"],
  "Turn the Unholy": ["Purge Protocol", "rogue machines and parasites must flee or shut down"],
  "Divine Smite": ["Righteous Strike", "channel conviction into a devastating weapon strike"],
  "Channel Divinity": ["Invoke the Creed", "call on your order's doctrine for a feat suited to it"],
  "Holy Ground": ["Sanctified Zone", "bless an area where allies regenerate"],
  Intervention: ["Fleet Intervention", "once a week, call on your order for direct aid"],
  "Radiant Soul": ["Burning Faith", "your attacks burn with plasma-bright zeal"],
  Avatar: ["Exemplar", "for a minute, become the living image of your creed"],
  // primal: biotech and alien life
  "Wild Shape": ["Adaptive Form", "reshape your body like a creature you have sampled"],
  "Speak with Beasts": ["Xeno Empathy", "sense the intent of alien animals, who answer as well as they can"],
  Entangle: ["Bio-snare", "fast-growing fibres hold foes in place"],
  "Animal Companion": ["Alien Companion", "a loyal alien beast fights and travels beside you"],
  "Natural Armour": ["Chitin Plates", "grown plates harden your skin"],
  "Call Lightning": ["Spore Cloud", "release spores that choke your enemies"],
  "Thousand Forms": ["Thousand Genomes", "change shape at will, even into hazardous forms"],
  "Primal Strike": ["Toxin Strike", "your attacks carry venoms that eat through armour"],
  "Heart of the Wild": ["Biosphere's Wrath", "the living world itself rises to defend you once per day"],
  // support: no songs or spells on the bridge
  "Song of Rest": ["Downtime Protocol", "allies recover more during a short rest"],
  "Magical Secrets": ["Borrowed Tech", "learn powers from any tradition"],
  "Field Alchemy": ["Field Chemistry", "synthesise stims in minutes with what is at hand"],
  Countercharm: ["Steady Voice", "your voice protects allies from fear and mind control"],
  Crescendo: ["Coordinated Strike", "all allies act at their best for one round"],
};
