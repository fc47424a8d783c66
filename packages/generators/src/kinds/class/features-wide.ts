// Feature ladders of the class archetypes found in several settings (a beast tamer, a medic, a
// gunsmith artificer, …), weakest first. Their words for gear come from the setting's kit
// ({beast}, {kit}, {gun}, …), so one ladder reads right in a fantasy kennel and on a starship; none
// of them casts spells. Our own writing.
import { f, type FeatureDef } from "./shape.js";

export const BEAST_TAMER: readonly FeatureDef[] = [
  f(0, "", "Companion|Bonded Beast|Beast Bond", "train {a:beast} to fight|keep {a:beast} at heel|bond with {a:beast}"),
  f(1, "bonus", "Sic 'Em|Command", "order your {beast} to attack|send your {beast} at a foe you point to"),
  f(1, "", "Beast Sense|Wild Empathy", "read an animal's mood at a glance|calm a frightened animal with a word"),
  f(1, "", "Pack Tactics|Flanking Beast", "gain advantage against foes your {beast} threatens|hit harder at foes beside your {beast}"),
  f(2, "", "Coordinated Attack|Trained Strike", "attack and command your {beast} together|strike as your {beast} strikes"),
  f(2, "reaction", "Loyal Shield|Guardian Beast", "let your {beast} take your blows|have your {beast} intercept an attack"),
  f(2, "short", "Lick Wounds|Field Dressing", "patch your {beast} up mid-fight|tend your {beast}'s wounds"),
  f(3, "cost", "Bring It Down|Savage Pounce", "have your {beast} knock a foe prone|let your {beast} pin a foe in place"),
  f(3, "", "Shared Senses|One Mind", "see and hear through your {beast}|share your {beast}'s senses"),
  f(3, "", "Growing Pack|Second Beast", "train a second, younger {beast}|keep two beasts at your heel"),
  f(4, "", "Beast Lord|Alpha", "let your {beast} attack twice|grow your {beast} to full size"),
  f(4, "long", "Call the Pack|Wild Surge", "rouse every beast within {far}|bring every animal nearby to your side"),
];

export const CUTPURSE: readonly FeatureDef[] = [
  f(1, "turn", "Sneak Attack|Low Blow", "deal a distracted foe {die} extra|add {die} when a foe never saw you"),
  f(1, "", "Light Fingers|Quick Hands", "lift a purse without a roll|palm small objects in plain sight"),
  f(1, "bonus", "Slip Away|Cunning Dodge", "dash, hide or disengage|duck out of reach and hide"),
  f(1, "", "Picklock|Lockwork", "open common locks with {tools}|pick a lock in half the time"),
  f(2, "reaction", "Uncanny Dodge|Ducked", "halve the damage of one hit|twist so a blow only grazes"),
  f(2, "", "Expertise|Practised Hands", "double your bonus in two skills|become expert in two trained skills"),
  f(2, "cost", "Vanish|Blind Spot", "hide even while watched|step into a crowd and disappear"),
  f(3, "reaction", "Evasion|Flat to the Floor", "throw yourself clear of any explosion|dodge a blast without a scratch"),
  f(3, "turn", "Hamstring|Crippling Cut", "slow a foe you hit to a crawl|cut a tendon so a foe cannot run"),
  f(3, "", "Slippery Mind|Liar's Heart", "shake off charms and mind control|keep your thoughts closed to any reader"),
  f(4, "long", "Death Strike|Perfect Ambush", "kill a surprised foe outright|double the damage of a surprise attack"),
  f(4, "", "Never Caught|Ghost in the Crowd", "leave no trail any tracker can follow|make everyone forget your face"),
];

