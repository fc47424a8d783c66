import { describe, expect, it } from "vitest";
import { embeddedItemId } from "./embeds";

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
