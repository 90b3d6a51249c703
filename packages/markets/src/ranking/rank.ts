/**
 * Spot and futures search ranking (spec §5). Rows are grouped in tiers, best first:
 *
 * 0. base equals the query (or its alias, see {@link MARKET_ALIASES})
 * 1. base starts with the query
 * 2. quote equals the query
 * 3. base contains the query
 * 4. quote contains the query
 * 5. name, full name or pair contains the query
 *
 * Rows matching none are left out; inside a tier the input order (the server's, by volume) is
 * kept. The ranker runs on every keystroke over ~2,700 spot pairs plus the futures list, so it
 * buckets in one pass instead of sorting, and lower-cases each row list once (cached per list).
 */
export interface RankableMarket {
  /** Base currency, `BTC`. */
  curr_a: string;
  /** Quote currency, `USDT`. */
  curr_b: string;
  /** `BTC_USDT`. */
  pair: string;
  name?: string;
  full_name?: string;
}

/**
 * The one alias special case of spec §5: `XBT`, the ISO 4217-style code some venues and data
 * vendors use for bitcoin, ranks BTC pairs as if the user had typed `BTC`.
 */
export const MARKET_ALIASES: Readonly<Record<string, string>> = Object.freeze({ xbt: 'btc' });

export const RANK_TIER_COUNT = 6;
/** Tier of a row that does not match. */
export const NO_MATCH = -1;

interface IndexedRow {
  base: string;
  quote: string;
  /** name, full name and pair, lower-cased, joined by a character no query contains. */
  text: string;
}

const indexCache = new WeakMap<readonly RankableMarket[], IndexedRow[]>();

function indexRow(row: RankableMarket): IndexedRow {
  return {
    base: row.curr_a.toLowerCase(),
    quote: row.curr_b.toLowerCase(),
    text: `${row.name ?? ''}\u0000${row.full_name ?? ''}\u0000${row.pair}`.toLowerCase(),
  };
}

function indexOf(rows: readonly RankableMarket[]): IndexedRow[] {
  let index = indexCache.get(rows);
  if (!index) {
    index = rows.map(indexRow);
    indexCache.set(rows, index);
  }
  return index;
}

/**
 * Lower-cases and trims the query; `/`, `-` and spaces between two tickers read as the pair's
 * `_`, so `btc/usdt` and `btc usdt` find `BTC_USDT`. NUL characters are dropped: they join the
 * fields of a row's index, so a query containing one would match across fields (a lone NUL
 * matched every row).
 */
export function normalizeMarketQuery(query: string): string {
  return query.replaceAll('\u0000', '').trim().toLowerCase().replace(/[\s/-]+/g, '_');
}

function tierOf(row: IndexedRow, q: string, alias: string | undefined): number {
  if (row.base === q || (alias !== undefined && row.base === alias)) return 0;
  if (row.base.startsWith(q)) return 1;
  if (row.quote === q) return 2;
  if (row.base.includes(q)) return 3;
  if (row.quote.includes(q)) return 4;
  if (row.text.includes(q)) return 5;
  return NO_MATCH;
}

/** The tier (0 best … 5) of one row for a query, or {@link NO_MATCH}. For tests and tooling. */
export function marketRankTier(row: RankableMarket, query: string): number {
  const q = normalizeMarketQuery(query);
  if (q === '') return NO_MATCH;
  return tierOf(indexRow(row), q, MARKET_ALIASES[q]);
}

/**
 * Ranks markets for a search query (spec §5). A blank query returns the rows unchanged (a copy).
 * Pass the same array between keystrokes: its lower-cased index is built once and reused.
 */
export function rankMarkets<T extends RankableMarket>(rows: readonly T[], query: string): T[] {
  const q = normalizeMarketQuery(query);
  if (q === '') return rows.slice();
  const alias = MARKET_ALIASES[q];
  const index = indexOf(rows);
  const tiers: T[][] = [[], [], [], [], [], []];
  for (let i = 0; i < rows.length; i++) {
    const tier = tierOf(index[i] as IndexedRow, q, alias);
    if (tier !== NO_MATCH) (tiers[tier] as T[]).push(rows[i] as T);
  }
  return ([] as T[]).concat(...tiers);
}
