import { describe, expect, it } from 'vitest';
import { alphaRoute, deliveryRoute, isActiveMarketRow, pilotRoute, spotRowRoute } from './routes';

describe('market row routes', () => {
  it('spot rows upper-case base and quote', () => {
    expect(spotRowRoute('btc', 'usdt')).toBe('/trade/BTC_USDT');
    expect(spotRowRoute('Pepe', 'Try')).toBe('/trade/PEPE_TRY');
  });

  it('delivery, pilot', () => {
    expect(deliveryRoute('BTC_USDT_20251226')).toBe('/futures-delivery/USDT/BTC_USDT_20251226');
    expect(pilotRoute('pepe-sol')).toBe('/pilot/pepe-sol');
    expect(pilotRoute('/pepe-sol')).toBe('/pilot/pepe-sol');
  });

  it('alpha: resolved path, else chain-address, else list', () => {
    expect(alphaRoute({ path: 'sol/bonk' })).toBe('/alpha/sol/bonk');
    expect(alphaRoute({ path: '/alpha/sol/bonk' })).toBe('/alpha/sol/bonk');
    expect(alphaRoute({ chain: 'solana', address: 'DezX' })).toBe('/alpha/solana-DezX');
    expect(alphaRoute({ path: '', chain: 'eth', address: '0xab' })).toBe('/alpha/eth-0xab');
    expect(alphaRoute({})).toBe('/alpha');
  });

  it('encodes names as one segment each, keeping ordinary names as they were', () => {
    expect(spotRowRoute('btc?x', 'usdt')).toBe('/trade/BTC%3FX_USDT');
    expect(deliveryRoute('..')).toBe('/futures-delivery/USDT/-');
    expect(pilotRoute('a/../b')).toBe('/pilot/a/-/b');
    expect(alphaRoute({ path: 'sol/bonk' })).toBe('/alpha/sol/bonk');
  });

  // Issue 21 M2: names from the server never change a route's section, query or fragment.
  const HOSTILE_NAMES = ['../', '..', '.', '%2e%2e', '%2E%2E/', '../../logout', 'BTC?x=1', 'BTC#frag', 'a/b', '\\evil', ' .. ', 'BTC%2fUSDT', ''];
  const BUILDERS: ReadonlyArray<[string, string, (name: string) => string]> = [
    ['spot row (base)', '/trade/', (name) => spotRowRoute(name, 'USDT')],
    ['spot row (quote)', '/trade/', (name) => spotRowRoute('BTC', name)],
    ['delivery', '/futures-delivery/USDT/', deliveryRoute],
    ['pilot', '/pilot/', pilotRoute],
    ['alpha path', '/alpha', (name) => alphaRoute({ path: name })],
    ['alpha chain-address', '/alpha/', (name) => alphaRoute({ chain: 'sol', address: name || 'x' })],
  ];
  it.each(BUILDERS.flatMap(([builder, base, build]) => HOSTILE_NAMES.map((name) => [builder, name, base, build] as const)))(
    '%s route of %j stays in its section with no query or fragment of its own',
    (_builder, name, base, build) => {
      const url = new URL(build(name), 'https://www.gate.example');
      expect(url.origin).toBe('https://www.gate.example');
      expect(url.pathname.startsWith(base)).toBe(true);
      expect(url.search).toBe('');
      expect(url.hash).toBe('');
      expect(url.pathname.split('/')).not.toContain('..');
    },
  );

  it('the active row is the page whose last segment is the pair', () => {
    expect(isActiveMarketRow('/zh/trade/BTC_USDT', 'BTC_USDT')).toBe(true);
    expect(isActiveMarketRow('/trade/BTC_USDT?tab=x', 'BTC_USDT')).toBe(true);
    expect(isActiveMarketRow('/trade/ETH_USDT', 'BTC_USDT')).toBe(false);
  });
});
