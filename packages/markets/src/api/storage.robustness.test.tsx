import { CACHE_NAMES } from '@shell/site-config';
import { describeCacheRobustness } from '@shell/test-utils';
import { marketsMockFeature } from '../mocks';
import { isCurrencyOptionList } from '../schemas/currencyOption';
import {
  isAlphaTokenList,
  isFuturesMarkets,
  isMarketTabList,
  isOptionsUnderlyingList,
  isPilotMarketList,
  isPreMarketLists,
  isSpotMarketList,
} from '../schemas/cachedShapes';
import { MARKET_FAULT_CASES } from './faultCases.test-helper';
import type { MarketsPackageCallId as CallId } from './faultCases.test-helper';

/**
 * Storage robustness of this package's persistent caches (spec §4/§5, the shared suite of
 * @shell/test-utils): every spec §7 cache of the market lists, the market tabs and the fiat list.
 */
const CACHES: ReadonlyArray<{ call: CallId; cacheName: string; guard: (value: unknown) => boolean }> = [
  { call: 'spotMarkets', cacheName: CACHE_NAMES.allMarket, guard: isSpotMarketList },
  { call: 'futuresMarkets', cacheName: CACHE_NAMES.futureContracts, guard: isFuturesMarkets },
  { call: 'optionsUnderlying', cacheName: CACHE_NAMES.options, guard: isOptionsUnderlyingList },
  { call: 'preMarket', cacheName: CACHE_NAMES.preMarket, guard: isPreMarketLists },
  { call: 'pilotMarkets', cacheName: CACHE_NAMES.pilotMarket, guard: isPilotMarketList },
  { call: 'alphaMarkets', cacheName: CACHE_NAMES.alphaMarket, guard: isAlphaTokenList },
  { call: 'marketTabs', cacheName: CACHE_NAMES.menuWebTrade, guard: isMarketTabList },
  { call: 'buyCryptoFiatList', cacheName: CACHE_NAMES.buyCryptoFiatSetting, guard: isCurrencyOptionList },
];

/** The reference time variant the lists that have one are stored under. */
const VARIANTS: Partial<Record<CallId, string>> = { spotMarkets: '24h', futuresMarkets: '24h', pilotMarkets: '24h', alphaMarkets: '24h' };

/**
 * An entry exactly as the call stores it: the language-bound market lists inside their
 * `{ value, variant }` wrapper, the fiat list plain.
 */
function entryHolding(call: CallId, value: unknown): string {
  return JSON.stringify(
    call === 'buyCryptoFiatList' ? { value, lang: null, storedAt: Date.now() } : { value: { value, variant: VARIANTS[call] ?? '' }, lang: 'en', storedAt: Date.now() },
  );
}

const CASES = CACHES.map(({ call, cacheName, guard }) => {
  const row = MARKET_FAULT_CASES.find((candidate) => candidate.call === call);
  if (!row) throw new Error(`no fault case for ${call}`);
  return {
    call,
    cacheName,
    guard,
    data: async (store: Parameters<typeof row.run>[0]) => (await row.run(store)).data,
    entryHolding: (value: unknown) => entryHolding(call, value),
    fallback: row.fallback,
    path: marketsMockFeature.calls[call]!.path,
  };
});

// The mechanism is one code path (cachedQueryFn, under normalizedQueryFn for the market lists): the
// storage modes and corrupt entries go through two cheap calls, one of each kind.
describeCacheRobustness(CASES, { mechanism: ['marketTabs', 'buyCryptoFiatList'] });
