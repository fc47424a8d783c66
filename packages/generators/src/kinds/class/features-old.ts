// Feature ladders of the class archetypes of sword and sorcery and myth, weakest first: tier 0 is
// the core a class always has at 1st level, tiers 1–4 rise in power. Each feature has two names
// and two ways to say what it does; its clause (when, how often, at what price) comes from its
// mechanic. Every feature keeps to its archetype's reach. Our own writing.
import { f, type FeatureDef } from "./shape.js";

export const DUELLIST: readonly FeatureDef[] = [
  f(1, "reaction", "Riposte|Answering Cut", "strike back when a foe misses you|turn a parry into a counter-cut"),
  f(1, "", "En Garde|Duellist's Guard", "add {p2} to armour class|gain +1 armour class against a lone foe"),
  f(1, "bonus", "Call Out|Marked Foe", "single out a foe to face you|mark a foe for {die} more damage"),
  f(1, "", "Light Step|Quick Feet", "leave a foe's reach without being struck|move {short} further each turn"),
  f(2, "", "Double Thrust|Flurry of Steel", "make two attacks instead of one|thrust twice whenever you attack"),
  f(2, "cost", "Disarm|Bind and Twist", "knock the weapon from a foe's hand|wrench a foe's blade from its grip"),
  f(2, "bonus", "Feint|False Opening", "gain advantage on your next attack|draw a guard wide before you lunge"),
  f(3, "reaction", "Blade Wall|Unbroken Guard", "halve the damage of a melee hit|turn aside one blow that would land"),
  f(3, "cost", "Bleeding Cut|Crimson Flourish", "open a wound bleeding {die}|leave a foe bleeding {die} each round"),
  f(3, "short", "Read the Foe|Measure of Steel", "learn a foe's weakest saving throw|foresee a foe's next attack and target"),
  f(4, "long", "Last Cut|Perfect Thrust", "drop a wounded foe with one thrust|turn your next hit into a critical"),
  f(4, "minute", "Untouchable|Legend of the Blade", "no melee attack can hit you|foes miss you unless they roll a 20"),
];

export const WARDEN: readonly FeatureDef[] = [
  f(1, "reaction", "Shield Ward|Interpose", "take a blow meant for an adjacent ally|raise your {shield} over an ally"),
  f(1, "", "Sworn Ward|Oath of Warding", "name one ally to guard until you rest|choose a ward whose attackers provoke you"),
  f(1, "bonus", "Hold the Line|Stand Fast", "slow foes that start their turn beside you|plant your feet so nothing moves you"),
  f(1, "", "Iron Hide|Armour Drill", "sleep in armour without penalty|gain +1 armour class in heavy armour"),
  f(2, "", "Second Blow|Warden's Answer", "strike twice with each Attack action|make two attacks when you attack"),
  f(2, "short", "Unyielding|Oath Endures", "drop to 1 hit point, not 0|stand back up at 1 hit point"),
  f(2, "cost", "Shield Bash|Driving Shield", "knock a foe prone with your {shield}|drive a foe {short} back with your {shield}"),
  f(3, "", "Watchful Ring|Aura of Warding", "allies within {short} add +1 to saves|allies near you add your {p2} to saves"),
  f(3, "reaction", "Bulwark|Living Wall", "halve the damage to an ally beside you|take a whole blow for an ally"),
  f(3, "long", "Oath Renewed|Rally the Ward", "heal each nearby ally for {die}|lift fear from every ally who sees you"),
  f(4, "long", "Gate Unbroken|Unbreached", "let no foe pass you for a minute|bar every creature from moving past you"),
  f(4, "", "Deathless Oath|Undying Warden", "cannot die while your ward lives|fall only once your ward is safe"),
];

export const REAVER: readonly FeatureDef[] = [
  f(1, "bonus", "Rage|Red Mist", "rage, adding {die} to hits|hit {die} harder while raging"),
  f(1, "", "Thick Hide|Scarred Skin", "add {p2} to armour class when unarmoured|fight bare-chested yet hard to hurt"),
  f(1, "", "Reckless Swing|All or Nothing", "attack with advantage and be hit likewise|trade your guard for advantage on attacks"),
  f(1, "", "Danger Sense|Animal Wariness", "gain advantage on saves against traps|feel an ambush before it springs"),
  f(2, "", "Two Swings|Relentless Blows", "swing twice with every Attack action|attack twice each time you attack"),
  f(2, "turn", "Cleave|Carry Through", "carry a killing blow into a second foe|strike a second foe after a kill"),
  f(2, "", "Headlong|Fast Charge", "move {short} faster while raging|close any gap at a dead run"),
  f(3, "short", "Relentless Rage|Will Not Fall", "stay standing at 1 hit point|keep fighting after a killing blow"),
  f(3, "reaction", "Blood for Blood|Brutal Answer", "hit back at whoever wounds you|strike the foe that just hurt you"),
  f(3, "cost", "War Howl|Terrify", "send foes within {near} fleeing|howl until nearby foes lose their nerve"),
  f(4, "", "Endless Fury|Unending Rage", "rage until you choose to stop|stay enraged as long as you fight"),
  f(4, "long", "Red Tide|Avatar of Slaughter", "strike every foe within reach|attack each foe beside you at once"),
];

