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

  it.each([
    ['javascript:alert(1)'],
    [' JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['jav&#x09;ascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['DATA:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:msgbox(1)'],
    ['//evil.com'],
    ['//evil.com/path'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['https://gate.example.evil.com'],
    ['https://evilgate.example'],
    ['https://evil.com'],
    ['https://gate.example@evil.com'],
    ['https://user:pw@gate.example/'],
    ['https:evil.com'],
    ['https:/evil.com'],
    ['http\t://gate.example'],
    ['ftp://gate.example/file'],
    ['file:///etc/passwd'],
    ['trade/BTC_USDT'],
    ['/x y'],
    ['/a\u2028b'],
    [''],
    ['   '],
  ])('rejects %j', (input) => {
    expect(safeHref(input, hosts)).toBeNull();
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
