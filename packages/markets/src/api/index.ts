// The market endpoints (spot, futures, delivery, options, pre-market, pilot, alpha, tabs, memebox),
// injected into the one shell API slice when this module is imported: only the flyouts (the lazy
// main entry) import it, so the endpoints load with them. The pure ranking and search functions
// of spec §5 are beside them in ../ranking.

// Endpoints and hooks.
export { spotApi, useGetSpotMarketsQuery, useLazyGetSpotMarketsQuery } from './spotApi';
export { FUTURES_POLLING, futuresApi, useGetFuturesMarketsQuery, useLazyGetFuturesMarketsQuery } from './futuresApi';
export { deliveryApi, useGetDeliveryContractsQuery, useLazyGetDeliveryContractsQuery } from './deliveryApi';
export {
  optionsApi,
  useGetOptionsMarketsQuery,
  useGetOptionsUnderlyingQuery,
  useLazyGetOptionsMarketsQuery,
  useLazyGetOptionsUnderlyingQuery,
} from './optionsApi';
export type { OptionsMarketsArg } from './optionsApi';
export { preMarketApi, useGetPreMarketQuery, useLazyGetPreMarketQuery } from './preMarketApi';
export { pilotApi, useGetPilotMarketsQuery, useLazyGetPilotMarketsQuery } from './pilotApi';
export {
  alphaApi,
  defaultAlphaPath,
  useGetAlphaByKeywordsQuery,
  useGetAlphaMarketsQuery,
  useGetAlphaTokenPathQuery,
  useLazyGetAlphaByKeywordsQuery,
  useLazyGetAlphaMarketsQuery,
  useLazyGetAlphaTokenPathQuery,
} from './alphaApi';
export type { AlphaKeywordsArg, AlphaMarketsArg, AlphaTokenRef } from './alphaApi';
export { useGetWeb3ChainsQuery, useLazyGetWeb3ChainsQuery, web3Api } from './web3Api';
export type { Web3ChainsArg } from './web3Api';
export {
  tabsApi,
  useGetMarketTabsQuery,
  useLazyGetMarketTabsQuery,
} from './tabsApi';
export { memeboxApi, useGetMemeboxPathsQuery, useLazyGetMemeboxPathsQuery } from './memeboxApi';
export type { MemeboxPathsArg } from './memeboxApi';
export { DEFAULT_TIMEZONE } from './args';
export type { MarketListArg, MarketScope } from './args';
export {
  APP_LANGUAGE_HEADER,
  APP_TYPE_HEADER,
  BUILD_NUMBER_HEADER,
  SUB_WEBSITE_HEADER,
  WEB_APP_TYPE,
} from './headers';


// Normalized shapes and the pure normalizers (for stories, fixtures and benchmarks).
export { normalizeSpotRow, normalizeSpotRows, readStFlag, SPOT_ROW } from '../schemas/spot';
export type { SpotMarket } from '../schemas/spot';
export type { Trend } from '../schemas/primitives';
export { acceptFuturesResult, emptyFuturesMarkets, normalizeFuturesMarkets } from '../schemas/futures';
export type { FuturesContract, FuturesMarkets } from '../schemas/futures';
export { sortDeliveryContracts } from '../schemas/delivery';
export type { DeliveryContract } from '../schemas/delivery';
export type { OptionsMarket, OptionsUnderlying } from '../schemas/options';
export { emptyPreMarketLists, PRE_MARKET_TAGS } from '../schemas/preMarket';
export type { PreMarketItem, PreMarketLists, PreMarketTag } from '../schemas/preMarket';
export type { PilotMarket } from '../schemas/pilot';
export type { AlphaSearchMarket, AlphaToken } from '../schemas/alpha';
export type { Web3Chain } from '../schemas/web3Chains';
export type { MarketSubTab, MarketTab } from '../schemas/tabs';
export { MARKET_CALLS } from './calls';
export type { MarketCallId } from './calls';
