// Public API of @shell/markets: the lazily loaded market flyouts of the header. Every export is
// listed by name.

// Components.
export { MarketFlyout } from './flyout/MarketFlyout';
export type { MarketFlyoutProps } from './flyout/MarketFlyout';
export type { HeaderEntryKind } from './flyout/kinds';
export { PayWithPanel, payWithFiat } from './pay-with/PayWithPanel';
export { MarketListPanel } from './list/MarketListPanel';
export type { MarketListMemory, MarketListPanelProps } from './list/MarketListPanel';
export type { MarketRowModel, MarketRowTag } from './list/rowModel';

// "/" focuses the market search.
export { isTypingTarget, MARKET_SEARCH_ATTRIBUTE, MarketSearchHotkey, useMarketSearchHotkey } from './search/useMarketSearchHotkey';
export type { MarketSearchHotkeyOptions } from './search/useMarketSearchHotkey';

// Market data for a host's own views (a ticker, a list page). Importing this entry injects every
// market endpoint into the one shell API slice; the other lists stay internal to the flyouts.
export { FUTURES_POLLING, useGetFuturesMarketsQuery, useGetSpotMarketsQuery } from './api';
export type { FuturesContract, FuturesMarkets, MarketListArg, MarketScope, SpotMarket } from './api';

// Pure rankers and filters (spec §5).
export { escapeRegExp, filterFiatList, marketRankTier, rankMarkets, searchOptions, searchPilot, searchPreMarket } from './ranking';
export { selectSpotMarkets, spotSubFilter } from './panels/SpotPanel';
export { selectFuturesContracts } from './panels/FuturesPanel';
export { searchDelivery } from './panels/DeliveryPanel';
export { pilotSubFilter } from './panels/PilotPanel';
export { memeboxRows, tokenSymbol } from './panels/MemeboxPanel';
export { underlyingFor } from './panels/OptionsPanel';
export {
  alphaRow,
  alphaSearchRow,
  deliveryRow,
  futuresRow,
  memeboxRow,
  optionsRow,
  pilotRow,
  preMarketRow,
  spotRow,
} from './panels/toRows';

// Favourites and recently viewed (local storage, per site and user).
export { MARKET_MEMORY_LIMITS, marketMemoryKey, parseMarketMemory, pickRemembered, pushRecent, toggleFavourite } from './memory/marketMemory';
export type { MarketMemoryKind } from './memory/marketMemory';
export { useFavouritesAndRecent, useMarketMemory } from './memory/useMarketMemory';
export type { MarketMemory } from './memory/useMarketMemory';

// Icons, messages.
export { iconCacheDay, marketIconUrl } from './internal/iconUrl';
export { marketsMessages } from './messages';
export type { MarketsMessageKey } from './messages';
export { loadMarketsMessages } from './loadMarketsMessages';
