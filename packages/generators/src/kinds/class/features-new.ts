// Feature ladders of the class archetypes of one setting each — the starship's breacher, chaplain
// and void pilot, the wasteland's scavenger and ash preacher, the steam age's galvanist — weakest
// first, one line per feature (see `ladder` in shape.ts). No starship feature casts spells or
// calls on the holy. Our own writing.
import { ladder } from "./shape.js";

export const BREACHER = ladder([
  "1 - $ attack breach :: Door Buster | Breaching Charge :: [blow/blast] a hatch open with {a:charge}, [dealing/doing] {die} to every other creature within {short} of it unless it passes a Dexterity save | set {a:charge} on a [door/bulkhead] or a foe for {die}",
  "1 - :: Suit Trained | Armour Drill :: gain +1 armour class in powered armour | move in full armour with no speed penalty and +1 armour class",
  "1 bonus control $ attack :: Shoulder Charge | Bull Rush :: knock a foe prone as you [move/barrel] {short} into it, [dealing/for] {die} | slam into a foe for {die}, [pushing/driving] it {short} back",
  "1 - :: Mag-boots | Zero-G Combat :: hold fast to any [hull/deck], with advantage against being moved | fight in zero gravity [with no disadvantage/as well as on a deck, with no disadvantage]",
  "2 - attack :: Burst Fire | Double Burst :: shoot twice with each Attack action | sweep 2 targets whenever you attack",
  "2 - $ :: Stim Kick | Adrenal Surge :: heal {die} and [take 1 more action/act again] [this turn/at once] | jab in a stim to [heal/regain] {die} and [act again/take 1 more action]",
  "2 reaction $ control :: Hold the Hatch | Corridor Control :: shoot a foe that moves within {near} of you | stop a foe passing through a hatch within {short}",
  "2 short :: Second Wind | Suit Medic :: regain {die} plus your level in hit points | let the med pump in your armour heal you for {die} plus your level",
  "3 short control :: Suppressing Fire | Pin Them Down :: for 1 minute, give foes within {near} disadvantage on attacks unless each passes a Wisdom save | spray a corridor so each foe within {near} drops prone unless it passes a Wisdom save",
  "3 - $ control :: Flashbang | Stun Grenade :: leave every foe within {short} of a point stunned for 1 round unless it passes a Constitution save | daze a compartment of foes for 1 round on failed Constitution saves",
  "3 - attack :: Big Gun | Heavy Weapons :: carry a squad weapon that deals {die} a shot like a rifle | fire heavy weapons for {die} without bracing",
  "3 reaction $ :: Armour Lock | Shrug It Off :: [seize/jam] the joints of your armour to halve the damage of [a blast/an explosion] | [halve/take half] the damage of a single [hit/blow]",
  "4 long attack :: Room Clear | Full Breach :: attack every foe in a room once, each for {die} extra | sweep a compartment, hitting each foe in it once for {die} extra",
  "4 - :: Walking Tank | Unstoppable :: halve all damage while you wear your armour | ignore difficult terrain and stay immune to being knocked prone or pushed",
]);

export const CHAPLAIN = ladder([
  "1 bonus $ ally :: Steadying Word | Words of Comfort :: [give/lend] {die} temporary hit points to an ally within {near} | calm a crewmate within {near}, granting {die} [temporary hit points/temporary hit points for 1 hour]",
  "1 - social confess :: Confession | Listener :: learn what troubles a speaker after 10 minutes of talk | hear a confession and know if it is true",
  "1 - ally $ :: Call to Order | Rally :: end fear in every ally within {near} | snap a panicked crew within {near} back to work, ending fear",
  "1 bonus $ social ally :: Creed | Chapter and Verse :: recite doctrine so an ally within {near} gains advantage on their next save | quote doctrine to give an ally within {near} advantage on their next save",
  "2 - $ attack :: Zealous Blow | Righteous Strike :: hit a foe for {die} more | land a blow with [conviction/faith] behind it, for {die} extra",
  "2 - :: Iron Faith | Unbroken :: gain advantage on saves against fear and mind control | hold to the creed, immune to being frightened",
  "2 - ally $ :: Vigil | Last Rites :: keep a dying crewmate [stable/alive] for 1 hour | ease a dying ally's [pain/suffering], giving them {die} hit points",
  "3 - $ ally :: Sermon | Rouse the Crew :: give every ally within {near} advantage on [attacks/attack rolls] for 1 round | preach until allies within {near} add 1d8 to their next [roll/attack]",
  "3 reaction ally protect $ :: Take Their Pain | Martyr's Gift :: draw the wound of an ally within {short} onto yourself | suffer a [blow/wound] in the place of an ally within {short}",
  "3 long heal ally :: Chapel Ground | Consecrated Deck :: mark a room where allies regain {die} hit points on a short rest | bless a room so allies who rest there heal {die} more",
  "4 long ally :: Call the Order | Fleet Intervention :: summon 6 armed members of the order to your side for 1 hour | bring a squad of 6 of the faithful to your side for 1 hour",
  "4 - ally :: Living Creed | Exemplar :: keep allies within {near} immune to fear | turn the crew's fear to resolve, giving allies within {near} +2 to saves",
]);

