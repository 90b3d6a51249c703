import { describe, expect, it } from 'vitest';
import { createTestStore } from '@shell/test-utils';
import { FAULT_KINDS, FAULT_LOG_REASON } from '../mocks/faults';
import type { CallId } from '../endpoints/catalog';
import { CALLS } from '../endpoints/catalog';
import { DEFAULT_MOCK_SEED } from '../mocks/backend';
import { memeboxPaths, onChainMockData } from '../mocks/markets/onChainData';
import type { ShellStore } from '../store';
import { alphaApi } from './alphaApi';
import { deliveryApi } from './deliveryApi';
import { futuresApi } from './futuresApi';
import { memeboxApi } from './memeboxApi';
import { optionsApi } from './optionsApi';
import { pilotApi } from './pilotApi';
import { preMarketApi } from './preMarketApi';
import { searchApi } from './searchApi';
import { spotApi } from './spotApi';
import { tabsApi } from './tabsApi';
import { web3Api } from './web3Api';

const scope = { site: 'main', lang: 'en' } as const;
const knownToken = onChainMockData(DEFAULT_MOCK_SEED).alpha[0]!;
const memeSymbol = [...memeboxPaths(DEFAULT_MOCK_SEED).keys()][0]!;

interface Case {
  call: CallId;
  endpoint: string;
  run: (store: ShellStore) => Promise<{ data?: unknown }>;
  fallback: unknown;
  /** For calls whose fault argument has no data behind it: an argument the mock knows. */
  runWithData?: (store: ShellStore) => Promise<{ data?: unknown }>;
}

/** Every call owned by the markets package, with the spec §8 fallback it must give. */
const CASES: Case[] = [
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
    call: 'alphaCurrencies',
    endpoint: 'getAlphaCurrencies',
    run: (s) => s.dispatch(alphaApi.endpoints.getAlphaCurrencies.initiate({ name: 'a' })),
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
    call: 'tabSearchMenus',
    endpoint: 'getTabSearchMenus',
    run: (s) => s.dispatch(tabsApi.endpoints.getTabSearchMenus.initiate(scope)),
    fallback: [],
  },
  {
    call: 'keywordSearch',
    endpoint: 'getKeywordSearch',
    run: (s) => s.dispatch(searchApi.endpoints.getKeywordSearch.initiate({ keyword: 'btc', lang: 'en' })),
    fallback: [],
  },
  {
    call: 'memeboxSymbolToPath',
    endpoint: 'getMemeboxPaths',
    run: (s) => s.dispatch(memeboxApi.endpoints.getMemeboxPaths.initiate({ symbols: ['PEPE'] })),
    fallback: {},
    runWithData: (s) => s.dispatch(memeboxApi.endpoints.getMemeboxPaths.initiate({ symbols: [memeSymbol, 'NOPE'] })),
  },
];

const EXPECTED_REASON = FAULT_LOG_REASON;

describe('market calls under every fault', () => {
  it('covers every call the catalogue gives the markets package', () => {
    const owned = Object.values(CALLS)
      .filter((call) => call.owner === 'markets')
      .map((call) => call.id);
    expect(CASES.map((c) => c.call).sort()).toEqual([...owned].sort());
  });

  const table = CASES.flatMap((c) => FAULT_KINDS.map((kind) => ({ ...c, kind })));

  it.each(table)('$call × $kind → §8 fallback and one api.fallback line', async ({ call, endpoint, run, fallback, kind }) => {
    // Only the timeout fault needs the preset's short timeout; the others must not trip it on a busy machine.
    const { store, logger } = createTestStore({ faults: [{ call, kind }] });
    const result = await run(store);
    expect(result.data).toEqual(fallback);
    const lines = logger.entries.filter((entry) => entry.event === 'api.fallback');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ source: endpoint, reason: EXPECTED_REASON[kind] });
  });

  it.each(CASES)('$call answers real data without any log line', async ({ run, runWithData, fallback }) => {
    const { store, logger } = createTestStore();
    const result = await (runWithData ?? run)(store);
    expect(result.data).not.toEqual(fallback);
    expect(logger.entries).toEqual([]);
  });
});
