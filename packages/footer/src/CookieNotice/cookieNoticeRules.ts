import { splitLangPrefix } from '@shell/site-config';

/** Countries where EU cookie rules (ePrivacy / GDPR) apply: the EU 27 and the rest of the EEA. */
export const EEA_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
]);

/** Whether common data's `userLandingPageCountry` (ISO 3166-1 alpha-2) is an EU/EEA country. */
export function isEuCountry(country: string | null | undefined): boolean {
  return EEA_COUNTRIES.has((country ?? '').trim().toUpperCase());
}

/** The home page: `/` or `/{lang}` (a trailing slash allowed), spec §4. */
export function isHomePath(pathname: string): boolean {
  const trimmed = pathname.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return splitLangPrefix(trimmed === '' ? '/' : trimmed).path === '/';
}

/** The accepted-at cookie's value as epoch milliseconds, or null when absent or unreadable. */
export function parseAcceptedAt(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** Lifetime of the accepted-at cookie: a year, well past the 90-day re-prompt. */
export const COOKIE_NOTICE_COOKIE_MAX_AGE = 31_536_000;

/** The optional cookie categories a visitor may allow; strictly necessary cookies need no consent. */
export interface CookieConsent {
  analytics: boolean;
  marketing: boolean;
}

/**
 * The `cookie_consent` value: `necessary` plus each optional category allowed, comma separated
 * (`necessary`, `necessary,analytics`, `necessary,analytics,marketing`). Hosts gate their own
 * trackers on it (`readCookie(document.cookie, COOKIE_NAMES.cookieConsent)`).
 */
export function consentCookieValue(consent: CookieConsent): string {
  return ['necessary', ...(consent.analytics ? ['analytics'] : []), ...(consent.marketing ? ['marketing'] : [])].join(',');
}
