import { getSite } from '@shell/site-config';
import { DELIVERY_DEDUPE_MS } from '../internal/spec';
import { MARKET_CALLS } from './calls';
import { shellApi } from '@shell/api-client';
import { acceptCode200 } from '@shell/api-client/core';
import { normalizedQueryFn } from '@shell/api-client/schemas';
import { deliveryContractsResponseSchema, normalizeDeliveryContracts } from '../schemas/delivery';
import type { DeliveryContract } from '../schemas/delivery';
import type { MarketScope } from './args';
import { APP_LANGUAGE_HEADER, SUB_WEBSITE_HEADER } from './headers';

const call = MARKET_CALLS.deliveryContracts;

export const deliveryContractsQueryFn = normalizedQueryFn<MarketScope, { code: number; data: unknown[] }, DeliveryContract[]>({
  name: 'getDeliveryContracts',
  request: (arg) => ({
    url: call.path,
    method: call.method,
    headers: { [APP_LANGUAGE_HEADER]: arg.lang, [SUB_WEBSITE_HEADER]: String(getSite(arg.site).subWebsiteId) },
  }),
  schema: deliveryContractsResponseSchema,
  accept: acceptCode200,
  // Sorted against the clock at fetch time; the list is not refreshed (spec §7), so neither is the order.
  normalize: (raw) => normalizeDeliveryContracts(raw.data, Math.floor(Date.now() / 1000)),
  fallback: () => [],
});

export const deliveryApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * USDT delivery contracts, upcoming ones first. Deduplicated for 30 s with no refresh
     * (spec §7): RTK Query already shares one request between simultaneous subscribers and
     * serves later ones from the cache; keeping the data exactly 30 s after the last subscriber
     * leaves means a flyout reopened within 30 s makes no request, and one reopened later does.
     */
    getDeliveryContracts: build.query<DeliveryContract[], MarketScope>({
      queryFn: deliveryContractsQueryFn,
      keepUnusedDataFor: DELIVERY_DEDUPE_MS / 1000,
      providesTags: ['DeliveryContracts'],
    }),
  }),
});

export const { useGetDeliveryContractsQuery, useLazyGetDeliveryContractsQuery } = deliveryApi;
