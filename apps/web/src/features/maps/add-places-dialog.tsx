// "Add towns and regions" in a generated map's editor: every town and region not pinned yet becomes
// a location in the library (in the map's universe), made by the location generator from where it
// lies, with a pin on its spot that opens it (add-places.ts). Progress while it runs; the toast says
// how many and can take them all back. Places already pinned (even moved or renamed) are skipped.
import { useQueryClient } from "@tanstack/react-query";
import { Castle } from "lucide-react";
import type { MapPlace } from "@worldloom/generators/atlas";
import { loadGenerator, type OptionSpec } from "@worldloom/generators/load";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { selectClass } from "@/components/ui/select-class";
import { toast } from "@/components/ui/toaster";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { contentItemKeys } from "@/data/content-items/keys";
import { trashItems } from "@/data/content-items/trash-items";
import { mapKeys } from "@/data/maps/keys";
import type { GeneratedMap, MapFeature } from "@/data/maps/types";
import { deleteFeatures } from "@/data/maps/write-features";
import type { StoryDoc } from "@/data/story-documents/types";
import { useMyUniverses } from "@/data/universes/get-universes";
import { useAuth } from "@/lib/auth";
import { addPlaces, PlacesPartlyAdded, type AddedPlaces } from "./add-places";
import { atlasPlaces } from "./atlas-client";
import type { AtlasSetting } from "./atlas-jobs";
import { atlasRequestOf, placeCount, placesToAdd, settingOf } from "./generated-map";
import { nextPosition } from "./pins";

type SettingSpec = Extract<OptionSpec, { type: "enum" }>;

