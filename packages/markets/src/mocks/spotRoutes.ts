import { REFERENCE_TIMES } from '@shell/site-config';
import type { MockDomainContext, MockRoute } from '@shell/mocks';
import { badRequest, ok } from '@shell/mocks';
import { nowSeconds } from './now';
import { deliveryContractsAt, futuresMockData } from './derivativesData';
import { APP_LANGUAGE_HEADER, SUB_WEBSITE_HEADER } from '../api/headers';
import { spotMockData, spotRowsAt } from './spotData';
import { hostileDeliveryContracts, hostileFuturesContracts, hostileSpotRows } from './hostile';
import { badInputFuturesContracts, badInputSpotRows } from './badInput';

function timezoneOk(url: URL): boolean {
  return (REFERENCE_TIMES as readonly string[]).includes(url.searchParams.get('timezone') ?? '');
}

/** spotMarkets, futuresMarkets, deliveryContracts. */
export function createSpotAndFuturesRoutes({ seed }: MockDomainContext): MockRoute[] {
  return [
    {
      call: 'spotMarkets',
      resolve: ({ url }) => {
        if (url.searchParams.get('exchange_type') !== 'ALL' || !timezoneOk(url)) return badRequest('exchange_type=ALL and timezone required');
        return ok(spotRowsAt(spotMockData(seed), nowSeconds()));
      },
      invalidBody: () => ({ code: 200, message: 'success', data: { rows: 'BTC_USDT' } }),
      hostile: hostileSpotRows,
      badInput: badInputSpotRows,
    },
    {
      call: 'futuresMarkets',
      resolve: ({ url }) => {
        const params = url.searchParams;
        if (params.get('exchange_type') !== 'CONTRACT_ALL' || params.get('is_testnet') !== '0' || !timezoneOk(url)) {
          return badRequest('exchange_type=CONTRACT_ALL, is_testnet=0 and timezone required');
        }
        return ok(futuresMockData(seed));
      },
      invalidBody: () => ({ code: 200, message: 'success', data: { usdt: [], btc: [] } }),
      hostile: hostileFuturesContracts,
      badInput: badInputFuturesContracts,
    },
    {
      call: 'deliveryContracts',
      resolve: ({ request }) => {
        if (!request.headers.get(APP_LANGUAGE_HEADER) || request.headers.get(SUB_WEBSITE_HEADER) === null) {
          return badRequest('language and site headers required');
        }
        return ok(deliveryContractsAt(seed, nowSeconds()));
      },
      invalidBody: () => ({ code: 200, message: 'success', data: 'contracts' }),
      hostile: hostileDeliveryContracts,
    },
  ];
}
