import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_STATE } from '../state/demoState';
import { demoLinkHref, demoTarget } from './demoHost';

describe('shell links in the demo', () => {
  const state = { ...DEFAULT_DEMO_STATE, site: 'tr' as const, user: 'user' as const };

  it('reads the language and path of an internal shell href', () => {
    expect(demoTarget('/zh/trade/BTC_USDT')).toEqual({ lang: 'zh', path: '/trade/BTC_USDT' });
    expect(demoTarget('/reminder?sidebar=1')).toEqual({ lang: 'en', path: '/reminder' });
    expect(demoTarget('https://tr.gate.example/')).toBeNull();
  });

  it("keeps the demo's query and adds the link's own", () => {
    expect(demoLinkHref(state, '/zh/trade/BTC_USDT?tab=isolated_margin')).toBe('/zh/trade/BTC_USDT?site=tr&user=user&tab=isolated_margin');
    expect(demoLinkHref(DEFAULT_DEMO_STATE, '/login')).toBe('/login');
  });

  it('leaves external links alone', () => {
    expect(demoLinkHref(state, 'https://www.gate.example/trade/BTC_USDT')).toBe('https://www.gate.example/trade/BTC_USDT');
  });
});
