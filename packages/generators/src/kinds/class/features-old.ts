// Feature ladders of the class archetypes of sword and sorcery and myth, weakest first: tier 0 is
// the core a class always has at 1st level, tiers 1–4 rise in power. One line per feature (see
// `ladder` in shape.ts): "$" spends the resource, "+x" grants what "?x" features need, other
// flags say what it does for the party. Every ladder has a spender at tiers 0–1, 2 and 3, and
// every effect states a number, a range or a condition. Our own writing.
import { ladder } from "./shape.js";

export const DUELLIST = ladder([
  "1 reaction $ attack :: Riposte | Answering Cut :: [strike/cut] back for {die} extra when a foe in reach misses you | answer a missed [blow/thrust] with a counter-cut [that deals/dealing] {die} extra",
  "1 - :: En Garde | Duellist's Guard :: add +2 to armour class when only one foe is in reach | gain +2 armour class against the last foe you hit",
  "1 bonus attack taunt $ :: Call Out | Marked Foe :: single out a foe within {near}[, adding/ and add] {die} [to your hits on it/to each hit on it/to your damage rolls against it] for 1 minute | name a foe within {near} and deal it {die} extra on each hit for 1 minute",
  "1 - :: Light Step | Quick Feet :: move {short} further each turn and leave reach without a parting attack | add {short} to your speed and slip out of reach unpunished",
  "2 - attack :: Double Thrust | Flurry of Steel :: make two attacks instead of one when you take the Attack action | lunge twice, not once, each time you take the Attack action",
  "2 - $ control :: Disarm | Bind and Twist :: knock a foe's weapon {short} away unless it passes a Strength save | wrench a blade from a foe's grip on a failed Strength save",
  "2 bonus $ :: Feint | False Opening :: gain advantage on your next attack [this turn/before your turn ends] | draw a foe's guard wide for advantage on your next [hit/attack]",
  "3 reaction $ :: Blade Wall | Unbroken Guard :: [halve/take half] the damage of a melee [hit/blow] you can see | turn a landing [blow/cut] aside, taking half its damage",
  "3 - $ attack :: Bleeding Cut | Crimson Flourish :: open a wound that bleeds {die} at the start of each of its turns for 1 minute | leave a foe losing {die} a round for 1 minute",
  "3 short :: Read the Foe | Measure of Steel :: learn a foe's armour class and weakest save after 1 round of watching | watch a foe for 1 round to learn its armour class and weakest save",
  "4 long attack :: Last Cut | Perfect Thrust :: turn a hit into a critical hit that [deals/does] {die} more | make your next hit a critical that [deals/does] {die} more",
  "4 long :: Untouchable | Legend of the Blade :: for 1 minute, melee attacks miss you unless they roll a 20 | for 1 minute, foes hit you only on a roll of 20",
]);

export const WARDEN = ladder([
  "1 reaction protect $ :: Shield Ward | Interpose :: take a [blow/hit] meant for an ally within {short} | [raise/lift] your {shield} to turn a [hit/blow] from an ally within {short}",
  "1 - +ward protect :: Sworn Ward | Oath of Warding :: name one ally as your ward until your next long rest | choose an ally as your ward for 1 day, gaining +2 to hit any foe that strikes your ward",
  "1 bonus $ control :: Hold the Line | Stand Fast :: slow every foe that [starts/begins] its turn beside you to half speed | plant your feet so [no force/nothing] moves you until your next turn",
  "1 - :: Iron Hide | Armour Drill :: gain +1 armour class in heavy armour | add 1 to armour class while you wear heavy armour",
  "2 - attack :: Second Blow | Warden's Answer :: strike twice with each Attack action | make a second attack whenever you attack on your turn",
  "2 - $ :: Unyielding | Oath Endures :: drop to 1 hit point, not 0, when a [blow/hit] would fell you | stand back up at 1 hit point when you would [fall/go down]",
  "2 - $ control :: Shield Bash | Shove Back :: knock a foe prone with your {shield} unless it passes a Strength save | drive a foe {short} back with your {shield}",
  "2 reaction $ protect :: Sentinel | Watchful Blade :: strike a foe within reach that attacks an ally, for {die} extra | punish a foe beside you that attacks an ally with a blow for {die} extra",
  "3 long protect :: Stand Alone | Last Bastion :: for 1 minute, take half damage from every attack that reaches you | for 1 minute, halve every hit on you as long as you do not move",
  "3 - ally :: Watchful Ring | Aura of Warding :: give allies within {short} +1 to their saves | let allies within {short} add your {p2} modifier to saves",
  "3 reaction protect $ :: Bulwark | Living Wall :: halve the damage to an ally within {short} | take the whole of a blow aimed at an ally within {short}",
  "3 - $ heal :: Oath Renewed | Rally the Line :: heal each ally within {near} for {die} | lift fear from allies within {near} and heal each for {die}",
  "4 long control :: Gate Unbroken | Unbreached :: for 1 minute, let no foe move past you within {short} | bar every creature from passing within {short} of you for 1 minute",
  "4 long ?ward :: Deathless Oath | Undying Warden :: while your ward lives, [drop to 1 hit point instead of 0/stop at 1 hit point when you would drop to 0] | for 1 minute, stay above 0 hit points while your ward stands",
]);

