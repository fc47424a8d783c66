import { describe, expect, it } from "vitest";
import { generate, GeneratorOptionError, MAX_BATCH } from "../index.js";

describe("options and generate()", () => {
  it("applies defaults and accepts text for numbers and enums", () => {
    const [r] = generate("skill", { seed: "o" });
    expect(r!.options.setting).toBe("high-fantasy");
    expect(r!.options.tone).toBe("heroic");
  });

  it("lists what is allowed when an option is unknown or invalid", () => {
    expect(() => generate("skill", { seed: "o", options: { colour: "red" } })).toThrow(/Unknown option "colour".*\n.*setting: one of high-fantasy/s);
    expect(() => generate("skill", { seed: "o", options: { setting: "space-opera" } })).toThrow(GeneratorOptionError);
    expect(() => generate("skill", { seed: "o", options: { setting: "space-opera" } })).toThrow(/one of high-fantasy, dark-fantasy/);
  });

  it("rejects unknown kinds, bad counts and unknown locks", () => {
    expect(() => generate("dragon", { seed: "o" })).toThrow(/Unknown kind "dragon". Available kinds: .*skill/);
    expect(() => generate("skill", { seed: "o", count: 0 })).toThrow(/count/);
    expect(() => generate("skill", { seed: "o", count: MAX_BATCH + 1 })).toThrow(/count/);
    expect(() => generate("skill", { seed: "", count: 1 })).toThrow(/seed/);
    expect(() => generate("skill", { seed: "o", locks: { nope: { type: "text", value: "x" } } })).toThrow(/Unknown locked field "nope"/);
    expect(generate("skill", { seed: "o", count: MAX_BATCH })).toHaveLength(MAX_BATCH);
  });
});

describe("public systems API", () => {
  it("exposes language and calendar arithmetic from the package root", async () => {
    const m = await import("../index.js");
    const cal = m.makeCalendar("api");
    const n = m.toDayCount(cal, cal.today);
    expect(m.fromDayCount(cal, n)).toEqual(cal.today);
    expect(m.dateValue(cal, n).text).toContain(cal.months[cal.today.month - 1]!.name);
    const lang = m.makeLanguage("api", "soft");
    expect(m.nameIn(lang, (await import("./rng.js")).rngFromKey("r"), "place").length).toBeGreaterThan(0);
  });
});
