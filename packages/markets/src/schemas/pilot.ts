import * as z from 'zod/mini';
import { pilotRoute } from '../internal/routes';
import { parseItems } from '@shell/api-client/core';
import { codedEnvelope, flag, optNum, optStr } from '@shell/api-client/schemas';
import { splitList, trendOf } from './primitives';
import type { Trend } from './primitives';

/**
 * `GET /apiw/v2/pilot/markets?exchange_type=PILOT_ALL&timezone=…` (shape not shown; chosen):
 * `{ code, data: row[] }`, row = `{ address, show_pair, icon, chain, chain_icon, seo_path, is_hot,
 * cate, price, change_percentage, volume }` with `cate` comma-separated (spec §3).
 */
export const pilotMarketsResponseSchema = codedEnvelope(z.array(z.unknown()));

export const pilotMarketSchema = z.object({
  address: z.string().check(z.minLength(1)),
  /** `PEPE/USDT`. */
  show_pair: z.string().check(z.minLength(1)),
  seo_path: z.string().check(z.minLength(1)),
  icon: optStr(),
  chain: optStr(),
  chain_icon: optStr(),
  is_hot: flag(),
  cate: optStr(),
  price: optNum(0),
  change_percentage: optNum(0),
  volume: optNum(0),
});

export interface PilotMarket {
  address: string;
  show_pair: string;
  seo_path: string;
  icon: string;
  chain: string;
  chain_icon: string;
  is_hot: boolean;
  /** As sent, comma-separated. */
  cate: string;
  categories: string[];
  price: number;
  change_percentage: number;
  trend: Trend;
  volume: number;
  /** `/pilot/{seo_path}`, without language prefix. */
  link: string;
}

export function normalizePilotMarkets(list: readonly unknown[]) {
  const parsed = parseItems(list, pilotMarketSchema);
  const value: PilotMarket[] = parsed.items.map((raw) => ({
    ...raw,
    categories: splitList(raw.cate),
    trend: trendOf(raw.change_percentage),
    link: pilotRoute(raw.seo_path),
  }));
  return { value, dropped: parsed.dropped, samples: parsed.samples };
}
