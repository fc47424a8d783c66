import { describe, expect, it } from "vitest";
import { likePrefix } from "./get-mention-candidates";

describe("likePrefix", () => {
  it("escapes LIKE wildcards so '_' matches only itself", () => {
    expect(likePrefix("bob_")).toBe("bob\\_%");
    expect(likePrefix("50%")).toBe("50\\%%");
  });
});
