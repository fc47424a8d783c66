// Groups of pins beside the map ("Taverns", "Ruins", "The king's road"): a pin, region or path
// names its group in its fields, and here anyone shows or hides a group on screen. Unlike a
// layer, a group is only a name on each feature: it has no secrecy of its own.
import { Eye, EyeOff } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import type { MapFeature } from "@/data/maps/types";
import { groupKey, groupsOf } from "./pins";

interface Props {
  features: readonly Pick<MapFeature, "group_name">[];
  hidden: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

export function GroupsPanel({ features, hidden, onToggle }: Props) {
  const id = useId();
  const groups = groupsOf(features);
  if (!groups.length) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex min-w-0 flex-col gap-2">
      <h2 id={`${id}-heading`} className="font-serif text-lg font-semibold">
        Groups
      </h2>
      <ul className="flex flex-col gap-1" aria-label="Groups of this map">
        {groups.map((g) => {
          const shown = !hidden.has(groupKey(g.name));
          return (
            <li key={g.name} className="flex items-center gap-2">
              <Button
                variant="ghost"
                size="icon"
                className="size-9 shrink-0"
                aria-pressed={shown}
                aria-label={`Show the group ${g.name} on the map`}
                onClick={() => onToggle(groupKey(g.name))}
              >
                {shown ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
              </Button>
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{g.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{g.count.toLocaleString("en")}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
