import { splitLangPrefix, langPrefix } from './i18n';
import { ROUTES } from './routes';
import { SITES } from './sites';
import type { SiteKey } from './site-keys';

/**
 * Public pages a logged-out visitor may be sent away from to their regional host (spec §4
 * "listed public paths"). The spec does not list them; these are the pages a search engine or an
 * ad lands a new visitor on — home, prices, guides and signup — where showing the wrong entity's
 * products is the compliance risk. Trading, wallet, login and legal pages are never redirected.
 * An entry ending in `/*` matches the page and everything below it.
 */
// Pure: a bundle that never reads the list drops it.
export const COMPLIANCE_REDIRECT_PATHS: readonly string[] = /* @__PURE__ */ Object.freeze([
  '/',
  '/price/*',
  '/how-to-buy/*',
  '/price-prediction/*',
  '/learn/*',
  '/converter/*',
  '/crypto-calculator',
  '/crypto-wiki',
  '/about_us',
  '/about-us',
  '/signup',
]);

/**
 * The regional site of a visitor's country (ISO 3166-1 alpha-2, as common data's
 * `userLandingPageCountry`). Countries without a regional entity have none (the global site).
 * The EU entity serves the EEA.
 */
const COUNTRY_SITES: Readonly<Record<string, SiteKey>> = Object.freeze({
  TR: 'tr',
  US: 'us',
  GB: 'uk',
  // Exceptionally reserved ISO codes some geo-IP services answer with.
  UK: 'uk',
  EU: 'eu',
  HK: 'hk',
  BS: 'bs',
  SG: 'sg',
  JP: 'jp',
  AE: 'ae',
  AU: 'au',
  ...Object.fromEntries(
    ['MT', 'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO'].map(
      (code) => [code, 'eu' as SiteKey],
    ),
  ),
});

/** The regional site of a country code, or `main` when the country has no regional entity. */
export function siteForCountry(country: string | null | undefined): SiteKey {
  const code = (country ?? '').trim().toUpperCase();
  return COUNTRY_SITES[code] ?? 'main';
}

export interface ComplianceRedirectInput {
  /** The site (host) the page is served from. */
  site: SiteKey;
  /** The current pathname, with its language prefix. */
  pathname: string;
  /** The current query string, without `?`. */
  search?: string;
  loggedIn: boolean;
  /** `limit` of the compliance check. */
  limit: { au_redirect: boolean; is_sanction_country: boolean };
  /** Common data's `userLandingPageCountry` ('' when unknown). */
  visitorCountry?: string;
}

export type ComplianceRedirectReason = 'sanction' | 'au-redirect' | 'regional-host';

export interface ComplianceRedirect {
  /** Where to go: a same-host path (`/state_compliance_tips`) or an absolute regional URL. */
  href: string;
  reason: ComplianceRedirectReason;
}

/** Whether a language-less path is one of the listed public paths. */
export function isComplianceRedirectPath(path: string): boolean {
  const bare = path.split(/[?#]/)[0] || '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return COMPLIANCE_REDIRECT_PATHS.some((entry) =>
    entry.endsWith('/*') ? trimmed === entry.slice(0, -2) || trimmed.startsWith(entry.slice(0, -1)) : trimmed === entry,
  );
}

function regionalUrl(site: SiteKey, pathname: string, search: string): string {
  return `https://${SITES[site].host}${pathname}${search === '' ? '' : `?${search}`}`;
}

/**
 * The compliance redirect of a page view, or null to stay (spec §3 compliance check, §4):
 *
 * 1. `is_sanction_country` → `/state_compliance_tips` (with the language prefix), for everyone,
 *    from every page but that one;
 * 2. logged-out visitors on a listed public path only (logged-in users keep their entity's session):
 *    - `au_redirect` → the Australian host, same path, from any other host (main included);
 *    - on a non-main host, a visitor whose country belongs to another site → that site's host
 *      (the global `www` host when the country has no regional site), same path and query.
 *
 * Pure: the hook `useComplianceRedirect` of @shell/header/preferences runs it once per page.
 */
export function resolveComplianceRedirect(input: ComplianceRedirectInput): ComplianceRedirect | null {
  const search = (input.search ?? '').replace(/^\?/, '');
  const { lang, path } = splitLangPrefix(input.pathname || '/');
  if (input.limit.is_sanction_country) {
    if (path === ROUTES.stateComplianceTips) return null;
    return { href: `${langPrefix(lang)}${ROUTES.stateComplianceTips}`, reason: 'sanction' };
  }
  if (input.loggedIn || !isComplianceRedirectPath(path)) return null;
  const pathname = input.pathname || '/';
  if (input.limit.au_redirect) {
    return input.site === 'au' ? null : { href: regionalUrl('au', pathname, search), reason: 'au-redirect' };
  }
  if (input.site === 'main' || input.site === 'testnet') return null;
  const country = (input.visitorCountry ?? '').trim();
  if (country === '') return null;
  const target = siteForCountry(country);
  if (target === input.site) return null;
  return { href: regionalUrl(target, pathname, search), reason: 'regional-host' };
}
