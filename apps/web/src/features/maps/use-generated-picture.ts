// A generated map's picture: drawn in the browser from the settings in `data.generated` (the atlas
// worker, atlas-client.ts) and shown as a blob address, as an uploaded picture's signed address is.
// The drawing is cached by its settings, so the editor opened from New map shows the preview's.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { mapKeys } from "@/data/maps/keys";
import { generatedOf } from "@/data/maps/map-data";
import type { GeneratedMap } from "@/data/maps/types";
import { drawAtlas } from "./atlas-client";
import { atlasKey, atlasRequestOf } from "./generated-map";

export const drawingOptions = (g: Pick<GeneratedMap, "seed" | "options">) => ({
  queryKey: mapKeys.generated(atlasKey(g)),
  queryFn: () => drawAtlas(atlasRequestOf(g)),
  staleTime: Infinity,
  retry: false,
});

/**
 * An address for `text` as a file, revoked a little after the next one replaces it (a picture still
 * showing it is not cut off); `fresh` once the address is of this very text.
 */
export function useObjectUrl(text: string | null, type: string): { url: string | null; fresh: boolean } {
  const [url, setUrl] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (text === null) return;
    const made = URL.createObjectURL(new Blob([text], { type }));
    setUrl({ text, url: made });
    return () => void window.setTimeout(() => URL.revokeObjectURL(made), 5000);
  }, [text, type]);
  return { url: text !== null && url ? url.url : null, fresh: text !== null && url?.text === text };
}

export function useGeneratedPicture(data: Record<string, unknown>) {
  const json = JSON.stringify(data.generated ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only when the settings change, not with every save of `data`
  const generated = useMemo(() => generatedOf(data), [json]);
  const drawing = useQuery({
    ...drawingOptions(generated ?? { seed: "", options: { kind: "continent", cells: 0, width: 0, height: 0, language: null } }),
    enabled: !!generated,
  });
  const { url } = useObjectUrl(drawing.data?.svg ?? null, "image/svg+xml");
  return {
    generated,
    url,
    hash: drawing.data?.hash,
    /** The atlas version that drew it now (to compare with the saved one). */
    version: drawing.data?.version,
    pending: !!generated && (drawing.isPending || (!!drawing.data && !url)),
    error: drawing.error,
  };
}
