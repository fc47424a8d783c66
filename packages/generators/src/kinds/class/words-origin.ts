// How a class stands today, by setting and by tone (heroic folk honour it, grim folk fear or
// use it, whimsical folk laugh at it), and the lore of each archetype (lore-*.ts) behind one
// lookup. Our own writing.
import type { Setting, Tone } from "../../core/options.js";
import { LORE_OLD, type ArchetypeLore, type Lore } from "./lore-old.js";
import { LORE_WIDE } from "./lore-wide.js";

const LORE: Readonly<Record<string, ArchetypeLore>> = { ...LORE_OLD, ...LORE_WIDE };

/** The founders and deeds of an archetype in a setting, and how one becomes one. */
export function loreOf(id: string, setting: Setting): Lore & { readonly made: readonly string[] } {
  const a = LORE[id] ?? (LORE.duellist as ArchetypeLore);
  return { ...(a.bySetting?.[setting] ?? a.lore), made: a.made };
}

/** Standing today: short he/she-free phrases that follow "are" ("welcome in every army"). */
export const STANDING: Readonly<Record<Setting, Readonly<Record<Tone, readonly string[]>>>> = {
  "high-fantasy": {
    heroic: ["sought in the free cities", "well paid in hard times", "admired by the young", "welcome in the border towns", "respected where they are known"],
    grim: ["hunted when unlicensed", "feared by common folk", "blamed for old wars", "hired and then forgotten", "scattered far and wide"],
    whimsical: ["mocked as relics", "argued over at every fair", "a favourite of puppet shows", "banned from most taverns", "forever late to feasts"],
  },
  "dark-fantasy": {
    heroic: [
      "needed in every plague year",
      "some villages' last hope",
      "trusted where priests have fled",
      "paid in bread and thanks",
      "remembered at the graveside",
    ],
    grim: ["hunted by the Church", "blamed for every plague", "branded on the cheek", "banned from the cities", "dying out"],
    whimsical: ["paid in turnips", "cursed in three dialects", "the subject of rude songs", "barred from weddings", "blamed for bad harvests"],
  },
  "science-fiction": {
    heroic: [
      "in demand on the frontier",
      "welcome on most stations",
      "well paid by colony councils",
      "admired by station kids",
      "respected where they are known",
    ],
    grim: ["wanted in the outer colonies", "banned on core worlds", "paid in scrip and debt", "owned by the corporations", "expended first in any war"],
    whimsical: [
      "the stars of bad holodramas",
      "banned from three casinos",
      "trending on the station feeds",
      "fined for every docking",
      "argued about in forums",
    ],
  },
  modern: {
    heroic: ["in demand in big cities", "thanked more often than not", "well paid for good work", "admired online", "respected in their trade"],
    grim: ["underpaid and overworked", "sued more than thanked", "mostly self-taught", "watched by the authorities", "found through word of mouth"],
    whimsical: ["in demand on reality TV", "active on social media", "the butt of sitcom jokes", "famous for their podcasts", "found in every suburb"],
  },
  steampunk: {
    heroic: ["fashionable in some circles", "in demand in the capital", "well paid by their clients", "admired by schoolboys", "respected in their own trade"],
    grim: ["feared by mill owners", "barred from polite parlours", "watched by the Ministry", "paid in shillings and scorn", "common in the smoky boroughs"],
    whimsical: [
      "mocked in the penny papers",
      "banned from three gentlemen's clubs",
      "the subject of music-hall songs",
      "fashionable this season",
      "caricatured in Punch",
    ],
  },
  "post-apocalyptic": {
    heroic: ["welcome at most settlements", "needed everywhere", "paid in water and bullets", "sung about at campfires", "respected on the caravan roads"],
    grim: ["hunted by raiders", "scarce after the long drought", "rarely met", "paid in scrap", "feared by scavengers"],
    whimsical: [
      "paid in canned peaches",
      "banned from most trading posts",
      "traded for like rare cans",
      "argued over around every fire",
      "cheated at every card table",
    ],
  },
  mythic: {
    heroic: ["honoured at every feast", "sung of by poets", "welcome in kings' halls", "chosen by the gods", "remembered in hymns"],
    grim: ["rarer since the heroes died", "feared by their own cities", "cursed by jealous gods", "buried without songs", "sent first into every war"],
    whimsical: [
      "mocked by the comic poets",
      "argued over by philosophers",
      "the favourites of meddling gods",
      "forever late to sacrifices",
      "banned from the Games",
    ],
  },
};

/** Standing that holds whatever the tone, by setting: one is paired with one of the tone's. */
export const STANDING_PLAIN: Readonly<Record<Setting, readonly string[]>> = {
  "high-fantasy": [
    "common in the borderlands",
    "rare in the cities",
    "trained in small halls",
    "licensed by a guild",
    "found on every road",
    "scarce in the south",
    "thick on the frontier",
    "fewer every year",
  ],
  "dark-fantasy": [
    "scattered far and wide",
    "common in the fens",
    "rare in the walled towns",
    "trained in secret",
    "found near the battlefields",
    "scarce since the plague",
    "thick in the border marches",
    "fewer every winter",
  ],
  "science-fiction": [
    "common on the stations",
    "rare planetside",
    "licensed by the Directorate",
    "hired by mining guilds",
    "trained on the orbital yards",
    "scarce in the core worlds",
    "thick on the frontier",
    "registered at every port",
  ],
  modern: [
    "common in big cities",
    "rare in small towns",
    "certified by the state",
    "found through word of mouth",
    "trained at night school",
    "listed online",
    "busy in every crisis",
    "fewer than they were",
  ],
  steampunk: [
    "common in the smoky boroughs",
    "rare in the shires",
    "licensed by the Ministry",
    "listed in the Gazette",
    "trained in private clubs",
    "found near the docks",
    "busy in the capital",
    "fewer since the Act",
  ],
  "post-apocalyptic": [
    "rarely met",
    "found along the caravan roads",
    "common in the scrap towns",
    "rare in the hot zones",
    "trained by the old ones",
    "scarce after the drought",
    "busy in every raid season",
    "fewer every year",
  ],
  mythic: [
    "common in the islands",
    "rare in the high cities",
    "trained on holy mountains",
    "sworn to the temples",
    "found at every festival",
    "scarce since the heroes died",
    "busy in every war",
    "rarer than they were",
  ],
};