export const VOID_PILOT = ladder([
  "0 - +ship pilot gunner :: Own Ship | Flight Rating | Assigned Craft :: fly {a:ship} of your own with 30 hull points and 2 guns | keep {a:ship} with 30 hull points, 2 guns and room for 1 | hold the keys to {a:ship} with 30 hull points and twin guns",
  "1 - pilot :: Natural Pilot | Hotshot :: fly any craft after 1 minute of study | roll twice on piloting checks and keep the better",
  "1 reaction ?ship $ :: Barrel Roll | Evasive Manoeuvre :: make a shot at your {ship} miss unless it rolls 18 or more | throw your {ship} aside, giving a missile disadvantage",
  "1 - :: Sensor Feel | Void Sense :: pick out ships within 1 kilometre without sensors | know of a hull breach within {far} before alarms sound",
  "1 - $ ?ship pilot speed :: Afterburner | Hard Burn :: double your {ship}'s speed for 1 round | push your {ship} {far} further this round",
  "1 bonus gunner attack :: Cockpit Shot | Snap Shot :: fire a sidearm from the pilot's seat for {die} | draw and shoot in zero gravity, dealing {die}",
  "2 - $ ?ship gunner attack :: Strafing Run | Gun Pass :: rake a line of foes for {die} with your {ship}'s guns | sweep a deck with your {ship}'s guns, dealing {die} to each foe in a line",
  "2 - :: Spacer's Balance | Zero-G Reflexes :: never lose your footing in zero gravity, with advantage against being moved | move at full speed in zero gravity, with +1 armour class there",
  "2 - ?ship $ :: Evasive Pattern | Jink :: give attacks on your {ship} disadvantage for 1 round | weave so attacks on your {ship} have disadvantage for 1 round",
  "3 reaction ?ship $ :: Close Shave | Ace's Luck :: make a hit on your {ship} miss when you see it coming | turn a killing [shot/hit] on your {ship} into a [graze/glancing hit], halving its damage",
  "3 - ally :: Wingman | Squadron Link :: give allied ships within 1 kilometre +1 to attack rolls | fly in formation with 2 wingmates, each gaining +1 armour class",
  "3 - $ ?ship attack :: Ram | Boarding Dive :: drive your {ship} into a hull for {die} | punch your {ship} through a hangar door, dealing {die}",
  "4 long pilot :: Blind Jump | Impossible Leap :: make a jump without a plotted course and arrive within 1 day of the target | flee any battle in 1 jump",
  "4 - ?ship :: Unhittable Ace | Living Legend :: make enemy pilots roll twice and keep the worse against your {ship} | shake off a missile lock on your {ship} if you pass a Dexterity save",
]);

export const SCAVENGER = ladder([
  "1 short :: Scrounge | Salvage Eye :: find 1 useful part in any ruin within 10 minutes | spot the working part in any pile, with advantage on the search",
  "1 - :: Hard Belly | Rad-tough :: eat spoiled food and drink dirty water with advantage on the save | gain advantage on saves against radiation and sickness",
  "1 bonus hide scout $ :: Scurry | Duck and Run :: dash or hide when you [stand/crouch] in rubble | slip {short} into a [crawlspace/gap] and hide",
  "1 turn attack :: Cheap Shot | Dirty Fighting :: add {die} against a foe who cannot see you | stab a distracted foe for {die} extra",
  "1 - $ scout :: Scout Ahead | Eyes in the Ruins :: slip up to 1 mile ahead, [spotting what waits/marking every trap], and [return unseen/come back unseen] within 1 hour | sneak through a ruin for 1 hour, spotting every trap and watcher",
  "2 - scout :: Tripwire Eye | Trap Sense :: spot any trap within {near} with advantage | feel a trap within {short} before stepping on it",
  "2 - $ :: Make Do | Jury-rigged Gear :: build a working tool from [junk/scrap] in 10 minutes | turn [scrap/junk] into a [one-shot/single-use] weapon dealing {die}",
  "2 - $ control snare :: Set a Snare | Bear Trap :: lay a trap that holds a foe for 1 round and deals {die} | rig a doorway with a snare that [deals/does] {die} and holds a foe for 1 round",
  "3 - :: Ruin Runner | Collapse Sense :: [move/run] through ruins at full speed and sense 1 minute ahead when one will fall | cross rubble {short} faster each turn, and know 1 minute before a ruin falls",
  "3 reaction $ :: Wriggle Out | Slip Free :: escape a grapple or bonds when you pass a [Dexterity/Strength] check | squirm loose from a foe's [grip/hold] if you beat its Strength",
  "3 - $ attack hide :: Long Shot | Sniper's Nest :: fire from hiding at a foe within {far} for {die} and [stay hidden/remain unseen] | hit a foe {far} away for {die} [while hidden/and stay hidden]",
  "4 - :: Old-World Cache | Lucky Find :: turn up a working relic of the old world once a week | know the way to the nearest cache within 10 miles",
  "4 long :: Ghost of the Ruins | Into the Rubble :: become untraceable for 1 day | vanish so no tracker finds you for 1 day",
]);

