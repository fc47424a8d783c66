// The signed-in user's saved world as the engine reads it (rows from @/data/content-items, made
// into a World with its fingerprint), optionally only one universe's.
import { useQuery } from "@tanstack/react-query";
import { worldRowsOptions } from "@/data/content-items/get-world-rows";
import { toLoadedWorld } from "./world";

export function useWorld(userId: string | undefined, universeId?: string) {
  return useQuery({ ...worldRowsOptions({ userId: userId ?? "", ...(universeId ? { universeId } : {}) }), select: toLoadedWorld, enabled: Boolean(userId) });
}
