// The editor's writes of layers: shown at once in the query cache, sent through data/maps and tracked
// by the document's autosave. Making a layer secret hides its pins from visitors at once, since the
// database checks the layer on every read (docs/maps.md).
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "@/components/ui/toaster";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { mapKeys } from "@/data/maps/keys";
import type { LayerPatch, MapFeature, MapLayer } from "@/data/maps/types";
import { updateFeatures } from "@/data/maps/write-features";
import { deleteLayer, insertLayer, updateLayer } from "@/data/maps/write-layers";
import { nextPosition } from "./pins";

export function useLayerWrites(documentId: string, autosave: Autosave) {
  const qc = useQueryClient();
  const { track } = autosave;
  const edit = useCallback(
    (fn: (rows: MapLayer[]) => MapLayer[]) => qc.setQueryData<MapLayer[]>(mapKeys.layers(documentId), (rows) => fn(rows ?? [])),
    [qc, documentId],
  );
  const rows = () => qc.getQueryData<MapLayer[]>(mapKeys.layers(documentId)) ?? [];

  const add = async (name: string): Promise<MapLayer | null> => {
    try {
      const layer = await track(insertLayer({ document_id: documentId, name, position: nextPosition(rows()) }));
      edit((all) => [...all, layer]);
      return layer;
    } catch (e) {
      toast.error("The layer was not added", { description: (e as Error).message });
      return null;
    }
  };

  const update = (id: string, patch: LayerPatch) => {
    const before = rows().find((l) => l.id === id);
    edit((all) => all.map((l) => (l.id === id ? { ...l, ...patch } : l)));
    track(updateLayer(id, patch)).then(
      (saved) => {
        edit((all) => all.map((l) => (l.id === id ? saved : l)));
        if ("secret" in patch) void qc.invalidateQueries({ queryKey: mapKeys.all, predicate: (q) => q.queryKey[1] === "item-maps" });
      },
      (e: Error) => {
        if (before) edit((all) => all.map((l) => (l.id === id ? before : l)));
        toast.error("The layer was not saved", { description: e.message });
      },
    );
  };

  /**
   * Deletes a layer; its pins, regions and paths stay on the map without a layer (a secret layer's
   * become secret themselves: the database does it, so nothing it hid is published). Undo puts the
   * layer back with its id and its features back on it, each as secret as it was.
   */
  const remove = async (layer: MapLayer) => {
    const featureKey = mapKeys.features(documentId);
    const on = (qc.getQueryData<MapFeature[]>(featureKey) ?? []).filter((f) => f.layer_id === layer.id);
    edit((all) => all.filter((l) => l.id !== layer.id));
    try {
      await track(deleteLayer(layer.id));
    } catch (e) {
      edit((all) => [...all, layer].sort((a, b) => a.position - b.position));
      toast.error("The layer was not deleted", { description: (e as Error).message });
      return;
    }
    void qc.invalidateQueries({ queryKey: featureKey });
    const undo = async () => {
      try {
        const back = await track(
          insertLayer({
            id: layer.id,
            document_id: layer.document_id,
            name: layer.name,
            position: layer.position,
            secret: layer.secret,
            hidden_by_default: layer.hidden_by_default,
          }),
        );
        edit((all) => [...all.filter((l) => l.id !== back.id), back].sort((a, b) => a.position - b.position));
        for (const secret of [true, false]) {
          const ids = on.filter((f) => f.secret === secret).map((f) => f.id);
          if (ids.length) await track(updateFeatures(ids, { layer_id: layer.id, secret }));
        }
        void qc.invalidateQueries({ queryKey: featureKey });
        toast.success(`Restored the layer “${layer.name}”`);
      } catch (e) {
        toast.error("The layer was not restored", { description: (e as Error).message });
      }
    };
    const n = on.length;
    toast.success(`Deleted the layer “${layer.name}”`, {
      description: n
        ? `Its ${n === 1 ? "one feature stays" : `${n.toLocaleString("en")} features stay`} on the map${layer.secret ? ", secret" : ""}.`
        : undefined,
      action: { label: "Undo", onClick: () => void undo() },
    });
  };

  return { add, update, remove };
}
export type LayerWrites = ReturnType<typeof useLayerWrites>;
