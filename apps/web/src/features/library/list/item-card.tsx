// One saved item as a card: kind icon and label, name, summary, visibility and date.
import { Globe, Heart, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AreaIcon } from "@/components/layout/area-icon";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import type { ContentSummary } from "@/data/content-items/types";
import { Highlight } from "./highlight";
import { kindFamily, kindLabel } from "../kinds";

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

export function ItemCard({
  item,
  href,
  select,
  action,
  showVisibility = true,
  terms = [],
}: {
  item: ContentSummary;
  href: string;
  select?: ReactNode;
  /** e.g. the like button, below the summary, above the card's link */ action?: ReactNode;
  showVisibility?: boolean;
  terms?: readonly string[];
}) {
  const family = kindFamily(item.kind);
  return (
    <article
      className="relative flex h-full gap-3 rounded-lg border border-border bg-card p-4 transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/50 hover:shadow-sm"
      aria-label={item.name}
    >
      {select && <div className="relative z-10 pt-1">{select}</div>}
      <AreaIcon family={family} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <Badge variant={family}>{kindLabel(item.kind)}</Badge>
          {showVisibility && (
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              {item.visibility === "public" ? <Globe className="size-3" aria-hidden="true" /> : <Lock className="size-3" aria-hidden="true" />}
              {item.visibility === "public" ? "Public" : "Private"}
            </span>
          )}
          <time className="text-muted-foreground" dateTime={item.created_at}>
            {formatDate(item.created_at)}
          </time>
          {!action && item.like_count > 0 && (
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Heart className="size-3" aria-hidden="true" />
              {item.like_count === 1 ? "1 like" : `${item.like_count.toLocaleString()} likes`}
            </span>
          )}
        </div>
        <h3 className="mt-1 truncate font-serif text-lg font-semibold">
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            <Highlight text={item.name} terms={terms} />
          </Link>
        </h3>
        {item.summary && (
          <p className="line-clamp-2 text-sm text-muted-foreground">
            <Highlight text={item.summary} terms={terms} />
          </p>
        )}
        {action && <div className="-mb-2 -ml-3 mt-1 flex">{action}</div>}
      </div>
    </article>
  );
}

export function ItemGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading items" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex gap-3 rounded-lg border border-border bg-card p-4">
          <Skeleton className="size-9" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}
