import { describe, expect, it } from "vitest";
import { insertMention, mentionAt, mentionedMember, mentionMarkdown } from "./mentions";

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
  it("replaces the typed prefix (and the rest of that word) with the mention, spaced once", () => {
    const q = mentionAt("Ask @bo, he sails", 7)!;
    expect(insertMention("Ask @bo, he sails", 7, q, "@bob_sea")).toEqual({ text: "Ask @bob_sea, he sails", caret: 12 });
    const q2 = mentionAt("Ask @bo", 6)!;
    expect(insertMention("Ask @bo", 6, q2, "@bob")).toEqual({ text: "Ask @bob ", caret: 9 });
    const q3 = mentionAt("@a then", 2)!;
    expect(insertMention("@a then", 2, q3, "@alice")).toEqual({ text: "@alice then", caret: 7 });
  });
});

const ID = "0b6f8c1e-3a2d-4c5b-9e7f-1a2b3c4d5e6f";

describe("mentionMarkdown", () => {
  it("links the username, or the display name when there is none, to the member's profile", () => {
    expect(mentionMarkdown({ id: ID, username: "bob_sea", display_name: "Bob" })).toBe(`[@bob_sea](/forum/u/${ID})`);
    expect(mentionMarkdown({ id: ID, username: null, display_name: "Carol  of the Isles" })).toBe(`[@Carol of the Isles](/forum/u/${ID})`);
  });

  it("keeps brackets, backslashes and line breaks out of the name, so it cannot end the link early", () => {
    expect(mentionMarkdown({ id: ID, username: null, display_name: "Eve](javascript:x)\\\n[" })).toBe(`[@Eve (javascript:x)](/forum/u/${ID})`);
    expect(mentionMarkdown({ id: ID, username: null, display_name: "[]" })).toBe(`[@member](/forum/u/${ID})`);
  });
});

describe("mentionedMember", () => {
  it("reads the id only from exactly /forum/u/<uuid>", () => {
    expect(mentionedMember(`/forum/u/${ID.toUpperCase()}`)).toBe(ID);
    for (const href of [undefined, `/forum/u/${ID}/x`, `https://evil.example/forum/u/${ID}`, `javascript:/forum/u/${ID}`, `/forum/u/${ID}?a`, "/forum/u/bob"])
      expect(mentionedMember(href), href).toBeNull();
  });
});
