import { PRE_MARKET_PAGE_SIZE } from '../internal/spec';
import type { MockDomainContext, MockRoute } from '@shell/mocks';
import { badRequest, ok } from '@shell/mocks';
import { nowSeconds } from './now';
import { optionsMarketsAt, optionsUnderlyingsFor } from './derivativesData';
import { preMarketMockData } from './onChainData';

/** optionsUnderlying, optionsMarkets, preMarket. */
export function createOptionsAndPreMarketRoutes({ seed }: MockDomainContext): MockRoute[] {
  return [
    {
      call: 'optionsUnderlying',
      resolve: () => ok(optionsUnderlyingsFor(seed)),
      invalidBody: () => ({ code: 200, message: 'success', data: { BTC_USDT: {} } }),
    },
    {
      call: 'optionsMarkets',
      resolve: ({ url }) => {
        const market = url.searchParams.get('market');
        if (!market || url.searchParams.get('subWebsiteId') === null) return badRequest('market and subWebsiteId required');
        return ok(optionsMarketsAt(seed, market, nowSeconds()));
      },
      invalidBody: () => ({ code: 200, message: 'success', data: { pairs: [] } }),
    },
    {
      call: 'preMarket',
      resolve: ({ url }) => {
        const limit = Number(url.searchParams.get('limit'));
        const page = Number(url.searchParams.get('page'));
        if (limit !== PRE_MARKET_PAGE_SIZE || page !== 1) return badRequest(`limit=${PRE_MARKET_PAGE_SIZE}&page=1 expected`);
        const data = preMarketMockData(seed);
        return ok({ list: { premint: data.premint.slice(0, limit), pre_market: data.pre_market.slice(0, limit) } });
      },
      invalidBody: () => ({ code: 200, message: 'success', data: { list: [] } }),
    },
  ];
}
