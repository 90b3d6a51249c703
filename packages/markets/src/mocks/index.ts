// Public API of @shell/markets/mocks: the markets' part of the mock backend (@shell/mocks and msw,
// optional peers). Only the demo, Storybook, tests and consumers' own mocks import it; no runtime
// entry does.
import type { MockDomainContext, MockFeature, MockRoute } from '@shell/mocks';
import { MARKET_CALLS } from '../api/calls';
import { PAY_WITH_CALLS } from '../pay-with/calls';
import { createOptionsAndPreMarketRoutes } from './derivativeRoutes';
import { createOnChainRoutes } from './onChainRoutes';
import { createPayWithRoutes } from './payWithRoutes';
import { createSearchRoutes } from './searchRoutes';
import { createSpotAndFuturesRoutes } from './spotRoutes';

/** Every call this package owns: the flyouts' lists and the "Pay with" fiat list. */
const MARKETS_PACKAGE_CALLS = { ...MARKET_CALLS, ...PAY_WITH_CALLS };

/**
 * Routes for every call of the package. Data is generated from the seed on first request and
 * memoized, so creating the backend costs nothing. Shapes are listed in this package's README.
 */
function createMarketRoutes(context: MockDomainContext): MockRoute[] {
  return [
    ...createSpotAndFuturesRoutes(context),
    ...createOptionsAndPreMarketRoutes(context),
    ...createOnChainRoutes(context),
    ...createSearchRoutes(context),
    ...createPayWithRoutes(context),
  ];
}

/** The markets part of the mock backend: pass it in `createMockBackend({ features })`. */
export const marketsMockFeature: MockFeature = { name: 'markets', calls: MARKETS_PACKAGE_CALLS, routes: createMarketRoutes };
