import { describe, expect, it } from 'vitest';
import { isExternalHref, safeHref } from './safe-href';

const hosts = { allowedHosts: ['gate.example'] } as const;

describe('safeHref', () => {
  it.each([
    ['/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['  /zh/price  ', '/zh/price'],
    ['/search?q=btc#top', '/search?q=btc#top'],
    ['https://www.gate.example/x', 'https://www.gate.example/x'],
    ['http://gate.example', 'http://gate.example'],
    ['HTTPS://GATE.EXAMPLE/Y', 'HTTPS://GATE.EXAMPLE/Y'],
    ['https://a.b.gate.example/x?y=1', 'https://a.b.gate.example/x?y=1'],
  ])('accepts %j', (input, out) => {
    expect(safeHref(input, hosts)).toBe(out);
  });

  // The whole hostile-URL corpus is checked against safeHref in @shell/api-client's
  // mocks/hostile/hostile.test.ts, beside the corpus (site-config depends on no other package).
  it.each([['javascript:alert(1)'], ['//evil.example/x'], ['data:text/html,<script>alert(1)</script>'], [''], ['   ']])('rejects %j', (input) => {
    expect(safeHref(input, hosts)).toBeNull();
  });

  it('a URL parsed before is judged again against each allow-list', () => {
    const url = 'https://evil.example/x';
    expect(safeHref(url)).toBe(url);
    expect(safeHref(url, hosts)).toBeNull();
    expect(safeHref(url, { allowedHosts: ['evil.example'] })).toBe(url);
    expect(safeHref(url, { allowExternal: false })).toBeNull();
    // Well past the memory's bound: answers stay the same once it starts over.
    for (let i = 0; i < 1200; i += 1) expect(safeHref(`https://h${i}.gate.example/`, hosts)).toBe(`https://h${i}.gate.example/`);
    expect(safeHref('https://user:pw@gate.example/', hosts)).toBeNull();
    expect(safeHref('https://user:pw@gate.example/', hosts)).toBeNull();
  });

  it.each([[null], [undefined], [42], [{}], [['/x']]])('rejects non-strings: %j', (input) => {
    expect(safeHref(input)).toBeNull();
  });

  it('without an allow-list any http(s) host passes, unless external links are off', () => {
    expect(safeHref('https://partner.example/x')).toBe('https://partner.example/x');
    expect(safeHref('https://partner.example/x', { allowExternal: false })).toBeNull();
    expect(safeHref('/x', { allowExternal: false })).toBe('/x');
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });

  it('isExternalHref', () => {
    expect(isExternalHref('https://x.example')).toBe(true);
    expect(isExternalHref('/x')).toBe(false);
  });
});
