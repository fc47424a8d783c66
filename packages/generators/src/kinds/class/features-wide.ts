// Feature ladders of the class archetypes found in several settings (a beast tamer, a medic, a
// gunsmith artificer, …), weakest first, one line per feature (see `ladder` in shape.ts). Their
// words for gear come from the setting's kit ({beast}, {kit}, {gun}, …), so one ladder reads
// right in a fantasy kennel and on a starship; none of them casts spells. Our own writing.
import { ladder } from "./shape.js";

export const BEAST_TAMER = ladder([
  "0 - +beast attack :: Companion | Bonded Beast | Animal Partner :: [train/raise] {a:beast} [with 15 hit points/of 15 hit points] whose bite [deals/does] {die} | keep {a:beast} at heel, [with 15 hit points/15 hit points strong], biting for {die} | [bring up/rear] {a:beast} [to fight for you/to fight at your side], with 15 hit points and a [bite of {die}/{die} bite]",
  "1 bonus $ ?beast attack :: Sic 'Em | Command :: order your {beast} to attack a foe within {near}, adding {die} | send your {beast} at a foe within {near} for {die} extra",
  "1 - :: Beast Sense | Wild Empathy :: calm an animal within {near} with a word, or read its mood | soothe a frightened animal within {near} in 1 round",
  "1 - ?beast attack :: Pack Tactics | Flanking Beast :: add {die} to damage against a foe beside your {beast} | deal {die} extra to foes your {beast} is biting",
  "1 - ?beast scout track $ :: Keen Nose | Scent Trail :: follow a scent up to 1 day old through your {beast} | track any creature your {beast} has [smelled/scented] within the last [day/24 hours]",
  "2 - ?beast :: Coordinated Attack | Trained Strike :: when you take the Attack action, your {beast} attacks too | hit as your {beast} hits, both in one Attack action",
  "2 reaction ?beast protect $ :: Loyal Shield | Guardian Beast :: have your {beast} within {short} take a [hit/blow] meant for you | let your {beast} [intercept/take] an attack on an ally within {short}",
  "2 - $ ?beast heal :: Lick Wounds | Field Dressing :: [heal/patch up] your {beast} for {die} [mid-fight/in the thick of a fight] | [tend/bind] your {beast}'s wounds to [heal/restore] {die} [at once/in moments]",
  "3 - $ ?beast control attack :: Bring It Down | Savage Pounce :: have your {beast} knock a foe prone and deal {die} | let your {beast} pin a foe for 1 round, dealing {die}",
  "3 - ?beast scout $ :: Shared Senses | One Mind :: [see and hear/look and listen] through your {beast} up to 1 mile away | borrow your {beast}'s senses up to 1 mile away",
  "3 - ?beast :: Growing Pack | Second Beast :: train a second {beast} with 15 hit points | keep 2 beasts at heel, each with 15 hit points",
  "4 - ?beast :: Beast Lord | Alpha :: let your {beast} attack twice each turn | grow your {beast} to 40 hit points, its bite [now {die}/rising to {die}]",
  "4 long :: Call the Pack | Wild Surge :: rouse every beast within {far} to fight for you for 1 hour | bring every animal within {far} to your side for 1 hour",
]);

