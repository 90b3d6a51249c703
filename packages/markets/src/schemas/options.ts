import * as z from 'zod/mini';
import { optionsRoute } from '@shell/site-config';
import { parseItems } from '@shell/api-client/core';
import { codedEnvelope, optNum, optStr } from '@shell/api-client/schemas';
import { trendOf } from './primitives';
import type { Trend } from './primitives';

/**
 * Options calls (shapes not shown in the spec; chosen):
 * - `GET /apiw/v2/options/underlying` → `{ code, data: [{ name: 'BTC_USDT', icon_url_64, index_price }] }`
 * - `GET /apiw/v2/options/markets?market=BTC_USDT&subWebsiteId=0` →
 *   `{ code, data: [{ pair: 'BTC_USDT-20251226-100000-C', underlying, icon, expiration, strike_price, type, last_price, change_percentage }] }`
 */
export const optionsListResponseSchema = codedEnvelope(z.array(z.unknown()));

export const optionsUnderlyingSchema = z.object({
  name: z.string().check(z.minLength(1)),
  icon_url_64: optStr(),
  index_price: optNum(0),
});

export interface OptionsUnderlying {
  /** `BTC_USDT`. */
  name: string;
  /** `BTC`. */
  base: string;
  icon_url_64: string;
  index_price: number;
  /** `/options/BTC_USDT` without language prefix. */
  link: string;
}

export function normalizeOptionsUnderlyings(list: readonly unknown[]) {
  const parsed = parseItems(list, optionsUnderlyingSchema);
  const value: OptionsUnderlying[] = parsed.items.map((raw) => ({
    ...raw,
    base: raw.name.split('_')[0] ?? raw.name,
    link: optionsRoute(raw.name),
  }));
  return { value, dropped: parsed.dropped, samples: parsed.samples };
}

export const optionsMarketSchema = z.object({
  pair: z.string().check(z.minLength(1)),
  underlying: optStr(),
  icon: optStr(),
  /** Expiry, seconds. */
  expiration: optNum(0),
  strike_price: optNum(0),
  type: z.transform<unknown, 'call' | 'put'>((value) => (value === 'put' ? 'put' : 'call')),
  last_price: optNum(0),
  change_percentage: optNum(0),
});

export interface OptionsMarket {
  pair: string;
  underlying: string;
  icon: string;
  expiration: number;
  strike_price: number;
  type: 'call' | 'put';
  last_price: number;
  change_percentage: number;
  trend: Trend;
  /** `/options/{pair}` without language prefix. */
  link: string;
}

export function normalizeOptionsMarkets(list: readonly unknown[]) {
  const parsed = parseItems(list, optionsMarketSchema);
  const value: OptionsMarket[] = parsed.items.map((raw) => ({
    ...raw,
    trend: trendOf(raw.change_percentage),
    link: optionsRoute(raw.pair),
  }));
  return { value, dropped: parsed.dropped, samples: parsed.samples };
}
