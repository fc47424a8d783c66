import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { FieldValue } from "@worldloom/generators";
import { FieldValueView } from "./field-value";

const links: FieldValue = {
  type: "links",
  links: [
    { kind: "race", name: "Mirefolk", id: "own-1" },
    { kind: "race", name: "Ashkin", id: "theirs" },
    { kind: "race", name: "Saltborn" },
  ],
};

describe("FieldValueView links", () => {
  it("marks a saved item's link that carries an id as yours when no ownIds are given", () => {
    render(<FieldValueView value={{ type: "link", link: { kind: "race", name: "Mirefolk", id: "own-1" } }} />);
    expect(screen.getByText("yours")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("marks nothing as yours for a viewer who does not own the item (the public page)", () => {
    const { container } = render(<FieldValueView value={{ type: "link", link: { kind: "race", name: "Mirefolk", id: "own-1" } }} owner={false} />);
    expect(container.textContent).toBe("Mirefolk");
  });

  it("with ownIds, leads only the viewer's own links to the saved item and names the rest", () => {
    render(
      <MemoryRouter>
        <FieldValueView value={links} ownIds={new Set(["own-1"])} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: /Mirefolk\s*from your world/ }).getAttribute("href")).toBe("/my-content/own-1");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Mirefolkfrom your world", "Ashkin", "Saltborn"]);
    expect(screen.queryByText("yours")).toBeNull();
  });

  it("with ownIds but none of them linked, lists the names on one line", () => {
    const { container } = render(<FieldValueView value={links} ownIds={new Set()} />);
    expect(container.textContent).toBe("Mirefolk, Ashkin, Saltborn");
  });
});
