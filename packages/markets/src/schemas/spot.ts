import * as z from 'zod/mini';
import { spotRowRoute } from '../internal/routes';
import { DROPPED_SAMPLES, readFlag, toSeconds } from '@shell/api-client/core';
import { codedEnvelope } from '@shell/api-client/schemas';
import type { ParsedItems } from '@shell/api-client/core';
import { MAX_TICKER_LENGTH, splitList, trendOf } from './primitives';
import { fastNumber, optionalNumber, optionalText } from './numbers';
import type { Trend } from './primitives';

/**
 * `GET /apiw/v2/market/spots` answers `{ code, data: row[] }` where each row is positional
 * (spec §3). The envelope is checked by zod; rows are checked one by one by
 * {@link normalizeSpotRow}, because one bad row must not cost the other 2,700 and a per-row zod
 * tuple parse is several times slower than the direct checks below (see src/bench/normalize.bench.ts).
 */
export const spotMarketsResponseSchema = codedEnvelope(z.array(z.unknown()));
export type SpotMarketsResponse = z.infer<typeof spotMarketsResponseSchema>;

/** Position of each field in a spot row (spec §3). */
export const SPOT_ROW = {
  pair: 0,
  displayName: 1,
  price: 2,
  percent: 3,
  volume: 4,
  multiple: 5,
  creditEnabled: 6,
  categories: 7,
  previousPrice: 8,
  openingTime: 9,
  crossMultiple: 10,
  isST: 11,
  icon: 12,
} as const;

export interface SpotMarket {
  /** `BTC_USDT`, as sent. */
  pair: string;
  /** Base currency, `BTC`. */
  curr_a: string;
  /** Quote currency, `USDT`. */
  curr_b: string;
  /** `BTC/USDT`: the pair as the lists show it. */
  name: string;
  /** The row's display name (position 1), e.g. `Bitcoin`. */
  full_name: string;
  /** Last price. */
  rate: number;
  /** Previous price (position 8). */
  p_rate: number;
  /** Change in percent, e.g. `-1.25`. */
  rate_percent: number;
  /** Volume in the quote currency. */
  vol_b: number;
  /** Margin leverage multiple; 0 when none. */
  multiple: number;
  enable_credit: boolean;
  /** The comma-separated category string as sent (position 7). */
  symbol: string;
  /** {@link symbol} split into a list. */
  categories: string[];
  trend: Trend;
  /** Opening time in seconds (the server sends seconds or milliseconds); 0 when none. */
  opening_time: number;
  cross_multiple: number;
  isST: boolean;
  icon: string;
  /** `/trade/BTC_USDT`, without language prefix (render through site-config `withLang`). */
  link: string;
}

/** Category strings repeat across thousands of rows; a list split once is shared by them all. */
function categoriesOf(symbol: string, cache: Map<string, string[]> | undefined): string[] {
  if (!cache) return splitList(symbol);
  let list = cache.get(symbol);
  if (!list) {
    list = splitList(symbol);
    cache.set(symbol, list);
  }
  return list;
}

/** `spotRowRoute('A', 'B')` minus `A_B`: `/trade/`. */
const SPOT_ROUTE_PREFIX = spotRowRoute('A', 'B').slice(0, -'A_B'.length);
/**
 * The is-ST flag. The server marks "not ST" with the string `'false'` (spec §3), so any other
 * present value is ST; absent, empty, `false` and `0` are read as "not ST" too, so a short row
 * never turns every market into a risk warning.
 */
export function readStFlag(value: unknown): boolean {
  return !(value === 'false' || value === false || value === '0' || value === 0 || value === '' || value === null || value === undefined);
}

/** Upper-case ASCII letter, digit or `.`: the characters of a ticker. */
function isTickerChar(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 46;
}

