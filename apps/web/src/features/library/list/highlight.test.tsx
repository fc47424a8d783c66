import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Highlight, searchTerms } from "./highlight";

describe("searchTerms", () => {
  it("keeps plain words, drops exclusions, 'or' and quotes, and trims common endings", () => {
    expect(searchTerms('"old wizard" -dragon or Smugglers')).toEqual(["old", "wizard", "smuggler"]);
    expect(searchTerms("  ")).toEqual([]);
  });
});

describe("Highlight", () => {
  it("marks every word that starts with a term, case-insensitively, and escapes regex characters", () => {
    const { container } = render(<Highlight text="A smuggler's harbour of Smugglers (c++)" terms={["smuggler", "c++"]} />);
    expect([...container.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["smuggler", "Smugglers", "c++"]);
    expect(container.textContent).toBe("A smuggler's harbour of Smugglers (c++)");
  });

  it("returns the text untouched without terms", () => {
    const { container } = render(<Highlight text="Plain" terms={[]} />);
    expect(container.innerHTML).toBe("Plain");
  });
});
