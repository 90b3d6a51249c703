import type { ShellServerStore } from './serverStore';

/** A tag as RTK Query records it for a cache entry. */
export interface SnapshotTag {
  type: string;
  id?: string | number;
}

/** One answered query of the snapshot (RTK Query's cache entry, as JSON). */
export interface SnapshotQuery {
  status: 'fulfilled';
  endpointName: string;
  requestId: string;
  originalArgs?: unknown;
  data?: unknown;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
}

/**
 * The API slice's state as a browser store starts from it (`preloadedState: { shellApi:
 * snapshot }`): only the queries that answered, their tags, and no mutations or subscriptions.
 * The slice's `config` (online, focused, middleware registration) is left out: the browser's
 * slice makes its own from its own environment. Plain JSON throughout.
 */
export interface ShellApiSnapshot {
  queries: Record<string, SnapshotQuery>;
  mutations: Record<string, never>;
  provided: { tags: Record<string, Record<string, string[]>>; keys: Record<string, SnapshotTag[]> };
  subscriptions: Record<string, never>;
}

interface RawQueryEntry {
  status?: string;
  endpointName?: string;
}

/**
 * What a server render hands to the browser of its API state:
 * - only fulfilled queries — a pending one (the deadline passed) or a rejected or uninitialized one
 *   is dropped, and so is one that answered its spec §8 fallback (the call failed or timed out on
 *   the server): the browser asks for those itself instead of keeping a fallback as if it were data;
 * - the tags of the queries kept (invalidation, e.g. after a login, still refetches them);
 * - no subscriptions (the server's components never mount), no mutations, no `config`.
 * The result went through JSON, so it equals its own `JSON.parse(JSON.stringify(…))`.
 */
export function dehydrateShellApi(store: ShellServerStore): ShellApiSnapshot {
  const state = store.getState().shellApi;
  const kept = new Set<string>();
  const queries: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(state.queries as Record<string, RawQueryEntry | undefined>)) {
    if (entry?.status !== 'fulfilled' || entry.endpointName === undefined) continue;
    if (store.fellBack.has(entry.endpointName)) continue;
    kept.add(key);
    queries[key] = entry;
  }
  const provided = state.provided as unknown as { tags: Record<string, Record<string, readonly string[]>>; keys: Record<string, readonly SnapshotTag[]> };
  const keys: Record<string, readonly SnapshotTag[]> = {};
  for (const key of kept) {
    const tags = provided.keys[key];
    if (tags) keys[key] = tags;
  }
  const tags: Record<string, Record<string, string[]>> = {};
  for (const [type, byId] of Object.entries(provided.tags)) {
    for (const [id, cacheKeys] of Object.entries(byId)) {
      const mine = cacheKeys.filter((key) => kept.has(key));
      if (mine.length > 0) (tags[type] ??= {})[id] = mine;
    }
  }
  return JSON.parse(JSON.stringify({ queries, mutations: {}, provided: { tags, keys }, subscriptions: {} })) as ShellApiSnapshot;
}
