// A scene's point of view, place and date. POV and place are links to library items with the
// anchors `pov:<scene>` and `place:<scene>` (story_links), chosen from the story's cast, so the
// item's page lists the story and a reader sees a link only when they may read both ends.
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Input, Label } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { addLink } from "@/data/story-links/add-link";
import { useLinks } from "@/data/story-links/get-links";
import { removeLink } from "@/data/story-links/remove-link";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { SectionRow } from "@/data/story-sections/types";
import type { StoryDoc } from "@/data/story-documents/types";
import type { Autosave } from "@/components/story-documents/use-autosave";

const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm sm:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export type SceneRole = "pov" | "place";
export const sceneAnchor = (role: SceneRole, sceneId: string) => `${role}:${sceneId}`;

/** The item linked to a scene in a role, if the reader may see it. */
export function sceneLink(links: readonly StoryLinkWithItem[], role: SceneRole, sceneId: string): StoryLinkWithItem | undefined {
  return links.find((l) => l.anchor === sceneAnchor(role, sceneId) && l.item && !l.item.deleted_at);
}

/** The cast items a role may pick: characters for the point of view, locations for the place. */
export function castFor(links: readonly StoryLinkWithItem[], role: SceneRole): StoryLinkWithItem[] {
  const kind = role === "pov" ? "character" : "location";
  return links.filter((l) => l.anchor === "" && l.item && !l.item.deleted_at && l.item.kind === kind).sort((a, b) => a.item!.name.localeCompare(b.item!.name));
}

function RolePicker({ doc, scene, role, label, autosave }: { doc: StoryDoc; scene: SectionRow; role: SceneRole; label: string; autosave: Autosave }) {
  const id = useId();
  const qc = useQueryClient();
  const links = useLinks(doc.id);
  const all = links.data ?? [];
  const current = sceneLink(all, role, scene.id);
  const options = castFor(all, role);
  // The current pick stays listed even when it has left the cast.
  if (current && !options.some((o) => o.item_id === current.item_id)) options.unshift(current);
  const change = async (itemId: string) => {
    const anchor = sceneAnchor(role, scene.id);
    const old = all.filter((l) => l.anchor === anchor);
    await Promise.all(old.map((l) => removeLink(l.id)));
    if (itemId) await addLink({ document_id: doc.id, item_id: itemId, anchor });
  };
  const empty = role === "pov" ? "Link characters under Cast & places to choose one." : "Link locations under Cast & places to choose one.";
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClass}
        disabled={!links.data || (options.length === 0 && !current)}
        value={current?.item_id ?? ""}
        aria-describedby={options.length === 0 ? `${id}-hint` : undefined}
        onChange={(e) => {
          const itemId = e.target.value;
          void autosave
            .track(change(itemId))
            .catch((err: Error) => toast.error(`Could not set the ${role === "pov" ? "point of view" : "place"}`, { description: err.message }))
            .finally(() => void qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) }));
        }}
      >
        <option value="">{role === "pov" ? "No one in particular" : "Nowhere in particular"}</option>
        {options.map((o) => (
          <option key={o.item_id} value={o.item_id}>
            {o.item!.name}
          </option>
        ))}
      </select>
      {options.length === 0 && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {empty}
        </p>
      )}
    </div>
  );
}

export function SceneDetails({
  doc,
  scene,
  docAutosave,
  onDateChange,
}: {
  doc: StoryDoc;
  scene: SectionRow;
  docAutosave: Autosave;
  onDateChange: (value: string) => void;
}) {
  const id = useId();
  const [date, setDate] = useState(scene.scene_date);
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-3">
      <RolePicker doc={doc} scene={scene} role="pov" label="Point of view" autosave={docAutosave} />
      <RolePicker doc={doc} scene={scene} role="place" label="Location" autosave={docAutosave} />
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={id}>When</Label>
        <Input
          id={id}
          value={date}
          maxLength={120}
          placeholder="e.g. 3rd of Frostmoon, 1204"
          onChange={(e) => {
            setDate(e.target.value);
            onDateChange(e.target.value);
          }}
        />
      </div>
    </div>
  );
}
