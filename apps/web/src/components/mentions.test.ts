import { describe, expect, it } from "vitest";
import { insertMention, mentionAt } from "./mentions";

describe("mentionAt", () => {
  it("finds the @name the caret ends", () => {
    expect(mentionAt("Ask @bo", 7)).toEqual({ start: 4, prefix: "bo" });
    expect(mentionAt("@", 1)).toEqual({ start: 0, prefix: "" });
    expect(mentionAt("hi (@ann_b.x", 12)).toEqual({ start: 4, prefix: "ann_b.x" });
  });

  it("is not a mention inside a word, after a space or past the caret", () => {
    expect(mentionAt("mail me@home", 12)).toBeNull();
    expect(mentionAt("Ask @bob now", 12)).toBeNull();
    expect(mentionAt("Ask bob", 7)).toBeNull();
    expect(mentionAt("Ask @bob now", 6)).toEqual({ start: 4, prefix: "b" });
  });
});

describe("insertMention", () => {
  it("replaces the typed prefix (and the rest of that word) with the username, spaced once", () => {
    const q = mentionAt("Ask @bo, he sails", 7)!;
    expect(insertMention("Ask @bo, he sails", 7, q, "bob_sea")).toEqual({ text: "Ask @bob_sea, he sails", caret: 12 });
    const q2 = mentionAt("Ask @bo", 6)!;
    expect(insertMention("Ask @bo", 6, q2, "bob")).toEqual({ text: "Ask @bob ", caret: 9 });
    const q3 = mentionAt("@a then", 2)!;
    expect(insertMention("@a then", 2, q3, "alice")).toEqual({ text: "@alice then", caret: 7 });
  });
});
