// /story-elements/maps: the user's maps, like every story tool's list (universe, search, sort,
// duplicate, publish, delete with Undo, trash). New map asks for a picture or draws one from a seed; a map's copy and
// its deletion for good take its picture along (data/maps/).
import { Map as MapIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { DocumentList } from "@/components/story-documents/document-list";
import { ToolListPage } from "@/components/story-documents/tool-list-page";
import { deleteMapForever } from "@/data/maps/delete-map";
import { duplicateMap } from "@/data/maps/duplicate-map";
import { mapDataOf } from "@/data/maps/map-data";
import type { StoryDoc } from "@/data/story-documents/types";

const NewMapDialog = lazy(async () => ({ default: (await import("./new-map-dialog")).NewMapDialog }));

const INTRO =
  "A map puts your world in front of you: upload a picture of a continent, a kingdom or a town (or have Worldloom draw one from a seed), pin your places, people and stories where they belong, keep secret layers for yourself, and publish it to Browse for your players and readers.";

const describe = (doc: StoryDoc) => {
  const { width, height, generated } = mapDataOf(doc.data);
  if (!width || !height) return "No picture yet";
  const size = `${width.toLocaleString("en")} × ${height.toLocaleString("en")} px`;
  return generated ? `Generated ${generated.options.kind} · ${size}` : size;
};

export function MapsListPage() {
  const [making, setMaking] = useState(false);
  return (
    <ToolListPage slug="maps" intro={INTRO}>
      <DocumentList
        tool="map"
        emptyIcon={MapIcon}
        emptyTitle="No maps yet"
        emptyText="Upload a picture of your world with New map, or have one drawn, then pin your places and people on it."
        describe={describe}
        onNew={() => setMaking(true)}
        duplicate={duplicateMap}
        purge={deleteMapForever}
      />
      {making && (
        <Suspense fallback={null}>
          <NewMapDialog onClose={() => setMaking(false)} />
        </Suspense>
      )}
    </ToolListPage>
  );
}
