// The editor's Export: the picture with what is shown on it as PNG (hidden layers stay out), or the
// whole map as JSON (export-map.ts). A generated map's picture is its drawing (use-generated-picture.ts).
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { useImageUrl } from "@/data/maps/map-image";
import { mapDataOf } from "@/data/maps/map-data";
import type { MapFeature, MapLayer } from "@/data/maps/types";
import type { StoryDoc } from "@/data/story-documents/types";
import { downloadBlob, downloadJson, fileNameFor } from "@/lib/download";
import { exportSize, mapJson, renderMapPng } from "./export-map";
import { pinsOf, shownPins } from "./pins";
import { shapesOf } from "./shapes";
import { useGeneratedPicture } from "./use-generated-picture";

export function ExportMenu({ doc, layers, features, hidden }: { doc: StoryDoc; layers: MapLayer[]; features: MapFeature[]; hidden: ReadonlySet<string> }) {
  const { width = 0, height = 0, image } = mapDataOf(doc.data);
  const picture = useImageUrl(image?.path ?? null);
  const drawn = useGeneratedPicture(doc.data);
  const [busy, setBusy] = useState(false);
  const png = async () => {
    setBusy(true);
    try {
      const blob = await renderMapPng({
        imageUrl: picture.data ?? drawn.url,
        width,
        height,
        shapes: shownPins(shapesOf(features), hidden),
        pins: shownPins(pinsOf(features), hidden),
      });
      downloadBlob(blob, fileNameFor(doc.title, "png", "map"));
      const size = exportSize(width, height);
      toast.success(`Exported “${doc.title}” as a ${size.width.toLocaleString("en")} × ${size.height.toLocaleString("en")} px PNG`);
    } catch (e) {
      toast.error("The map was not exported", { description: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" disabled={busy || !width}>
          <Download aria-hidden="true" /> {busy ? "Exporting…" : "Export"}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem disabled={(picture.isPending && !!image) || drawn.pending} onSelect={() => void png()}>
          Picture with the shown layers (PNG)
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            downloadJson(mapJson(doc, layers, features), fileNameFor(doc.title, "json", "map"));
            toast.success(`Exported “${doc.title}” as JSON`);
          }}
        >
          The whole map, secrets too (JSON)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
