import { isListOf, isRecordOfLists } from './shape';
import type { ShapeOf } from './shape';
import type { AlphaToken } from './alpha';
import type { FuturesContract } from './futures';
import type { OptionsUnderlying } from './options';
import type { PilotMarket } from './pilot';
import type { PreMarketItem } from './preMarket';
import type { SpotMarket } from './spot';
import type { MarketSubTab, MarketTab } from './tabs';

/**
 * The shape of every market list the persistent cache keeps, checked when an entry is read back
 * (`isListOf`, `shape.ts`). localStorage is shared with the whole origin, so a
 * well-formed entry can still hold rows of another shape; such a value counts as no cache.
 * `ShapeOf<T>` lists every field of the normalized type, so a new field cannot be forgotten here.
 */

const spotMarket: ShapeOf<SpotMarket> = {
  pair: 'string', curr_a: 'string', curr_b: 'string', name: 'string', full_name: 'string', rate: 'number', p_rate: 'number',
  rate_percent: 'number', vol_b: 'number', multiple: 'number', enable_credit: 'boolean', symbol: 'string', categories: 'strings',
  trend: 'string', opening_time: 'number', cross_multiple: 'number', isST: 'boolean', icon: 'string', link: 'string',
};

const futuresContract: ShapeOf<FuturesContract> = {
  settle: 'string', name: 'string', pair: 'string', curr_a: 'string', curr_b: 'string', coin_name: 'string', leftTitle: 'string',
  rightTitle: 'string', imgName: 'string', icon: 'string', link: 'string', categories: 'string', categoryList: 'strings',
  full_name: 'string', isST: 'boolean', last_price: 'number', change_percentage: 'number', trend: 'string', volume_24h_quote: 'number',
  leverage_max: 'number',
};

const optionsUnderlying: ShapeOf<OptionsUnderlying> = { name: 'string', base: 'string', icon_url_64: 'string', index_price: 'number', link: 'string' };

const preMarketItem: ShapeOf<PreMarketItem> = {
  currency: 'string', market: 'string', full_name: 'string', icon: 'string', tags: 'strings', last_price: 'number',
  change_percentage: 'number', link: 'string',
};

const pilotMarket: ShapeOf<PilotMarket> = {
  address: 'string', show_pair: 'string', seo_path: 'string', icon: 'string', chain: 'string', chain_icon: 'string', is_hot: 'boolean',
  cate: 'string', categories: 'strings', price: 'number', change_percentage: 'number', trend: 'string', volume: 'number', link: 'string',
};

const alphaToken: ShapeOf<AlphaToken> = {
  address: 'string', chain: 'string', show_pair: 'string', pair: 'string', icon: 'string', chain_icon: 'string', price: 'number',
  change_percentage: 'number', volume: 'number', market_cap: 'number', trend: 'string', link: 'string',
};

const marketSubTab: ShapeOf<MarketSubTab> = { market: 'string', title: 'string' };
const marketTab: ShapeOf<MarketTab> = { market: 'string', title: 'string', sub: { list: marketSubTab } };

export const isSpotMarketList = isListOf(spotMarket);
export const isFuturesMarkets = isRecordOfLists(['USDT', 'BTC'], futuresContract);
export const isOptionsUnderlyingList = isListOf(optionsUnderlying);
export const isPreMarketLists = isRecordOfLists(['premint', 'pre_market'], preMarketItem);
export const isPilotMarketList = isListOf(pilotMarket);
export const isAlphaTokenList = isListOf(alphaToken);
export const isMarketTabList = isListOf(marketTab);
