import { describe, expect, it } from "vitest";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import type { Person } from "@/components/story-documents/family-data";
import { lifeLine, nameResolver, yearText } from "./names";

const person = (id: string, extra: Partial<Person> = {}): Person => ({ id, itemId: null, name: id, born: null, died: null, note: "", ...extra });

describe("names and life lines", () => {
  it("names quick entries by their own name and library characters from the library", () => {
    const link = (item_id: string, name: string) =>
      ({
        id: `l-${item_id}`,
        document_id: "d",
        item_id,
        anchor: "",
        role: "",
        note: "",
        position: 0,
        item: { id: item_id, name, kind: "character", summary: "", visibility: "public", deleted_at: null },
      }) as unknown as StoryLinkWithItem;
    const nameOf = nameResolver(
      [person("a", { name: "Tom" }), person("b", { itemId: "i1", name: "" }), person("c", { itemId: "i2", name: "" }), person("d", { name: "  " })],
      [link("i1", "Aldric")],
    );
    expect(["a", "b", "c", "d", "zz"].map(nameOf)).toEqual(["Tom", "Aldric", "A private character", "Unnamed", "someone removed"]);
  });
  it("writes years and ages", () => {
    expect(lifeLine(person("a", { born: 400, died: 471 }), 500)).toBe("400 – 471 · died at 71");
    expect(lifeLine(person("a", { born: 499 }), 500)).toBe("b. 499 · 1 year old");
    expect(lifeLine(person("a", { died: 12 }), null)).toBe("d. 12");
    expect(lifeLine(person("a"), 500)).toBe("");
    expect(yearText(-30)).toBe("30 before year 1");
  });
});