/**
 * The index of the `_` of a `BASE_QUOTE` pair (upper-case tickers of `[A-Z0-9.]`, each with at
 * least one letter or digit, one underscore between them), or -1. A ticker of dots only (`..`)
 * is no market symbol and would be a step up in a path (issue 21 M2), nor is a ticker longer
 * than `MAX_TICKER_LENGTH`. A character loop: no regex
 * state, no match arrays.
 */
function pairUnderscore(pair: string): number {
  let underscore = -1;
  let baseHasAlnum = false;
  let quoteHasAlnum = false;
  for (let i = 0; i < pair.length; i++) {
    const code = pair.charCodeAt(i);
    if (code === 95) {
      if (underscore !== -1 || i === 0) return -1;
      underscore = i;
    } else if (!isTickerChar(code)) return -1;
    else if (code !== 46) {
      if (underscore === -1) baseHasAlnum = true;
      else quoteHasAlnum = true;
    }
  }
  if (underscore > MAX_TICKER_LENGTH || pair.length - underscore - 1 > MAX_TICKER_LENGTH) return -1;
  return underscore === pair.length - 1 || !baseHasAlnum || !quoteHasAlnum ? -1 : underscore;
}

/**
 * One positional row → a typed market, or `null` when the row is unusable (not an array,
 * no `BASE_QUOTE` pair, or no finite price or percent).
 */
export function normalizeSpotRow(row: unknown, categoryLists?: Map<string, string[]>): SpotMarket | null {
  if (!Array.isArray(row)) return null;
  const raw: unknown = row[SPOT_ROW.pair];
  if (typeof raw !== 'string') return null;
  // Servers send upper case; only a row that is not pays for the copy.
  let pair = raw;
  let underscore = pairUnderscore(pair);
  if (underscore === -1) {
    pair = raw.toUpperCase();
    underscore = pairUnderscore(pair);
    if (underscore === -1) return null;
  }
  const rate = fastNumber(row[SPOT_ROW.price]);
  const percent = fastNumber(row[SPOT_ROW.percent]);
  if (rate === undefined || percent === undefined) return null;
  const curr_a = pair.slice(0, underscore);
  const curr_b = pair.slice(underscore + 1);
  const symbol = optionalText(row[SPOT_ROW.categories]);
  return {
    pair,
    curr_a,
    curr_b,
    name: `${curr_a}/${curr_b}`,
    full_name: optionalText(row[SPOT_ROW.displayName]),
    rate,
    p_rate: optionalNumber(row[SPOT_ROW.previousPrice]),
    rate_percent: percent,
    vol_b: optionalNumber(row[SPOT_ROW.volume]),
    multiple: optionalNumber(row[SPOT_ROW.multiple]),
    enable_credit: readFlag(row[SPOT_ROW.creditEnabled]) ?? false,
    symbol,
    categories: categoriesOf(symbol, categoryLists),
    trend: trendOf(percent),
    opening_time: toSeconds(row[SPOT_ROW.openingTime]),
    cross_multiple: optionalNumber(row[SPOT_ROW.crossMultiple]),
    isST: readStFlag(row[SPOT_ROW.isST]),
    icon: optionalText(row[SPOT_ROW.icon]),
    // Same as site-config's spotRowRoute(curr_a, curr_b): the pair is already upper-case and trimmed.
    link: `${SPOT_ROUTE_PREFIX}${pair}`,
  };
}

/**
 * Normalizes every row, keeping the good ones and counting the bad (with a few samples for the
 * log). Rows with the same category string share one `categories` array: treat it as read-only.
 */
export function normalizeSpotRows(rows: readonly unknown[]): ParsedItems<SpotMarket> {
  const items: SpotMarket[] = [];
  const samples: unknown[] = [];
  let dropped = 0;
  const categoryLists = new Map<string, string[]>();
  for (const row of rows) {
    const market = normalizeSpotRow(row, categoryLists);
    if (market) items.push(market);
    else if (++dropped <= DROPPED_SAMPLES) samples.push(row);
  }
  return { items, dropped, samples };
}