const places = (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "place" : "places"}`;

export function AddPlacesButton(props: { doc: StoryDoc; generated: GeneratedMap; features: MapFeature[]; autosave: Autosave }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} disabled={props.autosave.state === "conflict"}>
        <Castle aria-hidden="true" /> Add towns and regions
      </Button>
      {open && <AddPlacesDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

function AddPlacesDialog({
  doc,
  generated,
  features,
  autosave,
  onClose,
}: {
  doc: StoryDoc;
  generated: GeneratedMap;
  features: MapFeature[];
  autosave: Autosave;
  onClose: () => void;
}) {
  const id = useId();
  const qc = useQueryClient();
  const { user } = useAuth();
  const universe = useMyUniverses(user?.id).data?.find((u) => u.id === doc.universe_id) ?? null;
  const [spec, setSpec] = useState<SettingSpec | null>(null);
  const [all, setAll] = useState<MapPlace[] | null>(null);
  const [setting, setSetting] = useState<string | null>(null);
  const [visible, setVisible] = useState(doc.visibility === "public");
  const [done, setDone] = useState<number | null>(null);
  const [problem, setProblem] = useState("");

  // The location generator (for its settings) and the map's places, once; the places' requests are
  // asked again with the chosen setting when the user adds them.
  useEffect(() => {
    let live = true;
    loadGenerator("location").then(
      (g) => live && g.options.setting?.type === "enum" && setSpec(g.options.setting),
      (e: Error) => live && setProblem(e.message),
    );
    atlasPlaces(atlasRequestOf(generated), "high-fantasy").then(
      (p) => live && setAll(p),
      (e: Error) => live && setProblem(e.message),
    );
    return () => {
      live = false;
    };
  }, [generated]);

  const chosen = setting ?? (spec ? settingOf(universe?.genre, (spec.labels ?? {}) as Record<string, string>) : "high-fantasy");
  const todo = all ? placesToAdd(all, features) : null;
  const pinned = all && todo ? all.length - todo.length : 0;
  const running = done !== null;

  const show = (added: AddedPlaces) => {
    qc.setQueryData<MapFeature[]>(mapKeys.features(doc.id), (rows) => [...(rows ?? []), ...added.pins]);
    void qc.invalidateQueries({ queryKey: contentItemKeys.all });
    void qc.invalidateQueries({ queryKey: mapKeys.all, predicate: (q) => q.queryKey[1] === "item-maps" });
  };
  const undo = (added: AddedPlaces) =>
    void autosave.track(Promise.all([deleteFeatures(added.pins.map((p) => p.id)), trashItems(added.itemIds)])).then(
      () => {
        const gone = new Set(added.pins.map((p) => p.id));
        qc.setQueryData<MapFeature[]>(mapKeys.features(doc.id), (rows) => (rows ?? []).filter((r) => !gone.has(r.id)));
        void qc.invalidateQueries({ queryKey: contentItemKeys.all });
        toast.success(`Took back ${places(added.pins.length)}: their pins are gone and their items are in the trash`);
      },
      (e: Error) => toast.error("Could not take them back", { description: e.message }),
    );

  const run = async () => {
    if (!todo?.length) return;
    setProblem("");
    setDone(0);
    try {
      const fresh = placesToAdd(await atlasPlaces(atlasRequestOf(generated), chosen as AtlasSetting), features);
      const added = await autosave.track(
        addPlaces({
          documentId: doc.id,
          universeId: doc.universe_id,
          places: fresh,
          language: generated.options.language,
          visibility: visible ? "public" : "private",
          position: nextPosition(features),
          onProgress: setDone,
        }),
      );
      show(added);
      toast.success(`Added ${places(added.pins.length)} to the library and the map`, {
        description: `${placeCount(fresh)}, each pinned where it lies.`,
        action: { label: "Undo", onClick: () => undo(added) },
      });
      onClose();
    } catch (e) {
      setDone(null);
      if (e instanceof PlacesPartlyAdded) {
        show(e.added);
        const n = e.added.pins.length;
        setProblem(`Added ${n} of ${places(e.total)}, each with its pin; the rest were not saved: ${e.message} Add them again to add the rest.`);
        toast.error(`Added ${n} of ${places(e.total)}; the rest were not saved`, { description: e.message });
      } else setProblem(`Nothing was added: ${(e as Error).message}`);
    }
  };

  return (
    <Modal
      isOpen
      onClose={() => !running && onClose()}
      title="Add towns and regions to the library"
      description={`Each town and region of “${doc.title}” becomes a location in your library, made by the location generator from where it lies, with a pin on the map that opens it.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={running}>
            Cancel
          </Button>
          <Button onClick={() => void run()} disabled={running || !todo?.length || !spec}>
            <Castle aria-hidden="true" /> {running ? "Adding…" : todo?.length ? `Add ${places(todo.length)}` : "Add places"}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm" data-testid="places-summary">
          {!all || !todo
            ? "Reading the map's towns and regions…"
            : !todo.length
              ? `All ${placeCount(all)} of this map are on it already.`
              : `${placeCount(todo)} to add${pinned ? `; ${places(pinned)} ${pinned === 1 ? "is" : "are"} on the map already` : ""}. They are saved ${universe ? `in ${universe.name}` : "outside any universe"}${generated.options.language ? `, named in ${generated.options.language.name}` : ""}.`}
        </p>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-setting`}>Setting</Label>
          <select
            id={`${id}-setting`}
            className={selectClass}
            value={chosen}
            disabled={running || !spec}
            onChange={(e) => setSetting(e.target.value)}
            aria-describedby={`${id}-setting-hint`}
          >
            {(spec?.values ?? ["high-fantasy"]).map((v) => (
              <option key={v} value={v}>
                {spec?.labels?.[v] ?? v}
              </option>
            ))}
          </select>
          <p id={`${id}-setting-hint`} className="text-xs text-muted-foreground">
            What the places are like: their trades, dangers and the look of their streets.
          </p>
        </div>
        <div className="flex items-start gap-2">
          <Checkbox id={`${id}-public`} checked={visible} disabled={running} onCheckedChange={(v) => setVisible(v === true)} className="mt-0.5" />
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-public`}>Make them public</Label>
            <p className="text-xs text-muted-foreground">
              Visitors of a published map see a pin only when the place it opens is public too. You can change each one later.
            </p>
          </div>
        </div>
        {running && todo && (
          <div className="flex flex-col gap-1.5" aria-live="polite">
            <progress className="h-2 w-full overflow-hidden rounded-full accent-primary" value={done} max={todo.length} aria-label="Adding the places" />
            <p className="text-sm text-muted-foreground">
              Added {done.toLocaleString("en")} of {places(todo.length)}…
            </p>
          </div>
        )}
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
    </Modal>
  );
}
