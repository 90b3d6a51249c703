import { defineMessages } from '@shell/site-config';
import { payWithMessages } from './pay-with/messages';

/** Every user-visible text of @shell/markets (ids namespaced `markets.`). */
export const marketsMessages = defineMessages({
  // The "Pay with" texts live beside their entry (@shell/markets/pay-with loads without the flyouts).
  ...payWithMessages,
  flyoutLabel: {
    id: 'markets.flyout.label',
    defaultMessage: '{group} markets',
    description: 'Accessible name of a market flyout; group is a tab name such as Spot or Futures',
  },
  topMenuLabel: { id: 'markets.menu.top', defaultMessage: 'Market groups', description: 'Accessible name of the row of market group tabs' },
  subMenuLabel: { id: 'markets.menu.sub', defaultMessage: 'Market categories', description: 'Accessible name of the row of sub-tabs (quote currency, chain, …)' },
  favourites: { id: 'markets.tab.favourites', defaultMessage: 'Favourites', description: 'Tab listing the markets the user starred' },
  recent: { id: 'markets.tab.recent', defaultMessage: 'Recently viewed', description: 'Tab listing the markets the user opened last' },
  spot: { id: 'markets.tab.spot', defaultMessage: 'Spot', description: 'Spot market tab group' },
  alpha: { id: 'markets.tab.alpha', defaultMessage: 'Alpha', description: 'Alpha (on-chain tokens) tab; product name' },
  futures: { id: 'markets.tab.futures', defaultMessage: 'Futures', description: 'Futures (contract) tab group' },
  options: { id: 'markets.tab.options', defaultMessage: 'Options', description: 'Options tab group' },
  pilot: { id: 'markets.tab.pilot', defaultMessage: 'Pilot', description: 'Pilot (early on-chain tokens) tab group; product name' },
  memebox: { id: 'markets.tab.memebox', defaultMessage: 'Memebox', description: 'Memebox tab group; product name' },
  preMarket: { id: 'markets.tab.preMarket', defaultMessage: 'Pre-market', description: 'Pre-market trading tab' },
  premint: { id: 'markets.tab.premint', defaultMessage: 'Premint', description: 'Premint listings tab; product name' },
  all: { id: 'markets.sub.all', defaultMessage: 'All', description: 'Sub-tab showing every market of the group' },
  hot: { id: 'markets.sub.hot', defaultMessage: 'Hot', description: 'Sub-tab / badge for popular markets' },
  new: { id: 'markets.sub.new', defaultMessage: 'New', description: 'Sub-tab / badge for newly listed markets' },
  usdtMargined: { id: 'markets.sub.usdtMargined', defaultMessage: 'USDT-M', description: 'USDT-settled perpetual futures sub-tab' },
  coinMargined: { id: 'markets.sub.coinMargined', defaultMessage: 'Coin-M', description: 'BTC-settled (coin-margined) perpetual futures sub-tab' },
  delivery: { id: 'markets.sub.delivery', defaultMessage: 'Delivery', description: 'Delivery (dated) futures sub-tab' },
  searchLabel: { id: 'markets.search.label', defaultMessage: 'Search markets', description: 'Accessible name and placeholder of the market search field' },
  alphaSearchLabel: {
    id: 'markets.search.alpha',
    defaultMessage: 'Search token or contract address',
    description: 'Placeholder of the alpha token search field',
  },
  searchHint: {
    id: 'markets.search.hint',
    defaultMessage: 'Arrow keys move through the results, Enter opens, Shift+Enter stars, Escape closes.',
    description: 'Screen-reader hint of the market search field',
  },
  listLabel: { id: 'markets.list.label', defaultMessage: 'Markets', description: 'Accessible name of a market list' },
  loading: { id: 'markets.list.loading', defaultMessage: 'Loading markets', description: 'Announced while a market list loads' },
  empty: { id: 'markets.list.empty', defaultMessage: 'No markets found', description: 'Empty state of a market list (no data or no search hit)' },
  viewAll: { id: 'markets.list.viewAll', defaultMessage: 'View all', description: 'Link to the full markets page, shown after scrolling' },
  resultCount: {
    id: 'markets.list.count',
    defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}',
    description: 'Announced to screen readers when the list changes',
  },
  leverage: { id: 'markets.row.leverage', defaultMessage: '{multiple}x', description: 'Leverage badge, e.g. 10x' },
  stTag: { id: 'markets.row.st', defaultMessage: 'ST', description: 'Badge of a special-treatment (higher risk) market; keep short' },
  stTitle: { id: 'markets.row.stTitle', defaultMessage: 'Special treatment: higher risk', description: 'Tooltip of the ST badge' },
  volume: { id: 'markets.row.volume', defaultMessage: 'Vol {volume}', description: '24h volume label of a market row' },
  favouriteAdd: { id: 'markets.row.favouriteAdd', defaultMessage: 'Add {name} to favourites', description: 'Tooltip of the star of a market row' },
  favouriteRemove: {
    id: 'markets.row.favouriteRemove',
    defaultMessage: 'Remove {name} from favourites',
    description: 'Tooltip of the filled star of a market row',
  },
  favouriteState: { id: 'markets.row.favourite', defaultMessage: 'starred', description: 'Read after a starred market row name' },
  call: { id: 'markets.row.call', defaultMessage: 'Call', description: 'Options call contract badge' },
  put: { id: 'markets.row.put', defaultMessage: 'Put', description: 'Options put contract badge' },
  allChains: { id: 'markets.alpha.allChains', defaultMessage: 'All chains', description: 'Alpha chain menu entry for every chain' },
});

export type MarketsMessageKey = keyof typeof marketsMessages;
