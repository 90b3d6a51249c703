import { SITES } from './sites';
import type { SiteKey } from './site-keys';

// Business constants of spec §9 (and the enumerations of §4) that more than one package reads, or
// that this package's own code needs. Units are in the names. A constant that only one feature
// reads lives in that feature (e.g. the market list sizes in @shell/markets src/internal/spec.ts),
// with the same spec name and a test pinning its value.

// Reminders / notifications
export const MESSAGE_TITLE_LINES = Object.freeze({ collapsed: 1, expanded: 3 } as const);
export const MESSAGE_CONTENT_LINES = Object.freeze({ collapsed: 2, expanded: 7 } as const);

// Market lists
export const MARKET_ROW_DRAWN_HEIGHT = 48;

// Layout
export const DROPDOWN_WIDTH = 1520;

// Data refresh
export const MENU_RETRIES = 3;
export const MENU_RETRY_DELAY_MS = 1000;
export const REQUEST_TIMEOUT_MS = Object.freeze({ browser: 4000, server: 3000 } as const);
export const BUILD_NUMBER = '20250923';
export const CURRENCY_COUNT = 2700;

// Badges, fiat, media
export const DEFAULT_FIAT = 'USD';
export const DEFAULT_BUY_CRYPTO = 'USDT';
export const CURR_FIAT_COOKIE_MAX_AGE = 31_536_000;
/** Local-storage key of the dismissed announcement ids (spec §4). */
export const DISMISSED_NOTICE_STORAGE_KEY = 'global-notice';

// Enumerations of spec §4
export const SWITCH = Object.freeze({ close: '0', open: '1' } as const);
export const MENU_PLACEMENTS = Object.freeze(['payWith', 'tabSearch', 'extraPanel', 'testnet', 'moreMenu', 'subSiteTrade'] as const);
/** A header market entry whose flyout `@shell/markets` draws (spec §2). */
export type HeaderEntryKind = 'trade' | 'futures' | 'preMarket' | 'pilot' | 'options' | 'memebox';
/** A place in the header where the host can put its own panel (spec §2). */
export type MenuPlacement = (typeof MENU_PLACEMENTS)[number];
export const MARKET_TAB_GROUPS = Object.freeze(['SPOT', 'CONTRACT', 'PILOT', 'OPTIONS', 'MEMEBOX'] as const);

// Named persistent caches (spec §7)
export const CACHE_NAMES = Object.freeze({
  menuWebTrade: 'menu_web_trade_v2',
  allMarket: 'all_market_v2',
  futureContracts: 'apiFutureContracts_v2',
  options: 'options_data',
  preMarket: 'preMarket_v2',
  pilotMarket: 'pilot_market_data',
  alphaMarket: 'alpha_market_data_v2',
  buyCryptoFiatSetting: 'buy_crypto_fiat_setting_v2',
} as const);
export type CacheName = (typeof CACHE_NAMES)[keyof typeof CACHE_NAMES];

/** Storage key of a named cache: non-main sub sites append their sub-site id (`all_market_v2_232` on US). */
export function cacheKey(name: CacheName | string, site: SiteKey): string {
  return site === 'main' ? name : `${name}_${SITES[site].subWebsiteId}`;
}
