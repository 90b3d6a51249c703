import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  appDownloadRoute,
  buyCryptoRoute,
  futuresRoute,
  languageSwitchHref,
  loginRoute,
  merchantRoute,
  pathSegment,
  optionsRoute,
  preMarketRoute,
  reminderRoute,
  withLang,
} from './routes';

describe('withLang', () => {
  it.each([
    ['/trade/BTC_USDT', 'zh', '/zh/trade/BTC_USDT'],
    ['/trade/BTC_USDT', 'en', '/trade/BTC_USDT'],
    ['/', 'ja', '/ja'],
    ['/', 'en', '/'],
    ['/zh/trade/BTC_USDT', 'tr', '/tr/trade/BTC_USDT'],
    ['/zh/trade/BTC_USDT', 'en', '/trade/BTC_USDT'],
    ['/groupchat/service?platform=web', 'ar', '/ar/groupchat/service?platform=web'],
    ['/?a=1', 'de', '/de?a=1'],
    ['https://tr.gate.example/x', 'zh', 'https://tr.gate.example/x'],
    // Issue 21 M1: a path helper never returns another origin ('//host', '/\\host').
    ['//cdn.example/x', 'zh', '/zh/cdn.example/x'],
    ['/zh//evil.example', 'en', '/evil.example'],
    ['/zh/\\evil.example', 'en', '/evil.example'],
    ['/zh///evil.example/x?y=1', 'ja', '/ja/evil.example/x?y=1'],
    ['/\\evil.example', 'en', '/evil.example'],
    ['\\\\evil.example', 'en', '/evil.example'],
    ['/\t/evil.example', 'en', '/evil.example'],
    ['\n//evil.example', 'zh', '/zh/evil.example'],
    ['#top', 'zh', '#top'],
    ['mailto:a@b.c', 'fr', 'mailto:a@b.c'],
  ] as const)('withLang(%j, %s) → %j', (path, lang, out) => {
    expect(withLang(path, lang)).toBe(out);
  });
});

