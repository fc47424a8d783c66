import { generators, resultToMarkdown, toSeed } from "./src/index.js";
const g = generators["magic-system"]!;
const [setting, tone, n, tag] = process.argv.slice(2);
for (let i = 0; i < Number(n ?? 3); i++) {
  const r = g.generate({ seed: toSeed(`look-${tag ?? ""}${i}`), options: { setting, tone } });
  console.log(resultToMarkdown(r).split("\n").filter((l) => !l.startsWith("|---") && !l.startsWith("<sub>")).join("\n"));
  console.log("----");
}