export const CUTPURSE = ladder([
  "1 turn attack :: Sneak Attack | Low Blow :: deal {die} extra to a foe that has not seen you | add {die} when you hit a distracted foe",
  "1 - :: Light Fingers | Quick Hands :: gain advantage on Sleight of Hand | palm an object the size of a coin with advantage on the roll",
  "1 bonus hide $ :: Slip Away | Cunning Dodge :: [dash, hide/hide, dash] or step {short} out of reach | duck {short} away and hide in any shadow",
  "1 - lock :: Lockwork | Light Touch :: open a common lock with {tools} in 1 round | pick a lock in half the time, with advantage",
  "1 - $ control attack :: Dirty Trick | Sand in the Eyes :: [blind/dazzle] a foe within {short} [until the end of its next turn/for 1 round] and [deal/do] {die} | throw [grit/sand] so a foe within {short} takes {die} and [has/suffers] disadvantage on its next [attack/attack roll]",
  "2 reaction $ :: Uncanny Dodge | Ducked :: [halve/take half] the damage of one [hit/attack] you can see | twist so a [blow/hit] you see coming deals half damage",
  "2 - :: Expertise | Practised Hands :: double your proficiency bonus in 2 skills | become expert in 2 trained skills, doubling the bonus",
  "2 - $ hide :: Vanish | Blind Spot :: hide even when a foe is watching you | become hidden in any crowd [of 3 or more/of three or more people]",
  "3 reaction $ :: Evasion | Flat to the Floor :: take no damage from a [blast/burst] you pass a Dexterity save against | [drop/throw yourself] flat and take half damage from a [blast/burst] you fail to dodge",
  "3 turn control :: Hamstring | Crippling Cut :: halve the speed of a foe you hit for 1 minute | cut a tendon so a foe cannot run for 1 minute",
  "3 - $ attack hide :: Shadow Strike | Knife in the Dark :: stab from hiding for {die} extra and stay hidden | stab a foe from hiding for {die}, staying hidden",
  "4 long attack :: Death Strike | Perfect Ambush :: double the damage of a hit on a surprised foe | kill a surprised foe under 50 hit points outright",
  "4 - :: Never Caught | Ghost in the Crowd :: leave no trail a tracker can follow without a 25 on the check | leave no face a witness can describe without a 25 on an Intelligence check",
]);

export const MEDIC = ladder([
  "1 - $ heal ally :: Patch Up | First Aid :: [close/dress] a wound with {a:kit}, healing an ally for {die} | heal an ally you touch for {die} [with/using] {a:kit}",
  "1 - :: Triage | Quick Diagnosis :: see at a glance which creatures within {near} are below half [hit points/their hit points] | learn a patient's hit points and [ailments/injuries] within 1 round",
  "1 bonus ally $ heal :: Stabilise | Steady Hands :: bring a dying ally you touch [to 1 hit point/back to 1 hit point] [and heal/and restore/and then heal] {die} | [stop/staunch] a touched ally's bleeding and [heal/restore] {die}",
  "1 - poison :: Dose Knowledge | Chemist :: name any poison or drug within 1 minute of tasting it | prepare one {dose} each morning that adds {die} to a roll",
  "2 - $ ally :: Adrenal Kick | Booster :: give an ally you touch {short} more [movement/speed] and advantage on their next [attack/roll] | jab an ally with {a:dose}, [doubling their speed/letting them move twice as far] for 1 round",
  "2 - :: Calm Under Fire | Steady Surgeon :: treat wounds within reach of foes without provoking an attack | work on a patient under fire with no disadvantage on Medicine",
  "2 - poison $ :: Antidote | Purge :: cure [one/a single] poison or disease with a touch and 1 minute of [work/care] | draw [a sickness/an illness] out of a patient overnight, [ending/curing] 1 disease",
  "2 bonus $ heal :: Quick Dose | Pain Block :: give an ally you touch {die} temporary hit points | numb an ally's pain, granting {die} temporary hit points",
  "3 long ally :: Field Hospital | Aid Station :: set up a post in 10 minutes where allies who take a short rest regain {die} more hit points | turn a room into an aid station where a short rest heals allies {die} more",
  "3 reaction heal $ :: Not on My Watch | Emergency Save :: heal an ally within reach for {die} as they [fall/go down] | keep a falling ally within reach at 1 hit point [and heal/and restore/and then heal] {die}",
  "3 - $ heal :: Surgery | Battlefield Operation :: restore {die} hit points and [mend/set] a broken [limb/bone] in 10 minutes | repair a wound that would [kill/be fatal], restoring {die} hit points",
  "3 - :: Hardened Patients | Dose Tolerance :: give allies you treat resistance to poison for 1 hour | help those you treat gain advantage on saves against sickness for 1 day",
  "4 long :: Back from the Brink | Miracle Work :: revive an ally dead for less than 1 minute at 1 hit point | restart a stopped heart within 1 minute of death",
  "4 - heal :: Master Surgeon | Perfect Triage :: heal the maximum on every die you roll to heal | make every heal you give restore {die} more hit points",
]);

