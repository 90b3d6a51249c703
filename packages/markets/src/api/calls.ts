import { defineCalls } from '@shell/api-client/core';

/** The market calls (spec §7): lists, search, alpha, pay-with menus. Paths marked `chosen` are our choice. */
export const MARKET_CALLS = defineCalls({
  spotMarkets: { method: 'GET', path: '/apiw/v2/market/spots' },
  futuresMarkets: { method: 'GET', path: '/apiw/v2/market/futures' },
  deliveryContracts: { method: 'GET', path: '/apiw/v2/delivery/usdt/contracts' },
  optionsUnderlying: { method: 'GET', path: '/apiw/v2/options/underlying' },
  optionsMarkets: { method: 'GET', path: '/apiw/v2/options/markets', chosen: true },
  preMarket: { method: 'GET', path: '/apiw/v2/pre-market/service/currencies/simple-info' },
  pilotMarkets: { method: 'GET', path: '/apiw/v2/pilot/markets' },
  alphaMarkets: { method: 'GET', path: '/apiw/v2/alpha/markets' },
  alphaByKeywords: { method: 'GET', path: '/apiw/v2/alpha/markets_by_keywords' },
  alphaTokenPath: { method: 'GET', path: '/apiw/v2/alpha/token_path', chosen: true },
  web3Chains: { method: 'GET', path: '/apiw/v2/web3/chains', chosen: true },
  marketTabs: { method: 'GET', path: '/apiw/v2/common/tabs' },
  memeboxSymbolToPath: { method: 'POST', path: '/api/web/v1/web3-trade-interface/memebox/symbol_to_path' },
});

export type MarketCallId = keyof typeof MARKET_CALLS;
