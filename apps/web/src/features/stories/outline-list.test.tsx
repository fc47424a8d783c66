import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type * as Sortable from "@dnd-kit/sortable";
import type { StorySection } from "@/data/story-sections/types";
import { buildOutline } from "./outline";
import { blockHeight, OutlineList, sameRows } from "./outline-list";

// Counts the outline's row renders: each row calls useSortable once per render.
const rowRenders = vi.hoisted(() => ({ n: 0 }));
vi.mock("@dnd-kit/sortable", async (importOriginal) => {
  const real = await importOriginal<typeof Sortable>();
  return {
    ...real,
    useSortable: (...args: Parameters<typeof real.useSortable>) => {
      rowRenders.n++;
      return real.useSortable(...args);
    },
  };
});

const sec = (kind: StorySection["kind"], id: string, parent: string | null, position: number, words = 0): StorySection => ({
  id,
  document_id: "d",
  owner_id: "u",
  parent_id: parent,
  kind,
  title: id,
  position,
  body: {},
  words,
  status: "draft",
  synopsis: "",
  scene_date: "",
  version: 1,
  updated_at: "",
});

// 3 chapters of 4 scenes: 15 rows.
const rows: StorySection[] = [];
for (let c = 0; c < 3; c++) {
  rows.push(sec("chapter", `c${c}`, null, c));
  for (let s = 0; s < 4; s++) rows.push(sec("scene", `c${c}s${s}`, `c${c}`, s, 100));
}

describe("the manuscript's outline", () => {
  it("renders again only the rows a scene's save changes, and moves within the current order", () => {
    const onSelect = vi.fn();
    const onAdd = vi.fn();
    const onMoveChildren = vi.fn();
    const onMove = vi.fn();
    const view = (list: StorySection[], selectedId: string | null) => (
      <OutlineList
        nodes={buildOutline(list).top}
        label="Parts and chapters"
        selectedId={selectedId}
        onSelect={onSelect}
        onAdd={onAdd}
        onMoveChildren={onMoveChildren}
        onMove={onMove}
      />
    );
    const { rerender } = render(view(rows, "c1s2"));
    expect(rowRenders.n).toBe(15);
    expect(screen.getByRole("button", { name: /^c1s2/ }).getAttribute("aria-current")).toBe("true");

    // The autosave puts a new version of one scene in the cache: a new body and version (not
    // shown) and more words (shown in its row and its chapter's).
    rowRenders.n = 0;
    const saved = rows.map((r) => (r.id === "c1s2" ? { ...r, body: { type: "doc" }, version: 2, words: 130 } : r));
    act(() => rerender(view(saved, "c1s2")));
    expect(rowRenders.n).toBe(2);
    expect(screen.getByRole("button", { name: /^c1s2/ }).textContent).toContain("130");
    expect(screen.getByRole("button", { name: /^c1\d+$/ }).textContent).toContain("430");

    // Only a version change: nothing shown changes, no row renders.
    rowRenders.n = 0;
    act(() =>
      rerender(
        view(
          saved.map((r) => (r.id === "c1s2" ? { ...r, version: 3 } : r)),
          "c1s2",
        ),
      ),
    );
    expect(rowRenders.n).toBe(0);

    // Selecting another scene: the two scenes and their chapters.
    rowRenders.n = 0;
    act(() => rerender(view(saved, "c2s0")));
    expect(rowRenders.n).toBe(4);
    expect(screen.getByRole("button", { name: /^c2s0/ }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: /^c1s2/ }).getAttribute("aria-current")).toBeNull();

    // A row that did not render again still moves within the list as it is now.
    const reordered = saved.map((r) => (r.id === "c0" ? { ...r, position: 1 } : r.id === "c1" ? { ...r, position: 0 } : r));
    act(() => rerender(view(reordered, "c2s0")));
    fireEvent.click(screen.getByRole("button", { name: "Move c2 up" }));
    expect(onMove.mock.calls.at(-1)![0].map((n: { section: StorySection }) => n.section.id)).toEqual(["c1", "c2", "c0"]);
    fireEvent.click(screen.getByRole("button", { name: "Add a scene to c0" }));
    expect(onAdd).toHaveBeenCalledWith("scene", expect.objectContaining({ id: "c0", position: 1 }));
  }, 20_000); // renders 15 sortable rows several times: slow on a loaded 2-core machine

  it("compares subtrees by what their rows show", () => {
    const a = buildOutline(rows).top[0]!;
    expect(sameRows(a, buildOutline(rows.map((r) => ({ ...r, version: 9 }))).top[0]!)).toBe(true);
    expect(sameRows(a, buildOutline(rows.map((r) => (r.id === "c0s1" ? { ...r, title: "" } : r))).top[0]!)).toBe(false);
    expect(sameRows(a, buildOutline(rows.filter((r) => r.id !== "c0s3")).top[0]!)).toBe(false);
    expect(sameRows(a, buildOutline(rows.map((r) => (r.id === "c0s0" ? { ...r, position: 9 } : r))).top[0]!)).toBe(false);
  });

  it("reserves a hidden block's height as its rows will take", () => {
    // A chapter row (32 px), then its four scene rows with 2 px between them.
    expect(blockHeight(buildOutline(rows).top[0]!)).toBe(32 + 4 * 32 + 3 * 2);
  });
});
