// Location coherence over many seeds: one ruler throughout, sentences in the Arrival section,
// rumours and landmarks that fit the kind of place.
import { describe, expect, it } from "vitest";
import { generate } from "../../index.js";
import { RULERS } from "./people.js";
import { CLAIMS } from "./words-prose.js";

type R = ReturnType<typeof generate>[number];
const list = (r: R, key: string) => {
  const v = r.fields.find((f) => f.key === key)!.value;
  return v.type === "list" ? v.items : [];
};
const text = (r: R, key: string) => {
  const v = r.fields.find((f) => f.key === key)!.value;
  return v.type === "text" ? v.value : v.type === "number" ? (v.text ?? "") : "";
};
const section = (r: R, title: string) => r.sections.find((s) => s.title === title)!.markdown;

describe("location", () => {
  it("names only its own ruler in landmarks and rumours", () => {
    const titles = [...new Set(Object.values(RULERS).flatMap((t) => Object.values(t).flat()))].filter(
      (t) => !/Council|Board|Assembly|Guild|Parliament/.test(t),
    );
    for (let i = 0; i < 300; i++) {
      const r = generate("location", { seed: `ruler${i}`, options: { type: "city" } })[0]!;
      const ruler = text(r, "ruler");
      const mine = titles.filter((t) => ruler.startsWith(`${t} `));
      const rest = [...list(r, "landmarks"), ...list(r, "rumours")].join(" ");
      for (const t of titles) if (!mine.some((m) => m.includes(t))) expect(rest, `ruled by ${ruler}`).not.toContain(`${t}'s`);
      for (const t of titles) if (!mine.some((m) => m.includes(t))) expect(rest, `ruled by ${ruler}`).not.toMatch(new RegExp(`\\bthe ${t}\\b`));
      expect(rest).not.toMatch(/governor's/);
    }
  });

  it("writes the Arrival section in whole sentences", () => {
    for (let i = 0; i < 600; i++) {
      const r = generate("location", { seed: `arr${i}` })[0]!;
      const a = section(r, "Arrival");
      expect(a).not.toMatch(/(^|\. )(In|On|At|Among) [^.]*; the climate/);
      expect(a).not.toMatch(/Nominal authority:|\. About \d[\d,]* souls?\. /);
      expect(a).not.toMatch(/ with The /);
      for (const s of a.split(/(?<=[.!?]) /)) expect(s, a).toMatch(/^[A-Z"]/);
    }
  });

  it("keeps list items lower-case mid-list and fits rumours and landmarks to the place", () => {
    const settledOnly = CLAIMS.old.filter(([, w]) => w === "settled" || w === "coast").map(([t]) => t.replace("{ruler}", ""));
    for (let i = 0; i < 600; i++) {
      const r = generate("location", { seed: `fit${i}` })[0]!;
      for (const key of ["economy", "dangers", "districts"])
        for (const item of list(r, key)) expect(item.charAt(0), `${key}: ${item}`).toBe(item.charAt(0).toLowerCase());
      const type = text(r, "type");
      if (["ruin", "dungeon", "wilds"].includes(type)) {
        for (const rumour of list(r, "rumours"))
          expect(
            settledOnly.some((t) => rumour.includes(t.slice(-18))),
            `${type}: ${rumour}`,
          ).toBe(false);
        expect(list(r, "landmarks").join(" ")).not.toMatch(/market square|an inn called|library|arena|temple|hall,/);
      }
      expect(list(r, "landmarks").join(" ")).not.toMatch(/library[^,]*, where the best bread/);
    }
  });
});
