// Business constants of spec §9 and enumerations of spec §4 that only the header reads (spec
// names, units in the names). They moved here from @shell/site-config, which keeps the constants
// several packages share (DEFAULT_FIAT, MENU_RETRIES, …).
import { DEFAULT_FIAT } from '@shell/site-config';

// User card, badges
export const TIER_DECIMALS = 2;
export const REFERRAL_BADGE_USDT = 20;
export const BADGE_LABELS = Object.freeze(['New', 'HOT', '0 Fees', 'Gate Fun'] as const);
export const COPY_HOVER_TIMEOUT_MS = 500;

// Navigation bar: the spec's scroll step (180 px) and arrow recheck (100 ms) have no use here —
// the bar is priority+ and never scrolls (README, "The navigation is priority+").

// Announcement marquee, express buy
export const MARQUEE_PX_PER_UNIT = 200;
/** Fiat for which the express-buy entry is hidden (spec §9). */
export const EXPRESS_BUY_HIDDEN_FIAT = 'CNY';

// Enumerations of spec §4 (remote menu fields, notice status, the mobile settings modal)
export const TAG_KIND = Object.freeze({ customImage: 1, greenBackground: 2, fire: 3, liveImage: 4, vip: 5 } as const);
export const PLATFORM_TYPE = Object.freeze({ all: 1, web: 2, h5: 3 } as const);
export const LINK_TYPE = Object.freeze({ internal: 1, external: 2 } as const);
export const LAYOUT = Object.freeze({ vertical: 1, horizontal: 2 } as const);
export const STATUS_ICON = Object.freeze({ warning: 0, success: 1, progress: 2, error: 99 } as const);
export const MOBILE_SETTINGS_MODAL = Object.freeze(['language', 'rate', 'riseTime', 'riseColor'] as const);

/** Tier progress with 2 decimals, padded ('5' → '5.00'); anything unparsable → '0.00'. */
export function formatTierProgress(value: number | string | null | undefined): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return (Number.isFinite(n) ? n : 0).toFixed(TIER_DECIMALS);
}

/** Announcement marquee duration: width / 200 * 3 seconds (spec §4). */
export function marqueeDurationSeconds(width: number): number {
  return (width / MARQUEE_PX_PER_UNIT) * 3;
}

/** Express buy is offered for every fiat but CNY. */
export function showsExpressBuy(fiat: string | null | undefined): boolean {
  return (fiat ?? DEFAULT_FIAT).toUpperCase() !== EXPRESS_BUY_HIDDEN_FIAT;
}

/** "Do not switch to fiat": on sets USD, off clears the fiat (spec §4). */
export function setDoNotSwitchFiat(on: boolean): { fiat: string | null } {
  return { fiat: on ? DEFAULT_FIAT : null };
}
