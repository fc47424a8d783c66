// A result with a 5e stat block: its section renders as real tables, each in a focusable box that
// scrolls on its own, and without the option the card has no such section.
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { generate } from "@worldloom/generators";
import { ResultCard } from "./result-card";

function card(options: Record<string, string>) {
  const result = generate("monster", { seed: "card-stats", options })[0]!;
  return render(
    <MemoryRouter>
      <ResultCard result={result} locked={new Set()} onToggleLock={() => {}} onReroll={() => {}} />
    </MemoryRouter>,
  );
}

describe("ResultCard with a stat block", () => {
  it("renders the 5e block as tables in scrolling regions", async () => {
    card({ stats: "5e" });
    const heading = screen.getByRole("heading", { name: "Stat block" });
    const section = heading.closest("section")!;
    // The Markdown renderer is its own chunk: the tables appear once it is in.
    const regions = await within(section).findAllByRole("region", { name: "Table" }, { timeout: 10_000 });
    expect(regions).toHaveLength(3);
    for (const r of regions) {
      expect(r.getAttribute("tabindex")).toBe("0");
      expect(r.className).toContain("overflow-x-auto");
    }
    expect(within(section).getByRole("cell", { name: "Armour Class" })).toBeTruthy();
    expect(within(section).getByRole("columnheader", { name: "CHA" })).toBeTruthy();
    expect(within(section).getByRole("cell", { name: /XP\)$/ })).toBeTruthy();
  }, 30_000);

  it("has no stat block by default", () => {
    card({});
    expect(screen.queryByRole("heading", { name: "Stat block" })).toBeNull();
  });
});
