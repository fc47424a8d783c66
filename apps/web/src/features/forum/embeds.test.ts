import { describe, expect, it } from "vitest";
import { embeddedDocument, embeddedItemId } from "./embeds";

const id = "3f2c1a9e-8b7d-4c6e-9f01-23456789abcd";

describe("embeddedItemId", () => {
  it("finds the item in a bare library link, relative or absolute", () => {
    expect(embeddedItemId(`/browse/item/${id}`, `/browse/item/${id}`)).toBe(id);
    expect(embeddedItemId(`https://worldloom.example/browse/item/${id.toUpperCase()}`, `https://worldloom.example/browse/item/${id.toUpperCase()}`)).toBe(id);
  });

  it("leaves links with their own text, other paths and malformed ids alone", () => {
    expect(embeddedItemId(`/browse/item/${id}`, "my dragon")).toBeNull();
    expect(embeddedItemId(`/my-content/${id}`, `/my-content/${id}`)).toBeNull();
    expect(embeddedItemId("/browse/item/123", "/browse/item/123")).toBeNull();
    expect(embeddedItemId(`javascript:/browse/item/${id}`, `javascript:/browse/item/${id}`)).toBeNull();
    expect(embeddedItemId(undefined, "")).toBeNull();
  });
});

describe("embeddedDocument", () => {
  it("finds published story documents by their browse section", () => {
    expect(embeddedDocument(`/browse/stories/${id}`, `/browse/stories/${id}`)).toEqual({ section: "stories", id });
    expect(
      embeddedDocument(`https://w.example/browse/character-groups/${id.toUpperCase()}/`, `https://w.example/browse/character-groups/${id.toUpperCase()}/`),
    ).toEqual({
      section: "character-groups",
      id,
    });
    expect(embeddedDocument(`/browse/timelines/${id}`, `/browse/timelines/${id}`)?.section).toBe("timelines");
  });

  it("leaves library items, unknown sections, links with text and malformed ids alone", () => {
    expect(embeddedDocument(`/browse/item/${id}`, `/browse/item/${id}`)).toBeNull();
    expect(embeddedDocument(`/browse/characters/${id}`, `/browse/characters/${id}`)).toBeNull();
    expect(embeddedDocument(`/browse/stories/${id}`, "my saga")).toBeNull();
    expect(embeddedDocument("/browse/stories/123", "/browse/stories/123")).toBeNull();
    expect(embeddedDocument(`/story-elements/stories/${id}`, `/story-elements/stories/${id}`)).toBeNull();
  });
});
