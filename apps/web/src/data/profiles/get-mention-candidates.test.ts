import { describe, expect, it } from "vitest";
import { likePrefix, rankCandidates, wordStarts } from "./get-mention-candidates";

describe("likePrefix", () => {
  it("escapes LIKE wildcards so '_' matches only itself", () => {
    expect(likePrefix("bob_")).toBe("bob\\_%");
    expect(likePrefix("50%")).toBe("50\\%%");
  });
});

describe("rankCandidates", () => {
  const c = (id: string, username: string | null, display_name: string | null) => ({ id, username, display_name });

  it("lists username matches first, then people whose display name has a word starting with the prefix, each once", () => {
    const byUsername = [c("1", "bobbington", "B"), c("2", "bob", null)];
    const byName = [c("2", "bob", "Bob"), c("3", null, "Sea Bob"), c("4", null, "Kabob"), c("5", null, "bob-the-builder")];
    expect(rankCandidates("bob", byUsername, byName).map((x) => x.id)).toEqual(["2", "1", "3", "5"]);
  });

  it("finds people without a username by display name, at most six", () => {
    const byName = Array.from({ length: 9 }, (_, i) => c(`n${i}`, null, `Carol ${i}`));
    const ranked = rankCandidates("car", [], byName);
    expect(ranked).toHaveLength(6);
    expect(wordStarts("Carol of the Isles", "isl")).toBe(true);
    expect(wordStarts("Carol", "rol")).toBe(false);
  });
});
