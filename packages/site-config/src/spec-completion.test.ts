import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from './i18n';
import { languageChoices } from './language-links';
import { EMPTY_COMPLIANCE } from './policy/context';
import type { ComplianceInfo } from './policy/context';
import { explainPolicy, isShown } from './policy/explain';
import { SITE_KEYS } from './site-keys';
import type { SiteKey } from './site-keys';

// Issue 22: the spec rules the review found partial. Each test names its rule.

const ALL_LANGS = { ...LANGUAGE_NAMES };
const menu = (...keys: string[]): ComplianceInfo => ({ ...EMPTY_COMPLIANCE, menu: keys });

/**
 * The restricted-location matrix (README "Restricted-location notices"): the notices belong on the
 * sites that do not serve those jurisdictions and offer the language — the global site. EU serves
 * German, French and Spanish speaking residents; Bahamas serves Spanish speakers; the other sites
 * do not offer these languages.
 */
const RESTRICTED_MATRIX: Readonly<Record<SiteKey, readonly ('de' | 'fr' | 'es')[]>> = {
  main: ['de', 'fr', 'es'],
  tr: [],
  eu: [],
  hk: [],
  us: [],
  uk: [],
  bs: [],
  sg: [],
  jp: [],
  ae: [],
  au: [],
  testnet: [],
};

describe('§6 "Restricted-location tooltips for German, French and Spanish language choices", per site', () => {
  for (const site of SITE_KEYS) {
    for (const lang of ['de', 'fr', 'es'] as const) {
      const expected = RESTRICTED_MATRIX[site].includes(lang);
      it(`${site} × ${lang}: ${expected ? 'notice' : 'no notice'}`, () => {
        const choice = languageChoices(site, ALL_LANGS, { lang: 'en', pathname: '/' }).find((c) => c.lang === lang);
        expect(choice?.restricted ?? false).toBe(expected);
        expect(isShown(`settings.restrictedNotice.${lang}`, { site, user: { kind: 'visitor' } })).toBe(expected);
      });
    }
  }

  it('the EU site offers German, French and Spanish without the notice (it serves those residents)', () => {
    const eu = languageChoices('eu', ALL_LANGS, { lang: 'en', pathname: '/' });
    expect(eu.map((c) => c.lang)).toEqual(['en', 'de', 'fr', 'es']);
    expect(eu.some((c) => c.restricted)).toBe(false);
    expect(explainPolicy('settings.restrictedNotice.de', { site: 'eu', user: { kind: 'visitor' } }).reason).toBe('eu serves or does not offer de');
  });
});

describe('§3 "Compliance check: menu (hidden items, e.g. xstocks, ondo, launchpad, fiat_trade)" hides the entries they name', () => {
  const user = { kind: 'user' } as const;
  it('launchpad hides the Earn → Launchpad entry', () => {
    expect(isShown('header.nav.launchpad', { site: 'main', user })).toBe(true);
    expect(explainPolicy('header.nav.launchpad', { site: 'main', user, compliance: menu('launchpad') })).toEqual({ shown: false, reason: 'compliance menu: launchpad' });
  });

  it('xstocks and ondo hide the footer tokenized-stocks links', () => {
    expect(isShown('footer.api_stocks_order', { site: 'main', user })).toBe(true);
    expect(explainPolicy('footer.api_stocks_order', { site: 'main', user, compliance: menu('xstocks') })).toEqual({ shown: false, reason: 'compliance menu: xstocks' });
    expect(explainPolicy('footer.api_stocks_order', { site: 'main', user, compliance: menu('ondo') })).toEqual({ shown: false, reason: 'compliance menu: ondo' });
  });

  it('fiat_trade hides the fiat entries: buy crypto, pay with, express buy, fiat wallets, P2P orders, footer fiat links', () => {
    const fiat = { site: 'tr' as const, user, compliance: menu('fiat_trade') };
    for (const item of ['header.nav.buyCrypto', 'header.payWith', 'footer.express', 'footer.fiat_trade', 'wallet.depositFiat', 'wallet.withdrawFiat', 'order.p2p'] as const) {
      expect(isShown(item, { site: 'tr', user }), item).toBe(true);
      expect(explainPolicy(item, fiat), item).toEqual({ shown: false, reason: 'compliance menu: fiat_trade' });
    }
  });

  it('business flag button_alpha_hidden hides the alpha button, wallet and orders', () => {
    const ctx = { site: 'main' as const, user, compliance: { ...EMPTY_COMPLIANCE, business: ['button_alpha_hidden'] } };
    for (const item of ['header.nav.alpha', 'wallet.alpha', 'order.alpha'] as const) {
      expect(explainPolicy(item, ctx), item).toEqual({ shown: false, reason: 'compliance business: button_alpha_hidden' });
    }
  });
});

