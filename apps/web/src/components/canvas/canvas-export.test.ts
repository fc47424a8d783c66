import { describe, expect, it } from "vitest";
import { fileNameFor } from "./canvas-export";

describe("fileNameFor", () => {
  it("makes a download name from any title", () => {
    expect(fileNameFor("The Grey Web", "png")).toBe("the-grey-web.png");
    expect(fileNameFor("  Ærin's  Quest!? ", "json")).toBe("ærin-s-quest.json");
    expect(fileNameFor("***", "svg")).toBe("chart.svg");
  });
});
