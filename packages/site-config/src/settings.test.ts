import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, isSecureProtocol, logoutCookieWrites, parseCookieString, serializeCookie } from './cookies';
import {
  THEME_COOKIE_VALUE,
  constrainSettings,
  filterFiatList,
  pickFiat,
  resolveTheme,
  themePreferenceCookieWrites,
  themePreferenceFromCookie,
  readSettings,
  referenceTimeOptions,
  riseColorForLanguageChange,
  riseColorOptions,
  settingsCookieWrites,
  siteFiats,
  themeFromCookie,
} from './settings';
import { DEFAULT_FIAT } from './constants';
import type { ShellSettings } from './settings-model';

const base: ShellSettings = {
  theme: 'light',
  riseColor: 'risered',
  referenceTime: 'utc8',
  fiat: null,
  currencyRateOpen: false,
  floatRate: false,
  lang: 'en',
};

describe('theme', () => {
  it("dark '2', light '0'", () => {
    expect(THEME_COOKIE_VALUE).toEqual({ dark: '2', light: '0' });
    expect(themeFromCookie('2')).toBe('dark');
    expect(themeFromCookie('0')).toBe('light');
    expect(themeFromCookie(undefined)).toBe('light');
    expect(themeFromCookie('garbage')).toBe('light');
  });
});

describe('site constraints', () => {
  it('options per site', () => {
    expect(riseColorOptions('us')).toEqual(['risegreen']);
    expect(riseColorOptions('main')).toEqual(['risered', 'risegreen']);
    expect(referenceTimeOptions('us')).toEqual(['24h']);
    expect(referenceTimeOptions('jp')).toEqual(['24h', 'utc0']);
    expect(referenceTimeOptions('ae')).toEqual(['24h', 'utc0']);
  });

  it('US forces green-up and 24h', () => {
    expect(constrainSettings(base, 'us')).toMatchObject({ riseColor: 'risegreen', referenceTime: '24h' });
  });

  it('jp drops utc8 but keeps red-up', () => {
    expect(constrainSettings(base, 'jp')).toMatchObject({ riseColor: 'risered', referenceTime: '24h' });
  });

  it('main keeps the choice (same object)', () => {
    expect(constrainSettings(base, 'main')).toBe(base);
  });
});

describe('readSettings', () => {
  it('reads the cookies', () => {
    const s = readSettings(
      {
        [COOKIE_NAMES.theme]: '2',
        [COOKIE_NAMES.riseColor]: 'risered',
        [COOKIE_NAMES.referenceTime]: 'utc0',
        curr_fiat: 'eur',
        [COOKIE_NAMES.currencyRateOpen]: '1',
        [COOKIE_NAMES.floatRate]: '1',
      },
      'main',
      'zh',
    );
    expect(s).toEqual({ theme: 'dark', riseColor: 'risered', referenceTime: 'utc0', fiat: 'EUR', currencyRateOpen: true, floatRate: true, lang: 'zh' });
  });

  it('defaults: rise colour from language, 24h, no fiat, light', () => {
    expect(readSettings({}, 'main', 'zh-tw')).toEqual({ ...base, riseColor: 'risered', referenceTime: '24h', lang: 'zh-tw' });
    expect(readSettings({}, 'main', 'en').riseColor).toBe('risegreen');
  });

  it('ignores invalid values', () => {
    const s = readSettings({ [COOKIE_NAMES.riseColor]: 'blue', [COOKIE_NAMES.referenceTime]: 'utc9', curr_fiat: '<script>' }, 'main', 'en');
    expect(s).toMatchObject({ riseColor: 'risegreen', referenceTime: '24h', fiat: null });
  });

  it('applies US constraints over cookies', () => {
    const s = readSettings({ [COOKIE_NAMES.riseColor]: 'risered', [COOKIE_NAMES.referenceTime]: 'utc8' }, 'us', 'zh');
    expect(s).toMatchObject({ riseColor: 'risegreen', referenceTime: '24h' });
  });
});