export const MEDIC: readonly FeatureDef[] = [
  f(1, "short", "Patch Up|Field Dressing", "heal a wound for {die}|close wounds with your {kit}"),
  f(1, "", "Triage|Quick Diagnosis", "see at a glance who is dying|see what ails a patient in moments"),
  f(1, "bonus", "Stabilise|Steady Hands", "bring a dying ally back to 1 hit point|stop a dying ally's bleeding"),
  f(1, "", "Dose Knowledge|Chemist", "name any poison or drug by taste|prepare one {dose} each morning"),
  f(2, "cost", "Adrenal Kick|Booster", "give an ally an extra move this turn|jab an ally with a {dose}, doubling speed"),
  f(2, "", "Calm Under Fire|Steady Surgeon", "treat wounds without provoking attacks|work on a patient through gunfire"),
  f(2, "long", "Antidote|Purge", "cure one poison or disease by touch|draw sickness out of a patient overnight"),
  f(3, "reaction", "Not on My Watch|Emergency Save", "heal an ally as they fall|keep a falling ally on 1 hit point"),
  f(3, "cost", "Surgery|Battlefield Operation", "set a shattered limb in minutes|repair a wound that would have killed"),
  f(3, "", "Hardened Patients|Dose Tolerance", "give your patients resistance to poison|help those you treat shrug off sickness"),
  f(4, "long", "Back from the Brink|Miracle Work", "revive an ally dead under a minute|restart a patient's stopped heart"),
  f(4, "", "Master Surgeon|Perfect Triage", "heal the most possible with every treatment|maximise every heal you give"),
];

export const ARTIFICER: readonly FeatureDef[] = [
  f(1, "", "Signature Gun|Tuned Barrel", "your {gun} adds +1 to hits|tune {a:gun} to your hand"),
  f(1, "short", "Quick Fix|Jury-rig", "repair a broken item in a minute|patch any machine back to working order"),
  f(1, "", "Tinker's Eye|Spot the Flaw", "find the weak point in any machine|learn any device's workings by handling it"),
  f(1, "bonus", "Trick Shot|Ricochet", "bounce a shot around cover|shoot past cover at a foe you can hear"),
  f(2, "cost", "Deploy Sentry|Build Turret", "set up {a:device} that shoots foes|post {a:device} at a door"),
  f(2, "", "Rapid Reload|Twin Shots", "fire twice with each Attack action|reload and fire in the same breath"),
  f(2, "long", "Hot Load|Overcharge", "add {die} to one shot|pack a shell to blow through cover"),
  f(3, "reaction", "Covering Fire|Sentry Cover", "have your {device} fire on a foe that moves|shoot a foe as it breaks from cover"),
  f(3, "cost", "Blast Shell|Explosive Round", "hit every foe within {short} of the target|lob a shell that bursts wide"),
  f(3, "", "Second Device|Upgrade", "keep a second {device} running|keep two devices working at once"),
  f(4, "long", "Heavy Piece|Masterwork", "hit each foe in a line for {die}|unveil a gun that levels a wall"),
  f(4, "", "Perfect Aim|Gun Saint", "ignore all cover with your shots|never miss a target within {near}"),
];

export const PSION: readonly FeatureDef[] = [
  f(1, "", "Mind Touch|Telepathy", "speak mind to mind within {near}|send your thoughts to anyone you see"),
  f(1, "cost", "Kinetic Push|Shove", "hurl a foe {short} back with a thought|push a foe away for {die}"),
  f(1, "", "Skim|Surface Thoughts", "sense what a creature is thinking now|know when a speaker is lying"),
  f(1, "bonus", "Mind Spike|Psychic Jab", "stab a mind for {die}|spike a foe's mind with pain"),
  f(2, "cost", "Freeze|Hold Person", "lock a creature's body in place|stop a foe moving by will alone"),
  f(2, "", "Closed Mind|Mental Shield", "gain advantage against charms and fear|keep your thoughts sealed from others"),
  f(2, "short", "Levitate|Lift", "float yourself or an ally {near} up|lift a heavy object by thought"),
  f(3, "reaction", "Precognition|Saw It Coming", "impose disadvantage on an attack against you|step aside from a blow you foresaw"),
  f(3, "cost", "Psychic Scream|Mind Blast", "stun every foe within {short} for a round|blast nearby minds for {die}"),
  f(3, "", "Dominate|Puppet", "take control of a weak mind|command a creature's next action"),
  f(4, "long", "Mind Storm|Overload", "drop every foe within {near} unconscious|overload every mind in sight"),
  f(4, "", "Pure Mind|Transcendence", "no longer need food or sleep|think and act twice as fast"),
];

