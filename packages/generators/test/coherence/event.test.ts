// Event coherence: the type decides cause, course and outcome; the setting decides who takes
// part, omens and what it left behind; the tone decides how it is remembered.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import { forSetting } from "../../src/core/phrases/setting-pools.js";
import { CAUSES, type TYPES } from "../../src/kinds/event/words.js";
import { COURSE_PARTS } from "../../src/kinds/event/course.js";
import { CONSEQUENCES, MEMORY_HOW, PARTICIPANTS } from "../../src/kinds/event/words-family.js";
import { CONSEQUENCES_OLD, PARTICIPANTS_OLD } from "../../src/kinds/event/words-old.js";
import { expectSettingsChangeContent, expectToneChangesProse, field, gen, list, text } from "./family-checks.js";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

describe("event coherence", () => {
  it("draws causes from the type and people and consequences from the setting (500 seeds per setting)", () => {
    for (const setting of SETTINGS) {
      const people = forSetting(setting, PARTICIPANTS, PARTICIPANTS_OLD).map(cap);
      const after = forSetting(setting, CONSEQUENCES, CONSEQUENCES_OLD).map(cap);
      for (let i = 0; i < 500; i++) {
        const r = gen("event", `ev${i}`, { setting });
        const type = field(r, "type").meta as (typeof TYPES)[number];
        expect(
          CAUSES[type].some((c) => text(r, "causes").startsWith(cap(c))),
          `${type}: ${text(r, "causes")}`,
        ).toBe(true);
        for (const p of list(r, "participants")) expect(people).toContain(p);
        for (const c of list(r, "consequences")) expect(after).toContain(c);
        if (type === "uprising") expect(text(r, "course")).not.toMatch(/by nightfall nothing was/);
        if (type === "plague") expect(text(r, "outcome")).not.toMatch(/victory|win/);
      }
    }
  });

  it("remembers it in the tone asked for, and keeps causes true to a locked type", () => {
    for (let i = 0; i < 500; i++) {
      const r = gen("event", `tn${i}`, { tone: "grim" });
      expect(MEMORY_HOW.grim.some((h) => text(r, "remembered").includes(h))).toBe(true);
      const again = gen("event", `rr${i}`, {}, { type: field(r, "type") });
      const type = field(r, "type").meta as (typeof TYPES)[number];
      expect(CAUSES[type].some((c) => text(again, "causes").startsWith(cap(c)))).toBe(true);
    }
  });

  it("runs its course as its own type's opening, middle and close, with no crown among the stars (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("event", `course${i}`, { setting });
        const t = field(r, "type").meta as keyof typeof COURSE_PARTS;
        const c = COURSE_PARTS[t];
        const course = text(r, "course");
        const starts = (s: string) => s.split("{")[0]!.trim();
        expect(
          c.open.some((o) => course.startsWith(starts(o))),
          `${t}: ${course}`,
        ).toBe(true);
        if (setting === "science-fiction") expect(course).not.toMatch(/\bcrown/i);
      }
  });

  it("changes most text fields with the setting", () => expectSettingsChangeContent("event"));
  it("changes the prose with the tone", () => expectToneChangesProse("event"));
});