export const RUNE_SCRIBE: readonly FeatureDef[] = [
  f(
    0,
    "",
    "Spell Runes|Lettered Spells|Written Magic",
    "cast spells by tracing their runes|learn three cantrips and two written spells|work magic by writing it down",
  ),
  f(1, "bonus", "Glyph of Warding|Warding Sigil", "trace a rune that bursts|ward a door to bite intruders"),
  f(1, "", "Script Sight|Reader of Signs", "read any written language|understand any script after a minute's study"),
  f(1, "short", "Rune Bolt|Flung Letter", "hurl a burning rune {far}|throw a sigil up to {far}"),
  f(2, "cost", "Binding Rune|Sealed Name", "hold a foe in place where it stands|pin a creature inside a written circle"),
  f(2, "", "Layered Script|Twin Glyphs", "keep two glyphs active at once|let one glyph set off another"),
  f(2, "long", "Fresh Ink|Scribe's Recovery", "regain one spent spell slot|rewrite one spent rune as new"),
  f(3, "reaction", "Counter-rune|Unwriting", "unmake a spell as it is cast|erase an enemy spell mid-casting"),
  f(3, "cost", "Rune of Ruin|Shattering Glyph", "blast the ground around a glyph|detonate a glyph for {die}"),
  f(3, "", "Living Letters|Script Familiar", "send a rune-creature to scout|call inked letters off the page"),
  f(4, "long", "True Name|First Word", "command a creature whose name you write|write a foe's name to bind it"),
  f(4, "", "Perfect Script|Rune-Master", "cast one chosen written spell at will|keep your glyphs from ever fading"),
];

export const HEDGE_WITCH: readonly FeatureDef[] = [
  f(0, "", "Witchcraft|Cunning Arts|Old Ways", "cast charms with {herbs} and spit|learn three charms and two hexes|hex and heal with knotted charms"),
  f(1, "short", "Evil Eye|Ill-wishing", "give a foe you touch disadvantage|curse a touched foe to roll twice, taking the worse"),
  f(1, "short", "Poultice|Healing Hands", "press {herbs} to a wound|close a wound by touch"),
  f(1, "", "Familiar|Witch's Cat", "keep a small beast as a spy|send a cat or crow with charms"),
  f(2, "cost", "Binding Knot|Hex", "tie a knot that lames a foe you touch|knot a touched foe's luck so it cannot flee"),
  f(2, "long", "Witch's Brew|Cauldron Draught", "brew a draught that cures a poison|brew {die} healing doses overnight"),
  f(2, "", "Beast Speech|Cat's Counsel", "talk with animals you can touch|question any beast that lets you near"),
  f(3, "cost", "Withering Touch|Blight Hand", "rot a touched foe's flesh for {die}|wither whatever your hand lands on"),
  f(3, "reaction", "Turn the Curse|Mirror Charm", "send a curse back to its caster|reflect a hex onto whoever laid it"),
  f(3, "long", "Hag's Sleep|Deep Slumber", "put a creature you touch to sleep|lull a foe in reach into a day's sleep"),
  f(4, "long", "Skin-turning|Shape of the Beast", "turn a touched foe into a beast|remake a touched foe as a toad"),
  f(4, "", "Witch's Years|Deathless", "stop ageing while your {charm} lasts|bind your years into a {charm}"),
];

export const GRAVE_PRIEST: readonly FeatureDef[] = [
  f(
    0,
    "",
    "Prayers|Rites of the Grave|Graveside Liturgy",
    "cast divine spells by prayer|learn the burial rites and three prayers|pray at gravesides for your spells",
  ),
  f(1, "long", "Stay of Death|Last Breath", "steady a dying creature with a touch|hold a dying ally at 1 hit point"),
  f(1, "short", "Turn the Dead|Rebuke the Restless", "make undead near you flee|drive the dead back {near}"),
  f(1, "", "Grave Sense|Death's Sight", "sense undead within {near}|learn by touch how a corpse died"),
  f(2, "cost", "Mending Prayer|Laying of Hands", "heal {die} with a touch|close a wound with a whispered rite"),
  f(2, "", "Speak with the Dead|Grave Question", "ask a corpse three questions|hear a corpse answer what it saw"),
  f(2, "bonus", "Pale Blessing|Mourner's Mark", "shield an ally from necrotic harm|mark an ally so death's touch slides off"),
  f(3, "long", "Consecrate|Holy Ground", "bless ground where the dead cannot walk|hallow a grave so nothing rises"),
  f(3, "cost", "Final Rest|Destroy Undead", "turn weak undead to dust|unmake a risen corpse outright"),
  f(3, "reaction", "Death Ward|Not Yet", "keep an ally up when they would fall|snatch an ally from a killing blow"),
  f(4, "long", "Raise the Fallen|Return", "call a soul back into its body|bring back an ally dead under an hour"),
  f(4, "", "Deathless Vigil|Keeper of the Gate", "let no ally within {near} die while you stand|keep undead from ever touching you"),
];

