import { describe, expect, it } from 'vitest';
import * as C from './spec';

describe('spec §9 constants of the footer', () => {
  it.each([
    ['CDN_CHECK_DELAY_MS', 5000],
    ['COOKIE_NOTICE_REPROMPT_DAYS', 90],
  ] as const)('%s = %j', (name, value) => {
    expect(C[name]).toBe(value);
  });
});

describe('helpers', () => {
  it('copyright years run from the start year to now', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(C.copyrightYears('main', now)).toEqual({ from: 2013, to: 2026 });
    expect(C.copyrightYears('tr', now)).toEqual({ from: 2022, to: 2026 });
    expect(C.copyrightYears('us', new Date('2020-01-01T00:00:00Z'))).toEqual({ from: 2024, to: 2024 });
  });

  it('cookie notice re-prompts after 90 days', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const day = 86_400_000;
    expect(C.cookieNoticeDue(undefined, now)).toBe(true);
    expect(C.cookieNoticeDue(null, now)).toBe(true);
    expect(C.cookieNoticeDue(now.getTime() - 89 * day, now)).toBe(false);
    expect(C.cookieNoticeDue(now.getTime() - 91 * day, now)).toBe(true);
  });

  it('coin pages', () => {
    expect(C.coinRoutes.price('bitcoin')).toBe('/price/bitcoin');
    expect(C.coinRoutes.priceUsd('btc')).toBe('/price/btc/usd');
    expect(C.coinRoutes.howToBuy('bitcoin')).toBe('/how-to-buy/bitcoin');
    expect(C.coinRoutes.pricePrediction('bitcoin')).toBe('/price-prediction/bitcoin');
  });

  // Issue 21 M2: a slug from data never changes the route's section, query or fragment.
  it.each(['../', '..', '.', '%2e%2e', '../../logout', 'btc?x=1', 'btc#frag', 'a/b', '\\evil', ''])('coin routes of %j stay in their section', (slug) => {
    for (const [base, href] of [
      ['/price/', C.coinRoutes.price(slug)],
      ['/price/', C.coinRoutes.priceUsd(slug)],
      ['/how-to-buy/', C.coinRoutes.howToBuy(slug)],
      ['/price-prediction/', C.coinRoutes.pricePrediction(slug)],
    ] as const) {
      const url = new URL(href, 'https://www.gate.example');
      expect(url.pathname.startsWith(base)).toBe(true);
      expect(url.search).toBe('');
      expect(url.hash).toBe('');
      expect(url.pathname.split('/')).not.toContain('..');
    }
  });
});