export const REAVER = ladder([
  "0 bonus $ +rage :: Rage | Battle Fury | Red Rage :: enter a rage for 1 minute, adding 2 to melee damage and halving weapon damage you take | fly into a rage for 1 minute, with +2 melee damage and half damage from weapons | go into a rage for 1 minute, hitting 2 harder in melee and taking half weapon damage",
  "1 - :: Thick Hide | Scarred Skin :: add your {p2} modifier to armour class while you wear no armour | count your {p2} modifier toward armour class when you wear no armour",
  "1 - :: Reckless Swing | All or Nothing :: attack with advantage this turn, and be attacked with advantage until your next turn | trade your guard for 1 round of advantage on attacks, for you and your foes",
  "1 - :: Danger Sense | Wild Instinct :: gain advantage on Dexterity saves against traps and blasts | gain advantage on saves against any trap or blast you can see",
  "1 - ?rage attack :: Red Mist | Savage Blows :: while raging, [add {die} to/put {die} more on] your first melee hit each turn | while raging, deal {die} more with your first melee hit each turn",
  "2 - attack :: Two Swings | Relentless Blows :: strike twice each time you take the Attack action | make two attacks, not one, with every Attack action",
  "2 turn attack $ :: Cleave | Carry Through :: make one more attack against a foe in reach when you drop a foe | carry the swing into a second foe within {short} after a kill",
  "2 - ?rage :: Headlong | Fast Charge :: while raging, move {short} faster | while raging, add {short} to your speed",
  "2 reaction $ attack :: Blood for Blood | Brutal Answer :: hit back for {die} extra at a foe in reach that wounds you | strike the foe that just hurt you, for {die} extra",
  "3 short ?rage :: Relentless Rage | Will Not Fall :: while raging, drop to 1 hit point instead of 0 | while raging, stay at 1 hit point when a blow would drop you",
  "3 - $ fear control :: War Howl | Terrify :: send foes within {near} fleeing for 1 minute unless they pass a Wisdom save | bellow so that foes within {near} are frightened for 1 minute on a failed Wisdom save",
  "3 - attack $ :: Brutal Critical | Bone Breaker :: roll {die} more on a critical hit | add {die} to the damage of a critical hit",
  "4 - ?rage :: Endless Fury | Unending Rage :: let your rage last until you end it or fall unconscious | keep a rage going past 1 minute, until you end it or fall",
  "4 long attack :: Red Tide | Avatar of Slaughter :: attack every foe within reach once, adding {die} to each hit | make one attack against each foe beside you, each for {die} extra",
]);

export const RUNE_SCRIBE = ladder([
  "0 - $ control attack :: Spell Runes | Lettered Spells | Written Magic :: trace a rune within {far} that [burns/scorches] a foe for {die} or [holds it in place/roots it] for 1 round | [write/draw] a glyph up to {far} away that deals {die} or pins a foe for 1 round | cut a sigil [in the air/on the wind] within {far}, burning a foe for {die} or holding it for 1 round",
  "1 bonus glyph :: Glyph of Warding | Warding Sigil :: trace a rune on a door that deals {die} to the next creature through | ward a doorway to deal {die} to the first intruder",
  "1 - :: Script Sight | Reader of Signs :: read any written language after 1 minute of study | understand any script within 1 minute of looking at it",
  "1 - $ control :: Binding Rune | Sealed Name :: hold a foe within {near} in place for 1 round unless it passes a Wisdom save | pin a creature inside a written circle for 1 round on a failed Wisdom save",
  "1 short ally :: Rune Shield | Inked Ward :: give an ally +2 armour class for 1 minute | write a ward on an ally for +2 armour class for 1 minute",
  "2 - :: Layered Script | Twin Glyphs :: keep 2 glyphs active at once | set 2 glyphs that go off together",
  "2 - $ attack :: Rune of Ruin | Shattering Glyph :: blast {a:shortA} circle within {far} for {die} | detonate a glyph to [deal/do] {die} to [all/everyone] within {short} of it",
  "2 reaction control $ :: Counter-rune | Unwriting :: unmake a spell cast within {near} unless its caster passes an Intelligence save | erase a spell as it is cast within {near}, unless its caster [passes/makes] an Intelligence save",
  "3 long scout :: Living Letters | Script Familiar :: send a rune-creature with 10 hit points to [scout/spy] up to 1 mile away | call inked letters off the page to [scout/spy] for 1 hour",
  "3 - $ control :: Great Binding | Chain of Letters :: hold up to 3 foes within {near} in place for 1 minute unless each passes a Wisdom save | bind 3 creatures within {near} in written chains for 1 minute on failed Wisdom saves",
  "3 - $ :: Erasure | Blank Page :: end one glyph or spell within {near} | wipe one magical effect within {near} clean",
  "4 long control :: True Name | First Word :: command a creature whose name you write for 1 hour | write a foe's name to bind it to obey you for 1 hour",
  "4 - :: Perfect Script | Rune-Master :: keep up to 4 glyphs active at once | trace one chosen 1st-tier rune at will, at no cost",
]);

