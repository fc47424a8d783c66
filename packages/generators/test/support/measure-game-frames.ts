// Prints the most repeated sentence openings of a kind per setting:
// `npx tsx test/support/measure-game-frames.ts <kind> [seeds=500] [limit=0.1]`.
import { generators, isKindId, SETTINGS, toSeed } from "../../src/index.js";
import { ALL_NAMES } from "../../src/kinds/game/words.js";
import { repeatedOpenings } from "./game-frames.js";

const [kind, seedsArg, limitArg] = process.argv.slice(2);
if (!kind || !isKindId(kind)) throw new Error("usage: npx tsx test/support/measure-game-frames.ts <kind> [seeds] [limit]");
const seeds = Number(seedsArg ?? 500);
const limit = Number(limitArg ?? 0.1);
const isName = (w: string) => ALL_NAMES.has(w);
// Data fields (a name, a kind, a count, a list of things) are not sentences.
const data = new Set(["name", "archetype", "type", "players", "equipment"]);
for (const setting of SETTINGS) {
  const results = Array.from({ length: seeds }, (_, i) => generators[kind]!.generate({ seed: toSeed(`f${i}`), options: { setting } }));
  const top = repeatedOpenings(results, isName, data, limit).slice(0, 6);
  console.log(`${setting}: ${top.map((o) => `${(o.share * 100).toFixed(0)}% "${o.opening}"`).join(" | ") || "none"}`);
}
