// Icon and accent colour per area family, so a glance tells what kind a thing is.
import { BookOpen, Castle, Gem, Cog, Users, type LucideIcon } from "lucide-react";
import type { AreaFamily } from "@/lib/catalog";
import { cn } from "@/lib/utils";

export const FAMILY_ICONS: Record<AreaFamily, LucideIcon> = { people: Users, places: Castle, things: Gem, systems: Cog, story: BookOpen };
export const FAMILY_TEXT: Record<AreaFamily, string> = {
  people: "text-area-people",
  places: "text-area-places",
  things: "text-area-things",
  systems: "text-area-systems",
  story: "text-area-story",
};
export const FAMILY_TILE: Record<AreaFamily, string> = {
  people: "bg-area-people/10 text-area-people",
  places: "bg-area-places/10 text-area-places",
  things: "bg-area-things/10 text-area-things",
  systems: "bg-area-systems/10 text-area-systems",
  story: "bg-area-story/10 text-area-story",
};

export function AreaIcon({ family, className }: { family: AreaFamily; className?: string }) {
  const Icon = FAMILY_ICONS[family];
  return (
    <span className={cn("inline-flex size-9 shrink-0 items-center justify-center rounded-md", FAMILY_TILE[family], className)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
