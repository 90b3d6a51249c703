/**
 * Market-specific building blocks. Field parsers (`optNum`, `optStr`, `flag`, …) and the coded
 * envelope come from `@shell/api-client`, so every schema reads the exchange's spellings the same way.
 */

/** Splits a comma-separated list, trimming blanks away (`"defi, meme,"` → `['defi', 'meme']`). */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  const out: string[] = [];
  for (const part of value.split(',')) {
    const trimmed = part.trim();
    if (trimmed) out.push(trimmed);
  }
  return out;
}

/** `up` when the change is zero or positive (spec §3). */
export function trendOf(percent: number): 'up' | 'down' {
  return percent >= 0 ? 'up' : 'down';
}

export type Trend = 'up' | 'down';

/** The longest ticker a market name may hold: real ones stay under 20 characters. */
export const MAX_TICKER_LENGTH = 32;

/**
 * One ticker of a market name, as a regex source with one capture: 1 to {@link MAX_TICKER_LENGTH}
 * of `[A-Za-z0-9.]` with at least one letter or digit (a ticker of dots only, `..`, would be a
 * step up in a route path; issue 21 M2).
 */
const TICKER = `((?=[A-Za-z0-9.]{1,${MAX_TICKER_LENGTH}}(?:_|$))\\.*[A-Za-z0-9][A-Za-z0-9.]*)`;

/** `BASE_QUOTE` (a spot pair, a perpetual contract), capturing base and quote. */
export const MARKET_PAIR = new RegExp(`^${TICKER}_${TICKER}$`);

/** `BASE_QUOTE_EXPIRY` (a delivery contract, `BTC_USDT_20251226`), or a plain pair. */
export const DELIVERY_CONTRACT_NAME = new RegExp(`^${TICKER}_${TICKER}(?:_${TICKER})?$`);
