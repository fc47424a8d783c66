// Links that belong to one scene: its point of view (`pov:<scene>`), place (`place:<scene>`) and
// the items its text mentions (`mention:<scene>`). They go when the scene goes, and come back
// (under the re-created scene's new id) with Undo.
import { addLink } from "@/data/story-links/add-link";
import { removeLink } from "@/data/story-links/remove-link";
import type { StoryLinkWithItem } from "@/data/story-links/types";

const SCENE_ANCHOR = /^(pov|place|mention):(.+)$/;

/** The links anchored to any of these sections. */
export function sceneLinks(links: readonly StoryLinkWithItem[], sectionIds: ReadonlySet<string>): StoryLinkWithItem[] {
  return links.filter((l) => {
    const m = SCENE_ANCHOR.exec(l.anchor);
    return !!m && sectionIds.has(m[2]!);
  });
}

export async function removeSceneLinks(links: readonly StoryLinkWithItem[]): Promise<void> {
  await Promise.all(links.map((l) => removeLink(l.id)));
}

/** Re-adds links under the new ids the sections got (old id → new id). */
export async function restoreSceneLinks(links: readonly StoryLinkWithItem[], newIds: ReadonlyMap<string, string>): Promise<void> {
  await Promise.all(
    links.map((l) => {
      const m = SCENE_ANCHOR.exec(l.anchor)!;
      const id = newIds.get(m[2]!);
      return id ? addLink({ document_id: l.document_id, item_id: l.item_id, anchor: `${m[1]}:${id}` }).catch(() => undefined) : Promise.resolve();
    }),
  );
}

/** Makes the scene's mention links match the ids its text mentions now. */
export async function syncMentions(documentId: string, sceneId: string, ids: readonly string[], links: readonly StoryLinkWithItem[]): Promise<boolean> {
  const anchor = `mention:${sceneId}`;
  const have = links.filter((l) => l.anchor === anchor);
  const want = new Set(ids);
  const gone = have.filter((l) => !want.has(l.item_id));
  const added = ids.filter((id) => !have.some((l) => l.item_id === id));
  if (!gone.length && !added.length) return false;
  await Promise.all([
    ...gone.map((l) => removeLink(l.id)),
    ...added.map((id) =>
      addLink({ document_id: documentId, item_id: id, anchor }).catch((e: Error) => {
        if (e.message !== "Already there.") throw e;
      }),
    ),
  ]);
  return true;
}
