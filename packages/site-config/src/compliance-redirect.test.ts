import { describe, expect, it } from 'vitest';
import { isComplianceRedirectPath, resolveComplianceRedirect, siteForCountry } from './compliance-redirect';
import type { ComplianceRedirectInput } from './compliance-redirect';
import { SITE_KEYS } from './site-keys';

const NO_LIMIT = { au_redirect: false, is_sanction_country: false };
const visitor = (over: Partial<ComplianceRedirectInput>): ComplianceRedirectInput => ({
  site: 'tr',
  pathname: '/',
  search: '',
  loggedIn: false,
  limit: NO_LIMIT,
  visitorCountry: '',
  ...over,
});

describe('isComplianceRedirectPath', () => {
  it.each([
    ['/', true],
    ['/price', true],
    ['/price/bitcoin', true],
    ['/price/', true],
    ['/how-to-buy/bitcoin', true],
    ['/learn/course', true],
    ['/signup', true],
    ['/signup?invite=1', true],
    ['/pricey', false],
    ['/login', false],
    ['/trade/BTC_USDT', false],
    ['/myaccount/myfunds', false],
    ['/user-agreement', false],
    ['/state_compliance_tips', false],
  ])('%s → %s', (path, listed) => {
    expect(isComplianceRedirectPath(path)).toBe(listed);
  });
});

describe('siteForCountry', () => {
  it.each([
    ['TR', 'tr'],
    ['us', 'us'],
    ['GB', 'uk'],
    ['UK', 'uk'],
    ['EU', 'eu'],
    ['de', 'eu'],
    ['MT', 'eu'],
    ['AU', 'au'],
    ['BR', 'main'],
    ['', 'main'],
    [undefined, 'main'],
  ])('%s → %s', (country, site) => {
    expect(siteForCountry(country)).toBe(site);
  });
});

describe('resolveComplianceRedirect', () => {
  it('a sanctioned location goes to /state_compliance_tips from any page, logged in or not, keeping the language', () => {
    const limit = { au_redirect: true, is_sanction_country: true };
    expect(resolveComplianceRedirect(visitor({ limit, pathname: '/trade/BTC_USDT', loggedIn: true }))).toEqual({
      href: '/state_compliance_tips',
      reason: 'sanction',
    });
    expect(resolveComplianceRedirect(visitor({ site: 'main', limit, pathname: '/zh/price' }))?.href).toBe('/zh/state_compliance_tips');
    // Never a loop.
    expect(resolveComplianceRedirect(visitor({ limit, pathname: '/zh/state_compliance_tips' }))).toBeNull();
  });

  it('au_redirect sends logged-out visitors on listed paths to the Australian host, from every other host', () => {
    const limit = { au_redirect: true, is_sanction_country: false };
    for (const site of SITE_KEYS.filter((key) => key !== 'au')) {
      expect(resolveComplianceRedirect(visitor({ site, limit, pathname: '/zh/price/bitcoin', search: 'ref=1' })), site).toEqual({
        href: 'https://au.gate.example/zh/price/bitcoin?ref=1',
        reason: 'au-redirect',
      });
    }
    expect(resolveComplianceRedirect(visitor({ site: 'au', limit }))).toBeNull();
    expect(resolveComplianceRedirect(visitor({ site: 'main', limit, loggedIn: true }))).toBeNull();
    expect(resolveComplianceRedirect(visitor({ site: 'main', limit, pathname: '/trade/BTC_USDT' }))).toBeNull();
  });

  it('on a non-main host, a logged-out visitor from another region goes to their regional host', () => {
    expect(resolveComplianceRedirect(visitor({ site: 'tr', visitorCountry: 'JP', pathname: '/ja/learn' }))).toEqual({
      href: 'https://jp.gate.example/ja/learn',
      reason: 'regional-host',
    });
    expect(resolveComplianceRedirect(visitor({ site: 'eu', visitorCountry: 'BR', pathname: '/' }))?.href).toBe('https://www.gate.example/');
    expect(resolveComplianceRedirect(visitor({ site: 'uk', visitorCountry: 'fr', search: '?x=1' }))?.href).toBe('https://eu.gate.example/?x=1');
  });

  it.each([
    ['the visitor is on their own regional host', visitor({ site: 'tr', visitorCountry: 'TR' })],
    ['the host is main', visitor({ site: 'main', visitorCountry: 'TR' })],
    ['the host is testnet', visitor({ site: 'testnet', visitorCountry: 'TR' })],
    ['the visitor is logged in', visitor({ site: 'tr', visitorCountry: 'JP', loggedIn: true })],
    ['the path is not listed', visitor({ site: 'tr', visitorCountry: 'JP', pathname: '/trade/BTC_TRY' })],
    ['the country is unknown', visitor({ site: 'tr', visitorCountry: '' })],
  ])('stays when %s', (_label, input) => {
    expect(resolveComplianceRedirect(input)).toBeNull();
  });
});
