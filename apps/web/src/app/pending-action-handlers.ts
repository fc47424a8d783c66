// Every action a visitor can ask for before signing in, and how it is finished afterwards (see
// lib/pending-actions.ts). The feature code loads only when an action of its type runs, so the
// handlers work on any page the sign-in lands on. A new members-only button: add its type to lib/pending-action-types.ts and its handler here,
// and in the button call `deferUntilSignedIn({ type, key, label, payload })` for a visitor.
import { COPY_ITEM, LIKE_ITEM, SAVE_RESULT, type ItemPayload, type SaveResultPayload } from "@/lib/pending-action-types";
import { registerPendingAction } from "@/lib/pending-actions";
import { contentItemKeys } from "@/data/content-items/keys";
import { contentLikeKeys } from "@/data/content-likes/keys";

function isItem(p: unknown): p is ItemPayload {
  return !!p && typeof (p as ItemPayload).id === "string" && typeof (p as ItemPayload).name === "string";
}

let registered = false;

export function registerPendingActionHandlers(): void {
  if (registered) return;
  registered = true;

  registerPendingAction(SAVE_RESULT, async (payload, { queryClient }) => {
    const result = (payload as SaveResultPayload | null)?.result;
    if (!result || typeof result.kind !== "string" || typeof result.name !== "string") throw new Error("The kept result is damaged.");
    const { saveResult } = await import("@/data/content-items/save-result");
    const id = await saveResult(result);
    await queryClient.invalidateQueries({ queryKey: contentItemKeys.all });
    return { title: "Saved to My Content", description: `${result.name} is in your library.`, open: `/my-content/${id}` };
  });

  registerPendingAction(LIKE_ITEM, async (payload, { queryClient }) => {
    if (!isItem(payload)) throw new Error("The kept like is damaged.");
    const { toggleLike } = await import("@/data/content-likes/toggle-like");
    await toggleLike({ id: payload.id, like: true });
    await Promise.all([queryClient.invalidateQueries({ queryKey: contentItemKeys.all }), queryClient.invalidateQueries({ queryKey: contentLikeKeys.all })]);
    return { title: "Liked", description: `You like ${payload.name}.`, open: `/browse/item/${payload.id}` };
  });

  registerPendingAction(COPY_ITEM, async (payload, { queryClient }) => {
    if (!isItem(payload)) throw new Error("The kept copy is damaged.");
    const [{ getItem }, { copyItem }] = await Promise.all([import("@/data/content-items/get-item"), import("@/data/content-items/copy-item")]);
    const item = await getItem(payload.id);
    if (!item || item.visibility !== "public" || item.deleted_at) throw new Error(`${payload.name} is no longer shared, so it could not be copied.`);
    const id = await copyItem(item);
    await queryClient.invalidateQueries({ queryKey: contentItemKeys.all });
    return { title: "Copied to your library", description: `${item.name} is private until you publish it.`, open: `/my-content/${id}` };
  });
}
