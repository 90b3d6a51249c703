// Public API of @shell/markets: the lazily loaded market flyouts of the header. Every export is
// listed by name. The other rankers, the filters, row mappers, favourites helpers, icon URLs and message
// descriptors are internal to the flyouts.

// Components.
export { MarketFlyout } from './flyout/MarketFlyout';
export type { MarketFlyoutProps } from './flyout/MarketFlyout';
export type { HeaderEntryKind } from './flyout/kinds';
export { PayWithPanel } from './pay-with/PayWithPanel';
// For hosts that build their own market page: the search field + virtual list, and the
// favourites / recently viewed it shows.
export { MarketListPanel } from './list/MarketListPanel';
export type { MarketListMemory, MarketListPanelProps } from './list/MarketListPanel';
export type { MarketRowModel, MarketRowTag } from './list/rowModel';
// The rows of the two lists a host can read (`useGetSpotMarketsQuery`, `useGetFuturesMarketsQuery`).
export { futuresRow, spotRow } from './panels/toRows';
export { useFavouritesAndRecent, useMarketMemory } from './memory/useMarketMemory';
export type { MarketMemory } from './memory/useMarketMemory';
export type { MarketMemoryKind } from './memory/marketMemory';

// "/" focuses the market search: the host wires `onRequestOpen` to open a flyout.
export { MarketSearchHotkey, useMarketSearchHotkey } from './search/useMarketSearchHotkey';
export type { MarketSearchHotkeyOptions } from './search/useMarketSearchHotkey';

// Market data for a host's own views (a ticker, a list page). Importing this entry injects every
// market endpoint into the one shell API slice; the other lists stay internal to the flyouts.
export { FUTURES_POLLING, useGetFuturesMarketsQuery, useGetSpotMarketsQuery } from './api';
export type { FuturesContract, FuturesMarkets, MarketListArg, MarketScope, SpotMarket } from './api';
// The spec §5 search ranking over those lists (see the README's example).
export { rankMarkets } from './ranking';

// Messages.
export type { MarketsMessageKey } from './messages';
export { loadMarketsMessages } from './loadMarketsMessages';
