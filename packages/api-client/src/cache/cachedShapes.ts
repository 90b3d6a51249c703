import type { ComplianceInfo } from '@shell/site-config';
import type { CurrencyOption } from '../schemas/currencyOption';
import type { AlphaToken } from '../schemas/markets/alpha';
import type { FuturesContract } from '../schemas/markets/futures';
import type { OptionsUnderlying } from '../schemas/markets/options';
import type { PilotMarket } from '../schemas/markets/pilot';
import type { PreMarketItem } from '../schemas/markets/preMarket';
import type { SpotMarket } from '../schemas/markets/spot';
import type { MarketSubTab, MarketTab } from '../schemas/markets/tabs';
import type { ShapeOf } from './shape';
import { isListOf, isRecordOfLists, matchesShape } from './shape';

/**
 * The shape of every value the persistent cache keeps, checked when an entry is read back (see
 * `shape.ts`). `ShapeOf<T>` lists every field of the normalized type, so a new field cannot be
 * forgotten here.
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

const currencyOption: ShapeOf<CurrencyOption> = { fiat: 'string', bank_transfer: 'boolean', credit_card: 'boolean', p2p: 'boolean' };

const compliance: ShapeOf<ComplianceInfo> = {
  menu: 'strings',
  business: 'strings',
  limit: { record: { au_redirect: 'boolean', is_sanction_country: 'boolean' } },
};

export const isSpotMarketList = isListOf(spotMarket);
export const isFuturesMarkets = isRecordOfLists(['USDT', 'BTC'], futuresContract);
export const isOptionsUnderlyingList = isListOf(optionsUnderlying);
export const isPreMarketLists = isRecordOfLists(['premint', 'pre_market'], preMarketItem);
export const isPilotMarketList = isListOf(pilotMarket);
export const isAlphaTokenList = isListOf(alphaToken);
export const isMarketTabList = isListOf(marketTab);
export const isCurrencyOptionList = isListOf(currencyOption);
export const isComplianceInfo = (value: unknown): value is ComplianceInfo => matchesShape(value, compliance);
