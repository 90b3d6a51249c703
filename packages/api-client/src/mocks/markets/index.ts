import { MARKET_CALLS } from '../../markets/calls';
import type { MockDomainContext, MockFeature, MockRoute } from '../route';
import { createOptionsAndPreMarketRoutes } from './derivativeRoutes';
import { createOnChainRoutes } from './onChainRoutes';
import { createSearchRoutes } from './searchRoutes';
import { createSpotAndFuturesRoutes } from './spotRoutes';

/**
 * Routes for every market call of the catalogue (owner `markets`). Data is generated from the
 * seed on first request and memoized, so creating the backend costs nothing. Shapes are listed in
 * packages/api-client/README.md ("Market and reminder calls").
 */
export function createMarketRoutes(context: MockDomainContext): MockRoute[] {
  return [
    ...createSpotAndFuturesRoutes(context),
    ...createOptionsAndPreMarketRoutes(context),
    ...createOnChainRoutes(context),
    ...createSearchRoutes(context),
  ];
}

/** The markets part of the mock backend: pass it in `createMockBackend({ features })`. */
export const marketsMockFeature: MockFeature = { name: 'markets', calls: MARKET_CALLS, routes: createMarketRoutes };
