// Public API of @shell/markets: the lazily loaded market flyouts of the header and the "/" search
// hotkey. Every export is listed by name. The list panel, the market data hooks, the ranking, the
// row mappers, favourites and message descriptors are internal to the flyouts; the "Pay with"
// chooser is `@shell/markets/pay-with`, the catalog loader `@shell/markets/messages`.

export { MarketFlyout } from './flyout/MarketFlyout';
export type { MarketFlyoutProps } from './flyout/MarketFlyout';
export type { HeaderEntryKind } from './flyout/kinds';

// "/" focuses the market search: the host wires `onRequestOpen` to open a flyout.
export { MarketSearchHotkey } from './search/useMarketSearchHotkey';
export type { MarketSearchHotkeyOptions } from './search/useMarketSearchHotkey';

export type { MarketsMessageKey } from './messages';
