/**
 * The flyouts' list filters (spec §5). Each takes the rows and the raw search text and returns
 * the matching rows in their original order; a blank query returns every row.
 */

/** Escapes every character RegExp treats specially, so `(`, `.` or `*` in a query match literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * Options: case-insensitive on the pair with underscores removed, the query used as a literal
 * pattern (special characters escaped). Underscores are removed from the query too, so typing the
 * pair as shown (`BTC_USDT`) still finds it.
 */
export function searchOptions<T extends { pair: string }>(rows: readonly T[], query: string): T[] {
  const q = query.trim().replace(/_/g, '');
  if (q === '') return rows.slice();
  const pattern = new RegExp(escapeRegExp(q), 'i');
  return rows.filter((row) => pattern.test(row.pair.replace(/_/g, '')));
}

function containsIgnoringCase(query: string) {
  const q = query.trim().toLowerCase();
  return (value: string | null | undefined) => (value ?? '').toLowerCase().includes(q);
}

/** Pilot: by show_pair or contract address, case-insensitive. */
export function searchPilot<T extends { show_pair: string; address: string }>(rows: readonly T[], query: string): T[] {
  if (query.trim() === '') return rows.slice();
  const contains = containsIgnoringCase(query);
  return rows.filter((row) => contains(row.show_pair) || contains(row.address));
}

/** Pre-market: by market or currency, case-insensitive. */
export function searchPreMarket<T extends { market: string; currency: string }>(rows: readonly T[], query: string): T[] {
  if (query.trim() === '') return rows.slice();
  const contains = containsIgnoringCase(query);
  return rows.filter((row) => contains(row.market) || contains(row.currency));
}

/** Pay-with and exchange-rate choosers: the one fiat filter (spec §5) lives in @shell/site-config. */
export { filterFiatList } from '@shell/site-config';
