// "Relationships" on an item's page: what the relationship maps that use this item say about it
// (ally of, owes, fears…), only from maps and about items the viewer may read. Self-contained: the
// story tools own the maps (relations in story_relations, see docs/story-tools.md), and features do not
// import each other, so the few words it needs are repeated here.
import { useQuery } from "@tanstack/react-query";
import { Network } from "lucide-react";
import { Link } from "react-router";
import { InlineLoadError } from "@/components/load-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/auth";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { getReadableItems } from "@/data/content-items/get-readable-items";
import { getRelationsOfItem } from "@/data/story-documents/relations-of-item";

export interface ItemRelation {
  key: string;
  mapId: string;
  mapTitle: string;
  mine: boolean;
  mapPublic: boolean;
  text: string;
  otherId: string;
  otherName: string;
  otherPublic: boolean;
  note: string;
}

const LABEL: Record<string, string> = {
  ally: "ally",
  enemy: "enemy",
  rival: "rival",
  family: "family",
  mentor: "mentor",
  lover: "lover",
  "member-of": "member of",
  serves: "serves",
  owes: "owes",
  fears: "fears",
};
const OUT: Record<string, string> = {
  ally: "Ally of",
  enemy: "Enemy of",
  rival: "Rival of",
  family: "Family of",
  mentor: "Mentor to",
  lover: "Lover of",
  "member-of": "Member of",
  serves: "Serves",
  owes: "Owes",
  fears: "Fears",
};
const IN: Record<string, string> = {
  ally: "Has as an ally",
  enemy: "Has as an enemy",
  rival: "Has as a rival",
  family: "Family of",
  mentor: "Mentored by",
  lover: "Loved by",
  "member-of": "Has as a member",
  serves: "Served by",
  owes: "Owed by",
  fears: "Feared by",
};

/** How the relation reads from this item's side ("Owes", "Feared by", "Sworn to (mutual)"). */
export function relationFromSide(r: { type: string; label: string; mutual: boolean }, outgoing: boolean): string {
  const custom = r.type === "custom" ? r.label.trim() || "Custom" : null;
  if (r.mutual) return `${custom ?? LABEL[r.type] ?? r.type}, both ways`.replace(/^./, (c) => c.toUpperCase());
  if (custom) return outgoing ? `${custom} →` : `← ${custom}`;
  return (outgoing ? OUT : IN)[r.type] ?? r.type;
}

async function itemRelations(itemId: string, me: string | undefined): Promise<ItemRelation[]> {
  const found: Omit<ItemRelation, "otherName" | "otherPublic">[] = [];
  for (const r of await getRelationsOfItem(itemId)) {
    const m = r.document;
    if (!m || m.deleted_at) continue;
    const outgoing = r.from_item === itemId;
    found.push({
      key: `${m.id}:${r.id}`,
      mapId: m.id,
      mapTitle: m.title,
      mine: m.owner_id === me,
      mapPublic: m.visibility === "public",
      text: relationFromSide({ type: r.type, label: r.label, mutual: !r.directed }, outgoing),
      otherId: outgoing ? r.to_item : r.from_item,
      note: r.note,
    });
  }
  if (!found.length) return [];
  // Only the other ends the viewer may read (RLS decides); relations to the rest are not shown.
  const others = await getReadableItems([...new Set(found.map((f) => f.otherId))]);
  const byId = new Map(others.map((o) => [o.id, o]));
  return found
    .flatMap((f) => {
      const o = byId.get(f.otherId);
      return o ? [{ ...f, otherName: o.name, otherPublic: o.visibility === "public" }] : [];
    })
    .sort((a, b) => a.otherName.localeCompare(b.otherName));
}

export function ItemRelations({ itemId }: { itemId: string }) {
  const { user } = useAuth();
  const query = useQuery({ queryKey: storyDocumentKeys.itemRelations(itemId, user?.id ?? ""), queryFn: () => itemRelations(itemId, user?.id) });
  if (query.isPending) return <Skeleton className="mt-8 h-10 w-full" aria-label="Loading relationships" />;
  if (query.isError)
    return (
      <div className="mt-8">
        <InlineLoadError what="Relationships" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  if (!query.data.length) return null;
  return (
    <section aria-labelledby="item-relations-heading" className="mt-8">
      <h2 id="item-relations-heading" className="mb-2 font-serif text-xl font-semibold">
        Relationships
      </h2>
      <ul className="divide-y divide-border rounded-lg border border-border bg-card" aria-label="Relationships of this item">
        {query.data.map((r) => {
          const other = r.mine ? `/my-content/${r.otherId}` : r.otherPublic ? `/browse/item/${r.otherId}` : null;
          const map = r.mine ? `/story-elements/relationships/${r.mapId}` : r.mapPublic ? `/browse/relationships/${r.mapId}` : null;
          return (
            <li key={r.key} className="flex flex-wrap items-baseline gap-x-2 gap-y-1 p-3 text-sm">
              <Network className="size-4 shrink-0 self-center text-area-story" aria-hidden="true" />
              <span className="text-muted-foreground">{r.text}</span>
              {other ? (
                <Link to={other} className="font-medium text-primary underline underline-offset-4">
                  {r.otherName}
                </Link>
              ) : (
                <span className="font-medium">{r.otherName}</span>
              )}
              <span className="text-xs text-muted-foreground">
                in{" "}
                {map ? (
                  <Link to={map} className="underline underline-offset-4">
                    {r.mapTitle}
                  </Link>
                ) : (
                  r.mapTitle
                )}
              </span>
              {r.note && <span className="w-full break-words pl-6 text-xs italic text-muted-foreground">{r.note}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