describe('rise colour on language change', () => {
  it.each([
    ['zh', undefined, 'risered'],
    ['zh-tw', undefined, 'risered'],
    ['en', undefined, 'risegreen'],
    ['ja', '', 'risegreen'],
    ['ar', undefined, 'risegreen'],
    ['zh', 'risegreen', null],
    ['en', 'risered', null],
  ] as const)('%s with cookie %j → %j', (lang, cookie, out) => {
    expect(riseColorForLanguageChange(lang, cookie)).toBe(out);
  });
});

describe('fiat', () => {
  it('picking a fiat opens the currency rate', () => {
    expect(pickFiat('eur')).toEqual({ fiat: 'EUR', currencyRateOpen: true });
  });
});

describe('cookies', () => {
  it('serializes with Path=/ and SameSite=Lax, Secure only on https', () => {
    expect(serializeCookie({ name: 'curr_fiat', value: 'USD', maxAge: 31536000 }, { secure: true })).toBe(
      'curr_fiat=USD; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
    expect(serializeCookie({ name: 'curr_fiat', value: 'USD' }, { secure: false })).toBe('curr_fiat=USD; Path=/; SameSite=Lax');
    expect(serializeCookie({ name: 'x', value: 'a b;c' }, { secure: false })).toBe('x=a%20b%3Bc; Path=/; SameSite=Lax');
    expect(() => serializeCookie({ name: 'bad name', value: '' }, { secure: false })).toThrow();
    expect(serializeCookie({ name: 'lang', value: 'ja', maxAge: 60 }, { secure: true, domain: 'gate.example' })).toBe('lang=ja; Max-Age=60; Domain=gate.example; Path=/; Secure; SameSite=Lax');
    expect(isSecureProtocol('https:')).toBe(true);
    expect(isSecureProtocol('http:')).toBe(false);
  });

  it('parses a cookie header; first occurrence wins; bad encoding kept raw', () => {
    expect(parseCookieString('a=1; b=x%20y; a=2; c="q"; broken; d=%E0%A4%A')).toEqual({ a: '1', b: 'x y', c: 'q', d: '%E0%A4%A' });
    expect(parseCookieString('')).toEqual({});
  });

  it('round-trips through serialize and parse', () => {
    const header = settingsCookieWrites({ fiat: 'EUR', riseColor: 'risered' })
      .map((w) => serializeCookie(w, { secure: true }).split(';')[0])
      .join('; ');
    expect(parseCookieString(header)).toEqual({ curr_fiat: 'EUR', [COOKIE_NAMES.riseColor]: 'risered' });
  });

  it('settings writes: theme sets skin-changed, fiat lasts a year, null fiat deletes', () => {
    expect(settingsCookieWrites({ theme: 'dark' })).toEqual([
      { name: COOKIE_NAMES.theme, value: '2', maxAge: 31536000 },
      { name: COOKIE_NAMES.skinChanged, value: '1', maxAge: 31536000 },
    ]);
    expect(settingsCookieWrites({ theme: 'light' })[0]?.value).toBe('0');
    expect(settingsCookieWrites({ fiat: 'USD' })).toEqual([{ name: 'curr_fiat', value: 'USD', maxAge: 31536000 }]);
    expect(settingsCookieWrites({ fiat: null })).toEqual([{ name: 'curr_fiat', value: '', maxAge: 0 }]);
    expect(settingsCookieWrites({ ...pickFiat('TRY') }).map((w) => [w.name, w.value])).toEqual([
      ['curr_fiat', 'TRY'],
      [COOKIE_NAMES.currencyRateOpen, '1'],
    ]);
    expect(settingsCookieWrites({ referenceTime: 'utc0', floatRate: false, lang: 'ja' }).map((w) => [w.name, w.value])).toEqual([
      [COOKIE_NAMES.referenceTime, 'utc0'],
      [COOKIE_NAMES.floatRate, '0'],
      [COOKIE_NAMES.lang, 'ja'],
    ]);
    expect(settingsCookieWrites({})).toEqual([]);
  });

  it('logout deletes pver and sign', () => {
    expect(logoutCookieWrites()).toEqual([
      { name: 'pver', value: '', maxAge: 0 },
      { name: 'sign', value: '', maxAge: 0 },
    ]);
  });

  it('cookie names are unique', () => {
    const names = Object.values(COOKIE_NAMES);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('theme preference ("system" until the user picks one)', () => {
  it.each([
    ['2', 'dark'],
    ['0', 'light'],
    [undefined, 'system'],
    ['', 'system'],
    ['1', 'system'],
  ] as const)('cookie %j → %s', (cookie, preference) => {
    expect(themePreferenceFromCookie(cookie)).toBe(preference);
  });

  it('resolves system with the media query, light where it cannot be read', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('system', undefined)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('an explicit theme writes the theme and skin-changed cookies; system deletes the theme cookie', () => {
    expect(themePreferenceCookieWrites('dark')).toEqual(settingsCookieWrites({ theme: 'dark' }));
    expect(themePreferenceCookieWrites('system').map((w) => [w.name, w.value, w.maxAge])).toEqual([
      [COOKIE_NAMES.theme, '', 0],
      [COOKIE_NAMES.skinChanged, '1', 31536000],
    ]);
  });
});

describe('fiat search (spec §5: substring of the fiat code)', () => {
  const list = [{ fiat: 'USD' }, { fiat: 'EUR' }, { fiat: 'AUD' }, { fiat: 'CNY' }];
  it.each([
    ['', ['USD', 'EUR', 'AUD', 'CNY']],
    ['  ', ['USD', 'EUR', 'AUD', 'CNY']],
    ['ud', ['AUD']],
    ['U', ['USD', 'EUR', 'AUD']],
    [' cny ', ['CNY']],
    ['dollar', []],
    ['.*', []],
  ])('%j → %j', (query, fiats) => {
    expect(filterFiatList(list, query).map((item) => item.fiat)).toEqual(fiats);
  });
});

describe('per-site settings rules (spec §6)', () => {
  it.each([
    ['main', ['risered', 'risegreen'], ['24h', 'utc0', 'utc8']],
    ['us', ['risegreen'], ['24h']],
    ['jp', ['risered', 'risegreen'], ['24h', 'utc0']],
    ['ae', ['risered', 'risegreen'], ['24h', 'utc0']],
    ['tr', ['risered', 'risegreen'], ['24h', 'utc0', 'utc8']],
    ['eu', ['risered', 'risegreen'], ['24h', 'utc0', 'utc8']],
  ] as const)('%s: rise colours %j, reference times %j', (site, rise, times) => {
    expect(riseColorOptions(site)).toEqual(rise);
    expect(referenceTimeOptions(site)).toEqual(times);
  });
});

describe('siteFiats: one rule for every fiat the shell names', () => {
  it('the chosen fiat wins for both, upper-cased', () => {
    expect(siteFiats('eur', { curr_fiat: 'USD', defaultBuyCryptoFiat: 'USD' })).toEqual({ display: 'EUR', buy: 'EUR' });
  });

  it('without one, the site’s own: curr_fiat to display, the buy-crypto default (else curr_fiat) to buy', () => {
    expect(siteFiats(null, { curr_fiat: 'EUR', defaultBuyCryptoFiat: 'TRY' })).toEqual({ display: 'EUR', buy: 'TRY' });
    expect(siteFiats(null, { curr_fiat: 'eur' })).toEqual({ display: 'EUR', buy: 'EUR' });
    expect(siteFiats(null, { curr_fiat: '', defaultBuyCryptoFiat: '' })).toEqual({ display: 'USD', buy: 'USD' });
  });

  it('USD until common data answers', () => {
    expect(siteFiats(null, undefined)).toEqual({ display: DEFAULT_FIAT, buy: DEFAULT_FIAT });
  });
});
