// Business constants of spec §9 that only the footer reads (spec names, units in the names), and
// the footer's own helpers. They moved here from @shell/site-config, which keeps what several
// packages share.
import { pathSegment, SITES } from '@shell/site-config';
import type { SiteKey } from '@shell/site-config';

/** Opening delay of the mobile footer CDN reachability check (spec §4). */
export const CDN_CHECK_DELAY_MS = 5000;
export const COOKIE_NOTICE_REPROMPT_DAYS = 90;

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

/** Learn pages keyed by coin slug (spec §2); each slug one encoded path segment. */
export const coinRoutes = Object.freeze({
  price: (slug: string): string => `/price/${pathSegment(slug)}`,
  priceUsd: (coin: string): string => `/price/${pathSegment(coin)}/usd`,
  howToBuy: (slug: string): string => `/how-to-buy/${pathSegment(slug)}`,
  pricePrediction: (slug: string): string => `/price-prediction/${pathSegment(slug)}`,
});
