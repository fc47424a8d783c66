// The editor's writes of layers: shown at once in the query cache, sent through data/maps and tracked
// by the document's autosave. Making a layer secret hides its pins from visitors at once, since the
// database checks the layer on every read (docs/maps.md).
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "@/components/ui/toaster";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { mapKeys } from "@/data/maps/keys";
import type { LayerPatch, MapLayer } from "@/data/maps/types";
import { insertLayer, updateLayer } from "@/data/maps/write-layers";
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

  return { add, update };
}
export type LayerWrites = ReturnType<typeof useLayerWrites>;
