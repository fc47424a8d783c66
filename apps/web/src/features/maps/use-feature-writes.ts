// The editor's writes of pins: shown at once in the query cache, sent through data/maps and tracked
// by the document's autosave, so "Saving… / Saved" covers them. Typing in a pin's fields is sent a
// moment after the last key (one request per pin, patches merged); a refused write puts the cache
// back and says why. Deleting keeps the row for Undo, which inserts it again with its old id, so
// deep links to it keep working (docs/maps.md).
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { toast } from "@/components/ui/toaster";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { mapKeys } from "@/data/maps/keys";
import type { FeatureItem, FeatureMap, FeaturePatch, MapFeature, NewFeature } from "@/data/maps/types";
import { deleteFeature, insertFeatures, updateFeature } from "@/data/maps/write-features";
import { nounOf } from "./pins";

const DELAY_MS = 600;

/** The columns a feature is inserted again with (Undo). */
const asNew = (f: MapFeature): NewFeature => ({
  id: f.id,
  document_id: f.document_id,
  kind: f.kind,
  geometry: f.geometry,
  layer_id: f.layer_id,
  label: f.label,
  note: f.note,
  icon: f.icon,
  color: f.color,
  group_name: f.group_name,
  style: f.style,
  link_item_id: f.link_item_id,
  link_document_id: f.link_document_id,
  secret: f.secret,
  position: f.position,
});

export function useFeatureWrites(documentId: string, autosave: Autosave) {
  const qc = useQueryClient();
  // `track` is stable; the autosave object is new on every render.
  const { track } = autosave;
  const pending = useRef(new Map<string, FeaturePatch>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const edit = useCallback(
    (fn: (rows: MapFeature[]) => MapFeature[]) => qc.setQueryData<MapFeature[]>(mapKeys.features(documentId), (rows) => fn(rows ?? [])),
    [qc, documentId],
  );

  // The item pages' "On these maps" follow the pins; the pins themselves are in the cache already.
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: mapKeys.all, predicate: (q) => q.queryKey[1] === "item-maps" }), [qc]);

  const send = useCallback(
    (id: string) => {
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      const patch = pending.current.get(id);
      if (!patch) return Promise.resolve();
      pending.current.delete(id);
      return track(updateFeature(id, patch)).then(
        // While more is typed, keep the typed text; take only what the server worked out.
        (row) => {
          edit((rows) =>
            rows.map((r) => (r.id !== id ? r : pending.current.has(id) ? { ...r, content_items: row.content_items, linked_map: row.linked_map } : row)),
          );
          if ("link_item_id" in patch || "link_document_id" in patch || "secret" in patch || "layer_id" in patch) refresh();
        },
        (e: Error) => {
          const kind = qc.getQueryData<MapFeature[]>(mapKeys.features(documentId))?.find((r) => r.id === id)?.kind ?? "pin";
          toast.error(`The ${nounOf(kind)} was not saved`, { description: e.message });
          void qc.invalidateQueries({ queryKey: mapKeys.features(documentId) });
        },
      );
    },
    [track, edit, qc, documentId, refresh],
  );

  /** Changes a pin now on screen; `item` (`map`) is the linked item's card (the linked map) when the link changes. */
  const update = useCallback(
    (id: string, patch: FeaturePatch, opts: { now?: boolean; item?: FeatureItem | null; map?: FeatureMap | null } = {}) => {
      edit((rows) =>
        rows.map((r) =>
          r.id === id
            ? { ...r, ...patch, ...(opts.item !== undefined ? { content_items: opts.item } : {}), ...(opts.map !== undefined ? { linked_map: opts.map } : {}) }
            : r,
        ),
      );
      pending.current.set(id, { ...pending.current.get(id), ...patch });
      clearTimeout(timers.current.get(id));
      if (opts.now) return void send(id);
      timers.current.set(
        id,
        setTimeout(() => void send(id), DELAY_MS),
      );
    },
    [edit, send],
  );

  const add = useCallback(
    async (row: NewFeature & { id: string }, item: FeatureItem | null = null, map: FeatureMap | null = null): Promise<boolean> => {
      const now = new Date().toISOString();
      const shown: MapFeature = {
        owner_id: "",
        layer_id: null,
        label: "",
        note: "",
        icon: "map-pin",
        color: null,
        style: {},
        group_name: "",
        link_item_id: null,
        link_document_id: null,
        secret: false,
        position: 0,
        created_at: now,
        updated_at: now,
        ...row,
        content_items: item,
        linked_map: map,
      };
      edit((rows) => [...rows.filter((r) => r.id !== row.id), shown]);
      try {
        const [saved] = await track(insertFeatures([row]));
        if (saved) edit((rows) => rows.map((r) => (r.id === row.id && !pending.current.has(row.id) ? saved : r)));
        refresh();
        return true;
      } catch (e) {
        edit((rows) => rows.filter((r) => r.id !== row.id));
        toast.error(`The ${nounOf(row.kind)} was not added`, { description: (e as Error).message });
        return false;
      }
    },
    [track, edit, refresh],
  );

  const remove = useCallback(
    (f: MapFeature) => {
      clearTimeout(timers.current.get(f.id));
      const unsent = pending.current.get(f.id);
      pending.current.delete(f.id);
      const kept = { ...f, ...unsent };
      edit((rows) => rows.filter((r) => r.id !== f.id));
      track(deleteFeature(f.id)).then(
        () => {
          refresh();
          toast.success(`Deleted “${f.label.trim() || `Unnamed ${nounOf(f.kind)}`}”`, {
            action: { label: "Undo", onClick: () => void add(asNew(kept) as NewFeature & { id: string }, f.content_items, f.linked_map) },
          });
        },
        (e: Error) => {
          edit((rows) => [...rows, f].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id)));
          toast.error(`The ${nounOf(f.kind)} was not deleted`, { description: e.message });
        },
      );
    },
    [add, track, edit, refresh],
  );

  // Leaving the editor sends what is still waiting.
  useEffect(() => {
    const waiting = timers.current;
    return () => {
      for (const id of [...waiting.keys()]) void send(id);
    };
  }, [send]);

  return { add, update, remove, flush: send };
}
export type FeatureWrites = ReturnType<typeof useFeatureWrites>;
