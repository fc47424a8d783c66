// The library's query keys: the ["content_items"] keys are declared once in the data room
// (@/data/content-items/keys); mutations invalidate `all` so every list refreshes. A like is
// narrower: see toggle-like.ts. Only the item links (["content_links"]) belong to the library alone.
import { contentItemKeys } from "@/data/content-items/keys";
import { contentLikeKeys } from "@/data/content-likes/keys";
import { profileKeys } from "@/data/profiles/keys";

export const libraryKeys = {
  all: contentItemKeys.all,
  mineAll: contentItemKeys.mineAll,
  mine: contentItemKeys.mine,
  item: contentItemKeys.item,
  publicAll: contentItemKeys.publicAll,
  public: contentItemKeys.public,
  links: (id: string) => ["content_links", id] as const,
  linkTargets: contentItemKeys.linkTargets,
  author: profileKeys.author,
  /** Which of these items the signed-in user has liked (root ["content_likes"]). */
  likesAll: contentLikeKeys.all,
  myLikes: contentLikeKeys.mine,
  trash: contentItemKeys.trash,
  versions: contentItemKeys.versions,
  publicUniverse: contentItemKeys.publicUniverse,
};
