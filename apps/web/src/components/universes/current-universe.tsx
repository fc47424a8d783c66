// The current universe: which of the user's worlds My Content, the dashboard and the generators are
// scoped to (null = all universes). Kept in localStorage per user, so each account on a shared
// browser keeps its own, and followed across tabs. An id that no longer names one of the user's
// universes (deleted elsewhere) reads as "all universes".
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useAuth } from "@/lib/auth";
import { useMyUniverses } from "@/data/universes/get-universes";
import type { Universe } from "@/data/universes/types";
import { useHiddenUniverses } from "@/lib/hidden-universes";

export interface CurrentUniverse {
  /** The current universe's id, or null for "All universes". */
  universeId: string | null;
  /** The current universe's row once the list has loaded. */
  universe: Universe | null;
  setUniverseId: (id: string | null) => void;
}

const storageKey = (userId: string) => `worldloom-universe:${userId}`;

/** The universe this user chose last on this browser (what the provider starts from). */
export function storedUniverseId(userId: string | undefined): string | null {
  if (!userId) return null;
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

const Ctx = createContext<CurrentUniverse | null>(null);

export function UniverseProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id;
  const [stored, setStored] = useState<{ userId: string | undefined; id: string | null }>(() => ({ userId, id: storedUniverseId(userId) }));
  // A different user signed in: take theirs.
  const current = stored.userId === userId ? stored.id : storedUniverseId(userId);
  if (stored.userId !== userId) setStored({ userId, id: current });

  useEffect(() => {
    if (!userId) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key === storageKey(userId)) setStored({ userId, id: e.newValue });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [userId]);

  const setUniverseId = useCallback(
    (id: string | null) => {
      if (!userId) return;
      try {
        if (id) localStorage.setItem(storageKey(userId), id);
        else localStorage.removeItem(storageKey(userId));
      } catch {
        // Private mode without storage: the choice lasts for this visit.
      }
      setStored({ userId, id });
    },
    [userId],
  );

  const list = useMyUniverses(userId);
  const hidden = useHiddenUniverses();
  const found = current ? list.data?.find((u) => u.id === current) : undefined;
  // Until the list loads, trust the stored id; once loaded, a missing or deleting one means "all".
  const universeId = !userId || !current || hidden.has(current) || (list.isSuccess && !found) ? null : current;

  const value = useMemo<CurrentUniverse>(() => ({ universeId, universe: (universeId && found) || null, setUniverseId }), [universeId, found, setUniverseId]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

const OUTSIDE: CurrentUniverse = { universeId: null, universe: null, setUniverseId: () => {} };

/** The current universe; outside a UniverseProvider (isolated tests) it is always "all". */
export function useCurrentUniverse(): CurrentUniverse {
  return useContext(Ctx) ?? OUTSIDE;
}
