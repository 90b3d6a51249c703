import * as z from 'zod/mini';
import { alphaRoute } from '../internal/routes';
import { parseItems } from '@shell/api-client/core';
import { codedEnvelope, optNum, optStr } from '@shell/api-client/schemas';
import { trendOf } from './primitives';
import type { Trend } from './primitives';

/**
 * Alpha (on-chain token) calls. Shapes the spec does not show are chosen here and listed in the
 * README:
 * - `GET /apiw/v2/alpha/markets` → `{ code, data: { list: token[], total } }`
 * - `GET /apiw/v2/alpha/markets_by_keywords` → `{ code, data: searchMarket[] }` (spec: data array)
 * - `GET /apiw/v2/alpha/token_path?chain=&address=` → `{ code, data: { path } }`
 */

export const alphaTokenSchema = z.object({
  address: z.string().check(z.minLength(1)),
  chain: z.string().check(z.minLength(1)),
  show_pair: optStr(),
  pair: optStr(),
  icon: optStr(),
  chain_icon: optStr(),
  price: optNum(0),
  change_percentage: optNum(0),
  volume: optNum(0),
  market_cap: optNum(0),
});

export interface AlphaToken extends z.infer<typeof alphaTokenSchema> {
  trend: Trend;
  /** `/alpha/{chain}-{address}`: the default path until a lookup resolves a nicer one. */
  link: string;
}

export const alphaMarketsResponseSchema = codedEnvelope(
  z.object({ list: z.array(z.unknown()), total: optNum(0) }),
);

export function toAlphaToken(raw: z.infer<typeof alphaTokenSchema>): AlphaToken {
  return {
    ...raw,
    show_pair: raw.show_pair || raw.pair,
    trend: trendOf(raw.change_percentage),
    link: alphaRoute({ chain: raw.chain, address: raw.address }),
  };
}

export function normalizeAlphaTokens(list: readonly unknown[]) {
  const parsed = parseItems(list, alphaTokenSchema);
  return { value: parsed.items.map(toAlphaToken), dropped: parsed.dropped, samples: parsed.samples };
}

/** One search hit (spec §3: market, title, sub, options.web3_chain). */
export const alphaSearchMarketSchema = z.object({
  market: z.string().check(z.minLength(1)),
  title: optStr(),
  sub: optStr(),
  options: z.object({
    web3_chain: z.string(),
    address: optStr(),
    icon: optStr(),
    chain_icon: optStr(),
  }),
});
export type AlphaSearchMarket = z.infer<typeof alphaSearchMarketSchema>;

export const alphaListResponseSchema = codedEnvelope(z.array(z.unknown()));

export function normalizeAlphaSearch(list: readonly unknown[]) {
  const parsed = parseItems(list, alphaSearchMarketSchema);
  return { value: parsed.items, dropped: parsed.dropped, samples: parsed.samples };
}

/**
 * A token page path. Only a slug of safe characters is accepted: the value becomes an href, so a
 * `javascript:` or `//evil` answer must fail the parse and fall back to the default path.
 */
export const alphaTokenPathResponseSchema = codedEnvelope(
  // A plain slug: never `.` or `..` alone (a dot segment, which would leave the alpha path).
  z.object({ path: z.string().check(z.regex(/^\/?(alpha\/)?(?!\.+$)[A-Za-z0-9._~-]+$/)) }),
);
