import type { MockDomainContext } from '../backend';
import type { MockRoute } from '../route';
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
