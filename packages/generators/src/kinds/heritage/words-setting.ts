// Heritage pools of their own for the settings that share the "old" family but are not high
// fantasy: dark fantasy (plague, witch-hunts, famine roads, relics of the dead), steampunk
// (mill towns, railways, emigrant steamers, patents and pocket watches) and mythic (sacked
// cities, exiled heroes, oracles' commands, bronze heirlooms and the gods' anger).
import type { OwnPools } from "../../core/phrases/setting-pools.js";

export const OWN_HOMELANDS: OwnPools<readonly string[]> = {
  "dark-fantasy": [
    "a gibbet-lined peat marsh",
    "a valley the plague emptied",
    "a burned abbey town",
    "a wolf-taken forest",
    "a salt-sown border march",
    "a village under black water",
    "a collapsed pit town",
    "a city that barred its gates",
    "a witch-burned hill parish",
    "famine country beyond the moors",
  ],
  steampunk: [
    "a soot-black mill valley",
    "a tin-mining coast",
    "a dying canal town",
    "a cleared crofting glen",
    "a shipbuilding river city",
    "the pit villages",
    "a faded spa town",
    "a colonial tea hill station",
    "a moorland airship port",
    "the iron capital's slums",
  ],
  mythic: [
    "a sacked high-walled city",
    "the sea-god's island",
    "the horse-tamers' plain",
    "the gods' feasting mountain",
    "a bronze-gated harbour city",
    "a sunken heroes' isle",
    "an oracle's olive valley",
    "a delta of reed temples",
    "a cave-riddled shepherds' coast",
    "a citadel the giants built",
  ],
};

export const OWN_CAUSES: OwnPools<readonly string[]> = {
  "dark-fantasy": [
    "the red plague",
    "a witch-hunt",
    "the inquisitors",
    "seven years of blight",
    "a mad margrave's wars",
    "the risen dead",
    "debts to a cruel bishop",
    "the wolf winters",
    "a curse on the wells",
  ],
  steampunk: [
    "the enclosures",
    "the mills' new looms",
    "a potato blight",
    "a boiler explosion",
    "the railway",
    "a strike broken by soldiers",
    "the cholera",
    "a bank crash",
    "the coal seams running out",
  ],
  mythic: [
    "the sack of their city",
    "a god's anger",
    "an oracle's command",
    "a ten-year siege",
    "a sea-monster",
    "a quarrel of heroes",
    "a famine the gods sent",
    "an exiled king's curse",
    "the great flood",
  ],
};

export const OWN_WAYS: OwnPools<readonly string[]> = {
  "dark-fantasy": [
    "walked the famine roads",
    "hid in the charcoal forests",
    "sold themselves into service",
    "followed a mercenary company",
    "crossed the marsh by night",
    "begged at monastery gates",
    "bribed the ferrymen",
    "left their dead unburied",
    "sheltered in charnel houses",
    "took the pilgrim roads",
  ],
  steampunk: [
    "took the emigrant steamers",
    "rode the third-class carriages",
    "crowded into the mill towns",
    "signed on as airship deckhands",
    "sold their looms for passage",
    "sailed steerage to the colonies",
    "built their own terrace street",
    "went down the new mines",
    "followed the railway navvies",
    "took the canal barges south",
  ],
  mythic: [
    "sailed in twenty black ships",
    "followed a hero into exile",
    "carried their gods",
    "wandered ten years at sea",
    "founded a city abroad",
    "drove herds over mountains",
    "obeyed the oracle",
    "fled in chariots",
    "settled where the eagle landed",
    "bought land from a sea-king",
  ],
};

export const OWN_HEIRLOOMS: OwnPools<readonly string[]> = {
  "dark-fantasy": [
    "a saint's finger-bone",
    "a plague doctor's mask",
    "a rusted headsman's sword",
    "a box of grave-dirt",
    "a witch-bottle",
    "a black missal",
    "a mourning ring of hair",
    "a bloodstained deed",
    "grandmother's bone rosary",
    "three silver nails",
    "the hangman's rope",
    "lead coffin plates",
  ],
  steampunk: [
    "a brass pocket watch",
    "a framed patent",
    "a loom shuttle",
    "a daguerreotype",
    "a steamer ticket",
    "a miner's lamp",
    "a clockwork songbird",
    "a railway share certificate",
    "grandfather's spectacles",
    "brass buttons from the mill",
    "the family's sewing machine",
    "copper kettles",
  ],
  mythic: [
    "a bronze shield",
    "a hero's boar-tusk helmet",
    "an oracle's riddle on clay",
    "a looted golden cup",
    "the household gods",
    "an ancestor's spear",
    "a sacred fleece",
    "ashes from the old hearth",
    "two bronze tripods",
    "amber beads from the north",
    "the founder's bones",
    "painted funeral urns",
  ],
};

export const OWN_TELLERS: OwnPools<readonly string[]> = {
  "dark-fantasy": ["Every widow", "The dirges", "Gravediggers", "The penitents", "Winter tales"],
  steampunk: ["Every household", "The family Bible", "Music-hall songs", "Old mill hands", "Letters from abroad"],
  mythic: ["The bards", "The epic songs", "Priestesses", "The elders at the hearth", "Temple hymns"],
};

export const OWN_FAMILY_CUSTOMS: OwnPools<readonly string[]> = {
  "dark-fantasy": ["the dead lie face down", "iron hangs over cradles", "nobody whistles after dark", "debts are paid before burial", "strangers are salted"],
  steampunk: ["Sunday means chapel", "eldest sons take the trade", "children are apprenticed young", "clocks stop at a death", "wages go in the caddy"],
  mythic: ["guests are sacred", "libations come first", "boys offer their hair", "oaths bind at the hearth", "funeral games honour heroes"],
};
