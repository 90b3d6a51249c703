import { SITES } from './sites';
import type { SiteKey } from './site-keys';

// Business constants of spec §9 (and the enumerations of §4). Units are in the names.

// Reminders / notifications
export const REMINDER_PAGE_SIZE_DROPDOWN = 20;
export const REMINDER_PAGE_SIZE_DEFAULT = 10;
export const UNREAD_BADGE_MAX = 99;
export const MESSAGE_TITLE_LINES = Object.freeze({ collapsed: 1, expanded: 3 } as const);
export const MESSAGE_CONTENT_LINES = Object.freeze({ collapsed: 2, expanded: 7 } as const);
export const UNREAD_POLL_MS = 300_000;
export const UNREAD_POLL_INITIAL_DELAY_MS = 60_000;

// Search and alpha list
export const SEARCH_DEBOUNCE_MS = 1000;
export const ALPHA_ROW_HEIGHT = 49;
export const ALPHA_SKELETON_ROWS = 8;
export const ADDRESS_SHORTEN_THRESHOLD = 8;
export const COPY_HOVER_TIMEOUT_MS = 500;

// Market lists
export const MARKET_LIST_HEIGHT = 530;
export const MARKET_ROW_HEIGHT = 58;
export const MARKET_ROW_DRAWN_HEIGHT = 48;
export const MARKET_LIST_OVERSCAN = 9;
export const VIEW_ALL_SCROLL_THRESHOLD = 450;
export const SCROLL_DEBOUNCE_MS = 200;
export const MARKET_SKELETON_ROWS = 10;

// User card
export const TIER_DECIMALS = 2;

// Layout
export const BREAKPOINTS = Object.freeze({
  mobileMax: 767.9,
  tablet: 768,
  desktop: 992,
  wideMax: 1439,
  wide: 1440,
  halfScreen: 414,
} as const);
export const DROPDOWN_WIDTH = 1520;
export const NAV_SCROLL_STEP = 180;
export const NAV_ARROW_RECHECK_MS = 100;

// Cookie notice
export const COOKIE_NOTICE_REPROMPT_DAYS = 90;

// Data refresh
export const FUTURES_REFRESH_MS = 600_000;
export const DELIVERY_DEDUPE_MS = 30_000;
export const MENU_RETRIES = 3;
export const MENU_RETRY_DELAY_MS = 1000;
export const REQUEST_TIMEOUT_MS = Object.freeze({ browser: 4000, server: 3000 } as const);
/** Default cache lifetime; the spec gives no unit, the cache layer reads it as seconds. */
export const DEFAULT_CACHE_TIME = 60;
export const PRE_MARKET_PAGE_SIZE = 100;
export const ALPHA_PAGE_SIZE = 100;
export const BUILD_NUMBER = '20250923';
/** Opening delay of the mobile footer CDN reachability check (spec §4). */
export const CDN_CHECK_DELAY_MS = 5000;
export const CURRENCY_COUNT = 2700;

// Badges, fiat, media
export const REFERRAL_BADGE_USDT = 20;
export const BADGE_LABELS = Object.freeze(['New', 'HOT', '0 Fees', 'Gate Fun'] as const);
export const DEFAULT_FIAT = 'USD';
export const DEFAULT_BUY_CRYPTO = 'USDT';
/** Fiat for which the express-buy entry is hidden (spec §9). */
export const EXPRESS_BUY_HIDDEN_FIAT = 'CNY';
export const IMAGE_QUALITY = 75;
export const APP_QR_SIZE = 137;
export const CURR_FIAT_COOKIE_MAX_AGE = 31_536_000;
export const MARQUEE_PX_PER_UNIT = 200;
/** Local-storage key of the dismissed announcement ids (spec §4). */
export const DISMISSED_NOTICE_STORAGE_KEY = 'global-notice';

// Enumerations of spec §4
export const TAG_KIND = Object.freeze({ customImage: 1, greenBackground: 2, fire: 3, liveImage: 4, vip: 5 } as const);
export const PLATFORM_TYPE = Object.freeze({ all: 1, web: 2, h5: 3 } as const);
export const LINK_TYPE = Object.freeze({ internal: 1, external: 2 } as const);
export const LAYOUT = Object.freeze({ vertical: 1, horizontal: 2 } as const);
export const SWITCH = Object.freeze({ close: '0', open: '1' } as const);
export const STATUS_ICON = Object.freeze({ warning: 0, success: 1, progress: 2, error: 99 } as const);
export const MOBILE_SETTINGS_MODAL = Object.freeze(['language', 'rate', 'riseTime', 'riseColor'] as const);
export const HEADER_ENTRY_KINDS = Object.freeze(['trade', 'futures', 'preMarket', 'pilot', 'options', 'memebox'] as const);
export const MENU_PLACEMENTS = Object.freeze(['payWith', 'tabSearch', 'extraPanel', 'testnet', 'moreMenu', 'subSiteTrade'] as const);
/** A header market entry whose flyout `@shell/markets` draws (spec §2). */
export type HeaderEntryKind = (typeof HEADER_ENTRY_KINDS)[number];
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

/** Addresses longer than 8 characters become first 4 + '...' + last 4. */
export function shortenAddress(addr: string): string {
  if (addr.length <= ADDRESS_SHORTEN_THRESHOLD) return addr;
  return `${addr.slice(0, 4)}...${addr.slice(-4)}`;
}

/** Tier progress with 2 decimals, padded ('5' → '5.00'); anything unparsable → '0.00'. */
export function formatTierProgress(value: number | string | null | undefined): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return (Number.isFinite(n) ? n : 0).toFixed(TIER_DECIMALS);
}

/** The unread badge text: '99+' above 99, nothing for 0 or less. */
export function formatUnreadBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}

/** Announcement marquee duration: width / 200 * 3 seconds (spec §4). */
export function marqueeDurationSeconds(width: number): number {
  return (width / MARQUEE_PX_PER_UNIT) * 3;
}

/**
 * Footer copyright years: from the site's start year to the current year. Read in UTC so
 * the server and the browser render the same text around New Year.
 */
export function copyrightYears(site: SiteKey, now: Date): { from: number; to: number } {
  const from = SITES[site].copyrightStartYear;
  return { from, to: Math.max(from, now.getUTCFullYear()) };
}

/** Whether the cookie notice is due: never accepted, or accepted more than 90 days ago. */
export function cookieNoticeDue(acceptedAtMs: number | null | undefined, now: Date): boolean {
  if (acceptedAtMs === null || acceptedAtMs === undefined || !Number.isFinite(acceptedAtMs)) return true;
  return now.getTime() - acceptedAtMs > COOKIE_NOTICE_REPROMPT_DAYS * 24 * 60 * 60 * 1000;
}

/** Express buy is offered for every fiat but CNY. */
export function showsExpressBuy(fiat: string | null | undefined): boolean {
  return (fiat ?? DEFAULT_FIAT).toUpperCase() !== EXPRESS_BUY_HIDDEN_FIAT;
}
