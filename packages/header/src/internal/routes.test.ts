import { describe, expect, it } from 'vitest';
import { liveTradingHref, signupRoute, testnetAuthorizeUrl, testnetFuturesHref, tradeRoute, turkishLocalSiteHref, walletOrderRoutes } from './routes';

describe('header routes', () => {
  it('testnet authorize URL carries every parameter and response_type=code', () => {
    const url = new URL(
      testnetAuthorizeUrl({
        host: 'accounts.gate.example',
        redirect_uri: 'https://testnet.gate.example/cb',
        client_id: 'cid',
        scope: 'read',
        state: 's1',
        redirect_url: '/futures/USDT/BTC_USDT',
      }),
    );
    expect(url.origin).toBe('https://accounts.gate.example');
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect_uri: 'https://testnet.gate.example/cb',
      response_type: 'code',
      client_id: 'cid',
      scope: 'read',
      state: 's1',
      redirect_url: '/futures/USDT/BTC_USDT',
    });
    expect(testnetAuthorizeUrl({ host: 'http://localhost:8080/', redirect_uri: 'a', client_id: 'b', scope: 'c', state: 'd', redirect_url: 'e' })).toMatch(
      /^http:\/\/localhost:8080\/oauth\/authorize\?/,
    );
  });

  it('tradeRoute uses the site default pair', () => {
    expect(tradeRoute('main')).toBe('/trade/BTC_USDT');
    expect(tradeRoute('tr')).toBe('/trade/BTC_TRY');
    expect(tradeRoute('sg')).toBe('/trade/BTC_SGD');
    expect(tradeRoute('eu')).toBe('/trade/BTC_USDC');
    expect(tradeRoute('jp')).toBe('/trade/BTC_JPY');
    expect(tradeRoute('ae')).toBe('/trade/BTC_AED');
    expect(tradeRoute('us', 'ETH_USDT')).toBe('/trade/ETH_USDT');
    expect(tradeRoute('us', '')).toBe('/trade/BTC_USDT');
  });

  // Issue 21 M2: a pair from the server never changes the route's section, query or fragment.
  it.each(['../', '..', '.', '%2e%2e', '%2E%2E/', '../../logout', 'BTC?x=1', 'BTC#frag', 'a/b', '\\evil', ' .. ', 'BTC%2fUSDT'])(
    'trade route of %j stays in /trade/ with no query or fragment of its own',
    (name) => {
      const url = new URL(tradeRoute('main', name), 'https://www.gate.example');
      expect(url.origin).toBe('https://www.gate.example');
      expect(url.pathname.startsWith('/trade/')).toBe(true);
      expect(url.search).toBe('');
      expect(url.hash).toBe('');
      expect(url.pathname.split('/')).not.toContain('..');
    },
  );

  it('signup from configuration with optional query', () => {
    expect(signupRoute()).toBe('/signup');
    expect(signupRoute({ query: { ref: 'abc' } })).toBe('/signup?ref=abc');
    expect(signupRoute({ configured: ' ', query: {} })).toBe('/signup');
    expect(signupRoute({ configured: 'https://accounts.gate.example/signup', query: { ref: 'abc' } })).toBe(
      'https://accounts.gate.example/signup?ref=abc',
    );
    expect(signupRoute({ configured: '/signup?from=h5', query: { a: '1' } })).toBe('/signup?from=h5&a=1');
  });

  it('external links: live trading, testnet futures, Turkish local site', () => {
    expect(liveTradingHref('/futures/USDT/ETH_USDT')).toBe('https://www.gate.example/futures/USDT/ETH_USDT');
    expect(liveTradingHref()).toBe('https://www.gate.example/trade/BTC_USDT');
    expect(liveTradingHref('//evil.com')).toBe('https://www.gate.example/trade/BTC_USDT');
    expect(testnetFuturesHref()).toBe('https://testnet.gate.example/futures/USDT/BTC_USDT');
    expect(turkishLocalSiteHref()).toBe('https://tr.gate.example/');
  });

  it('wallet order routes follow open contracts and unified mode', () => {
    expect(walletOrderRoutes({ unifiedActive: false })).toEqual({
      spot: '/myaccount/myorders',
      futures: '/myaccount/futures_trade/order_history',
      delivery: '/myaccount/futures_delivery/order_history',
      margin: '/myaccount/margin',
      crossMargin: '/myaccount/cross_margin',
    });
    // Classic mode links the history even with open contracts.
    expect(walletOrderRoutes({ unifiedActive: false, openContracts: { usdt: true, btc: true } }).futures).toBe('/myaccount/futures_trade/order_history');
    expect(walletOrderRoutes({ unifiedActive: true, openContracts: { usdt: true, btc: true } }).futures).toBe('/myaccount/futures_trade?type=usdt');
    expect(walletOrderRoutes({ unifiedActive: true, openContracts: { usdt: false, btc: true } }).futures).toBe('/myaccount/futures_trade?type=btc');
    expect(walletOrderRoutes({ unifiedActive: true, openContracts: { usdt: false, btc: false } }).futures).toBe(
      '/myaccount/futures_trade/order_history',
    );
    expect(walletOrderRoutes({ unifiedActive: true }).futures).toBe('/myaccount/futures_trade/order_history');
    expect(walletOrderRoutes({ unifiedActive: true }).margin).toBeNull();
  });
});
