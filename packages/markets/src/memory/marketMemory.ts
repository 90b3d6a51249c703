import type { SiteKey } from '@shell/site-config';

/** Which remembered list: starred markets, or the markets opened last. */
export type MarketMemoryKind = 'favourites' | 'recent';

/** How many ids each list keeps (the oldest fall off). */
export const MARKET_MEMORY_LIMITS: Readonly<Record<MarketMemoryKind, number>> = Object.freeze({ favourites: 200, recent: 10 });

/** The longest id kept: ids are market links such as `/futures/USDT/BTC_USDT`. */
const MAX_ID_LENGTH = 200;

/** `shell.markets.favourites.main.visitor`: one list per kind, site and user. */
export function marketMemoryKey(kind: MarketMemoryKind, site: SiteKey, user: string): string {
  return `shell.markets.${kind}.${site}.${user || 'visitor'}`;
}

/**
 * Reads a stored list. Whatever is stored (nothing, corrupt JSON, an object, numbers, huge
 * strings, duplicates) yields a clean list of distinct non-empty ids, at most `limit`.
 */
export function parseMarketMemory(raw: string | null | undefined, limit: number): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string' || item === '' || item.length > MAX_ID_LENGTH || seen.has(item)) continue;
    seen.add(item);
    out.push(item);
    if (out.length >= limit) break;
  }
  return out;
}

/** Stars an id (appended) or un-stars it. */
export function toggleFavourite(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id].slice(-MARKET_MEMORY_LIMITS.favourites);
}

/** Puts an id first in the recently viewed list, once. */
export function pushRecent(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((item) => item !== id)].slice(0, MARKET_MEMORY_LIMITS.recent);
}

/** Rows in the order of the remembered ids; ids without a row (delisted markets) are skipped. */
export function pickRemembered<T>(rows: readonly T[], ids: readonly string[], idOf: (row: T) => string | undefined): T[] {
  if (ids.length === 0) return [];
  const byId = new Map<string, T>();
  for (const row of rows) {
    const id = idOf(row);
    if (id !== undefined) byId.set(id, row);
  }
  const out: T[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row !== undefined) out.push(row);
  }
  return out;
}
