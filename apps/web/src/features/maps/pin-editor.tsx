// One pin's (region's, path's) fields: label, note, colour, icon (a pin) or line (a region, a path),
// layer, secret, its place (x, y: the keyboard's way to move a pin; a shape's points are dragged on
// the map), the library item it opens and the map it opens (a map within the map); Delete with Undo. Typed text is kept here and sent a
// moment after the last key (use-feature-writes.ts), so a refetch never takes a keystroke back.
import { ArrowLeft, Link2, Trash2, Unlink } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input, Label } from "@/components/ui/input";
import { selectClass } from "@/components/ui/select-class";
import { Textarea } from "@/components/ui/textarea";
import { LinkItemsDialog } from "@/components/story-documents/link-items-dialog";
import type { MapFeature, MapLayer, Point } from "@/data/maps/types";
import { useMyDocuments } from "@/data/story-documents/get-my-documents";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { parseCoordinate, pinPoint, pointProblem } from "./geometry";
import { hiddenFromVisitors, nounOf } from "./pins";
import { lengthOf, measureOf, shapeOf, type MapScale } from "./shapes";
import { LINE_STYLES, lineStyleOf } from "./use-shapes";
import { colorOf, PIN_COLORS, PIN_ICONS } from "./pin-style";
import { GroupField } from "./group-field";
import type { FeatureWrites } from "./use-feature-writes";

interface Props {
  feature: MapFeature;
  layers: readonly MapLayer[];
  width: number;
  height: number;
  writes: FeatureWrites;
  scale?: MapScale | null;
  pace?: number;
  /** The map's groups, offered in the Group field. */
  groups?: readonly string[];
  onBack: () => void;
}