export const HEDGE_WITCH = ladder([
  "0 - $ heal hex :: Witchcraft | Cunning Arts | Old Ways :: hex a touched foe for {die} necrotic damage or heal a touched ally for {die} | lay a hand on a creature to heal it {die} or hex it for {die} damage | heal {die} with a touch, or hex a touched foe for {die}",
  "1 short hex :: Evil Eye | Ill-wishing :: hex a foe within {near} you can see with disadvantage on attacks for 1 minute | curse a foe within {near} to roll [twice/two dice] and [take/keep] the worse for 1 minute",
  "1 - $ heal :: Poultice | Green Salve :: press {herbs} to a wound, healing {die} and [ending/curing] poison | [bind/dress] a wound with {herbs} to [heal/restore] {die} and [stop/staunch] bleeding",
  "1 - scout familiar :: Familiar | Witch's Cat :: keep a cat or crow that spies for you up to 1 mile away | bind a crow or cat to scout for you up to 1 mile away",
  "2 - $ hex control :: Binding Knot | Hobble :: tie a knot that halves a touched foe's speed for 1 minute | hex a touched foe so its speed drops to 0 for 1 round",
  "2 - heal $ :: Cauldron | Kitchen Craft :: brew 3 draughts overnight that each heal {die} | brew overnight a draught that [ends/cures] 1 poison or disease",
  "2 - :: Beast Speech | Cat's Counsel :: [talk/speak] for 10 minutes with [any animal you touch/a beast you lay a hand on] | question a beast within reach about the last day",
  "3 - $ hex attack :: Withering Touch | Grave Hand :: rot a touched foe's flesh for {die} necrotic damage | blacken what your hand lands on for {die}",
  "3 reaction hex $ :: Turn the Curse | Mirror Charm :: send a curse back to its caster as it is laid on you | reflect a [hex/curse] within {near} onto whoever laid it",
  "3 long control :: Hag's Sleep | Deep Slumber :: put a touched creature to sleep for 1 hour unless it passes a Wisdom save | lull a foe in reach into sleep for 1 hour on a failed Wisdom save",
  "4 long hex control :: Skin-turning | Shape of the Beast :: turn a touched foe into a toad for 1 hour unless it passes a Wisdom save | remake a touched foe as a hare for 1 hour on a failed Wisdom save",
  "4 long hex :: Great Hex | Old Mother's Curse :: blight a touched foe for 1 month, dealing {die} each dawn until lifted | lay a curse that costs a touched foe {die} each dawn for 1 month",
]);

