// Pick one scene of one of the user's stories: for an arc's beat, a timeline's event, a flow chart's node.
import { useState } from "react";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { useAuth } from "@/lib/auth";
import { useMyDocuments } from "@/data/story-documents/get-my-documents";
import { useSections } from "@/data/story-sections/list-sections";

/** A scene as a tool stores it: its story, its id and its title when picked (each tool's own schema checks it on read). */
export interface SceneRef {
  storyId: string;
  sceneId: string;
  title: string;
}

const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
const STORY: ["story"] = ["story"];

export function ScenePicker({
  beatTitle,
  current,
  onPick,
  onClose,
  what = "beat",
}: {
  beatTitle: string;
  current: SceneRef | null;
  onPick: (s: SceneRef | null) => void;
  onClose: () => void;
  what?: string;
}) {
  const { user } = useAuth();
  const stories = useMyDocuments(user?.id ?? "", STORY, null);
  const [storyId, setStoryId] = useState(current?.storyId ?? "");
  const [sceneId, setSceneId] = useState(current?.sceneId ?? "");
  const sections = useSections(storyId || "none");
  const scenes = storyId ? (sections.data ?? []).filter((s) => s.kind === "scene") : [];
  const scene = scenes.find((s) => s.id === sceneId);
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={`Scene for “${beatTitle || `this ${what}`}”`}
      description={`The scene of one of your stories where this ${what} happens.`}
      footer={
        <>
          {current && (
            <Button variant="ghost" className="mr-auto" onClick={() => onPick(null)}>
              Unlink the scene
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!scene} onClick={() => scene && onPick({ storyId, sceneId: scene.id, title: scene.title.slice(0, 200) })}>
            Link scene
          </Button>
        </>
      }
    >
      {stories.isPending ? (
        <RowsSkeleton label="Loading your stories" />
      ) : stories.isError ? (
        <InlineLoadError what="Your stories" error={stories.error} onRetry={() => void stories.refetch()} />
      ) : stories.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have no stories yet. Write one under Stories, then link its scenes here.</p>
      ) : (
        <div className="grid gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor="scene-story">Story</Label>
            <select id="scene-story" className={selectClass} value={storyId} onChange={(e) => (setStoryId(e.target.value), setSceneId(""))}>
              <option value="">Choose a story</option>
              {stories.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </div>
          {storyId && sections.isPending ? (
            <RowsSkeleton label="Loading the scenes" />
          ) : storyId && sections.isError ? (
            <InlineLoadError what="The scenes" error={sections.error} onRetry={() => void sections.refetch()} />
          ) : storyId && scenes.length === 0 ? (
            <p className="text-sm text-muted-foreground">This story has no scenes yet.</p>
          ) : storyId ? (
            <div className="flex flex-col gap-1">
              <Label htmlFor="scene-scene">Scene</Label>
              <select id="scene-scene" className={selectClass} value={sceneId} onChange={(e) => setSceneId(e.target.value)}>
                <option value="">Choose a scene</option>
                {scenes.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title || "Untitled scene"}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