export const ORACLE: readonly FeatureDef[] = [
  f(
    0,
    "",
    "God-given Rites|Prophetic Prayers|Gift of Sight",
    "cast divine spells through trance|learn hymns and rites of seeing|cast the spells a god sends in dreams",
  ),
  f(1, "long", "Omen|Portent", "roll now to replace a later roll|foresee one roll and swap it in"),
  f(1, "", "Second Sight|Veiled Eyes", "see invisible things within {near}|see through illusions within {near}"),
  f(1, "reaction", "Forewarned|Warning", "warn an ally of a blow before it lands|give an ally advantage on a save"),
  f(2, "short", "Augury|Read the Fates", "learn whether a plan will go well|ask the gods if a deed prospers"),
  f(2, "cost", "Doom|Spoken Fate", "curse a foe to fail its next save|name a foe's doom so its attacks falter"),
  f(2, "", "Trance|God-touched", "keep your head against charms and fear|never be surprised while awake"),
  f(3, "long", "Far Seeing|Vision Quest", "watch a distant place|see through a bird's eyes"),
  f(3, "reaction", "Fate Turned|Thread Cut", "make a foe reroll a hit|undo a blow as it lands"),
  f(3, "cost", "Word of the God|Oracular Command", "speak a command no foe can refuse|give one word a foe must obey"),
  f(4, "long", "Foreknowledge|Nothing Unseen", "gain advantage on every roll|let no foe surprise you or your friends"),
  f(4, "", "God's Answer|Voice of Heaven", "ask the god one question each week|see all your prophecies come true"),
];

export const RANGER: readonly FeatureDef[] = [
  f(1, "bonus", "Hunter's Mark|Quarry", "mark a foe to hit for {die} more|name and track your quarry"),
  f(1, "", "Home Country|Favoured Ground", "never get lost in forest or hill|travel at full pace through rough country"),
  f(1, "", "Steady Aim|Archery Style", "add +2 to {bow} hits|ignore half cover with ranged attacks"),
  f(1, "", "Tracker|Keen Trail", "follow a trail days old|read size and speed from tracks"),
  f(2, "", "Two Arrows|Quick Draw", "shoot twice with each Attack action|loose two arrows whenever you attack"),
  f(2, "cost", "Volley|Rain of Arrows", "shoot every foe within {short} of a point|loose a volley at each foe in a circle"),
  f(2, "bonus", "Leaf and Shadow|Vanish into Cover", "hide in light cover|become hidden in any foliage"),
  f(3, "turn", "Heart Shot|Slayer's Arrow", "add {die} to quarry hits|strike a marked foe's weak spot for {die}"),
  f(3, "reaction", "Roll Aside|Evade", "roll clear of a breath or blast|leap clear of any blast unharmed"),
  f(3, "", "Thornwalk|Land's Stride", "pass through brambles and mire unslowed|cross rough ground at full speed"),
  f(4, "", "Foe Slayer|Never Miss", "add {p2} to hits on your quarry|hit with your first shot every turn"),
  f(4, "long", "Last Arrow|Hunter's End", "slay a wounded quarry with one arrow|end a hunt with one perfect shot"),
];

export const CHANTER: readonly FeatureDef[] = [
  f(1, "bonus", "War Chant|Battle Song", "give allies within {near} +1 to hits|start a {song} that steadies allies' hands"),
  f(1, "short", "Heartening Word|Bolstering Verse", "give an ally {die} temporary hit points|hearten one ally for {die} hit points"),
  f(1, "reaction", "Rallying Shout|Hold Fast", "let a frightened ally shake off fear|shout an ally free of a charm"),
  f(1, "", "Lore of Battles|Old Campaigns", "recall the tactics of any known army|know the weak point of any formation"),
  f(2, "cost", "Marching Beat|Quickstep", "let each ally move {short} further|beat your {instrument} so allies march at double pace"),
  f(2, "", "Carrying Voice|Voice Like Thunder", "be heard across any battlefield|reach allies {far} away with your chant"),
  f(2, "minute", "Mocking Song|Dirge of Dread", "give foes within {near} disadvantage on saves|sap the nerve of every foe who hears"),
  f(3, "cost", "Chorus of Steel|Clash of Arms", "give every ally an extra attack this turn|let each ally strike once as you sing"),
  f(3, "reaction", "Counter-chant|Drown Them Out", "drown out a spell with a shout|cut off a foe's charm mid-word"),
  f(3, "long", "Song of Rising|Second Wind Song", "heal every ally within {near} for {die}|raise fallen allies to their feet"),
  f(4, "long", "Anthem of Heroes|Last Verse", "make every ally within {far} fearless|let every ally act at their best for a round"),
  f(4, "", "Undying Song|Saga-worthy", "keep allies fighting at 0 hit points|sing on even as you fall"),
];