export const GRAVE_PRIEST = ladder([
  "0 - $ heal :: Prayers | Rites of the Grave | Graveside Liturgy :: heal a touched creature for {die} with a prayer | pray over a wound to heal {die} | speak a rite that heals a touched ally for {die}",
  "1 long :: Stay of Death | Last Breath :: hold a dying creature you touch at 1 hit point | bring a dying ally you touch to 1 hit point",
  "1 - $ undead fear :: Turn the Dead | Rebuke the Restless :: make undead within {near} flee for 1 minute unless they pass a Wisdom save | drive each undead foe within {near} back {near} unless it passes a Wisdom save",
  "1 - undead :: Grave Sense | Death's Sight :: feel undead within {near}, even through walls | learn by touch how a corpse died, and when",
  "2 bonus ally $ :: Pale Blessing | Mourner's Mark :: give an ally resistance to necrotic damage for 1 minute | touch an ally so necrotic harm to them is halved for 1 minute",
  "2 long :: Speak with the Dead | Grave Question :: ask a corpse 3 questions | hear a corpse answer 3 questions about what it saw",
  "2 - $ heal :: Mending Prayer | Laying of Hands :: heal every ally within {short} for {die} | close the wounds of allies within {short} for {die}",
  "3 long undead :: Consecrate | Holy Ground :: bless {a:nearA} circle where undead cannot enter for 1 day | hallow a patch of ground {near} across so nothing rises there for a year",
  "3 - $ undead :: Final Rest | Destroy Undead :: turn undead within {near} to dust if they have under 30 hit points | unmake a risen corpse within {near} with under 30 hit points",
  "3 reaction ally $ :: Death Ward | Not Yet :: keep an ally within {near} at 1 hit point when they would [fall/drop] | snatch an ally within {near} from a killing [blow/hit] at 1 hit point",
  "4 long :: Raise the Fallen | Return :: call a soul back to a body dead under 1 hour | bring back an ally dead for less than 1 hour",
  "4 long :: Deathless Vigil | Keeper of the Gate :: for 1 minute, keep allies within {short} above 0 hit points while you stand | give undead within {near} disadvantage on attacks against you",
]);

export const ORACLE = ladder([
  "0 - $ seer ally :: God-given Sight | Prophetic Rites | Gift of Sight :: foresee the next moment [and add/, adding] {die} to one [roll/attack or save] by an ally within {far} | read the next moments in a [vision/waking vision], adding {die} to an ally's [roll/next roll] within {far} | whisper a vision that adds {die} to one [roll/save] by an ally within {far}",
  "1 long seer omen :: Omen | Portent :: foresee a roll at dawn by rolling a d20, and use it for any roll that day | foresee one roll at dawn and swap it in for any later roll",
  "1 - :: Second Sight | Veiled Eyes :: see invisible creatures within {near} | see through illusions within {near}",
  "1 reaction ally :: Forewarned | Sharp Cry :: give an ally within {far} advantage on a save you [saw coming/foresaw] | warn an ally within {far} of a [blow/strike], adding +2 to their armour class",
  "2 - seer $ :: Augury | Read the Fates :: foresee whether [a plan/a venture] for the coming [hour/hour or so] will [go well or ill/succeed or fail] | ask the gods for a vision of whether a deed in the next hour prospers",
  "2 - $ hex :: Doom | Spoken Fate :: lay a doom on a foe within {far}, cursing it to fail its next [saving throw/save] | speak a foe's doom, cursing it with disadvantage on [attacks/attack rolls] for 1 minute",
  "2 - :: Trance | God-touched :: gain advantage on saves against charms and fear | never be surprised while awake",
  "3 long scout :: Far Seeing | Vision Quest :: watch a place you know up to 100 miles away for 10 minutes | see through a bird's eyes for 1 hour",
  "3 reaction ally $ :: Fate Turned | Thread Cut :: make a foe within {far} reroll a hit and take the new roll | turn a hit on an ally within {far} into a miss",
  "3 - $ control :: Word of the God | Oracular Command :: speak a one-word command a foe within {near} must obey unless it passes a Wisdom save | give one word a foe within {near} must obey on a failed Wisdom save",
  "4 long :: Foreknowledge | Nothing Unseen :: gain advantage on every roll for 1 minute | let no foe surprise you or an ally within {far} for 1 day",
  "4 - seer :: God's Answer | Voice of Heaven :: ask the god 3 questions each week and hear true answers | foresee the outcome of any plan for the next 7 days",
]);

