import { CACHE_NAMES, getSite } from '@shell/site-config';
import { MARKET_CALLS } from './calls';
import { shellApi } from '@shell/api-client';
import { acceptCode200 } from '@shell/api-client/core';
import { normalizedQueryFn } from '@shell/api-client/schemas';
import { marketTabsResponseSchema, normalizeMarketTabs } from '../schemas/tabs';
import type { MarketTab } from '../schemas/tabs';
import type { MarketScope } from './args';
import { APP_LANGUAGE_HEADER, APP_TYPE_HEADER, BUILD_NUMBER_HEADER, SUB_WEBSITE_HEADER, WEB_APP_TYPE } from './headers';
import { isMarketTabList } from '../schemas/cachedShapes';

type ListBody = { code: number; data: unknown[] };

export const marketTabsQueryFn = normalizedQueryFn<MarketScope, ListBody, MarketTab[]>({
  name: 'getMarketTabs',
  request: (arg, config) => ({
    url: MARKET_CALLS.marketTabs.path,
    method: MARKET_CALLS.marketTabs.method,
    params: { area: 'web_trade' },
    headers: {
      [APP_LANGUAGE_HEADER]: arg.lang,
      [APP_TYPE_HEADER]: WEB_APP_TYPE,
      [BUILD_NUMBER_HEADER]: config.buildNumber,
      [SUB_WEBSITE_HEADER]: String(getSite(arg.site).subWebsiteId),
    },
  }),
  schema: marketTabsResponseSchema,
  accept: acceptCode200,
  normalize: (raw) => normalizeMarketTabs(raw.data),
  fallback: () => [],
  cache: (arg) => ({ cacheName: CACHE_NAMES.menuWebTrade, langBound: true, site: arg.site, lang: arg.lang }),
  cachedShape: isMarketTabList,
});

export const tabsApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** The remote market tab menu: SPOT, CONTRACT, PILOT, OPTIONS, MEMEBOX and their subs. */
    getMarketTabs: build.query<MarketTab[], MarketScope>({
      queryFn: marketTabsQueryFn,
      providesTags: ['MarketTabs'],
    }),
  }),
});

export const {
  useGetMarketTabsQuery,
  useLazyGetMarketTabsQuery,
} = tabsApi;
