import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { generate, type World } from "@worldloom/generators";
import { ResultCard } from "./result-card";

const world: World = { entities: [{ id: "11111111-2222-3333-4444-555555555555", kind: "race", name: "Mirefolk" }] };

describe("ResultCard", () => {
  it("marks a link into the user's own world and leads to the saved item; other links stay plain", () => {
    const result = generate("character", { seed: "card", world })[0]!;
    const { rerender } = render(
      <MemoryRouter>
        <ResultCard result={result} locked={new Set()} onToggleLock={() => {}} onReroll={() => {}} ownIds={new Set([world.entities[0]!.id])} />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: /Mirefolk\s*from your world/ });
    expect(link.getAttribute("href")).toBe(`/my-content/${world.entities[0]!.id}`);
    // The same id without it being the viewer's (e.g. a link from someone else's world): no badge.
    rerender(
      <MemoryRouter>
        <ResultCard result={result} locked={new Set()} onToggleLock={() => {}} onReroll={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.queryByText("from your world")).toBeNull();
    expect(screen.getAllByText("Mirefolk", { selector: "dd span" })).toHaveLength(1);
  });

  it("highlights changed fields, and a locked field cannot be rerolled", async () => {
    const result = generate("character", { seed: "card-2" })[0]!;
    const onReroll = vi.fn();
    const { container } = render(
      <MemoryRouter>
        <ResultCard result={result} locked={new Set(["name"])} onToggleLock={() => {}} onReroll={onReroll} changed={new Set(["race", "age"])} />
      </MemoryRouter>,
    );
    const changed = [...container.querySelectorAll("dl > div[data-changed] > dt")].map((d) => d.textContent);
    expect(changed).toEqual(["Race", "Age and life stage"]);
    expect((screen.getByRole("button", { name: "Reroll Name" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Unlock Name" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Reroll Race" }));
    expect(onReroll).toHaveBeenCalledWith("race");
  });

  it("says which lock no archetype could agree with", () => {
    const base = generate("character", { seed: "card-3" })[0]!;
    const result = {
      ...base,
      fields: [
        { key: "archetype", label: "Archetype", value: { type: "text" as const, value: "Drowned hunter", meta: { id: "drowned", unmet: ["race"] } } },
        ...base.fields,
      ],
    };
    render(
      <MemoryRouter>
        <ResultCard result={result} locked={new Set(["race"])} onToggleLock={() => {}} onReroll={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("note").textContent).toBe("No archetype fits your locked Race, so this one was drawn without it.");
    // Without an unmet lock there is no note.
    render(
      <MemoryRouter>
        <ResultCard result={base} locked={new Set()} onToggleLock={() => {}} onReroll={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("note")).toHaveLength(1);
  });
});
