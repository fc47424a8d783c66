// The jewelry kind's archetypes: each fixes the forms a piece may take, the worth of the metal and
// stones it may be made of, its shapes, what it does and who owned it, per setting family, so a
// scrap charm is never of platinum and a court circlet never of bent wire.
import type { Archetype } from "../../core/archetype.js";
import type { Setting } from "../../core/options.js";
import { familyOf, type Family } from "../../core/phrases/setting-families.js";

export type JewelType = "ring" | "necklace" | "brooch" | "circlet" | "bracelet" | "earring" | "torc" | "amulet";

export interface JewelArchetype extends Archetype {
  readonly families: readonly Family[];
  readonly types: readonly JewelType[];
  /** The metal worth tiers (0–3) it may be made of. */
  readonly metal: readonly [number, number];
  /** The stones it may carry. */
  readonly gems: readonly string[];
  readonly shapes: readonly string[];
  /** What it does for its wearer (verb phrases, he/she form). */
  readonly props: readonly string[];
  /** Who once owned it (noun phrases with their article). */
  readonly owners: readonly string[];
  /** A word the name may take from it: "Signet", "Mourning". */
  readonly names: readonly string[];
  /** How the summary calls it: "signet" ring, "mourning" brooch. */
  readonly adj: string;
}

export const ARCHETYPES: readonly JewelArchetype[] = [
  {
    id: "signet",
    adj: "signet",
    label: "Signet",
    families: ["old", "now"],
    types: ["ring"],
    metal: [1, 3],
    gems: ["no stones at all", "a single ruby", "a carved carnelian", "a flat onyx"],
    shapes: ["a seal cut with a family's arms", "a seal of a rearing horse", "a seal of a tower and key", "a plain oval seal"],
    props: ["seals letters no forger can copy", "opens doors in its family's houses", "marks its bearer as the family's voice"],
    owners: ["a magistrate", "a merchant prince", "a family's eldest son", "a steward of a great house"],
    names: ["Seal", "Signet", "House"],
  },
  {
    id: "betrothal",
    adj: "betrothal",
    label: "Betrothal piece",
    families: ["old", "now", "future"],
    types: ["ring", "bracelet", "necklace"],
    metal: [1, 3],
    gems: ["a single ruby", "seed pearls", "a star sapphire", "a flawless diamond", "garnets"],
    shapes: ["two clasped hands", "two entwined strands", "a heart held in two hands", "a knot that has no end"],
    props: ["grows warm when the beloved is near", "tightens if a vow is broken", "keeps two hearts from straying"],
    owners: ["a young bride", "a jilted suitor", "a widower", "a pair of runaway lovers"],
    names: ["Promise", "Vow", "Lover's"],
  },
  {
    id: "mourning",
    adj: "mourning",
    label: "Mourning piece",
    families: ["old", "now"],
    types: ["brooch", "ring", "necklace"],
    metal: [0, 2],
    gems: ["jet beads", "black pearls", "a lock of hair under glass", "no stones at all"],
    shapes: ["a weeping willow", "an urn under a willow", "a closed eye", "a broken column"],
    props: ["keeps the memory of the dead clear", "weeps at funerals", "whispers its last owner's name"],
    owners: ["a widow", "a grieving mother", "a disgraced judge", "a ship's widow"],
    names: ["Mourning", "Widow's", "Weeping"],
  },
  {
    id: "ward",
    adj: "warding",
    label: "Warding amulet",
    families: ["old", "fallen"],
    types: ["amulet", "necklace", "bracelet"],
    metal: [0, 2],
    gems: ["amber", "a cloudy opal", "a blue eye of glass", "garnets", "no stones at all"],
    shapes: ["an open eye", "a palm with an eye", "a knot of three loops", "a crescent moon"],
    props: ["turns aside the evil eye", "wards off fey", "keeps the dead from rising", "turns cold near a curse"],
    owners: ["a midwife", "a ferryman", "a hedge witch", "a grave-digger"],
    names: ["Ward", "Eye", "Warding"],
  },
  {
    id: "torc",
    adj: "chieftain's",
    label: "Chieftain's torc",
    families: ["old"],
    types: ["torc", "bracelet"],
    metal: [1, 3],
    gems: ["no stones at all", "amber", "garnets"],
    shapes: ["twisted strands ending in boars' heads", "a heavy twist ending in serpents' heads", "a plain twist with knotted ends"],
    props: ["makes its wearer's voice carry over a battlefield", "binds an oath", "marks its wearer as the chosen leader"],
    owners: ["a war chief", "a rebel leader", "a chieftain's daughter", "a hill lord"],
    names: ["Chieftain's", "War", "Oath"],
  },
  {
    id: "circlet",
    adj: "court",
    label: "Court circlet",
    families: ["old"],
    types: ["circlet", "necklace"],
    metal: [2, 3],
    gems: ["a star sapphire", "a flawless diamond", "emerald chips", "a blood ruby", "seed pearls"],
    shapes: ["a wreath of leaves", "a band of tiny stars", "a ring of lilies", "a sunburst at the brow"],
    props: ["shines at a lie", "makes its wearer seem taller", "calms a court in uproar"],
    owners: ["a young queen", "a regent", "a prince in exile", "a court poet"],
    names: ["Court", "Regent's", "Queen's"],
  },
  {
    id: "pilgrim",
    adj: "pilgrim's",
    label: "Pilgrim's token",
    families: ["old"],
    types: ["amulet", "brooch", "earring"],
    metal: [0, 1],
    gems: ["no stones at all", "glass beads", "a chip of shrine stone", "amber"],
    shapes: ["a scallop shell", "a tiny bird", "a key", "a lamp"],
    props: ["promises safe return from the road", "grants a prophetic dream", "eases a foot-sore traveller"],
    owners: ["a pilgrim", "a wandering friar", "a sea captain", "a travelling healer"],
    names: ["Pilgrim's", "Wayfarer's", "Shrine"],
  },
  {
    id: "hoard",
    adj: "hoard",
    label: "Hoard treasure",
    families: ["old"],
    types: ["ring", "necklace", "bracelet", "circlet", "torc"],
    metal: [2, 3],
    gems: ["a heart-sized emerald", "a blood ruby", "a flawless diamond", "black pearls"],
    shapes: ["a coiled serpent", "a dragon biting its tail", "a stag's head", "a spiral of leaves"],
    props: ["calls to its lost hoard", "draws the eye of every thief", "grows heavier in greedy hands"],
    owners: ["a dragon", "a robber baron", "a drowned noble", "a tomb-robber"],
    names: ["Hoard", "Dragon's", "Serpent"],
  },
  {
    id: "locket",
    adj: "keepsake",
    label: "Keepsake locket",
    families: ["old", "now"],
    types: ["necklace", "amulet"],
    metal: [1, 2],
    gems: ["no stones at all", "seed pearls", "a single garnet", "an opal chip"],
    shapes: ["an oval locket with a hinged lid", "a heart-shaped locket", "a book-shaped locket"],
    props: ["keeps a portrait from fading", "opens only for its owner", "hides a folded letter"],
    owners: ["a soldier's sweetheart", "an orphaned heir", "a governess", "a spy"],
    names: ["Keepsake", "Memory", "Sweetheart"],
  },
  {
    id: "smart",
    adj: "smart",
    label: "Smart jewellery",
    families: ["future", "now"],
    types: ["bracelet", "ring", "earring", "amulet"],
    metal: [0, 2],
    gems: ["no stones at all", "a sensor lens", "lab-grown sapphire", "a status light"],
    shapes: ["a seamless loop", "a slim curve", "a row of tiny hexagons", "a smooth oval"],
    props: ["reads the wearer's pulse", "pings its owner's location", "translates speech", "opens coded locks"],
    owners: ["a courier", "a station engineer", "a corporate fixer", "a racing pilot"],
    names: ["Link", "Pulse", "Signal"],
  },
  {
    id: "status",
    adj: "statement",
    label: "Status piece",
    families: ["future", "now"],
    types: ["necklace", "earring", "bracelet", "ring", "circlet", "torc"],
    metal: [2, 3],
    gems: ["a flawless diamond", "lab-grown sapphire", "black pearls", "a star sapphire"],
    shapes: ["a cascade of fine links", "a single suspended stone", "a geometric lattice", "a spiral"],
    props: ["catches the eye of everyone", "gets its wearer past any door", "marks its wearer as old money"],
    owners: ["a board member", "a famous singer", "a diplomat", "a colony governor"],
    names: ["Summit", "Prime", "Gala"],
  },
  {
    id: "service",
    adj: "service",
    label: "Service token",
    families: ["future", "now", "fallen"],
    types: ["ring", "bracelet", "necklace", "brooch"],
    metal: [0, 1],
    gems: ["no stones at all", "an enamel badge", "black enamel"],
    shapes: ["a stamped tag", "a plate with a unit number", "a badge of crossed arrows", "a pair of wings"],
    props: ["stores a mind backup", "marks the wearer as a friend", "opens a veterans' hall"],
    owners: ["a veteran", "a deserter", "a rescue pilot", "a squad medic"],
    names: ["Service", "Veteran's", "Tag"],
  },
  {
    id: "scrap",
    adj: "scrap",
    label: "Scrap charm",
    families: ["fallen"],
    types: ["amulet", "bracelet", "necklace", "earring", "circlet", "torc"],
    metal: [0, 1],
    gems: ["glass beads", "a bottle-glass chip", "no stones at all", "a polished bolt"],
    shapes: ["a twist of wire and washers", "a star of circuit board", "an old car key", "a chain of ring-pulls", "a bullet casing"],
    props: ["clicks near radiation", "brings good trades", "keeps raiders away, they say", "glows faintly at night"],
    owners: ["a caravan scout", "a scavenger child", "a settlement elder", "a raider who changed sides"],
    names: ["Scrap", "Road", "Lucky"],
  },
  {
    id: "relic",
    adj: "pre-war",
    label: "Pre-war relic",
    families: ["fallen"],
    types: ["ring", "necklace", "bracelet", "earring"],
    metal: [2, 3],
    gems: ["a flawless diamond", "a single ruby", "seed pearls", "a star sapphire"],
    shapes: ["a simple heart", "a spray of tiny flowers", "a single teardrop", "a sunburst"],
    props: ["buys a month's water", "marks the wearer as someone worth robbing", "reminds its owner of the old world"],
    owners: ["a bunker-born trader", "a warlord's consort", "a ruin diver", "a settlement founder"],
    names: ["Old World", "Relic", "Vault"],
  },
  {
    id: "clan-badge",
    adj: "clan",
    label: "Clan badge",
    families: ["fallen"],
    types: ["brooch", "earring", "amulet", "ring"],
    metal: [0, 1],
    gems: ["no stones at all", "a bottle-glass chip", "a painted bead", "a tooth"],
    shapes: ["a crude skull", "a wolf's head", "a lightning bolt", "a broken wheel", "a crossed spanner and bone"],
    props: ["lets the wearer pass the clan's tolls", "marks the wearer as a friend", "buys a night's shelter in clan country"],
    owners: ["a gang lieutenant", "a road warden", "a clan drummer", "a toll keeper"],
    names: ["Clan", "Toll", "Gang"],
  },
];

/** The archetypes a setting allows, of one type or any; each setting starts its table at its own place. */
export function archetypesOf(type: JewelType | "any", setting: Setting): readonly JewelArchetype[] {
  const family = familyOf(setting);
  const own = ARCHETYPES.filter((a) => a.families.includes(family) && (type === "any" || a.types.includes(type)));
  const all = own.length > 0 ? own : ARCHETYPES.filter((a) => type === "any" || a.types.includes(type));
  const k = all.length > 0 ? ORDER.indexOf(setting) % all.length : 0;
  return [...all.slice(k), ...all.slice(0, k)];
}

const ORDER: readonly Setting[] = ["high-fantasy", "dark-fantasy", "science-fiction", "modern", "steampunk", "post-apocalyptic", "mythic"];
