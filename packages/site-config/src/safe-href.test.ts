import { describe, expect, it } from 'vitest';
import { isExternalHref, safeHref, safeImageSrc } from './safe-href';

const hosts = { allowedHosts: ['gate.example', '*.gate.example'] } as const;

describe('safeHref', () => {
  it.each([
    ['/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['  /zh/price  ', '/zh/price'],
    ['/search?q=btc#top', '/search?q=btc#top'],
    ['https://www.gate.example/x', 'https://www.gate.example/x'],
    ['https://gate.example', 'https://gate.example'],
    ['https://gate.example:443/z', 'https://gate.example:443/z'],
    ['HTTPS://GATE.EXAMPLE/Y', 'HTTPS://GATE.EXAMPLE/Y'],
    ['https://a.b.gate.example/x?y=1', 'https://a.b.gate.example/x?y=1'],
  ])('accepts %j', (input, out) => {
    expect(safeHref(input, hosts)).toBe(out);
  });

  // The whole hostile-URL corpus is checked against safeHref in @shell/mocks'
  // src/hostile/hostile.test.ts, beside the corpus (site-config depends on no other package).
  it.each([['javascript:alert(1)'], ['//evil.example/x'], ['data:text/html,<script>alert(1)</script>'], [''], ['   ']])('rejects %j', (input) => {
    expect(safeHref(input, hosts)).toBeNull();
  });

  // Issue 21 corpus: a link from data has a plain path. An empty segment inside it, a dot segment
  // (plain or encoded) or an encoded slash / backslash is refused, relative or absolute; the query
  // and the fragment may hold anything a URL allows.
  it.each([
    ['/zh//evil.example'],
    ['/trade//x'],
    ['/%2f%2fevil.example'],
    ['/a%5Cb'],
    ['/../../logout'],
    ['/trade/./x'],
    ['/%2e%2e/logout'],
    ['/.%2E/logout'],
    ['/trade/..?x=1'],
    ['https://www.gate.example/zh//evil.example'],
    ['https://www.gate.example/../logout'],
    ['https://www.gate.example/%2F%2Fevil.example'],
  ])('rejects the path of %j', (input) => {
    expect(safeHref(input, hosts)).toBeNull();
  });

  it.each([
    ['/'],
    ['/zh/'],
    ['/trade/1000.SATS_USDT'],
    ['/a.b/c..d/...x'],
    ['/login?redirect=//www.gate.example/a/../b'],
    ['/page#/a//b'],
    ['/search?q=%2F%2F'],
    ['https://www.gate.example'],
    ['https://www.gate.example/?next=/a//b'],
  ])('keeps the plain path of %j', (input) => {
    expect(safeHref(input, hosts)).toBe(input);
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

  // Issue 21 M5: exact hosts, explicit wildcards, https only, default ports unless configured.
  describe('the allow-list', () => {
    const exact = { allowedHosts: ['www.gate.example'] };
    it.each([
      ['a subdomain of an exact entry', 'https://evil.www.gate.example/', exact],
      ['the apex of an exact subdomain entry', 'https://gate.example/', exact],
      ['the apex under a wildcard entry alone', 'https://gate.example/', { allowedHosts: ['*.gate.example'] }],
      ['http: on an allowed host', 'http://www.gate.example/', exact],
      ['another port on an allowed host', 'https://www.gate.example:8443/', exact],
      ['a look-alike suffix', 'https://gate.example.evil.com/', hosts],
      ['a look-alike prefix', 'https://evilgate.example/', hosts],
      ['http://localhost without the development switch', 'http://localhost:5173/', hosts],
      ['ftp: on an allowed host', 'ftp://www.gate.example/', hosts],
    ] as const)('refuses %s (%s)', (_case, url, options) => {
      expect(safeHref(url, options)).toBeNull();
    });

    it.each([
      ['an exact host', 'https://www.gate.example/a', exact],
      ['a trailing-dot host', 'https://www.gate.example./a', exact],
      ['a configured port', 'https://www.gate.example:8443/a', { allowedHosts: ['www.gate.example:8443'] }],
      ['a wildcard subdomain', 'https://research.gate.example/a', { allowedHosts: ['*.gate.example'] }],
      ['http://localhost in development', 'http://localhost:5173/a', { allowedHosts: ['www.gate.example'], allowLocalhostHttp: true }],
      ['http://127.0.0.1 in development', 'http://127.0.0.1:8080/a', { allowedHosts: [], allowLocalhostHttp: true }],
    ] as const)('accepts %s (%s)', (_case, url, options) => {
      expect(safeHref(url, options)).toBe(url);
    });

    it('ignores entries that are not a host', () => {
      for (const entry of ['', '*', '*.', '**.gate.example', 'gate.*', 'https://gate.example', 'gate.example/x', 'gate.example:port']) {
        expect(safeHref('https://gate.example/', { allowedHosts: [entry] }), entry).toBeNull();
      }
    });
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

describe('safeImageSrc', () => {
  it('an image host entry with a port admits that port only', () => {
    expect(safeImageSrc('https://static.gate.example:8443/a.png', ['static.gate.example:8443'])).toBe('https://static.gate.example:8443/a.png');
    expect(safeImageSrc('https://static.gate.example/a.png', ['static.gate.example:8443'])).toBeNull();
  });
});
