// "Links" on an item page: typed links both ways ("rules Port Sable", "ruled by Aldric"). The
// owner adds links to their own items and removes them with undo; the public page reads them.
import { Link2, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { useAddLink } from "@/data/content-links/add-link";
import { useDeleteLink } from "@/data/content-links/delete-link";
import { useLinkTargets } from "@/data/content-items/get-link-targets";
import { useLinks, type ItemLink, type LinkEnd } from "@/data/content-links/get-links";
import type { ContentRow } from "@/data/content-items/types";
import { kindLabel } from "../kinds";
import { inversePhrase, LINK_TYPES } from "./link-types";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm";

interface Row {
  link: ItemLink;
  phrase: string;
  other: LinkEnd;
}

/** Each link as read from this item: outgoing in its own words, incoming in the inverse ones;
 * links to items in the trash stay stored (a restore brings them back) but are not listed. */
function rowsFor(itemId: string, links: readonly ItemLink[]): Row[] {
  const rows: Row[] = [];
  for (const l of links) {
    if (l.from_id === itemId && l.to && !l.to.deleted_at) rows.push({ link: l, phrase: l.type, other: l.to });
    else if (l.to_id === itemId && l.from && !l.from.deleted_at) rows.push({ link: l, phrase: inversePhrase(l.type), other: l.from });
  }
  return rows;
}

function LinkList({ rows, hrefFor, action }: { rows: Row[]; hrefFor: (e: LinkEnd) => string; action?: (r: Row) => ReactNode }) {
  return (
    <ul aria-label="Links" className="divide-y divide-border">
      {rows.map((r) => (
        <li key={r.link.id} className="flex items-center gap-2 py-2 text-sm">
          <span className="min-w-0 flex-1">
            <span className="text-muted-foreground">{r.phrase}</span>{" "}
            <Link to={hrefFor(r.other)} className="font-medium underline-offset-4 hover:underline">
              {r.other.name}
            </Link>{" "}
            <span className="text-xs text-muted-foreground">({kindLabel(r.other.kind)})</span>
          </span>
          {action?.(r)}
        </li>
      ))}
    </ul>
  );
}

function AddLinkForm({ item }: { item: ContentRow }) {
  const { user } = useAuth();
  const targets = useLinkTargets(user?.id, "");
  const add = useAddLink();
  const [type, setType] = useState<string>(LINK_TYPES[0]);
  const [to, setTo] = useState("");
  const options = (targets.data ?? []).filter((t) => t.id !== item.id);
  return (
    <form
      aria-label="Add a link"
      className="mt-4 grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (!to) return;
        const target = options.find((o) => o.id === to);
        add.mutate(
          { from_id: item.id, to_id: to, type },
          {
            onSuccess: () => (toast.success(`Linked: ${item.name} ${type} ${target?.name ?? "the item"}`), setTo("")),
            onError: (err) => toast.error("Could not add the link", { description: err.message }),
          },
        );
      }}
    >
      <div className="space-y-1">
        <Label htmlFor="link-type">Link type</Label>
        <select id="link-type" className={selectClass} value={type} onChange={(e) => setType(e.target.value)}>
          {LINK_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="link-target">Linked item</Label>
        <select id="link-target" className={selectClass} value={to} onChange={(e) => setTo(e.target.value)} disabled={targets.isPending}>
          <option value="">{targets.isPending ? "Loading your items…" : options.length ? "Choose one of your items" : "Save another item first"}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({kindLabel(o.kind)})
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={!to || add.isPending}>
        <Link2 aria-hidden="true" /> Add link
      </Button>
    </form>
  );
}

function LinksSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading links" className="space-y-2">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
    </div>
  );
}

export function ItemLinks({ item }: { item: ContentRow }) {
  const { user } = useAuth();
  const links = useLinks(item.id);
  const add = useAddLink();
  const del = useDeleteLink();
  const rows = rowsFor(item.id, links.data ?? []);
  const remove = (r: Row) =>
    del.mutate(r.link, {
      onSuccess: () =>
        toast.success(`Link removed: ${r.phrase} ${r.other.name}`, {
          action: {
            label: "Undo",
            onClick: () =>
              add.mutate(
                { from_id: r.link.from_id, to_id: r.link.to_id, type: r.link.type },
                { onError: (e) => toast.error("Could not restore the link", { description: e.message }) },
              ),
          },
        }),
      onError: (e) => toast.error("Could not remove the link", { description: e.message }),
    });
  return (
    <section aria-labelledby="links-heading" className="mt-6 rounded-lg border border-border bg-card p-5 sm:p-6">
      <h2 id="links-heading" className="mb-2 flex items-center gap-2 font-serif text-xl font-semibold">
        <Link2 aria-hidden="true" className="size-5 text-muted-foreground" /> Links
      </h2>
      {links.isPending ? (
        <LinksSkeleton />
      ) : links.isError ? (
        <p role="alert" className="text-sm">
          The links could not be loaded: {links.error.message}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => void links.refetch()}>
            Try again
          </Button>
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No links yet. Tie this {kindLabel(item.kind).toLowerCase()} to the people, places and powers it belongs with.
        </p>
      ) : (
        <LinkList
          rows={rows}
          hrefFor={(e) => (e.owner_id === user?.id ? `/my-content/${e.id}` : `/browse/item/${e.id}`)}
          action={(r) =>
            r.link.from_id === item.id || r.link.from?.owner_id === user?.id ? (
              <Button variant="ghost" size="icon" className="size-8" title="Remove link" onClick={() => remove(r)} disabled={del.isPending}>
                <X aria-hidden="true" />
                <span className="sr-only">
                  Remove link: {r.phrase} {r.other.name}
                </span>
              </Button>
            ) : null
          }
        />
      )}
      <AddLinkForm item={item} />
    </section>
  );
}

/** Read-only links on the public page: only those whose other end is public too. */
export function PublicItemLinks({ item }: { item: ContentRow }) {
  const links = useLinks(item.id);
  const rows = rowsFor(item.id, links.data ?? []).filter((r) => r.other.visibility === "public");
  if (links.isPending) return <LinksSkeleton />;
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="public-links-heading" className="mt-6 rounded-lg border border-border bg-card p-5 sm:p-6">
      <h2 id="public-links-heading" className="mb-2 font-serif text-xl font-semibold">
        Links
      </h2>
      <LinkList rows={rows} hrefFor={(e) => `/browse/item/${e.id}`} />
    </section>
  );
}
