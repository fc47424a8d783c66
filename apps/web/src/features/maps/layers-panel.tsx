// A map's layers beside it: show or hide each on screen; in the editor also add, rename, mark
// secret or hidden when the map opens, and delete (with Undo; the layer's pins stay). Secret is enforced by the database, not the page: visitors' requests never return a secret
// layer or its pins (docs/maps.md).
import { Eye, EyeOff, Lock, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input, Label } from "@/components/ui/input";
import { MAP_LIMITS, type MapLayer } from "@/data/maps/types";
import type { LayerWrites } from "./use-layer-writes";

export const SECRET_TEXT = "Visitors never receive a secret layer or its pins, not even in what their browser downloads. Only you see them.";

interface Props {
  layers: readonly MapLayer[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** The editor's writes; without them the list only shows and hides. */
  writes?: LayerWrites;
}

export function LayersPanel({ layers, hidden, onToggle, writes }: Props) {
  const id = useId();
  const [name, setName] = useState("");
  const add = async () => {
    if (!writes || !name.trim()) return;
    if (await writes.add(name.trim().slice(0, 80))) setName("");
  };
  if (!writes && layers.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex min-w-0 flex-col gap-2">
      <h2 id={`${id}-heading`} className="font-serif text-lg font-semibold">
        Layers
      </h2>
      {writes && <p className="text-xs text-muted-foreground">Group pins into layers (“Political”, “Secrets”) to show and hide them together. {SECRET_TEXT}</p>}
      {layers.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Layers of this map">
          {layers.map((l) => (
            <LayerRow key={l.id} layer={l} shown={!hidden.has(l.id)} onToggle={() => onToggle(l.id)} writes={writes} />
          ))}
        </ul>
      )}
      {writes && layers.length < MAP_LIMITS.maxLayers && (
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Label htmlFor={`${id}-new`}>New layer</Label>
            <Input id={`${id}-new`} value={name} maxLength={80} placeholder="Political" onChange={(e) => setName(e.target.value)} />
          </div>
          <Button type="submit" variant="outline" disabled={!name.trim()}>
            <Plus aria-hidden="true" /> Add layer
          </Button>
        </form>
      )}
    </section>
  );
}

function LayerRow({ layer, shown, onToggle, writes }: { layer: MapLayer; shown: boolean; onToggle: () => void; writes?: LayerWrites }) {
  const id = useId();
  const [name, setName] = useState(layer.name);
  const rename = () => {
    const next = name.trim().slice(0, 80);
    if (!next) return setName(layer.name);
    if (next !== layer.name) writes?.update(layer.id, { name: next });
  };
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-2">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="icon" className="size-9" aria-pressed={shown} aria-label={`Show ${layer.name} on the map`} onClick={onToggle}>
          {shown ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
        </Button>
        {writes ? (
          <Input
            aria-label="Layer name"
            className="h-9 min-w-0 flex-1"
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            onBlur={rename}
            onKeyDown={(e) => e.key === "Enter" && rename()}
          />
        ) : (
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{layer.name}</span>
        )}
        {layer.secret && (
          <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
            <Lock className="size-3.5" aria-hidden="true" /> Secret
          </span>
        )}
      </div>
      {writes && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 pl-1">
          <div className="flex items-center gap-2">
            <Checkbox id={`${id}-secret`} checked={layer.secret} onCheckedChange={(v) => writes.update(layer.id, { secret: v === true })} />
            <Label htmlFor={`${id}-secret`} className="text-sm font-normal">
              Secret: only you see it
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-hidden`}
              checked={layer.hidden_by_default}
              onCheckedChange={(v) => writes.update(layer.id, { hidden_by_default: v === true })}
            />
            <Label htmlFor={`${id}-hidden`} className="text-sm font-normal">
              Hidden when the map opens
            </Label>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-muted-foreground"
            aria-label={`Delete the layer ${layer.name}`}
            onClick={() => void writes.remove(layer)}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      )}
    </li>
  );
}
