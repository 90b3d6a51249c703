// Test-only (never exported from the package): the fault-matrix rows of the package's calls, used
// by faults.test.ts, the coverage check faultCoverage.test.ts, csrf.test.ts and
// storage.robustness.test.tsx.
import type { MarketCallId } from './calls';
import { mockBackend } from '@shell/test-utils';
import type { PayWithCallId } from '../pay-with/calls';
import { fiatListApi } from '../pay-with/fiatListApi';
import { memeboxPaths, onChainMockData } from '../mocks/onChainData';
import type { ShellStore } from '@shell/api-client';
import { alphaApi } from './alphaApi';
import { deliveryApi } from './deliveryApi';
import { futuresApi } from './futuresApi';
import { memeboxApi } from './memeboxApi';
import { optionsApi } from './optionsApi';
import { pilotApi } from './pilotApi';
import { preMarketApi } from './preMarketApi';
import { spotApi } from './spotApi';
import { tabsApi } from './tabsApi';
import { web3Api } from './web3Api';

const scope = { site: 'main', lang: 'en' } as const;
const knownToken = onChainMockData(mockBackend.seed).alpha[0]!;
const memeSymbol = [...memeboxPaths(mockBackend.seed).keys()][0]!;

/** The calls this package owns: the flyouts' and the "Pay with" chooser's. */
export type MarketsPackageCallId = MarketCallId | PayWithCallId;

export interface MarketFaultCase {
  call: MarketsPackageCallId;
  endpoint: string;
  run: (store: ShellStore) => Promise<{ data?: unknown }>;
  fallback: unknown;
  /** For calls whose fault argument has no data behind it: an argument the mock knows. */
  runWithData?: (store: ShellStore) => Promise<{ data?: unknown }>;
}

/** Every call owned by the markets package, with the spec §8 fallback it must give. */
export const MARKET_FAULT_CASES: readonly MarketFaultCase[] = [
  { call: 'spotMarkets', endpoint: 'getSpotMarkets', run: (s) => s.dispatch(spotApi.endpoints.getSpotMarkets.initiate(scope)), fallback: [] },
  {
    call: 'futuresMarkets',
    endpoint: 'getFuturesMarkets',
    run: (s) => s.dispatch(futuresApi.endpoints.getFuturesMarkets.initiate(scope)),
    fallback: { USDT: [], BTC: [] },
  },
  {
    call: 'deliveryContracts',
    endpoint: 'getDeliveryContracts',
    run: (s) => s.dispatch(deliveryApi.endpoints.getDeliveryContracts.initiate(scope)),
    fallback: [],
  },
  {
    call: 'optionsUnderlying',
    endpoint: 'getOptionsUnderlying',
    run: (s) => s.dispatch(optionsApi.endpoints.getOptionsUnderlying.initiate(scope)),
    fallback: [],
  },
  {
    call: 'optionsMarkets',
    endpoint: 'getOptionsMarkets',
    run: (s) => s.dispatch(optionsApi.endpoints.getOptionsMarkets.initiate({ market: 'BTC_USDT', site: 'main' })),
    fallback: [],
  },
  {
    call: 'preMarket',
    endpoint: 'getPreMarket',
    run: (s) => s.dispatch(preMarketApi.endpoints.getPreMarket.initiate(scope)),
    fallback: { premint: [], pre_market: [] },
  },
  { call: 'pilotMarkets', endpoint: 'getPilotMarkets', run: (s) => s.dispatch(pilotApi.endpoints.getPilotMarkets.initiate(scope)), fallback: [] },
  { call: 'alphaMarkets', endpoint: 'getAlphaMarkets', run: (s) => s.dispatch(alphaApi.endpoints.getAlphaMarkets.initiate(scope)), fallback: [] },
  {
    call: 'alphaByKeywords',
    endpoint: 'getAlphaByKeywords',
    run: (s) => s.dispatch(alphaApi.endpoints.getAlphaByKeywords.initiate({ keywords: 'a', site: 'tr' })),
    fallback: [],
  },
  {
    call: 'alphaTokenPath',
    endpoint: 'getAlphaTokenPath',
    run: (s) => s.dispatch(alphaApi.endpoints.getAlphaTokenPath.initiate({ chain: 'eth', address: '0xabc' })),
    fallback: '/alpha/eth-0xabc',
    runWithData: (s) =>
      s.dispatch(alphaApi.endpoints.getAlphaTokenPath.initiate({ chain: knownToken.chain, address: knownToken.address })),
  },
  { call: 'web3Chains', endpoint: 'getWeb3Chains', run: (s) => s.dispatch(web3Api.endpoints.getWeb3Chains.initiate(scope)), fallback: [] },
  { call: 'marketTabs', endpoint: 'getMarketTabs', run: (s) => s.dispatch(tabsApi.endpoints.getMarketTabs.initiate(scope)), fallback: [] },
  {
    call: 'memeboxSymbolToPath',
    endpoint: 'getMemeboxPaths',
    run: (s) => s.dispatch(memeboxApi.endpoints.getMemeboxPaths.initiate({ symbols: ['PEPE'] })),
    fallback: {},
    runWithData: (s) => s.dispatch(memeboxApi.endpoints.getMemeboxPaths.initiate({ symbols: [memeSymbol, 'NOPE'] })),
  },
  {
    call: 'buyCryptoFiatList',
    endpoint: 'getBuyCryptoFiatList',
    run: (s) => s.dispatch(fiatListApi.endpoints.getBuyCryptoFiatList.initiate()),
    fallback: [],
  },
];
