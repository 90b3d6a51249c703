import { getSite } from '@shell/site-config';
import { MARKET_CALLS } from './calls';
import { shellApi } from '@shell/api-client';
import { acceptCode200 } from '@shell/api-client/core';
import { normalizedQueryFn } from '@shell/api-client/schemas';
import { normalizeWeb3Chains, web3ChainsResponseSchema } from '../schemas/web3Chains';
import type { Web3Chain } from '../schemas/web3Chains';
import type { MarketScope } from './args';

export interface Web3ChainsArg extends MarketScope {
  /** Only this chain; every chain when absent. */
  chain?: string;
}

export const web3ChainsQueryFn = normalizedQueryFn<Web3ChainsArg, { code: number; data: unknown[] }, Web3Chain[]>({
  name: 'getWeb3Chains',
  request: (arg) => ({
    url: MARKET_CALLS.web3Chains.path,
    method: MARKET_CALLS.web3Chains.method,
    params: { lang: arg.lang, sub_website_id: getSite(arg.site).subWebsiteId, chain: arg.chain || undefined },
  }),
  schema: web3ChainsResponseSchema,
  accept: acceptCode200,
  normalize: (raw) => normalizeWeb3Chains(raw.data),
  fallback: () => [],
});

export const web3Api = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** The chains of the alpha chain menu. */
    getWeb3Chains: build.query<Web3Chain[], Web3ChainsArg>({
      queryFn: web3ChainsQueryFn,
      providesTags: ['AlphaMarkets'],
    }),
  }),
});

export const { useGetWeb3ChainsQuery, useLazyGetWeb3ChainsQuery } = web3Api;
