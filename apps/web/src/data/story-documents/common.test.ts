import { describe, expect, it } from "vitest";
import { fail, friendlyError, UUID } from "./common";

describe("friendlyError", () => {
  it("words each story check constraint the database names", () => {
    expect(friendlyError('new row violates check constraint "story_documents_title_length"')).toBe("A title needs 1 to 200 characters.");
    expect(friendlyError('violates check constraint "story_documents_summary_length"')).toBe("The description can be at most 4,000 characters.");
    expect(friendlyError('violates check constraint "story_documents_data_object"')).toBe("This document is too large to save (2 MB at most).");
    expect(friendlyError('violates check constraint "story_document_notes_length"')).toBe("Notes can be at most 20,000 characters.");
    expect(friendlyError('violates check constraint "story_links_role_length"')).toBe("A role can be at most 80 characters.");
    expect(friendlyError('violates check constraint "story_links_note_length"')).toBe("A member's note can be at most 1,000 characters.");
  });

  it("passes any other message through", () => {
    expect(friendlyError("permission denied for table story_documents")).toBe("permission denied for table story_documents");
  });
});

describe("fail", () => {
  it("throws the worded message, and nothing without an error", () => {
    expect(() => fail({ message: "story_documents_title_length" })).toThrow("A title needs 1 to 200 characters.");
    expect(() => fail(null)).not.toThrow();
  });
});

describe("UUID", () => {
  it("tells an id from a mistyped address", () => {
    expect(UUID.test("0b6f1c1e-5a4f-4c1e-9a8d-3f2e1d0c9b8a")).toBe(true);
    expect(UUID.test("not-an-id")).toBe(false);
    expect(UUID.test("0b6f1c1e-5a4f-4c1e-9a8d-3f2e1d0c9b8a-x")).toBe(false);
  });
});
