// The registry: one line per written kind, in the spec's order. A kind not listed here is not
// offered by generate() and not checked by the test harness — add yours when it is ready.
import type { Registry } from "./core/generate.js";

import { armorClothing } from "./kinds/armor-clothing/index.js";
import { bloodline } from "./kinds/bloodline/index.js";
import { calendar } from "./kinds/calendar/index.js";
import { character } from "./kinds/character/index.js";
import { characterClass } from "./kinds/class/index.js";
import { consumable } from "./kinds/consumable/index.js";
import { curse } from "./kinds/curse/index.js";
import { element } from "./kinds/element/index.js";
import { event } from "./kinds/event/index.js";
import { faction } from "./kinds/faction/index.js";
import { game } from "./kinds/game/index.js";
import { government } from "./kinds/government/index.js";
import { heritage } from "./kinds/heritage/index.js";
import { inheritances } from "./kinds/inheritances/index.js";
import { item } from "./kinds/item/index.js";
import { jewelry } from "./kinds/jewelry/index.js";
import { language } from "./kinds/language/index.js";
import { lifeSkills } from "./kinds/life-skills/index.js";
import { location } from "./kinds/location/index.js";
import { lore } from "./kinds/lore/index.js";
import { magicSystem } from "./kinds/magic-system/index.js";
import { material } from "./kinds/material/index.js";
import { monster } from "./kinds/monster/index.js";
import { name } from "./kinds/name/index.js";
import { prophecy } from "./kinds/prophecy/index.js";
import { race } from "./kinds/race/index.js";
import { religion } from "./kinds/religion/index.js";
import { skill } from "./kinds/skill/index.js";
import { tattoo } from "./kinds/tattoo/index.js";
import { technology } from "./kinds/technology/index.js";
import { tradition } from "./kinds/tradition/index.js";
import { weapon } from "./kinds/weapon/index.js";

export const generators: Registry = {
  character,
  class: characterClass,
  skill,
  race,
  location,
  name,
  item,
  faction,
  monster,
  "magic-system": magicSystem,
  religion,
  government,
  "life-skills": lifeSkills,
  curse,
  bloodline,
  tattoo,
  event,
  language,
  weapon,
  lore,
  "armor-clothing": armorClothing,
  inheritances,
  technology,
  tradition,
  heritage,
  prophecy,
  calendar,
  game,
  element,
  consumable,
  material,
  jewelry,
};
