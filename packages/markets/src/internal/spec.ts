// Business constants of spec §9 that only the market lists read (spec names, units in the names).
// They moved here from @shell/site-config, which keeps the constants several packages share.

// Search and alpha list
export const SEARCH_DEBOUNCE_MS = 1000;
export const ALPHA_PAGE_SIZE = 100;
export const ALPHA_ROW_HEIGHT = 49;
export const ALPHA_SKELETON_ROWS = 8;
export const ADDRESS_SHORTEN_THRESHOLD = 8;

// Market lists
export const MARKET_LIST_HEIGHT = 530;
export const MARKET_ROW_HEIGHT = 58;
export const MARKET_LIST_OVERSCAN = 9;
export const VIEW_ALL_SCROLL_THRESHOLD = 450;
export const SCROLL_DEBOUNCE_MS = 200;
export const MARKET_SKELETON_ROWS = 10;
export const PRE_MARKET_PAGE_SIZE = 100;

// Data refresh
export const FUTURES_REFRESH_MS = 600_000;
export const DELIVERY_DEDUPE_MS = 30_000;

// Media
export const IMAGE_QUALITY = 75;

/** Addresses longer than 8 characters become first 4 + '...' + last 4. */
export function shortenAddress(addr: string): string {
  if (addr.length <= ADDRESS_SHORTEN_THRESHOLD) return addr;
  return `${addr.slice(0, 4)}...${addr.slice(-4)}`;
}
