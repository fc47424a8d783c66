import { describe, expect, it } from "vitest";
import { applyOwnFilters, cursorOf, decodeCursor, encodeCursor, keysetFilter, toPage } from "./list-query";
import { PAGE_SIZE, type ListParams } from "./types";

const params = (p: Partial<ListParams> = {}): ListParams => ({ q: "", kind: "", visibility: "", tag: "", sort: "newest", after: "", before: "", ...p });
const rows = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    id: `id-${from + i}`,
    created_at: `2026-01-01T00:00:${String(from + i).padStart(2, "0")}+00:00`,
    name: `N${from + i}`,
    like_count: 0,
  }));

describe("keyset cursors", () => {
  it("round-trips any name, and refuses cursors of another sort or malformed ones", () => {
    const key = ['Bran, "the" (old) ½ 龍', "0b6c…"];
    expect(decodeCursor(encodeCursor(key), "name")).toEqual(key);
    expect(encodeCursor(key)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encodeCursor(key), "liked")).toBeNull();
    expect(decodeCursor("not a cursor!", "name")).toBeNull();
    expect(decodeCursor(encodeCursor([{}, "x"] as never), "name")).toBeNull();
  });

  it("builds the or=(…) that starts strictly after the tuple, quoting values", () => {
    expect(keysetFilter(["like_count", "created_at", "id"], [3, "2026-01-01T00:00:00+00:00", "a"], "lt")).toBe(
      'like_count.lt."3",and(like_count.eq."3",created_at.lt."2026-01-01T00:00:00+00:00"),and(like_count.eq."3",created_at.eq."2026-01-01T00:00:00+00:00",id.lt."a")',
    );
    expect(keysetFilter(["name", "id"], ['a "b", c\\', "x"], "gt")).toBe('name.gt."a \\"b\\", c\\\\",and(name.eq."a \\"b\\", c\\\\",id.gt."x")');
  });
});

describe("toPage", () => {
  it("is exact when the first page holds everything", () => {
    const page = toPage(rows(3), params(), 40);
    expect(page).toMatchObject({ total: 3, totalExact: true, next: null, prev: null });
  });

  it("trims the look-ahead row and points at the next page from the first", () => {
    const page = toPage(rows(PAGE_SIZE + 1), params(), 1000);
    expect(page.rows).toHaveLength(PAGE_SIZE);
    expect(page.totalExact).toBe(false);
    expect(page.total).toBe(1000);
    expect(page.prev).toBeNull();
    expect(decodeCursor(page.next!, "newest")).toEqual([page.rows[PAGE_SIZE - 1]!.created_at, page.rows[PAGE_SIZE - 1]!.id]);
  });

  it("reports an exact count as exact on every page (a user's own items)", () => {
    const page = toPage(rows(PAGE_SIZE + 1), params(), 260, "exact");
    expect(page).toMatchObject({ total: 260, totalExact: true });
    expect(page.rows).toHaveLength(PAGE_SIZE);
    expect(page.next).not.toBeNull();
  });

  it("never estimates fewer rows than it has seen", () => {
    expect(toPage(rows(PAGE_SIZE + 1), params(), 2).total).toBe(PAGE_SIZE + 1);
  });

  it("turns a backwards page round and knows whether it reached the start", () => {
    // Newest first: the page before row 9 holds newer rows, fetched oldest-first from the cursor.
    const before = cursorOf(rows(1, 9)[0]!, "newest");
    const page = toPage(rows(PAGE_SIZE + 1, 10), params({ before }), 500);
    expect(page.rows).toHaveLength(PAGE_SIZE);
    expect(page.rows[0]!.id).toBe(`id-${10 + PAGE_SIZE - 1}`);
    expect(page.rows[PAGE_SIZE - 1]!.id).toBe("id-10");
    expect(page.next).not.toBeNull();
    expect(page.prev).not.toBeNull();
    const start = toPage(rows(5, 10), params({ before }), 500);
    expect(start.prev).toBeNull();
    expect(start.rows.map((r) => r.id)).toEqual(["id-14", "id-13", "id-12", "id-11", "id-10"]);
  });

  it("has a previous page after a cursor, and no next at the end", () => {
    const after = cursorOf(rows(1)[0]!, "newest");
    const page = toPage(rows(4, 1), params({ after }), 10);
    expect(page.prev).not.toBeNull();
    expect(page.next).toBeNull();
    // A low guess is raised to what is known: a full page before this one, and these four rows.
    expect(page.total).toBe(PAGE_SIZE + 4);
  });
});

describe("applyOwnFilters", () => {
  // Records the filters in the order they are added, as the request's query string would list them.
  const recorder = (calls: string[] = []) => {
    const q = new Proxy({} as Parameters<typeof applyOwnFilters>[0], {
      get:
        (_, name) =>
        (...args: unknown[]) => {
          calls.push(`${String(name)}(${args.map((a) => JSON.stringify(a)).join(",")})`);
          return q;
        },
    });
    return { q, calls };
  };

  it("adds My Content's visibility and universe filters before search, kind and tag", () => {
    const { q, calls } = recorder();
    applyOwnFilters(q, params({ visibility: "public", universe: "u1", q: " wizard ", kind: "character", tag: "sea" }));
    expect(calls).toEqual([
      'eq("visibility","public")',
      'eq("universe_id","u1")',
      'textSearch("search","wizard",{"type":"websearch","config":"english"})',
      'eq("kind","character")',
      'contains("tags",["sea"])',
    ]);
  });

  it('reads universe "none" as items in no universe, and adds nothing for empty filters', () => {
    const none = recorder();
    applyOwnFilters(none.q, params({ universe: "none" }));
    expect(none.calls).toEqual(['is("universe_id",null)']);
    const empty = recorder();
    applyOwnFilters(empty.q, params({ universe: "" }));
    expect(empty.calls).toEqual([]);
  });
});
