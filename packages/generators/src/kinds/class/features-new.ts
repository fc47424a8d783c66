// Feature ladders of the class archetypes of one setting each — the starship's breacher, chaplain
// and void pilot, the wasteland's scavenger and ash preacher, the steam age's galvanist — weakest
// first. No starship feature casts spells or calls on the holy. Our own writing.
import { f, type FeatureDef } from "./shape.js";

export const BREACHER: readonly FeatureDef[] = [
  f(1, "", "Door Buster|Breaching Charge", "blow any hatch open in one round|set {a:charge} under a foe"),
  f(1, "", "Suit Trained|Armour Drill", "gain +1 armour class in powered armour|move in full armour without penalty"),
  f(1, "bonus", "Shoulder Charge|Bull Rush", "knock a foe prone as you move|slam into a foe and push it back"),
  f(1, "", "Mag-boots|Zero-G Combat", "hold fast to any hull|fight in zero gravity without penalty"),
  f(2, "", "Burst Fire|Double Burst", "hit twice each time you attack|fire a burst at two targets"),
  f(2, "short", "Stim Kick|Adrenal Surge", "heal {die} and act again|stim up and act again"),
  f(2, "reaction", "Hold the Hatch|Corridor Control", "shoot any foe that moves near you|stop a foe passing through a hatch"),
  f(3, "cost", "Flashbang|Stun Grenade", "stun every foe within {short}|daze a whole compartment for a round"),
  f(3, "", "Big Gun|Heavy Weapons", "carry a squad weapon like a rifle|fire heavy weapons without bracing"),
  f(3, "reaction", "Armour Lock|Shrug It Off", "lock your suit to absorb a blast|halve the damage of a single hit"),
  f(4, "long", "Room Clear|Full Breach", "attack every foe in a room once|clear a compartment in one turn"),
  f(4, "", "Walking Tank|Unstoppable", "halve all damage inside your armour|keep advancing whatever hits you"),
];

export const CHAPLAIN: readonly FeatureDef[] = [
  f(1, "bonus", "Steadying Word|Words of Comfort", "give an ally {die} temporary hit points|steady a shaking crewmate with a word"),
  f(1, "", "Confession|Listener", "learn what troubles a speaker|hear a confession and know it true"),
  f(1, "short", "Call to Order|Rally", "end fear in every ally within {near}|snap a panicked crew back to work"),
  f(1, "", "Creed|Doctrine", "recall any point of your order's creed|quote scripture to sway a believer"),
  f(2, "cost", "Zealous Blow|Righteous Strike", "strike a foe for {die} more|strike with the weight of conviction"),
  f(2, "", "Iron Faith|Unbroken", "gain advantage against fear and mind control|hold your faith against any doubt"),
  f(2, "long", "Vigil|Last Rites", "ease a dying crewmate's pain|keep a dying ally stable for an hour"),
  f(3, "cost", "Sermon|Fire the Crew", "give every ally within {near} advantage for a round|preach until allies fight at their best"),
  f(3, "reaction", "Take Their Pain|Martyr's Gift", "take an ally's wound onto yourself|suffer a blow in an ally's place"),
  f(3, "", "Chapel Ground|Consecrated Deck", "let allies in your chapel heal|mark a room where allies heal"),
  f(4, "", "Call the Order|Fleet Intervention", "call your order's ships once a week|summon a squad of the faithful"),
  f(4, "", "Living Creed|Exemplar", "keep allies near you from fear|turn the crew's fear to resolve"),
];

export const VOID_PILOT: readonly FeatureDef[] = [
  f(1, "", "Natural Pilot|Hotshot", "fly any craft after a minute's study|roll twice on piloting, keeping the best"),
  f(1, "reaction", "Barrel Roll|Evasive Manoeuvre", "make a shot at your ship miss|throw your craft aside from a missile"),
  f(1, "", "Sensor Feel|Void Sense", "sense ships nearby without sensors|feel a hull breach before alarms sound"),
  f(1, "bonus", "Cockpit Shot|Quick Draw", "fire a sidearm from the pilot's seat|draw and shoot in zero gravity"),
  f(2, "cost", "Strafing Run|Gun Pass", "rake a line of foes for {die}|sweep a deck with your {ship}'s guns"),
  f(2, "", "Spacer's Balance|Zero-G Reflexes", "never lose your footing in zero-g|move freely through zero gravity"),
  f(2, "short", "Burn Hard|Boost", "double your {ship}'s speed for a round|outrun any pursuit for a minute"),
  f(3, "reaction", "Close Shave|Ace's Luck", "make a hit on your {ship} miss|turn a killing shot into a graze"),
  f(3, "", "Wingman|Squadron Link", "give allied ships +1 to hits|fly in formation with two wingmates"),
  f(3, "cost", "Ram|Boarding Dive", "drive your {ship} into a hull|punch your {ship} through a hangar door"),
  f(4, "long", "Blind Jump|Impossible Leap", "jump without a plotted course|flee any battle in a single jump"),
  f(4, "", "Unhittable Ace|Living Legend", "make enemy pilots roll twice and keep the worse|shake off any lock on your {ship}"),
];