export const ARTIFICER = ladder([
  "1 - gunner attack :: Signature Gun | Tuned Barrel :: build {a:gun} that adds +1 to attack rolls and {die} to damage | tune {a:gun} to +1 on attack rolls and {die} extra damage",
  "1 short ally :: Quick Fix | Jury-rig :: repair an ally's broken gear in 1 minute, or restore {die} hit points to a machine | patch an ally's [armour/gear] or a machine [back to working order/running again] in 1 minute",
  "1 - $ ally build :: Armourer | Gunwright's Touch :: tune an ally's [weapon/gun] for +1 to attack rolls until [your next long rest/you next take a long rest] | work on an ally's [weapon/gun] so it deals {die} extra until [your next long rest/you next take a long rest]",
  "1 bonus gunner :: Trick Shot | Ricochet :: bounce a shot around cover at a foe within {far} | shoot past cover at a foe you can hear within {far}",
  "1 reaction ally gunner $ :: Covering Shot | Watch Your Back :: shoot a foe within {far} that attacks an ally | fire at a foe that moves toward an ally within {far}",
  "2 - $ +turret ally turret :: Deploy Sentry | Build Turret :: [set up/plant] {a:device} [with/of] 10 hit points that [shoots/fires on] foes within {near} for {die} | post {a:device} with 10 hit points at a [door/hatch], firing {die} at intruders",
  "2 - gunner :: Rapid Reload | Twin Shots :: fire twice with each Attack action | shoot twice whenever you attack, reloading as you go",
  "2 - gunner $ :: Hot Load | Overcharge :: add {die} to one [shot/round] | pack a shell that ignores cover and [deals/does] {die} more",
  "3 reaction ?turret :: Covering Fire | Sentry Cover :: have your {device} fire at a foe that moves within {near} | let your {device} shoot a foe breaking from cover within {near}",
  "3 - $ attack :: Blast Shell | Explosive Round :: hit every foe within {short} of the target for {die} | lob a [shell/round] that bursts {short} wide for {die}",
  "3 - ?turret :: Second Sentry | Workshop Line :: keep a second {device} running, for 2 at once | run 2 of your {device} at once, each with 10 hit points",
  "3 - ally build $ :: Arm the Party | Field Armoury :: give up to 3 allies weapons that deal {die} extra until [your next long rest/you next take a long rest] | issue 3 allies [tuned/reworked] weapons [that add {die} to damage/adding {die} to their damage] until [your next long rest/you next take a long rest]",
  "4 long attack :: Heavy Piece | Masterwork :: hit each foe in {a:farA} line for {die} | unveil a gun that deals {die} to each foe in {a:farA} line",
  "4 - gunner :: Perfect Aim | Gun Saint :: ignore half and three-quarters cover with every shot | add +2 to every attack roll against a target within {near}",
]);

export const PSION = ladder([
  "1 - :: Mind Touch | Telepathy :: speak mind to mind with a creature within {near} | send your thoughts to anyone within {near}",
  "1 - $ control attack :: Kinetic Push | Force Wave :: hurl a foe {short} back with a thought, for {die} | knock a foe {short} [back/away] and [deal/do] {die} to it",
  "1 short read :: Skim | Surface Thoughts :: sense what a creature within {near} is thinking for 1 minute | know when a speaker within {near} is lying",
  "1 bonus attack $ control :: Mind Spike | Psychic Jab :: [stab/pierce] a mind within {far} for {die} and [stop it taking/deny it] reactions until its turn | drive pain into a foe's mind within {far} for {die}, stopping its reactions for 1 round",
  "2 - $ control :: Freeze | Hold Person :: lock a creature within {near} in place for 1 round unless it passes a Wisdom save | stop a foe within {near} moving for 1 round on a failed Wisdom save",
  "2 - shield :: Closed Mind | Mental Shield :: gain advantage on saves against charms and fear | seal your thoughts from any mind reader unless they pass an Intelligence save",
  "2 - $ :: Levitate | Lift :: float yourself or an ally {near} up for 1 minute | raise up to 500 pounds [of anything/of stone or steel] {near} [up/high] for 1 minute",
  "3 reaction :: Precognition | Saw It Coming :: give an attack against you disadvantage when you see it | [step/lean] aside from a blow you foresaw, [giving it/so it has] disadvantage",
  "3 - $ control attack :: Psychic Scream | Mind Blast :: stun every foe within {short} for 1 round unless each passes an Intelligence save | batter the minds of foes within {short} for {die}",
  "3 - $ control :: Dominate | Puppet :: take control of a creature within {near} for 1 minute unless it passes a Wisdom save | command a foe's next action on a failed Wisdom save",
  "4 long control :: Mind Storm | Overload :: drop every foe within {near} unconscious for 1 minute unless each passes an Intelligence save | flood every mind within {near}, stunning foes for 1 round",
  "4 - :: Pure Mind | Transcendence :: need no food or sleep, with advantage on saves against mind control | act twice in your first turn of every fight",
]);