export const EXORCIST: readonly FeatureDef[] = [
  f(1, "short", "Begone|Rebuke Spirit", "force a nearby {dead} to flee|drive a {dead} from the room"),
  f(1, "", "Spirit Sight|Haunt Sense", "see spirits and the possessed|sense a {dead} anywhere in a house"),
  f(1, "", "Salt Line|Rite of Warding", "pour a line no spirit can cross|ward a doorway against the dead"),
  f(1, "bonus", "Blessed Strike|Hallowed Blow", "hurt the dead for {die}|strike spirits as if they had flesh"),
  f(2, "long", "Exorcism|Cast Out", "drive a spirit from a possessed body|free a host from a {dead}"),
  f(2, "", "Steel Nerves|Unshaken", "shrug off fear of the dead|walk calmly through any haunting"),
  f(2, "cost", "Binding Circle|Trap the Dead", "trap a spirit inside a drawn circle|seal a {dead} into your {relic}"),
  f(3, "reaction", "Hold the Body|Guarded Soul", "stop a spirit possessing an ally|keep a {dead} out of an ally's body"),
  f(3, "cost", "Purging Word|Sanctify", "sear every spirit within {near}|burn the nearby dead with a rite"),
  f(3, "", "Know the Name|Demonology", "learn a spirit's name by questioning it|know any {dead}'s true name"),
  f(4, "long", "Final Exorcism|Banish Forever", "destroy a spirit for good|send a {dead} beyond any return"),
  f(4, "", "Unpossessable|Sanctuary Body", "let no spirit ever possess you|keep the dead from touching you"),
];

export const INVESTIGATOR: readonly FeatureDef[] = [
  f(1, "", "Keen Eye|Eye for Detail", "spot a clue others overlook|notice what has moved in a room"),
  f(1, "short", "Cold Reading|Read a Person", "read a stranger's trade at a glance|guess where someone has been today"),
  f(1, "bonus", "Size Up|Study Foe", "note a foe's weak point for {die} more|study a foe so your next hit lands true"),
  f(1, "", "Contacts|Street Network", "know people everywhere|call on a contact for a rumour"),
  f(2, "", "Deduction|Connect the Dots", "name the likeliest culprit from three clues|piece together events from two clues"),
  f(2, "reaction", "First Shot|Quick Draw", "draw and fire before a foe acts|act first when a fight breaks out"),
  f(2, "long", "Tail|Shadowing", "follow a target all day unseen|track someone across the city unseen"),
  f(3, "", "Hard Questions|Interrogation", "tell when someone lies to you|break a liar's story with three questions"),
  f(3, "cost", "Called Shot|Exploit Weakness", "deal {die} to a foe you have studied|shoot where a studied foe is weakest"),
  f(3, "", "Reconstruct|Crime Scene", "walk a scene to see what happened|replay a fight from its traces"),
  f(4, "long", "Grand Reveal|Case Closed", "name the truth and have it believed|lay out a case no court refutes"),
  f(4, "", "Foreseen|Always a Step Ahead", "never be surprised|act first in every fight"),
];

export const BODYGUARD: readonly FeatureDef[] = [
  f(1, "reaction", "Take the Bullet|Cover", "take an attack aimed at your {principal}|step in front of an ally"),
  f(1, "", "Scan the Room|Threat Spotting", "spot an ambush before it springs|always know the exits of a room"),
  f(1, "bonus", "Pull Down|Shove Clear", "pull your {principal} out of harm's way|drag an ally behind cover"),
  f(1, "", "Hard to Kill|Braced", "gain +1 armour class in a vest|shrug off a fight's first hit"),
  f(2, "", "Double Tap|Two Shots", "fire twice per Attack action|put two rounds in every target"),
  f(2, "short", "Second Wind|Grit", "recover {die} hit points|heal {die} in a breath"),
  f(2, "cost", "Strip Weapon|Disarm Attacker", "take a weapon from an attacker's hand|wrench {a:gun} from a foe's grip"),
  f(3, "reaction", "Human Shield|Wall of Flesh", "halve a hit on an ally|take the full blow for a nearby ally"),
  f(3, "", "Ice Water|Unflinching", "stay calm under fire|shrug off fear while guarding"),
  f(3, "cost", "Suppressing Fire|Pin Down", "pin every foe in a {near} line|force foes to keep their heads down"),
  f(4, "", "Last Line|Never Lost a Client", "let nothing hit your {principal} beside you|keep every attack off your {principal}"),
  f(4, "long", "One-Man Army|Stand Alone", "fight on at 0 hit points|drop every foe in reach in one flurry"),
];