export const RANGER = ladder([
  "1 bonus $ +quarry attack :: Hunter's Eye | Chosen Prey :: mark a foe within {far} as your quarry for 1 hour[, adding/ and add] {die} [to your hits on it/to each hit on it/to your damage rolls against it] | name a foe within {far} as your quarry, dealing it {die} extra for 1 hour",
  "1 - road scout :: Home Country | Favoured Ground :: travel 1 extra mile an hour through [rough/wild] country, with advantage on Survival to track there | cross [rough/wild] country 1 mile an hour faster, with advantage on Survival to track there",
  "1 bonus $ attack :: Steady Aim | Archery Style :: take aim at a foe within {far}, adding {die} to your next [hit/shot] | brace {a:bow} [for/and add] {die} extra on your next [hit/shot]",
  "1 - scout track :: Tracker | Keen Trail :: follow a [trail/track] up to 3 days old | read a creature's [size/weight] and speed from [tracks/the tracks it left] up to 3 days old",
  "1 short scout :: Camouflage | Hunter's Blind :: hide in the open for 1 hour, with advantage on Stealth [while you keep still/if you stay still] | [build/weave] a blind in 1 minute where you and 1 ally can hide, with advantage on Stealth",
  "2 - attack :: Two Arrows | Swift Quiver :: shoot twice with each Attack action | loose 2 arrows whenever you attack on your turn",
  "2 - $ attack :: Volley | Rain of Arrows :: shoot every foe within {short} of a point you [see/choose], each for {die} | loose at each foe in {a:shortA} circle, dealing {die} to each",
  "2 bonus hide $ :: Leaf and Shadow | Vanish into Cover :: hide in light cover, even when foes are watching | become hidden in any [foliage/undergrowth] that covers half of you",
  "2 reaction $ attack :: Snap Shot | Quick Draw :: shoot a foe within {near} that moves into the open, for {die} | loose at a foe that breaks cover within {near}, dealing {die}",
  "3 short scout :: Hunter's Sense | Eyes of the Wild :: for 1 hour, sense every creature within {far}, even hidden ones | for 1 hour, know where each creature within {far} of you stands",
  "3 turn ?quarry attack $ :: Heart Shot | Slayer's Arrow :: add {die} to a hit on your quarry | strike your quarry's weak spot for {die} extra",
  "3 reaction $ :: Roll Aside | Evade :: [roll/tumble] clear of a [blast/burst], taking no damage if you pass a Dexterity save | dive clear of a breath or [blast/burst], halving its damage",
  "3 - $ control attack :: Pinning Shot | Pin Down :: pin a foe within {far} to the ground for 1 round, dealing {die} | nail a foe within {far} in place for 1 round with a [shot/shaft] dealing {die}",
  "4 - ?quarry :: Foe Slayer | Never Miss :: add your {p2} modifier to every hit on your quarry | hit your quarry with your first shot every turn, for {die} extra",
  "4 long attack :: Last Arrow | Hunter's End :: make one shot that deals {die} more and knocks the target prone | end a hunt with an arrow [for/that deals] {die} extra",
]);

export const CHANTER = ladder([
  "1 bonus $ ally :: War Chant | Battle Song :: start a {song} that gives allies within {near} +1 to attack rolls for 1 minute | raise a {song} for 1 minute, [adding 1 to the attack rolls of/lending +1 to the attack rolls of] allies within {near}",
  "1 bonus ally $ :: Heartening Word | Bolstering Verse :: give an ally within {near} [{die} temporary hit points/temporary hit points equal to {die}] | lend [{die} temporary hit points/a buffer of {die} temporary hit points] to an ally within {near}",
  "1 reaction ally calm :: Rallying Shout | Hold Fast :: end fear in an ally within {near} | call an ally within {near} free of a charm or fear",
  "1 - :: Lore of Battles | Old Campaigns :: recall the tactics of any army you have studied, with advantage on History | gain advantage on Insight and History checks about soldiers and their commanders",
  "2 - $ ally :: Marching Beat | Quickstep :: let each ally within {near} move {short} further this turn | play {a:instrument} so allies within {near} gain {short} of speed",
  "2 - :: Carrying Voice | Voice Like Thunder :: be heard by allies up to {far} away over any battle | reach allies {far} away with a chant",
  "2 - fear $ :: Mocking Song | Dirge of Dread :: give foes within {near} disadvantage on their next save unless each passes a Wisdom save | sap the nerve of foes within {near}, giving them disadvantage on attacks for 1 round unless each passes a Wisdom save",
  "3 long ally :: Chorus of Steel | Clash of Arms :: let up to 2 allies within {near} each make one attack as a reaction | let up to 2 allies within {near} strike once as a reaction while you sing",
  "3 reaction control $ :: Counter-chant | Drown Them Out :: [silence/stifle] a spell cast within {near} unless its caster [passes/makes] a Charisma save | cut off a foe's [charm/spell] within {near} mid-word on a failed Charisma save",
  "3 long heal ally :: Song of Rising | Second Wind Song :: heal every ally within {near} for {die} | raise fallen allies within {near} to their feet with {die} hit points",
  "4 long ally :: Anthem of Heroes | Last Verse :: for 1 minute, make every ally within {far} immune to fear and add 1d10 to their first attack each turn | for 1 minute, let every ally within {far} add 1d10 to one roll each turn",
  "4 long ally :: Undying Song | Saga-worthy :: let allies within {near} stay on their feet at 0 hit points until the end of their next turn | keep an ally within {near} who drops to 0 hit points fighting for 1 more round",
]);