export const EXORCIST = ladder([
  "1 - undead fear $ :: Begone | Rebuke Spirit :: force a {dead} within {near} to flee for 1 minute | drive a {dead} out of a room within {near} for 1 minute",
  "1 - undead :: Spirit Sight | Haunt Sense :: see spirits and the possessed within {near} | feel any {dead} within {near}, even through walls",
  "1 long undead ward :: Salt Line | Rite of Warding :: pour a line [no spirit can cross/the dead cannot cross] for 1 day | ward a [doorway/threshold] against the dead until dawn",
  "1 bonus $ undead attack :: Blessed Strike | Hallowed Blow :: hurt a {dead} you touch for {die} | [hit/wound] a spirit as if it had [flesh/a body], for {die}",
  "2 - undead $ :: Exorcism | Cast Out :: drive a spirit from a possessed body unless it passes a Charisma save | free a [host/victim] you touch from a {dead} on a failed Charisma save",
  "2 - :: Steel Nerves | Unshaken :: gain advantage on saves against fear of the dead | stay immune to fear of spirits while you can see them",
  "2 - $ undead control :: Binding Circle | Trap the Dead :: hold a spirit within {near} inside a [drawn/chalked] circle for 1 hour | [seal/bind] a {dead} into {a:relic} [until you free it/for as long as you hold it]",
  "3 reaction undead ally $ :: Hold the Body | Guarded Soul :: stop a spirit possessing an ally within {near} | keep a {dead} out of the [body/flesh] of an ally within {near}",
  "3 - $ undead attack :: Purging Word | Sanctify :: sear every spirit within {near} for {die} | burn the dead within {near} with a rite, for {die}",
  "3 - undead :: Know the Name | Demonology :: learn a spirit's name after 1 minute of questioning, giving it disadvantage on saves against you for 1 day | learn the true name of any {dead} within {near}, giving it disadvantage on saves against you for 1 day",
  "4 long undead :: Final Exorcism | Banish Forever :: destroy a spirit within {near} for good unless it passes a Charisma save | send a {dead} within {near} beyond any return on a failed Charisma save",
  "4 - undead :: Unpossessable | Sanctuary Body :: become immune to possession by any spirit | keep the dead from touching you unless they pass a Charisma save",
]);