export const SCAVENGER: readonly FeatureDef[] = [
  f(1, "", "Scrounge|Salvage Eye", "find useful scraps in any ruin|spot the working part in any pile"),
  f(1, "", "Hard Belly|Rad-tough", "eat spoiled food without sickness|drink dirty water and keep it down"),
  f(1, "bonus", "Scurry|Duck and Run", "dash or hide in any rubble|slip into a crawlspace to hide"),
  f(1, "turn", "Cheap Shot|Dirty Fighting", "add {die} against a foe who cannot see you|stab a distracted foe for {die} extra"),
  f(2, "", "Tripwire Eye|Trap Sense", "spot any trap or tripwire|sense a trap before stepping in"),
  f(2, "long", "Make Do|Jury-rigged Gear", "build a working tool from junk|turn scrap into a one-shot weapon"),
  f(2, "cost", "Set a Snare|Bear Trap", "lay a trap that holds a foe|rig a snare across a doorway"),
  f(3, "", "Ruin Runner|Collapse Sense", "move through ruins at full speed|know when a ruin will fall"),
  f(3, "reaction", "Wriggle Out|Slip Free", "escape any grapple or bonds|squirm loose from a foe's grip"),
  f(3, "cost", "Long Shot|Sniper's Nest", "fire from hiding without giving yourself away|hit a foe {far} away"),
  f(4, "", "Old-World Cache|Lucky Find", "find a working relic once a week|always know where the nearest cache lies"),
  f(4, "long", "Ghost of the Ruins|Into the Rubble", "become untraceable for a day|vanish so well no tracker finds you"),
];

export const ASH_PREACHER: readonly FeatureDef[] = [
  f(1, "", "Fire and Ash|Sermon", "sway a crowd that hears you out|gain advantage to persuade the faithful"),
  f(1, "short", "Healing Prayer|Laying On", "heal {die} with a prayer|soothe a wound with ash and words"),
  f(1, "", "Congregation|Followers", "gather faithful in any settlement|find believers who will shelter you"),
  f(1, "bonus", "Doom Cry|Fearsome Word", "frighten a foe who hears you|shout doom until a raider falters"),
  f(2, "cost", "Clean Water|Blessing of the Well", "purify a day's water with a prayer|make tainted water safe by blessing it"),
  f(2, "", "True Believer|Iron Faith", "gain advantage against fear|shrug off mind control"),
  f(2, "long", "Stand Together|Rally the Flock", "give every follower +1 to hits|send the faithful into battle unafraid"),
  f(3, "cost", "Burning Word|Glow Blast", "scorch every foe within {near} for {die}|call down the old light on sinners"),
  f(3, "reaction", "Not Today|Shield of Faith", "give an ally +2 armour class against one attack|turn a killing blow from an ally"),
  f(3, "", "Read the Sky|Prophet's Eye", "know the weather three days ahead|read omens of raiders in the dust"),
  f(4, "long", "Rise Again|Miracle", "raise a dead follower with a prayer|bring back one who fell this day"),
  f(4, "", "Chosen One|Living Saint", "keep followers within {near} from fear|stay untouched by any raider's hand"),
];

export const GALVANIST: readonly FeatureDef[] = [
  f(1, "bonus", "Arc Bolt|Spark Gap", "throw an arc at a foe {far} away|shock a foe up to {far} away"),
  f(1, "", "Grounded|Insulated", "resist lightning damage|take no harm from your own current"),
  f(1, "", "Arc Light|Galvanic Lamp", "light a room with a humming globe|make a lamp that never needs oil"),
  f(1, "short", "Jolt|Restart", "wake an unconscious ally with a shock|restart a stopped heart with a jolt"),
  f(2, "cost", "Leaping Arc|Chain Lightning", "arc from one foe to two more|strike three foes in a chain"),
  f(2, "", "Lodestone Grip|Magnetise", "pull a metal object into your hand|pin a foe in iron armour"),
  f(2, "long", "Stored Charge|Capacitor Bank", "store a second charge for later|carry spare cells on a belt"),
  f(3, "reaction", "Arc Screen|Galvanic Shield", "turn a metal weapon's blow aside|shock a foe who strikes you for {die}"),
  f(3, "cost", "Storm Field|Overload", "fill a {near} circle with lightning|electrify the floor around you"),
  f(3, "", "Field Sense|Aether Sight", "see currents and magnets through walls|sense every machine within {near}"),
  f(4, "long", "Call the Storm|Tesla Tower", "bring down lightning on a street|raise a tower that strikes every foe in sight"),
  f(4, "", "Storm Body|Living Current", "become pure current for a minute|heal from lightning instead of burning"),
];