export const ASH_PREACHER = ladder([
  "1 - $ social :: Fire and Ash | Sermon :: preach for 1 minute so up to 30 listeners are charmed by you for 1 hour unless each passes a Wisdom save | gain advantage on Persuasion checks with the faithful for 1 hour",
  "1 short heal ally :: Healing Prayer | Laying On :: heal an ally you touch for {die}[ with a prayer/ as you pray] | soothe an ally's wound with ash and words, healing {die}",
  "1 long ally :: Congregation | Followers :: gather 2d4 followers in any [settlement/camp] of 100 people | find 2d4 followers in any [settlement/camp] who will shelter you for 1 night",
  "1 bonus $ fear :: Doom Cry | Fearsome Word :: frighten a foe within {near} for 1 round unless it passes a Wisdom save | shout doom so a raider within {near} falters for 1 round",
  "1 - $ ally :: Stand Together | Rally the Flock :: give allies within {near} +1 to attack rolls for 1 minute | send allies within {near} into battle [unafraid/without fear], with +1 to attack rolls",
  "2 - $ water :: Clean Water | Blessing of the Well :: purify a day's water for 10 [people/followers] with a prayer | make [tainted/poisoned] water safe for 1 day by blessing it",
  "2 - :: True Believer | Iron Faith :: gain advantage on saves against fear | gain advantage against mind control",
  "2 reaction ally $ :: Not Today | Shield of Faith :: give an ally within {near} +2 armour class against one attack | turn a blow aimed at an ally within {near}, giving them +2 to armour class against it",
  "3 - $ attack :: Burning Word | Glow Blast :: scorch every foe within {near} for {die} | call down the old light on foes within {near} for {die}",
  "3 - :: Read the Sky | Prophet's Eye :: know the weather 3 days ahead | see omens of raiders in the dust, 1 day before they come",
  "3 - heal ally $ :: Revival | Tent Meeting :: heal every ally within {near} for {die} | raise the spirits of allies within {near}, healing {die}",
  "4 long :: Rise Again | Miracle :: raise a follower dead for less than 1 day | bring back one follower who fell this day",
  "4 - ally :: Chosen One | Living Saint :: keep allies within {near} immune to fear | turn aside 1 blow from any raider each round, while you stand",
]);

export const GALVANIST = ladder([
  "1 bonus $ attack :: Arc Bolt | Spark Gap :: throw an arc at a foe within {far} for {die} | shock a foe up to {far} away for {die}",
  "1 turn attack :: Spark Touch | Live Wire :: shock a foe you touch for {die} lightning damage | send {die} of current into a foe within reach",
  "1 short light :: Arc Light | Humming Globe :: fill {a:nearA} room with steady light for 1 hour | make a lamp that burns 8 hours without oil",
  "1 - ally revive $ :: Jolt | Restart :: wake an unconscious ally you touch with 1 hit point | shock a stopped heart into beating, bringing an ally to 1 hit point",
  "2 - $ attack :: Leaping Arc | Chain Lightning :: arc from one foe to 2 more within {short}, each taking {die} | strike 3 foes in a chain for {die} each",
  "2 - control $ :: Lodestone Grip | Magnetise :: pull a metal object within {near} into your hand | pin a foe in iron armour in place for 1 round",
  "2 long :: Stored Charge | Capacitor Bank :: carry a second charge, adding {die} to your next bolt | keep a spare cell that adds {die} to one blast",
  "3 reaction $ :: Arc Screen | Galvanic Shield :: shock a foe that hits you in melee for {die} | turn a metal weapon's [blow/swing] aside, halving its damage",
  "3 - $ attack :: Storm Field | Overload :: fill a {near} [circle/ring] with lightning that [deals/does] {die} to each foe | [electrify/charge] the floor within {short} of you for {die}",
  "3 - :: Field Sense | Aether Sight :: see currents and magnets through walls within {near} | feel every machine within {near}",
  "4 long attack :: Call the Storm | Tesla Tower :: bring down lightning on {a:nearA} circle for {die} | raise a tower that strikes every foe within {far} for {die}",
  "4 long :: Storm Body | Living Current :: become pure current for 1 minute, immune to harm from metal | heal {die} from lightning instead of being hurt by it for 1 minute",
]);
