// The card a pin opens: its label, note, the library item it links to (the item's summary and a
// link to its page: the owner's own page, or the item's public page for everyone else) and the map
// it opens (a map within the map, with the trail back: map-trail.ts). Focus moves
// to the card when it opens; Escape or Close shuts it and focus goes back to the pin.
import { ExternalLink, Map as MapIcon, Pencil, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import type { MapFeature } from "@/data/maps/types";
import { useAuth } from "@/lib/auth";
import { openFrom, readTrail } from "./map-trail";
import { nounOf } from "./pins";
import { PinBadge } from "./pin-style";

export interface PinCardProps {
  feature: MapFeature;
  /** The map the pin is on (a linked map opens with the trail back to it). */
  mapId: string;
  /** The owner reads their own items at /my-content; everyone else at /browse/item. */
  own: boolean;
  /** Why visitors cannot see this pin (the owner's view), or "". */
  hidden?: string;
  /** A path's length and travel time, a region's size (shapes.ts), or "". */
  measure?: string;
  onClose: () => void;
  onEdit?: () => void;
}

export function PinCard({ feature, mapId, own, hidden = "", measure = "", onClose, onEdit }: PinCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { user } = useAuth();
  const [params] = useSearchParams();
  const linked = feature.linked_map && !feature.linked_map.deleted_at && feature.linked_map.tool === "map" ? feature.linked_map : null;
  useEffect(() => heading.current?.focus(), [feature.id]);
  const item = feature.content_items;
  const noun = nounOf(feature.kind);
  const label = feature.label.trim() || `Unnamed ${noun}`;
  return (
    <section
      aria-labelledby={`pin-card-${feature.id}`}
      data-testid="pin-card"
      className="flex max-h-full flex-col gap-2 overflow-y-auto rounded-lg border border-border bg-card p-4 text-card-foreground shadow-lg"
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="flex items-start gap-2">
        <PinBadge icon={feature.icon} color={feature.color} kind={feature.kind} className="mt-0.5" />
        <h2
          id={`pin-card-${feature.id}`}
          ref={heading}
          tabIndex={-1}
          className="min-w-0 flex-1 font-serif text-lg font-semibold leading-snug focus:outline-none"
        >
          {label}
        </h2>
        <Button variant="ghost" size="icon" className="-my-2 -mr-2 size-9" aria-label={`Close ${label}`} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {measure && <p className="text-sm font-medium text-muted-foreground">{measure}</p>}
      {feature.note && <p className="whitespace-pre-line text-sm">{feature.note}</p>}
      {item && (
        <div className="rounded-md border border-border bg-background/60 p-3">
          <p className="text-xs capitalize text-muted-foreground">{item.kind.replace(/-/g, " ")}</p>
          <p className="font-medium">{item.name}</p>
          {item.summary && <p className="line-clamp-4 text-sm italic text-muted-foreground">{item.summary}</p>}
          <Link
            to={own ? `/my-content/${item.id}` : `/browse/item/${item.id}`}
            className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary underline underline-offset-4"
          >
            Open {item.name} <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
        </div>
      )}
      {!item && feature.link_item_id && own && <p className="text-sm text-muted-foreground">The linked item is in the trash or gone.</p>}
      {linked && (
        <Link
          to={openFrom(linked, user?.id, mapId, readTrail(params, mapId))}
          className="flex items-center gap-2 rounded-md border border-border bg-background/60 p-3 text-sm font-medium text-primary hover:bg-accent"
        >
          <MapIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            Open the map <span className="underline underline-offset-4">{linked.title.trim() || "Untitled map"}</span>
          </span>
        </Link>
      )}
      {!linked && feature.link_document_id && own && <p className="text-sm text-muted-foreground">The linked map is in the trash or gone.</p>}
      {hidden && <p className="text-sm text-muted-foreground">{hidden}</p>}
      {onEdit && (
        <Button size="sm" variant="outline" className="self-start" onClick={onEdit}>
          <Pencil aria-hidden="true" /> Edit {noun}
        </Button>
      )}
    </section>
  );
}
