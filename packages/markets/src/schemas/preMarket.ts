import * as z from 'zod/mini';
import { preMarketRoute } from '@shell/site-config';
import { parseItems } from '@shell/api-client/core';
import { codedEnvelope, optNum, optStr } from '@shell/api-client/schemas';

/**
 * `GET /apiw/v2/pre-market/service/currencies/simple-info?limit=100&page=1`. The spec says both
 * "data.list" and "data has premint and pre_market lists"; we read that as
 * `{ code, data: { list: { premint: row[], pre_market: row[] } } }`.
 */
export const preMarketResponseSchema = codedEnvelope(
  z.object({
    list: z.object({
      premint: z.optional(z.nullable(z.array(z.unknown()))),
      pre_market: z.optional(z.nullable(z.array(z.unknown()))),
    }),
  }),
);
export type PreMarketResponse = z.infer<typeof preMarketResponseSchema>;

export const PRE_MARKET_TAGS = ['hot', 'new'] as const;
export type PreMarketTag = (typeof PRE_MARKET_TAGS)[number];

/** Tags arrive as a list or a comma-separated string; only `hot` and `new` mean anything. */
export function readPreMarketTags(value: unknown): PreMarketTag[] {
  const list: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const out: PreMarketTag[] = [];
  for (const tag of list) {
    if (typeof tag !== 'string') continue;
    const lower = tag.trim().toLowerCase() as PreMarketTag;
    if (PRE_MARKET_TAGS.includes(lower) && !out.includes(lower)) out.push(lower);
  }
  return out;
}

export const preMarketItemSchema = z.object({
  /** `ZKJ`. */
  currency: z.string().check(z.minLength(1)),
  /** `ZKJ_USDT`. */
  market: optStr(),
  full_name: optStr(),
  icon: optStr(),
  /** Tags as sent; only `hot` and `new` are kept (a tag string or a list). */
  tags: z.transform<unknown, PreMarketTag[]>(readPreMarketTags),
  last_price: optNum(0),
  change_percentage: optNum(0),
});

export interface PreMarketItem {
  currency: string;
  market: string;
  full_name: string;
  icon: string;
  tags: PreMarketTag[];
  last_price: number;
  change_percentage: number;
  /** `/pre-market/{CURRENCY}` without language prefix. */
  link: string;
}

export interface PreMarketLists {
  premint: PreMarketItem[];
  pre_market: PreMarketItem[];
}

export function emptyPreMarketLists(): PreMarketLists {
  return { premint: [], pre_market: [] };
}

export function normalizePreMarket(raw: PreMarketResponse) {
  const premint = parseItems(raw.data.list.premint ?? [], preMarketItemSchema);
  const preMarket = parseItems(raw.data.list.pre_market ?? [], preMarketItemSchema);
  const toItem = (item: z.infer<typeof preMarketItemSchema>): PreMarketItem => ({
    ...item,
    currency: item.currency.toUpperCase(),
    market: item.market || `${item.currency.toUpperCase()}_USDT`,
    link: preMarketRoute(item.currency),
  });
  return {
    value: { premint: premint.items.map(toItem), pre_market: preMarket.items.map(toItem) },
    dropped: premint.dropped + preMarket.dropped,
    samples: [...premint.samples, ...preMarket.samples],
  };
}
