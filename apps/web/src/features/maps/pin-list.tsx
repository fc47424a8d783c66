// The pins, regions and paths of a map as a list beside it: search by label, note or linked item; a
// name opens its card on the map (and brings it into view); in the editor, Edit opens its fields.
import { Pencil, Search } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { nounOf, searchPins, type Pin } from "./pins";
import { PinBadge } from "./pin-style";

export function PinList({
  pins,
  openId,
  onOpen,
  onEdit,
}: {
  pins: readonly Pin[];
  openId: string | null;
  onOpen: (id: string) => void;
  onEdit?: (id: string) => void;
}) {
  const id = useId();
  const [q, setQ] = useState("");
  const found = searchPins(pins, q);
  return (
    <section aria-labelledby={`${id}-heading`} className="flex min-w-0 flex-col gap-2">
      <h2 id={`${id}-heading`} className="font-serif text-lg font-semibold">
        On this map <span className="text-sm font-normal text-muted-foreground">({pins.length})</span>
      </h2>
      {pins.length > 0 && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-q`}>Search the map</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input id={`${id}-q`} type="search" className="pl-9" placeholder="By name, note or linked item" value={q} onChange={(e) => setQ(e.target.value)} />
          </div>
        </div>
      )}
      {pins.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {onEdit
            ? "Nothing yet. Add pin, then click the map where it goes; Draw region and Draw path outline kingdoms and roads."
            : "Nothing is marked on this map yet."}
        </p>
      ) : found.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing on this map matches “{q.trim()}”.</p>
      ) : (
        <ul className="flex max-h-96 flex-col gap-1 overflow-y-auto" aria-label="Pins, regions and paths on this map">
          {found.map(({ feature: f }) => {
            const name = f.label.trim() || `Unnamed ${nounOf(f.kind)}`;
            return (
              <li key={f.id} className={cn("flex items-center gap-1 rounded-md", f.id === openId && "bg-accent")}>
                <button
                  type="button"
                  className="flex min-w-0 flex-1 items-center gap-2 rounded-md p-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-current={f.id === openId || undefined}
                  onClick={() => onOpen(f.id)}
                >
                  <PinBadge icon={f.icon} color={f.color} kind={f.kind} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{name}</span>
                    {f.content_items && <span className="block truncate text-xs text-muted-foreground">{f.content_items.name}</span>}
                  </span>
                </button>
                {onEdit && (
                  <Button variant="ghost" size="icon" className="size-9" aria-label={`Edit ${name}`} onClick={() => onEdit(f.id)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