export function PinEditor({ feature: f, layers, width, height, writes, scale = null, pace = 0, groups = [], onBack }: Props) {
  const id = useId();
  const noun = nounOf(f.kind);
  const shape = shapeOf(f);
  const [label, setLabel] = useState(f.label);
  const [note, setNote] = useState(f.note);
  const point = pinPoint(f.geometry) ?? [0, 0];
  const [xy, setXy] = useState<[string, string]>([String(point[0]), String(point[1])]);
  // Dragged on the map: the fields follow.
  const [px, py] = point;
  useEffect(() => setXy([String(px), String(py)]), [px, py]);
  const [where, setWhere] = useState("");
  const [picking, setPicking] = useState(false);
  const hidden = hiddenFromVisitors(f, layers);

  const move = () => {
    const p: Point = [parseCoordinate(xy[0]) ?? Number.NaN, parseCoordinate(xy[1]) ?? Number.NaN];
    const problem = pointProblem(p, width, height);
    setWhere(problem);
    if (!problem && (p[0] !== point[0] || p[1] !== point[1])) writes.update(f.id, { geometry: p }, { now: true });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex min-w-0 flex-col gap-3" data-testid="pin-editor">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
          <ArrowLeft aria-hidden="true" /> Back to the list
        </Button>
      </div>
      <h2 id={`${id}-heading`} className="font-serif text-lg font-semibold">
        Edit {noun}
      </h2>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-label`}>Label</Label>
        <Input
          id={`${id}-label`}
          value={label}
          maxLength={120}
          autoFocus
          onChange={(e) => {
            setLabel(e.target.value);
            writes.update(f.id, { label: e.target.value });
          }}
          onBlur={() => void writes.flush(f.id)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-note`}>Note</Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          value={note}
          maxLength={4000}
          placeholder="What a visitor finds here"
          onChange={(e) => {
            setNote(e.target.value);
            writes.update(f.id, { note: e.target.value });
          }}
          onBlur={() => void writes.flush(f.id)}
        />
      </div>

      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium" id={`${id}-item`}>
          Opens
        </span>
        {f.content_items ? (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-border p-2 text-sm">
            <span className="w-full min-w-0 truncate font-medium">{f.content_items.name}</span>
            <Button size="sm" variant="ghost" onClick={() => setPicking(true)}>
              Change
            </Button>
            <Button size="sm" variant="ghost" onClick={() => writes.update(f.id, { link_item_id: null }, { now: true, item: null })}>
              <Unlink aria-hidden="true" /> Remove link
            </Button>
          </div>
        ) : (
          <Button size="sm" variant="outline" className="self-start" aria-describedby={`${id}-item`} onClick={() => setPicking(true)}>
            <Link2 aria-hidden="true" /> Link a library item
          </Button>
        )}
      </div>

      <MapLinkField feature={f} writes={writes} />

      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">Colour</legend>
        <div className="flex flex-wrap gap-2">
          {PIN_COLORS.map((c) => (
            <label key={c.value} className="relative cursor-pointer" title={c.name}>
              <input
                type="radio"
                name={`${id}-color`}
                className="peer sr-only"
                checked={colorOf(f.color) === c.value}
                onChange={() => writes.update(f.id, { color: c.value }, { now: true })}
              />
              <span
                className="block size-7 rounded-full border-2 border-background ring-2 ring-transparent peer-checked:ring-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
                style={{ background: c.value }}
              />
              <span className="sr-only">{c.name}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {shape ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">Line</legend>
          <div className="flex flex-wrap gap-1">
            {LINE_STYLES.map((l) => (
              <label key={l.value} className="cursor-pointer">
                <input
                  type="radio"
                  name={`${id}-line`}
                  className="peer sr-only"
                  checked={lineStyleOf(f.style) === l.value}
                  onChange={() => writes.update(f.id, { style: { ...f.style, line: l.value } }, { now: true })}
                />
                <span className="block rounded-md border border-border px-3 py-1.5 text-sm peer-checked:border-foreground peer-checked:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
                  {l.name}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">Icon</legend>
          <div className="grid grid-cols-5 gap-1">
            {PIN_ICONS.map(({ name, label: what, Icon }) => (
              <label key={name} className="cursor-pointer" title={what}>
                <input
                  type="radio"
                  name={`${id}-icon`}
                  className="peer sr-only"
                  checked={f.icon === name}
                  onChange={() => writes.update(f.id, { icon: name }, { now: true })}
                />
                <span
                  className={cn(
                    "grid h-9 place-items-center rounded-md border border-border text-muted-foreground peer-checked:border-foreground peer-checked:bg-accent peer-checked:text-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="sr-only">{what}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <GroupField feature={f} groups={groups} writes={writes} />

      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-layer`}>Layer</Label>
        <select
          id={`${id}-layer`}
          className={selectClass}
          value={f.layer_id ?? ""}
          onChange={(e) => writes.update(f.id, { layer_id: e.target.value || null }, { now: true })}
        >
          <option value="">No layer (always shown)</option>
          {layers.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
              {l.secret ? " (secret)" : ""}
            </option>
          ))}
        </select>
      </div>

      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-secret`}
          className="mt-0.5"
          checked={f.secret}
          onCheckedChange={(v) => writes.update(f.id, { secret: v === true }, { now: true })}
        />
        <Label htmlFor={`${id}-secret`} className="text-sm font-normal">
          Secret {noun}: only you see it, even on the published map
        </Label>
      </div>
      {hidden && <p className="text-sm text-muted-foreground">{hidden}</p>}

      {shape ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">Shape</p>
          <p className="text-muted-foreground">
            {shape.points.length.toLocaleString("en")} points, {Math.round(lengthOf(shape.points, shape.kind === "region")).toLocaleString("en")} px{" "}
            {shape.kind === "region" ? "around" : "long"}. Drag its points on the map to reshape it; drag a point between two to add one.
          </p>
          {scale ? <p>{measureOf(shape, scale, pace)}</p> : <p className="text-muted-foreground">Set the map's scale to see distances.</p>}
        </div>
      ) : (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">
            Place on the picture <span className="font-normal text-muted-foreground">(px from the top left; or drag the pin)</span>
          </legend>
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              move();
            }}
          >
            {(["x", "y"] as const).map((axis, i) => (
              <div key={axis} className="flex min-w-0 flex-1 flex-col gap-1">
                <Label htmlFor={`${id}-${axis}`}>{axis}</Label>
                <Input
                  id={`${id}-${axis}`}
                  inputMode="decimal"
                  value={xy[i]}
                  aria-invalid={!!where || undefined}
                  aria-describedby={where ? `${id}-where` : undefined}
                  onChange={(e) => setXy((v) => (i === 0 ? [e.target.value, v[1]] : [v[0], e.target.value]))}
                />
              </div>
            ))}
            <Button type="submit" variant="outline">
              Move
            </Button>
          </form>
          {where && (
            <p id={`${id}-where`} role="alert" className="text-sm text-destructive">
              {where}
            </p>
          )}
        </fieldset>
      )}

      <Button variant="ghost" className="self-start text-destructive" onClick={() => writes.remove({ ...f, label })}>
        <Trash2 aria-hidden="true" /> Delete {noun}
      </Button>

      {picking && (
        <LinkItemsDialog
          taken={new Set(f.link_item_id ? [f.link_item_id] : [])}
          title="Link a library item"
          description="The pin's card shows the item's summary and a link to its page, and the item's page lists this map."
          onClose={() => setPicking(false)}
          onPick={(item) => {
            const named = label.trim() ? label : item.name;
            setLabel(named);
            writes.update(f.id, { link_item_id: item.id, label: named }, { now: true, item });
          }}
        />
      )}
    </section>
  );
}

/** "Opens a map": one of the owner's other maps, opened from the pin's card with the trail back. */
function MapLinkField({ feature: f, writes }: { feature: MapFeature; writes: FeatureWrites }) {
  const id = useId();
  const { user } = useAuth();
  const maps = useMyDocuments(user?.id ?? "", ["map"], null);
  const others = (maps.data ?? []).filter((m) => m.id !== f.document_id).sort((a, b) => a.title.localeCompare(b.title));
  const current = f.link_document_id;
  // A linked map that is not in the list (someone else's published map, or in the trash) stays chosen.
  const outside = current && !others.some((m) => m.id === current) ? f.linked_map : null;
  const note = maps.isError
    ? "Your maps could not be loaded."
    : maps.data && !others.length
      ? "Make another map to open it from here: a town on the region's map, a house in the town."
      : current && (!f.linked_map || f.linked_map.deleted_at)
        ? "The linked map is in the trash or gone."
        : "The pin's card opens it, with a way back here.";
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-map`}>Opens a map</Label>
      <select
        id={`${id}-map`}
        className={selectClass}
        value={current ?? ""}
        disabled={!maps.data}
        aria-describedby={`${id}-map-note`}
        onChange={(e) => {
          const to = e.target.value || null;
          const doc = others.find((m) => m.id === to);
          writes.update(
            f.id,
            { link_document_id: to },
            {
              now: true,
              map: doc ? { id: doc.id, title: doc.title, tool: doc.tool, owner_id: doc.owner_id, visibility: doc.visibility, deleted_at: null } : null,
            },
          );
        }}
      >
        <option value="">{maps.data ? "No map" : "Loading your maps…"}</option>
        {outside && (
          <option value={outside.id}>
            {outside.title.trim() || "Untitled map"}
            {outside.deleted_at ? " (in the trash)" : ""}
          </option>
        )}
        {current && !f.linked_map && !others.some((m) => m.id === current) && <option value={current}>A map in the trash or gone</option>}
        {others.map((m) => (
          <option key={m.id} value={m.id}>
            {m.title.trim() || "Untitled map"}
          </option>
        ))}
      </select>
      <p id={`${id}-map-note`} className="text-sm text-muted-foreground">
        {note}
      </p>
    </div>
  );
}
