// The card a pin opens: its label, note and the library item it links to (the item's summary and a
// link to its page: the owner's own page, or the item's public page for everyone else). Focus moves
// to the card when it opens; Escape or Close shuts it and focus goes back to the pin.
import { ExternalLink, Pencil, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import type { MapFeature } from "@/data/maps/types";
import { nounOf } from "./pins";
import { PinBadge } from "./pin-style";

export interface PinCardProps {
  feature: MapFeature;
  /** The owner reads their own items at /my-content; everyone else at /browse/item. */
  own: boolean;
  /** Why visitors cannot see this pin (the owner's view), or "". */
  hidden?: string;
  /** A path's length and travel time, a region's size (shapes.ts), or "". */
  measure?: string;
  onClose: () => void;
  onEdit?: () => void;
}

export function PinCard({ feature, own, hidden = "", measure = "", onClose, onEdit }: PinCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
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
      {hidden && <p className="text-sm text-muted-foreground">{hidden}</p>}
      {onEdit && (
        <Button size="sm" variant="outline" className="self-start" onClick={onEdit}>
          <Pencil aria-hidden="true" /> Edit {noun}
        </Button>
      )}
    </section>
  );
}
