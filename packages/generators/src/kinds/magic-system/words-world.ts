// How each setting treats a kind of magic at each stance: its adepts' standing and the law, drawn
// as one pair so both name the same power (a fleet's officers are commissioned by the fleet, not
// licensed by a colony). Standing is a predicate after "are", legality one after "is"; neither
// says "legal" or "law", so no sentence reads "By law, it is legal". Our own writing.
import type { Setting } from "../../core/options.js";
import type { Stance } from "./archetype-types.js";

/** [standing, legality]. */
export type Standing = readonly [string, string];
type ByStance = Readonly<Record<Stance, readonly Standing[]>>;

export const STANDING: Readonly<Record<Setting, ByStance>> = {
  "high-fantasy": {
    honoured: [
      ["advisers at the royal court", "licensed by the crown"],
      ["welcome at any lord's table", "protected by royal charter"],
      ["fellows of the colleges", "practised under royal warrant"],
    ],
    tolerated: [
      ["hired but never trusted", "allowed under guild licence"],
      ["squeezed by the guilds", "taxed at twice the common rate"],
      ["kept outside the city walls", "banned in every market town"],
    ],
    outlawed: [
      ["hunted by the crown's wardens", "outlawed by royal decree"],
      ["hanged when caught", "a hanging offence"],
      ["hidden among honest folk", "forbidden on pain of death"],
    ],
  },
  "dark-fantasy": {
    honoured: [
      ["kept close by the barons", "licensed by the margrave"],
      ["sworn to the bishop's service", "sanctioned by the cathedral chapter"],
      ["feared and flattered at court", "permitted to the prince's own servants"],
    ],
    tolerated: [
      ["watched by the church's informers", "allowed under licence from the inquisition"],
      ["bled white by the tax-gatherers", "permitted for a heavy tithe"],
      ["hired by night, shunned by day", "allowed beyond the city walls"],
    ],
    outlawed: [
      ["burned by the inquisitors", "a capital heresy"],
      ["hunted by the inquisition", "heresy before the church courts"],
      ["broken on the wheel when caught", "a crime against the church"],
    ],
  },
  mythic: {
    honoured: [
      ["welcome at every king's hearth", "protected by guest-right"],
      ["fed at the temple's table", "sacred under the old custom"],
      ["consulted by the archons", "sanctioned by the city's assembly"],
    ],
    tolerated: [
      ["consulted before wars, ignored after", "allowed once the gods are thanked"],
      ["welcome only at the hill shrines", "allowed outside the holy precinct"],
      ["guests, never citizens", "taxed like any foreign trade"],
    ],
    outlawed: [
      ["driven from every city", "punished by exile"],
      ["cursed by the priests", "a crime against the gods"],
      ["stoned at the city gates", "forbidden on pain of stoning"],
    ],
  },
  steampunk: {
    honoured: [
      ["engaged by the Admiralty", "recognised by Parliament"],
      ["fellows of the Royal Society", "licensed by the Home Office"],
      ["received at the best houses", "protected by royal warrant"],
    ],
    tolerated: [
      ["inspected every quarter", "permitted under licence"],
      ["mocked in the penny press", "licensed by the justices"],
      ["tolerated as eccentrics", "unregulated, for now"],
    ],
    outlawed: [
      ["hunted by the constabulary", "banned under the Vagrancy Act"],
      ["struck off every register", "prohibited by Parliament"],
      ["transported to the colonies", "a felony under the Witchcraft Act"],
    ],
  },
  "science-fiction": {
    honoured: [
      ["decorated fleet officers", "commissioned by the admiralty board"],
      ["prized corporate assets", "sponsored by the megacorps"],
      ["stars of the colony feeds", "licensed by the governing council"],
    ],
    tolerated: [
      ["registered and tracked", "allowed under permit"],
      ["hired on short contracts", "restricted to licensed operators"],
      ["watched by station security", "allowed aboard with a day pass"],
    ],
    outlawed: [
      ["hunted by corporate security", "banned in every company town"],
      ["wanted on every core world", "a capital crime in the fleet"],
      ["shipped to penal moons when caught", "a crime under the colony charter"],
    ],
  },
  modern: {
    honoured: [
      ["on government payrolls", "quietly funded by the state"],
      ["retained by law firms", "protected as religious practice"],
      ["consulted by the very rich", "untouched by any statute"],
    ],
    tolerated: [
      ["dismissed as cranks", "unrecognised by the courts"],
      ["watched by a federal agency", "left unregulated"],
      ["hired and then denied", "ignored by the courts"],
    ],
    outlawed: [
      ["prosecuted as frauds", "a crime under the consumer statutes"],
      ["hunted by a secret agency", "classified and denied"],
      ["locked up when caught", "a felony in most states"],
    ],
  },
  "post-apocalyptic": {
    honoured: [
      ["worshipped as living saints", "sanctioned by every settlement"],
      ["guarded by the warlords", "protected by the council of elders"],
      ["fed first at every table", "part of the settlement's code"],
    ],
    tolerated: [
      ["kept while they are useful", "left to each boss's whim"],
      ["paid in water and bullets", "allowed wherever it turns a profit"],
      ["made to camp outside the walls", "banned in the market towns"],
    ],
    outlawed: [
      ["shot on sight", "punished by a bullet"],
      ["driven into the wastes", "punished by exile"],
      ["hanged from the water tower", "a crime in every walled town"],
    ],
  },
};

/** How a saved faith of the world looks on it, by stance. */
export const FAITH_VIEW: Readonly<Record<Stance, readonly string[]>> = {
  honoured: ["blesses those who practise it", "keeps its own adepts"],
  tolerated: ["tolerates it, barely", "trusts only its own adepts"],
  outlawed: ["calls it a heresy", "preaches against it"],
};