describe('languageSwitchHref', () => {
  it.each([
    ['zh', '/trade/BTC_USDT', '/zh/trade/BTC_USDT'],
    ['en', '/zh/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['ja', '/zh-tw/price', '/ja/price'],
    ['en', '/zh', '/'],
    ['fr', '/', '/fr'],
    ['es', '', '/es'],
  ] as const)('to %s from %j → %j', (lang, current, out) => {
    expect(languageSwitchHref(lang, current)).toBe(out);
  });
});

describe('route builders', () => {
  it('futures upper-cases the settle currency', () => {
    expect(futuresRoute('usdt', 'BTC_USDT')).toBe('/futures/USDT/BTC_USDT');
    expect(futuresRoute('btc', 'BTC_USD')).toBe('/futures/BTC/BTC_USD');
  });

  it('options', () => {
    expect(optionsRoute('BTC_USDT')).toBe('/options/BTC_USDT');
  });

  // Issue 21 M2: names from the server never change a route's section, query or fragment. The
  // builders that moved to the one package using them (market rows, trade entry, coin pages,
  // posts) run the same table in that package's tests.
  const HOSTILE_NAMES = ['../', '..', '.', '%2e%2e', '%2E%2E/', '../../logout', 'BTC?x=1', 'BTC#frag', 'a/b', '\\evil', ' .. ', 'BTC%2fUSDT', ''];
  const BUILDERS: ReadonlyArray<[string, string, (name: string) => string]> = [
    ['futures (settle)', '/futures/', (name) => futuresRoute(name, 'BTC_USDT')],
    ['futures (contract)', '/futures/USDT/', (name) => futuresRoute('usdt', name)],
    ['options', '/options/', optionsRoute],
    ['pre-market', '/pre-market', preMarketRoute],
    ['a segment', '/x/', (name) => `/x/${pathSegment(name)}`],
  ];
  it.each(BUILDERS.flatMap(([builder, base, build]) => HOSTILE_NAMES.map((name) => [builder, name, base, build] as const)))(
    '%s route of %j stays in its section with no query or fragment of its own',
    (_builder, name, base, build) => {
      const url = new URL(build(name), 'https://www.gate.example');
      expect(url.origin).toBe('https://www.gate.example');
      expect(url.pathname.startsWith(base)).toBe(true);
      expect(url.search).toBe('');
      expect(url.hash).toBe('');
      // No segment a browser would resolve as a step up.
      expect(url.pathname.split('/')).not.toContain('..');
    },
  );

  it('encodes names as one segment each, keeping ordinary names as they were', () => {
    expect(futuresRoute('usdt', 'btc?x')).toBe('/futures/USDT/btc%3Fx');
    expect(optionsRoute('../x')).toBe('/options/..%2Fx');
    expect(pathSegment('..')).toBe('-');
    expect(pathSegment('%2E%2e')).toBe('%252E%252e');
    expect(pathSegment(' ')).toBe('-');
    expect(futuresRoute('usdt', '%2e%2e')).toBe('/futures/USDT/%252e%252e');
    // A lone surrogate cannot be encoded (encodeURIComponent throws): an inert segment, no throw.
    expect(optionsRoute('\ud800')).toBe('/options/-');
  });

  it('pre-market upper-cases the currency', () => {
    expect(preMarketRoute('abc')).toBe('/pre-market/ABC');
    expect(preMarketRoute()).toBe('/pre-market');
    expect(preMarketRoute(' ')).toBe('/pre-market');
  });

  it('buy crypto', () => {
    expect(buyCryptoRoute()).toBe('/crypto/buy-USD-USDT');
    expect(buyCryptoRoute('eur')).toBe('/crypto/buy-EUR-USDT');
  });

  it('login from configuration with optional query', () => {
    expect(loginRoute()).toBe('/login');
    expect(loginRoute({ query: { redirect: '/trade/BTC_USDT' } })).toBe('/login?redirect=%2Ftrade%2FBTC_USDT');
    expect(loginRoute({ configured: 'https://accounts.gate.example/signup', query: { ref: 'abc' } })).toBe(
      'https://accounts.gate.example/signup?ref=abc',
    );
    expect(loginRoute({ configured: 'https://x.example/a#frag', query: { ref: 'abc' } })).toBe('https://x.example/a?ref=abc#frag');
    expect(loginRoute({ configured: '/login?from=h5', query: { a: '1' } })).toBe('/login?from=h5&a=1');
    expect(loginRoute({ configured: '', query: {} })).toBe('/login');
  });

  it('app download with bridge, ch, af_sub1', () => {
    expect(appDownloadRoute()).toBe('/appdownload');
    expect(appDownloadRoute({ bridge: 'h', ch: 'web', af_sub1: 'x y' })).toBe('/appdownload?bridge=h&ch=web&af_sub1=x+y');
    expect(appDownloadRoute({ ch: 'footer' })).toBe('/appdownload?ch=footer');
  });

  it('reminder with optional sidebar', () => {
    expect(reminderRoute()).toBe('/reminder');
    expect(reminderRoute({ sidebar: true })).toBe('/reminder?sidebar=1');
  });


  it('merchant', () => {
    expect(merchantRoute('zh')).toBe('/p2p/merchant');
    expect(merchantRoute('en')).toBe('/c2c/merchant');
  });
});

describe('ROUTES', () => {
  it('names the spec paths', () => {
    expect(ROUTES.walletSpot).toBe('/myaccount/myfunds/spot');
    expect(ROUTES.depositGateCode).toBe('/myaccount/deposit_gatecode');
    expect(ROUTES.ordersFuturesHistory).toBe('/myaccount/futures_trade/order_history');
    expect(ROUTES.serviceChat).toBe('/groupchat/service?platform=web');
    expect(ROUTES.stateComplianceTips).toBe('/state_compliance_tips');
    expect(ROUTES.isolatedMargin).toBe('/trade/BTC_USDT?tab=isolated_margin');
  });

  it('every route is a site path with unique value', () => {
    const values = Object.values(ROUTES);
    for (const v of values) expect(v).toMatch(/^\/(?!\/)/);
    expect(new Set(values).size).toBe(values.length);
  });
});
