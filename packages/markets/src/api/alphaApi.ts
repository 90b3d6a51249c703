import { CACHE_NAMES, getSite } from '@shell/site-config';
import { ALPHA_PAGE_SIZE } from '../internal/spec';
import { alphaRoute } from '../internal/routes';
import type { SiteKey } from '@shell/site-config';
import { MARKET_CALLS } from './calls';
import { shellApi } from '@shell/api-client';
import { acceptCode200 } from '@shell/api-client/core';
import { normalizedQueryFn } from '@shell/api-client/schemas';
import {
  alphaListResponseSchema,
  alphaMarketsResponseSchema,
  alphaTokenPathResponseSchema,
  normalizeAlphaSearch,
  normalizeAlphaTokens,
} from '../schemas/alpha';
import type { AlphaSearchMarket, AlphaToken } from '../schemas/alpha';
import type { MarketListArg } from './args';
import { DEFAULT_TIMEZONE } from './args';
import { isAlphaTokenList } from '../schemas/cachedShapes';

type ListBody = { code: number; data: unknown[] };

export interface AlphaMarketsArg extends MarketListArg {
  /** Only this chain (`eth`, `solana`, …); all chains when absent. */
  chain?: string;
}

export const alphaMarketsQueryFn = normalizedQueryFn<AlphaMarketsArg, { code: number; data: { list: unknown[] } }, AlphaToken[]>({
  name: 'getAlphaMarkets',
  request: (arg) => ({
    url: MARKET_CALLS.alphaMarkets.path,
    method: MARKET_CALLS.alphaMarkets.method,
    params: {
      tab: 'ALPHA_ALLCHAIN',
      chain: arg.chain || undefined,
      timezone: arg.timezone ?? DEFAULT_TIMEZONE,
      page: 1,
      limit: ALPHA_PAGE_SIZE,
    },
  }),
  schema: alphaMarketsResponseSchema,
  accept: acceptCode200,
  normalize: (raw) => normalizeAlphaTokens(raw.data.list),
  fallback: () => [],
  // The named cache holds the all-chain list; one chain's list is not cached (it would evict it).
  cache: (arg) =>
    arg.chain
      ? undefined
      : {
          cacheName: CACHE_NAMES.alphaMarket,
          langBound: true,
          site: arg.site,
          lang: arg.lang,
          variant: arg.timezone ?? DEFAULT_TIMEZONE,
        },
  cachedShape: isAlphaTokenList,
});

export interface AlphaKeywordsArg {
  /** Trimmed before sending; the caller debounces (spec §4). */
  keywords: string;
  site: SiteKey;
}

export const alphaByKeywordsQueryFn = normalizedQueryFn<AlphaKeywordsArg, ListBody, AlphaSearchMarket[]>({
  name: 'getAlphaByKeywords',
  request: (arg) => ({
    url: MARKET_CALLS.alphaByKeywords.path,
    method: MARKET_CALLS.alphaByKeywords.method,
    // Regional sites search their own chain id (spec §1); the main site has none and sends none.
    params: { keywords: arg.keywords.trim(), chain_id: getSite(arg.site).alphaChainId ?? undefined },
  }),
  schema: alphaListResponseSchema,
  accept: acceptCode200,
  normalize: (raw) => normalizeAlphaSearch(raw.data),
  fallback: () => [],
});

export interface AlphaTokenRef {
  chain: string;
  address: string;
}

/** `/alpha/{chain}-{address}`: where a token row leads when its path cannot be looked up (spec §4, §8). */
export function defaultAlphaPath(token: AlphaTokenRef): string {
  return alphaRoute({ chain: token.chain, address: token.address });
}

export const alphaTokenPathQueryFn = normalizedQueryFn<AlphaTokenRef, { code: number; data: { path: string } }, string>({
  name: 'getAlphaTokenPath',
  request: (arg) => ({
    url: MARKET_CALLS.alphaTokenPath.path,
    method: MARKET_CALLS.alphaTokenPath.method,
    params: { chain: arg.chain, address: arg.address },
  }),
  schema: alphaTokenPathResponseSchema,
  accept: acceptCode200,
  normalize: (raw) => ({ value: alphaRoute({ path: raw.data.path }), dropped: 0 }),
  fallback: defaultAlphaPath,
});

export const alphaApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** The alpha token list (first 100), optionally for one chain. */
    getAlphaMarkets: build.query<AlphaToken[], AlphaMarketsArg>({
      queryFn: alphaMarketsQueryFn,
      providesTags: ['AlphaMarkets'],
    }),
    /** Alpha search hits for a keyword. */
    getAlphaByKeywords: build.query<AlphaSearchMarket[], AlphaKeywordsArg>({
      queryFn: alphaByKeywordsQueryFn,
      // Every keystroke makes a new entry; drop old searches quickly.
      keepUnusedDataFor: 30,
    }),
    /**
     * Resolves a token's page (without language prefix). Never fails: a failed lookup answers
     * the default `/alpha/{chain}-{address}` (spec §8).
     */
    getAlphaTokenPath: build.query<string, AlphaTokenRef>({
      queryFn: alphaTokenPathQueryFn,
    }),
  }),
});

export const {
  useGetAlphaMarketsQuery,
  useLazyGetAlphaMarketsQuery,
  useGetAlphaByKeywordsQuery,
  useLazyGetAlphaByKeywordsQuery,
  useGetAlphaTokenPathQuery,
  useLazyGetAlphaTokenPathQuery,
} = alphaApi;
