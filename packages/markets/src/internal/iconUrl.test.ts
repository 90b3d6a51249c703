import { describe, expect, it } from 'vitest';
import { safeImageSrc } from '@shell/site-config';
import { iconCacheDay, marketIconUrl } from './iconUrl';

const HOSTS = ['gate.example', '*.gate.example'];
const check = (raw: string) => safeImageSrc(raw, HOSTS);
const DAY = new Date('2025-09-23T23:59:00Z');

describe('marketIconUrl', () => {
  it('adds the daily cache-buster and quality 75', () => {
    expect(marketIconUrl('https://static.gate.example/coin/btc.png', DAY, check)).toBe('https://static.gate.example/coin/btc.png?v=20250923&q=75');
    expect(marketIconUrl('https://static.gate.example/icons/eth.png?size=64', DAY, check)).toBe('https://static.gate.example/icons/eth.png?size=64&v=20250923&q=75');
  });

  it('changes the cache-buster once a day', () => {
    expect(iconCacheDay(new Date('2025-09-24T00:00:01Z'))).toBe('20250924');
  });

  // Issue 21 L1: a relative icon is a same-origin GET with the visitor's cookies (`/logout`).
  it.each([
    ['javascript:alert(1)'],
    ['data:image/png;base64,xx'],
    ['blob:https://static.gate.example/5f1c'],
    ['https://evil.example/x.png'],
    ['http://static.gate.example/x.png'],
    ['//evil.example/x.png'],
    ['//static.gate.example/x.png'],
    ['/logout'],
    ['/icons/eth.png'],
    ['/\\evil.example/x.png'],
    ['../logout'],
    ['%2f%2fevil.example/x.png'],
    [''],
  ])(
    'drops an unsafe or empty icon %j',
    (src) => {
      expect(marketIconUrl(src, DAY, check)).toBe('');
    },
  );
});
