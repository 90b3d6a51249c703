import * as z from 'zod/mini';
import { parseItems } from '@shell/api-client/core';
import { codedEnvelope, optStr } from '@shell/api-client/schemas';

/**
 * `GET /apiw/v2/common/tabs?area=web_trade` → `{ code, data: tab[] }`; a tab is
 * `{ market: 'SPOT', title, sub: [{ market: 'USDT', title }] }` (spec §3 "market, title, sub").
 * The top-level markets are the tab groups SPOT, CONTRACT, PILOT, OPTIONS, MEMEBOX.
 */
export const marketTabsResponseSchema = codedEnvelope(z.array(z.unknown()));

const subTabSchema = z.object({ market: z.string().check(z.minLength(1)), title: optStr() });

export const marketTabSchema = z.object({
  market: z.string().check(z.minLength(1)),
  title: optStr(),
  sub: z.transform<unknown, MarketSubTab[]>((value) => (Array.isArray(value) ? parseItems(value, subTabSchema).items : [])),
});

export interface MarketSubTab {
  market: string;
  title: string;
}

export interface MarketTab {
  market: string;
  title: string;
  sub: MarketSubTab[];
}

export function normalizeMarketTabs(list: readonly unknown[]) {
  const parsed = parseItems(list, marketTabSchema);
  const value: MarketTab[] = parsed.items.map((tab) => ({ ...tab, title: tab.title || tab.market }));
  return { value, dropped: parsed.dropped, samples: parsed.samples };
}

