// Query keys of the generator pages. They sit under the ["content_items"] root (declared once in
// @/data/content-items/keys), so a save anywhere refreshes the world the generators weave in.
import { contentItemKeys } from "@/data/content-items/keys";

export const generatorKeys = {
  all: contentItemKeys.all,
  world: contentItemKeys.world,
};
