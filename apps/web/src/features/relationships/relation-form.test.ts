import { describe, expect, it } from "vitest";
import { draftProblem, emptyDraft } from "./relation-form";

const a = "00000000-0000-4000-8000-00000000000a";
const b = "00000000-0000-4000-8000-00000000000b";

describe("draftProblem", () => {
  it("a fresh form has nothing to complain about until it is submitted", () => {
    expect(draftProblem(emptyDraft(), false)).toBeNull();
    expect(draftProblem(emptyDraft(a), false)).toBeNull();
    expect(draftProblem(emptyDraft(), true)).toBe("Pick who the relation is from and to.");
  });
  it("the same item at both ends is wrong as soon as it is chosen", () => {
    expect(draftProblem(emptyDraft(a, a), false)).toBe("A relation joins two different items.");
    expect(draftProblem(emptyDraft(a, a), true)).toBe("A relation joins two different items.");
  });
  it("a custom relation needs a name, asked at submit", () => {
    const d = { ...emptyDraft(a, b), type: "custom" as const, label: "  " };
    expect(draftProblem(d, false)).toBeNull();
    expect(draftProblem(d, true)).toBe("Name the custom relation.");
    expect(draftProblem({ ...d, label: "Sworn to" }, true)).toBeNull();
  });
});
