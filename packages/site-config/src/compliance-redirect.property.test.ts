import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPLIANCE_REDIRECT_PATHS, resolveComplianceRedirect, siteForCountry } from './compliance-redirect';
import { SHELL_LOCALES } from './i18n';
import { SITES } from './sites';
import { SITE_KEYS } from './site-keys';
import type { SiteKey } from './site-keys';

/**
 * The compliance redirect reads the server's visitor country and the page's path and query
 * (issue 8): whatever they hold, it never throws and never leaves the exchange — a redirect is a
 * path of this host or an https URL of one of the sites' hosts, without user-info.
 */

const RUNS = Number(process.env.SHELL_PROPERTY_RUNS) || 300;
const HOSTS = new Set(SITE_KEYS.map((key) => SITES[key].host));

const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 8 });
const listed = fc.constantFrom(...COMPLIANCE_REDIRECT_PATHS).map((entry) => entry.replace('/*', '/bitcoin'));
const pathname = fc.oneof(
  listed,
  fc.tuple(fc.constantFrom(...SHELL_LOCALES), listed).map(([lang, path]) => `/${lang}${path === '/' ? '' : path}`),
  fc.webPath(),
  fc.constantFrom('', '?@evil.example', '#@evil.example', '@evil.example/', '//evil.example/', '/\\evil.example', ':443@evil.example/price', '/price@evil.example'),
  fc.string({ maxLength: 10 }),
  codeUnits,
);
const search = fc.oneof(fc.constant(undefined), fc.string({ maxLength: 10 }), fc.constantFrom('?a=1', '#x@evil.example', '@evil.example', '?next=https://evil.example'));
const country = fc.oneof(fc.constant(undefined), fc.constantFrom('TR', 'us', ' gb ', 'DE', 'EU', 'XX', '', '__proto__', 'constructor'), fc.string({ maxLength: 4 }), codeUnits);

describe('resolveComplianceRedirect on any input', () => {
  it('never throws, and a redirect stays on the exchange', () => {
    let redirects = 0;
    fc.assert(
      fc.property(
        fc.record({
          site: fc.constantFrom<SiteKey>(...SITE_KEYS),
          pathname,
          search,
          loggedIn: fc.boolean(),
          limit: fc.record({ au_redirect: fc.boolean(), is_sanction_country: fc.boolean() }),
          visitorCountry: country,
        }),
        (input) => {
          const redirect = resolveComplianceRedirect(input);
          if (redirect === null) return;
          redirects++;
          if (redirect.href.startsWith('/')) {
            expect(redirect.href.startsWith('//')).toBe(false);
            return;
          }
          const url = new URL(redirect.href);
          expect(url.protocol).toBe('https:');
          expect(url.username + url.password).toBe('');
          expect(HOSTS.has(url.host)).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
    expect(redirects).toBeGreaterThan(0);
  });

  it('siteForCountry answers a site for any text', () => {
    fc.assert(
      fc.property(country, (value) => {
        expect(SITE_KEYS).toContain(siteForCountry(value));
      }),
      { numRuns: RUNS },
    );
  });
});
