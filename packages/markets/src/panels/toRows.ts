import { shortenAddress } from '../internal/spec';
import type { AlphaSearchMarket, AlphaToken, DeliveryContract, FuturesContract, OptionsMarket, PilotMarket, PreMarketItem, SpotMarket } from '../api';
import type { MarketRowModel, MarketRowTag } from '../list/rowModel';

const NO_TAGS: readonly MarketRowTag[] = Object.freeze([]);
const HOT: readonly MarketRowTag[] = Object.freeze(['hot']);

/** Spot pair → row: links to `/trade/{BASE_QUOTE}`; active when the route ends in the pair. */
export function spotRow(market: SpotMarket): MarketRowModel {
  return {
    id: market.pair,
    href: market.link,
    activeKey: market.pair,
    title: market.name,
    subtitle: market.full_name,
    icon: market.icon,
    price: market.rate,
    quote: market.curr_b,
    percent: market.rate_percent,
    volume: market.vol_b,
    leverage: market.multiple,
    isST: market.isST,
    tags: NO_TAGS,
    memoryId: market.link,
  };
}

/** Perpetual contract → row: `/futures/{SETTLE}/{contract}`; ids carry the settle currency. */
export function futuresRow(contract: FuturesContract): MarketRowModel {
  return {
    id: `${contract.settle}:${contract.name}`,
    href: contract.link,
    activeKey: contract.name,
    title: `${contract.leftTitle}/${contract.rightTitle}`,
    subtitle: contract.full_name,
    icon: contract.icon,
    price: contract.last_price,
    quote: contract.rightTitle,
    percent: contract.change_percentage,
    volume: contract.volume_24h_quote,
    leverage: contract.leverage_max,
    isST: contract.isST,
    tags: NO_TAGS,
    memoryId: contract.link,
  };
}

/** Delivery contract → row: `/futures-delivery/USDT/{contract}`. */
export function deliveryRow(contract: DeliveryContract): MarketRowModel {
  return {
    id: contract.name,
    href: contract.link,
    activeKey: contract.name,
    title: contract.name,
    subtitle: contract.full_name,
    icon: contract.icon,
    price: contract.last_price,
    quote: 'USDT',
    percent: contract.change_percentage,
    volume: null,
    leverage: 0,
    isST: contract.isST,
    tags: NO_TAGS,
  };
}

/** Option contract → row: `/options/{pair}`. */
export function optionsRow(market: OptionsMarket): MarketRowModel {
  return {
    id: market.pair,
    href: market.link,
    activeKey: market.pair,
    title: market.pair,
    subtitle: market.underlying,
    icon: market.icon,
    price: market.last_price,
    quote: 'USDT',
    percent: market.change_percentage,
    volume: null,
    leverage: 0,
    isST: false,
    tags: [market.type],
  };
}

/** Pre-market or premint listing → row: `/pre-market/{CURRENCY}`, with its hot/new tags. */
export function preMarketRow(item: PreMarketItem): MarketRowModel {
  return {
    id: item.market || item.currency,
    href: item.link,
    activeKey: item.currency,
    title: item.currency,
    subtitle: item.full_name,
    icon: item.icon,
    price: item.last_price,
    quote: 'USDT',
    percent: item.change_percentage,
    volume: null,
    leverage: 0,
    isST: false,
    tags: item.tags,
  };
}

/** Pilot token → row: `/pilot/{seo_path}`; hot tokens carry the hot badge. */
export function pilotRow(market: PilotMarket): MarketRowModel {
  return {
    id: `${market.chain}:${market.address}`,
    href: market.link,
    activeKey: market.seo_path,
    title: market.show_pair,
    subtitle: shortenAddress(market.address),
    icon: market.icon,
    price: market.price,
    quote: 'USDT',
    percent: market.change_percentage,
    volume: market.volume,
    leverage: 0,
    isST: false,
    tags: market.is_hot ? HOT : NO_TAGS,
  };
}

/** Alpha token → row: the default `/alpha/{chain}-{address}` until a click resolves its path. */
export function alphaRow(token: AlphaToken): MarketRowModel {
  return {
    id: `${token.chain}:${token.address}`,
    href: token.link,
    activeKey: `${token.chain}-${token.address}`,
    title: token.show_pair || token.address,
    subtitle: `${token.chain.toUpperCase()} · ${shortenAddress(token.address)}`,
    icon: token.icon,
    price: token.price,
    quote: 'USDT',
    percent: token.change_percentage,
    volume: token.volume,
    leverage: 0,
    isST: false,
    tags: NO_TAGS,
    alphaToken: { chain: token.chain, address: token.address },
  };
}

/** Alpha keyword hit → row (no price in a search hit). Hits without an address link to `/alpha`. */
export function alphaSearchRow(hit: AlphaSearchMarket, defaultPath: (token: { chain: string; address: string }) => string): MarketRowModel {
  const chain = hit.options.web3_chain;
  const address = hit.options.address;
  return {
    id: `${chain}:${address || hit.market}`,
    href: address ? defaultPath({ chain, address }) : '/alpha',
    activeKey: address ? `${chain}-${address}` : hit.market,
    title: hit.title || hit.market,
    subtitle: address ? `${chain.toUpperCase()} · ${shortenAddress(address)}` : chain.toUpperCase(),
    icon: hit.options.icon,
    price: null,
    quote: 'USDT',
    percent: null,
    volume: null,
    leverage: 0,
    isST: false,
    tags: NO_TAGS,
    alphaToken: address ? { chain, address } : undefined,
  };
}

/** Memebox token → row: its page from `symbol_to_path`. */
export function memeboxRow(token: AlphaToken, symbol: string, path: string): MarketRowModel {
  return { ...alphaRow(token), id: `memebox:${symbol}`, href: path, activeKey: path.split('/').pop() ?? symbol, alphaToken: undefined };
}
