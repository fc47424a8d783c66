// Search box, filters and sort for a library list, kept in the URL (?q=&kind=&vis=&sort=&tag=,
// and the keyset cursor ?after= or ?before=), plus the pager. Search is Postgres full-text (websearch syntax: "quoted phrases", -exclude, or).
import { Search, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { GENERATORS } from "@/lib/catalog";
import type { ListParams, Page, SortKey } from "@/data/content-items/types";
import { kindLabel } from "../kinds";

const SORTS: readonly SortKey[] = ["newest", "oldest", "name", "liked"];

export function useListParams(): [ListParams, (patch: Partial<Record<"q" | "kind" | "vis" | "sort" | "after" | "before" | "tag", string>>) => void] {
  const [sp, setSp] = useSearchParams();
  const sort = sp.get("sort") as SortKey | null;
  const vis = sp.get("vis");
  const params: ListParams = {
    q: sp.get("q") ?? "",
    kind: sp.get("kind") ?? "",
    tag: sp.get("tag") ?? "",
    visibility: vis === "public" || vis === "private" ? vis : "",
    sort: sort && SORTS.includes(sort) ? sort : "newest",
    after: sp.get("after") ?? "",
    before: sp.get("before") ?? "",
  };
  // React Router's functional setSearchParams hands every call the params of the last render, so
  // two changes made before the first navigation lands (clear a filter, then pick a sort) lost the
  // first. Each change builds on the last one asked for until the address shows it.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current && pending.current.toString() === sp.toString()) pending.current = null;
  }, [sp]);
  const update = (patch: Partial<Record<"q" | "kind" | "vis" | "sort" | "after" | "before" | "tag", string>>) => {
    const next = new URLSearchParams(pending.current ?? sp);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    // Any change but a page turn starts again at the first page.
    if (!("after" in patch) && !("before" in patch)) {
      next.delete("after");
      next.delete("before");
    }
    pending.current = next;
    setSp(next, { replace: true });
  };
  return [params, update];
}

const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm sm:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function ListControls({
  params,
  update,
  kinds = GENERATORS.map((g) => g.kind),
  showVisibility,
  children,
}: {
  params: ListParams;
  update: ReturnType<typeof useListParams>[1];
  kinds?: readonly string[];
  showVisibility?: boolean;
  children?: ReactNode;
}) {
  const [text, setText] = useState(params.q);
  useEffect(() => setText(params.q), [params.q]);
  // Debounced so the query follows typing without a request per key.
  useEffect(() => {
    if (text === params.q) return;
    const t = setTimeout(() => update({ q: text }), 300);
    return () => clearTimeout(t);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div role="search" className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="relative flex-1 sm:min-w-64">
        <Label htmlFor="library-search" className="sr-only">
          Search
        </Label>
        <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden="true" />
        <Input
          id="library-search"
          type="search"
          placeholder="Search names, summaries and tags"
          className="pl-9"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && update({ q: text })}
        />
      </div>
      <div className={cn("grid gap-2 sm:flex sm:gap-3", showVisibility && kinds.length > 1 ? "grid-cols-3" : "grid-cols-2")}>
        {kinds.length > 1 && (
          <div className="flex min-w-0 flex-col gap-1">
            <Label htmlFor="library-kind">Kind</Label>
            <select id="library-kind" className={selectClass} value={params.kind} onChange={(e) => update({ kind: e.target.value })}>
              <option value="">All kinds</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {kindLabel(k)}
                </option>
              ))}
            </select>
          </div>
        )}
        {showVisibility && (
          <div className="flex min-w-0 flex-col gap-1">
            <Label htmlFor="library-vis">Visibility</Label>
            <select id="library-vis" className={selectClass} value={params.visibility} onChange={(e) => update({ vis: e.target.value })}>
              <option value="">Any</option>
              <option value="private">Private</option>
              <option value="public">Public</option>
            </select>
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor="library-sort">Sort</Label>
          <select id="library-sort" className={selectClass} value={params.sort} onChange={(e) => update({ sort: e.target.value })}>
            <option value="newest">Newest</option>
            <option value="oldest">Oldest</option>
            <option value="name">Name A–Z</option>
            <option value="liked">Most liked</option>
          </select>
        </div>
      </div>
      {params.tag && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-end"
          aria-label={`Remove tag filter ${params.tag}`}
          onClick={() => update({ tag: "" })}
        >
          #{params.tag} <X aria-hidden="true" />
        </Button>
      )}
      {children}
    </div>
  );
}

/** Previous / next keyset pages; the cursor lives in the URL, so a page can be linked and reloaded. */
export function Pager({ page, update }: { page: Pick<Page<unknown>, "next" | "prev">; update: ReturnType<typeof useListParams>[1] }) {
  if (!page.next && !page.prev) return null;
  const turn = (patch: { after: string; before: string }) => {
    update(patch);
    document.getElementById("main")?.scrollIntoView({ block: "start" });
  };
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3 text-sm">
      <Button variant="outline" disabled={!page.prev} onClick={() => page.prev && turn({ after: "", before: page.prev })}>
        Previous
      </Button>
      <Button variant="outline" disabled={!page.next} onClick={() => page.next && turn({ after: page.next, before: "" })}>
        Next
      </Button>
    </nav>
  );
}

/** "3 items", or "about 1,200 items" when the total is the planner's estimate. */
export function totalLabel(page: Pick<Page<unknown>, "total" | "totalExact">, one: string, many: string): string {
  const n = page.total;
  if (page.totalExact) return `${n.toLocaleString()} ${n === 1 ? one : many}`;
  const rounded = n < 100 ? n : Number(n.toPrecision(2));
  return `About ${rounded.toLocaleString()} ${many}`;
}
