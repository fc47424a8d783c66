import { describe, expect, it } from "vitest";
import { describeChange } from "./item-history";

describe("describeChange", () => {
  it("names the changed parts in plain words", () => {
    expect(describeChange(["name"])).toBe("name");
    expect(describeChange(["name", "tags"])).toBe("name and tags");
    expect(describeChange(["name", "summary", "data"])).toBe("name, summary and fields and sections");
    expect(describeChange(["generator_version", "seed"])).toBe("generator version and generator seed");
    expect(describeChange([])).toBe("content");
  });
});
