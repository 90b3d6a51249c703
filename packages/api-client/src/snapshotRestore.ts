import { shellApi } from './shellApi';
import { isComplianceInfo } from './cache/cachedShapes';
import { isRecord } from './schemas/readers';

/**
 * Checks of the data a known endpoint keeps in the snapshot (the normalized value, not the wire
 * format). An endpoint without a check here only needs to be one the browser's slice knows and
 * to hold data; its components read it through the same normalizers' types.
 */
const DATA_CHECKS: Readonly<Record<string, (data: unknown) => boolean>> = {
  getUserInfo: (data) => isRecord(data) && typeof data.isLogin === 'boolean',
  getCommonData: (data) => isRecord(data) && isRecord(data.lang_list) && Array.isArray(data.fiat_list),
  getComplianceCheck: isComplianceInfo,
  getCurrFiatMarketRates: isRecord,
  getUnifiedAccountMode: isRecord,
};

export interface RestoredSnapshot {
  /** The API slice state to start from; `undefined` when the snapshot was unusable (start empty). */
  state: Record<string, unknown> | undefined;
  /** Cache keys of the entries dropped (unknown endpoint, not fulfilled, data failing its check). */
  dropped: string[];
  /** Why the whole snapshot was refused, when it was. */
  refused?: string;
}

/**
 * The browser's check of a server snapshot (`prepareShell`'s `api`, `dehydrateShellApi`) before a
 * store starts from it: it crossed the network inside the page and a host may have stored,
 * cached or built it itself. Anything but the snapshot's shape is refused whole (start empty);
 * an entry of an endpoint this bundle does not know, not fulfilled, or whose data fails the
 * endpoint's check is dropped (the browser asks for it again), and so are its tags.
 */
export function restoreShellApiSnapshot(raw: unknown, options: { knownEndpoint?: (name: string) => boolean } = {}): RestoredSnapshot {
  const known = options.knownEndpoint ?? ((name: string) => Object.prototype.hasOwnProperty.call(shellApi.endpoints, name));
  if (!isRecord(raw) || !isRecord(raw.queries)) return { state: undefined, dropped: [], refused: 'not-a-snapshot' };
  const provided = raw.provided === undefined ? { tags: {}, keys: {} } : raw.provided;
  if (!isRecord(provided) || !isRecord(provided.tags) || !isRecord(provided.keys)) return { state: undefined, dropped: [], refused: 'bad-tags' };
  const queries: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [key, entry] of Object.entries(raw.queries)) {
    const ok =
      isRecord(entry) &&
      entry.status === 'fulfilled' &&
      typeof entry.endpointName === 'string' &&
      known(entry.endpointName) &&
      entry.data !== undefined &&
      (DATA_CHECKS[entry.endpointName]?.(entry.data) ?? true);
    if (ok) queries[key] = entry;
    else dropped.push(key);
  }
  const keys: Record<string, unknown> = {};
  for (const [key, tags] of Object.entries(provided.keys)) {
    if (key in queries && Array.isArray(tags) && tags.every((tag) => isRecord(tag) && typeof tag.type === 'string')) keys[key] = tags;
  }
  const tags: Record<string, Record<string, string[]>> = {};
  for (const [type, byId] of Object.entries(provided.tags)) {
    if (!isRecord(byId)) continue;
    for (const [id, cacheKeys] of Object.entries(byId)) {
      if (!Array.isArray(cacheKeys)) continue;
      const mine = cacheKeys.filter((key): key is string => typeof key === 'string' && key in queries);
      if (mine.length > 0) (tags[type] ??= {})[id] = mine;
    }
  }
  return { state: { queries, mutations: {}, provided: { tags, keys }, subscriptions: {} }, dropped };
}
