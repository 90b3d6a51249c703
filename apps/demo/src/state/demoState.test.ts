import { describe, expect, it } from 'vitest';
import type { DemoState } from './demoState';
import { DEFAULT_DEMO_STATE, demoHref, readDemoState } from './demoState';

const at = (href: string) => {
  const url = new URL(href, 'http://demo.test');
  return readDemoState({ pathname: url.pathname, search: url.search });
};

describe('readDemoState', () => {
  it('reads every parameter', () => {
    expect(at('/zh/policy?site=tr&user=sub&theme=dark&fault=commonData:http-500,*:timeout&menu=remote&hostile=3&bad-input')).toEqual({
      site: 'tr',
      user: 'sub',
      theme: 'dark',
      lang: 'zh',
      path: '/policy',
      faults: [
        { call: 'commonData', kind: 'http-500' },
        { call: '*', kind: 'timeout' },
      ],
      newMenu: true,
      hostile: 3,
      badInput: true,
    });
  });

  it('reads and writes the bad-input switch', () => {
    expect(demoHref({ ...DEFAULT_DEMO_STATE, badInput: true })).toBe('/?bad-input=');
    expect(at('/?bad-input').badInput).toBe(true);
    expect(at('/').badInput).toBe(false);
  });

  it('reads the hostile-corpus round: a bare switch is round 1, anything not a whole round is off', () => {
    expect(demoHref({ ...DEFAULT_DEMO_STATE, hostile: 2 })).toBe('/?hostile=2');
    expect.soft(at('/?hostile').hostile).toBe(1);
    expect.soft(at('/?hostile=1').hostile).toBe(1);
    expect.soft(at('/?hostile=40').hostile).toBe(40);
    for (const off of ['/', '/?hostile=0', '/?hostile=-1', '/?hostile=1.5', '/?hostile=yes', '/?hostile=1e400']) expect.soft(at(off).hostile, off).toBe(0);
  });

  it('writes the remote-menu switch back into the link', () => {
    expect(demoHref({ ...DEFAULT_DEMO_STATE, newMenu: true })).toBe('/?menu=remote');
    expect(readDemoState(new URL('http://demo.test/?menu=remote')).newMenu).toBe(true);
    expect(readDemoState(new URL('http://demo.test/?menu=other')).newMenu).toBe(false);
  });

  it.each([
    ['/?site=atlantis', { site: 'main' }],
    ['/?user=admin', { user: 'visitor' }],
    ['/?theme=purple', { theme: null }],
    ['/?fault=nope:boom,commonData:melt,commonData', { faults: [] }],
    ['/xx/policy', { lang: 'en', path: '/xx/policy' }],
    ['/en/policy', { lang: 'en', path: '/en/policy' }],
    ['/trade', { lang: 'en', path: '/trade' }],
  ])('falls back to the default for %s', (href, expected) => {
    expect(at(href)).toEqual({ ...DEFAULT_DEMO_STATE, ...expected });
  });

  it('reads no prefix as English and /{lang}/ as that language (spec §2)', () => {
    expect(at('/')).toMatchObject({ lang: 'en', path: '/' });
    expect(at('/ar/')).toMatchObject({ lang: 'ar', path: '/' });
    expect(at('/zh-tw')).toMatchObject({ lang: 'zh-tw', path: '/' });
  });
});

describe('demoHref', () => {
  it('leaves defaults out and keeps fault lists readable', () => {
    expect(demoHref(DEFAULT_DEMO_STATE)).toBe('/');
    expect(demoHref({ ...DEFAULT_DEMO_STATE, faults: [{ call: 'userInfo', kind: 'malformed-json' }, { call: 'spotMarkets', kind: 'empty' }] })).toBe(
      '/?fault=userInfo:malformed-json,spotMarkets:empty',
    );
  });

  it('prefixes the language, none for en', () => {
    expect(demoHref({ ...DEFAULT_DEMO_STATE, lang: 'ja', path: '/policy' })).toBe('/ja/policy');
    expect(demoHref({ ...DEFAULT_DEMO_STATE, lang: 'ar' })).toBe('/ar/');
  });

  it.each<Partial<DemoState>>([
    {},
    { site: 'us', user: 'user', theme: 'light' },
    { site: 'testnet', user: 'sub', theme: 'dark', lang: 'zh-tw', path: '/policy' },
    { lang: 'tr', faults: [{ call: '*', kind: 'network' }] },
    { user: 'user', newMenu: true, hostile: 7 },
  ])('round-trips %o through the URL', (change) => {
    const state = { ...DEFAULT_DEMO_STATE, ...change };
    expect(at(demoHref(state))).toEqual(state);
  });
});
