// The five eras a setting belongs to, for kinds whose words change with technology (government,
// life-skills): steampunk is its own industrial era here, unlike the four setting families.
import type { Setting } from "../options.js";

export type Era = "old" | "industrial" | "modern" | "future" | "salvage";
export const ERA_OF: Readonly<Record<Setting, Era>> = {
  "high-fantasy": "old",
  "dark-fantasy": "old",
  mythic: "old",
  steampunk: "industrial",
  modern: "modern",
  "science-fiction": "future",
  "post-apocalyptic": "salvage",
};
