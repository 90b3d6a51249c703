import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useShellLogger, useShellSession, useUserInfo } from '@shell/api-client';
import { MARKET_MEMORY_LIMITS, marketMemoryKey, parseMarketMemory, pushRecent, toggleFavourite } from './marketMemory';
import type { MarketMemoryKind } from './marketMemory';

const EMPTY: readonly string[] = Object.freeze([]);
/** Same-tab writes notify subscribers here; other tabs through the `storage` event. */
const listeners = new Set<() => void>();
/** Parsed lists by key and raw text, so a snapshot is the same array until the text changes. */
const snapshots = new Map<string, { raw: string | null; list: readonly string[] }>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function readList(key: string, kind: MarketMemoryKind): readonly string[] {
  const raw = readRaw(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.list;
  const list = raw === null ? EMPTY : Object.freeze(parseMarketMemory(raw, MARKET_MEMORY_LIMITS[kind]));
  snapshots.set(key, { raw, list });
  return list;
}

export interface MarketMemory {
  ids: readonly string[];
  has: (id: string) => boolean;
  update: (next: (list: readonly string[]) => string[]) => void;
}

/**
 * One remembered list of the current site and user, in local storage. Empty on the server and
 * during hydration (so server HTML matches), then the stored list. Storage failures (privacy
 * mode, quota) are logged and leave the list as it was.
 */
export function useMarketMemory(kind: MarketMemoryKind): MarketMemory {
  const { site } = useShellSession();
  const { uid } = useUserInfo();
  const logger = useShellLogger();
  const key = marketMemoryKey(kind, site, uid ? String(uid) : 'visitor');
  const ids = useSyncExternalStore(
    subscribe,
    () => readList(key, kind),
    () => EMPTY,
  );
  const update = useCallback(
    (next: (list: readonly string[]) => string[]) => {
      try {
        storage()?.setItem(key, JSON.stringify(next(readList(key, kind))));
      } catch (error) {
        logger.log({ level: 'warn', event: 'markets.memory', source: kind, reason: 'storage-write', detail: String(error) });
      }
      for (const listener of listeners) listener();
    },
    [key, kind, logger],
  );
  return useMemo(() => {
    const set = new Set(ids);
    return { ids, has: (id: string) => set.has(id), update };
  }, [ids, update]);
}

/** Favourites and recently viewed together, with the two actions the lists offer. */
export function useFavouritesAndRecent() {
  const favourites = useMarketMemory('favourites');
  const recent = useMarketMemory('recent');
  const toggle = useCallback((id: string) => favourites.update((list) => toggleFavourite(list, id)), [favourites]);
  const remember = useCallback((id: string) => recent.update((list) => pushRecent(list, id)), [recent]);
  return { favourites, recent, toggleFavourite: toggle, rememberViewed: remember };
}
