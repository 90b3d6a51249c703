import * as z from 'zod/mini';
import { futuresRoute } from '@shell/site-config';
import { parseItems } from '@shell/api-client/core';
import { codedEnvelope, flag, optNum, optStr } from '@shell/api-client/schemas';
import { MARKET_PAIR, splitList, trendOf } from './primitives';
import type { Trend } from './primitives';

/**
 * `GET /apiw/v2/market/futures` answers `{ code, data: contract[] }`, every contract carrying its
 * settle currency (spec §7). Contracts are parsed one by one so a bad one drops only itself.
 */
export const futuresMarketsResponseSchema = codedEnvelope(z.array(z.unknown()));
export type FuturesMarketsResponse = z.infer<typeof futuresMarketsResponseSchema>;

/** `BTC_USDT`: two plausible tickers (primitives' MARKET_PAIR); anything else drops the row (issue 21 M2). */
const CONTRACT_NAME = MARKET_PAIR;

export const futuresContractSchema = z.object({
  settle: z.string().check(z.minLength(1)),
  /** `BTC_USDT`. */
  name: z.string().check(z.regex(CONTRACT_NAME)),
  /** The base coin's full name, e.g. `Bitcoin`. */
  coin_name: optStr(),
  /** Comma-separated category codes (a list is accepted too). */
  categories: z.transform<unknown, string>((value) =>
    Array.isArray(value) ? value.filter((item) => typeof item === 'string').join(',') : typeof value === 'string' ? value : '',
  ),
  is_tag_st: flag(),
  icon: optStr(),
  last_price: optNum(0),
  change_percentage: optNum(0),
  volume_24h_quote: optNum(0),
  leverage_max: optNum(0),
});
export type FuturesContractRaw = z.infer<typeof futuresContractSchema>;

export interface FuturesContract {
  /** Upper-cased settle currency: `USDT` or `BTC`. */
  settle: string;
  /** `BTC_USDT`. */
  name: string;
  /** Same as {@link name}; lets spot and futures rows share the ranker. */
  pair: string;
  curr_a: string;
  curr_b: string;
  coin_name: string;
  /** Base currency, shown first (`BTC`). */
  leftTitle: string;
  /** Quote currency, shown after it (`USDT`). */
  rightTitle: string;
  /** Lower-case base: the icon file name on the exchange's CDN (`btc`). */
  imgName: string;
  icon: string;
  /** `/futures/USDT/BTC_USDT`, without language prefix. */
  link: string;
  categories: string;
  categoryList: string[];
  /** The coin's full name when sent, else `BTC/USDT`. */
  full_name: string;
  isST: boolean;
  last_price: number;
  change_percentage: number;
  trend: Trend;
  volume_24h_quote: number;
  leverage_max: number;
}

/** Futures grouped by settle currency; the flyout shows USDT- and BTC-settled tabs. */
export interface FuturesMarkets {
  USDT: FuturesContract[];
  BTC: FuturesContract[];
}

export function emptyFuturesMarkets(): FuturesMarkets {
  return { USDT: [], BTC: [] };
}

export function normalizeFuturesContract(raw: FuturesContractRaw): FuturesContract {
  const match = CONTRACT_NAME.exec(raw.name) as RegExpExecArray;
  const curr_a = (match[1] as string).toUpperCase();
  const curr_b = (match[2] as string).toUpperCase();
  const settle = raw.settle.toUpperCase();
  const name = `${curr_a}_${curr_b}`;
  return {
    settle,
    name,
    pair: name,
    curr_a,
    curr_b,
    coin_name: raw.coin_name,
    leftTitle: curr_a,
    rightTitle: curr_b,
    imgName: curr_a.toLowerCase(),
    icon: raw.icon,
    link: futuresRoute(settle, name),
    categories: raw.categories,
    categoryList: splitList(raw.categories),
    full_name: raw.coin_name || `${curr_a}/${curr_b}`,
    isST: raw.is_tag_st,
    last_price: raw.last_price,
    change_percentage: raw.change_percentage,
    trend: trendOf(raw.change_percentage),
    volume_24h_quote: raw.volume_24h_quote,
    leverage_max: raw.leverage_max,
  };
}

/** Parses every contract and groups them by settle currency; other settle currencies are ignored. */
export function normalizeFuturesMarkets(list: readonly unknown[]) {
  const parsed = parseItems(list, futuresContractSchema);
  const value = emptyFuturesMarkets();
  for (const raw of parsed.items) {
    const contract = normalizeFuturesContract(raw);
    if (contract.settle === 'USDT' || contract.settle === 'BTC') value[contract.settle].push(contract);
  }
  return { value, dropped: parsed.dropped, samples: parsed.samples };
}

/** Spec §5: a futures result counts only when the code is 200 and the BTC or USDT list is non-empty. */
export function acceptFuturesResult(code: number, value: FuturesMarkets): true | string {
  if (code !== 200) return `code ${code}`;
  if (value.USDT.length === 0 && value.BTC.length === 0) return 'no BTC or USDT contracts';
  return true;
}
