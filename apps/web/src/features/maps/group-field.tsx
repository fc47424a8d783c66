// A feature's group ("Taverns", "Ruins"): free text up to 80 characters, with the map's other
// groups offered as you type, so a group is shown or hidden as one (groups-panel.tsx).
import { useId, useState } from "react";
import { Input, Label } from "@/components/ui/input";
import type { MapFeature } from "@/data/maps/types";
import type { FeatureWrites } from "./use-feature-writes";

export function GroupField({ feature: f, groups, writes }: { feature: MapFeature; groups: readonly string[]; writes: FeatureWrites }) {
  const id = useId();
  const [name, setName] = useState(f.group_name);
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-group`}>Group</Label>
      <Input
        id={`${id}-group`}
        list={`${id}-groups`}
        value={name}
        maxLength={80}
        placeholder="Taverns"
        aria-describedby={`${id}-group-hint`}
        onChange={(e) => {
          setName(e.target.value);
          writes.update(f.id, { group_name: e.target.value.trim() });
        }}
      />
      <datalist id={`${id}-groups`}>
        {groups
          .filter((g) => g !== f.group_name)
          .map((g) => (
            <option key={g} value={g} />
          ))}
      </datalist>
      <p id={`${id}-group-hint`} className="text-xs text-muted-foreground">
        Pins of one group are shown or hidden together in the Groups list.
      </p>
    </div>
  );
}
