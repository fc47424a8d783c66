// Writes fresh results of a kind for a reader who has not seen the code:
// `npx tsx reading/sample.ts <kind> [count=10] [tag]` → reading/samples/<kind>.md, with the seeds
// and settings read (four high fantasy, three science fiction, the rest from the other settings).
import { mkdirSync, writeFileSync } from "node:fs";
import { generators, isKindId, resultToMarkdown, SETTINGS, toSeed } from "../src/index.js";

const [kind, countArg, tag] = process.argv.slice(2);
if (!kind || !isKindId(kind)) throw new Error("usage: npx tsx reading/sample.ts <kind> [count] [tag]");
const count = Number(countArg ?? 10);
const others = SETTINGS.filter((s) => s !== "high-fantasy" && s !== "science-fiction");
const g = generators[kind]!;
const parts: string[] = [`# ${kind} v${g.version}: ${count} results to read`, ""];
for (let i = 0; i < count; i++) {
  const setting = i < 4 ? "high-fantasy" : i < 7 ? "science-fiction" : (others[i % others.length] as string);
  const seed = toSeed(`read-${tag ?? "a"}-${kind}-${i}`);
  const r = g.generate({ seed, options: { setting } });
  parts.push(`<!-- seed ${seed}, setting ${setting} -->`, resultToMarkdown(r).replace(/^# /, "## "), "", "---", "");
}
mkdirSync(new URL("./samples/", import.meta.url), { recursive: true });
writeFileSync(new URL(`./samples/${kind}.md`, import.meta.url), parts.join("\n"));
console.log(`reading/samples/${kind}.md`);