export const INVESTIGATOR = ladder([
  "1 - scout :: Keen Eye | Eye for Detail :: spot a hidden clue with advantage on [Investigation/the search] | notice what has moved in a room within 1 minute",
  "1 short scout :: Cold Reading | Read a Person :: spot a stranger's [trade/work] and home after 1 minute of [talk/conversation] | notice where [someone/a person] has been today, with advantage on Insight",
  "1 - social lie :: Hard Questions | Interrogation :: tell when someone you question lies, with advantage on Insight | break a liar's story with 3 questions",
  "1 short scout :: Mark the Exits | Know the Ground :: spot every way out of a building within 1 minute of entering | spot the hiding places of a room in 1 round, with advantage on Perception",
  "1 bonus $ attack +study :: Size Up | Sharp Eyes :: study a foe within {near}, so your next hit on it deals {die} extra | find a foe's weak point within {near} for {die} extra on your next hit",
  "1 - social contacts $ :: Street Network | Old Friends :: [call on/look up] a contact in any [town/city] of 1,000 people for a [rumour/tip] | keep 1 contact in every [town/city], good for a [rumour/tip] or a favour",
  "2 - :: Deduction | Chain of Reasoning :: name the likeliest culprit from 3 clues | piece together what happened from 2 clues",
  "2 reaction quick $ :: First Shot | Fast Hands :: draw and fire before a foe acts, when a fight breaks out | act first when a fight [breaks out/starts], with +5 to initiative",
  "2 - $ scout :: Tail | Shadowing :: follow a target for 1 day unseen | track someone across a city for 1 day without being noticed",
  "2 bonus $ control :: Distracting Question | Wrong-foot :: ask a foe within {near} a question that gives it disadvantage on its next attack | throw a foe within {near} off balance so its next attack has disadvantage",
  "3 - $ attack ?study :: Called Shot | Exploit Weakness :: deal {die} extra to a foe you studied this fight | shoot where a studied foe is weakest, for {die} extra",
  "3 - $ :: Reconstruct | Crime Scene :: walk a [scene/crime scene] for 10 minutes and [see/learn] what happened there in the last day | replay a fight from its [traces/marks], up to 1 day old",
  "3 short social :: Leverage | Dirty Secret :: learn 1 secret a [person/suspect] would pay to keep | find the one fact a [suspect/witness] fears you know, with advantage on [Intimidation/the threat]",
  "4 long social :: Grand Reveal | Case Closed :: name the truth before 3 or more listeners and have it believed | lay out a case no court refutes, if you hold 3 clues",
  "4 - :: Foreseen | Always a Step Ahead :: never be surprised, and gain +10 to initiative | gain +10 to initiative and never be caught unawares",
]);

export const BODYGUARD = ladder([
  "0 - +principal protect :: Close Protection | Sworn Duty | Hired Guard :: name one creature as your {principal} until [your next long rest/you next take a long rest] | take one creature as your {principal} for 1 day | choose one creature as your {principal}, and guard it for 1 day",
  "1 reaction ?principal protect $ :: Take the Bullet | Cover :: catch an attack aimed at your {principal} within {short} | step in front of your {principal} within {short} and take the [hit/shot]",
  "1 - scout :: Scan the Room | Threat Spotting :: spot an ambush 1 round before it springs | know every exit of a room within 1 round",
  "1 bonus $ ?principal protect :: Pull Down | Shove Clear :: [pull/haul] your {principal} {short} [out of harm's way/clear of danger] | drag your {principal} {short} behind [cover/a wall]",
  "1 - :: Hard to Kill | Braced :: gain +1 armour class while you wear armour | halve the first hit you take in a fight",
  "2 - :: Double Tap | Two Shots :: fire twice with each Attack action | put 2 rounds into a target whenever you attack",
  "2 - $ :: Second Wind | Grit :: recover {die} hit points | heal {die} in a breath",
  "2 - $ control :: Strip Weapon | Disarm Attacker :: [take/tear] a weapon from a foe within reach unless it passes a Strength save | wrench {a:gun} from a foe's grip on a failed Strength save",
  "3 reaction protect $ :: Human Shield | Wall of Flesh :: halve a hit on an ally within {short} | take the full blow for an ally within {short}",
  "3 - ?principal :: Ice Water | Unflinching :: stay immune to fear when your {principal} is within {near} | shrug off fear and charm when your {principal} is within {near}",
  "3 - $ control :: Suppressing Fire | Pin Down :: pin every foe in {a:nearA} line, [giving them/imposing] disadvantage on [attacks/attack rolls] for 1 round | [make/have] foes in {a:nearA} line [keep their heads down/stay behind cover] for 1 round",
  "4 long ?principal protect :: Last Line | Never Lost a Client :: for 1 minute, let no attack hit your {principal} within {short} of you | for 1 minute, turn every attack on your {principal} within {short} onto yourself",
  "4 long :: One-Man Army | Stand Alone :: fight on at 0 hit points for 1 minute | attack every foe within reach once, each for {die} extra",
]);
