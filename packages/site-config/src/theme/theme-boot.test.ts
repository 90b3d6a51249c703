// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../cookies';
import { readSettings, settingsCookieWrites, themePreferenceCookieWrites, themePreferenceFromCookie } from '../settings';
import { createThemeBootScript, PREFERS_DARK_QUERY, RISE_ATTRIBUTE, THEME_ATTRIBUTE, THEME_BOOT_SCRIPT, themeAttributes } from './theme-boot';

const html = document.documentElement;

/** Runs the inline script as the browser would, against a given `document.cookie`. */
function boot(cookie: string, script = THEME_BOOT_SCRIPT) {
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookie });
  new Function(script)();
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  // Drop the own-property stub so Document.prototype's cookie accessor applies again.
  Reflect.deleteProperty(document, 'cookie');
  html.removeAttribute(THEME_ATTRIBUTE);
  html.removeAttribute(RISE_ATTRIBUTE);
  html.removeAttribute('lang');
});

const attrs = () => [html.getAttribute(THEME_ATTRIBUTE), html.getAttribute(RISE_ATTRIBUTE)];
const T = COOKIE_NAMES.theme;
const R = COOKIE_NAMES.riseColor;

describe('THEME_BOOT_SCRIPT', () => {
  it('is small and self-contained: under 600 bytes, no imports, no globals left behind', () => {
    expect(new TextEncoder().encode(THEME_BOOT_SCRIPT).length).toBeLessThan(600);
    expect(THEME_BOOT_SCRIPT).not.toMatch(/\bimport\b|\brequire\(/);
    const before = Object.keys(globalThis).length;
    boot('');
    expect(Object.keys(globalThis).length).toBe(before);
  });

  it.each([
    [`${T}=2; ${R}=risered`, ['dark', 'risered']],
    [`${T}=0; ${R}=risegreen`, ['light', 'risegreen']],
    [`other=1; ${R}=risered; ${T}=2`, ['dark', 'risered']],
    [`${T}=1`, ['light', 'risegreen']],
    [`${T}=2; ${R}=purple`, ['dark', 'risegreen']],
    [`x${T}=2; ${T}x=2`, ['light', 'risegreen']],
    ['', ['light', 'risegreen']],
  ])('cookie %j sets %j', (cookie, expected) => {
    boot(cookie);
    expect(attrs()).toEqual(expected);
  });

  it('without a cookie keeps the attributes the server rendered', () => {
    html.setAttribute(THEME_ATTRIBUTE, 'dark');
    html.setAttribute(RISE_ATTRIBUTE, 'risered');
    boot('');
    expect(attrs()).toEqual(['dark', 'risered']);
  });

  it('the cookie wins over a cached page’s attributes', () => {
    html.setAttribute(THEME_ATTRIBUTE, 'light');
    html.setAttribute(RISE_ATTRIBUTE, 'risegreen');
    boot(`${T}=2; ${R}=risered`);
    expect(attrs()).toEqual(['dark', 'risered']);
  });

  it('without rise cookie or attribute, Chinese pages are red-up and others green-up (spec §4)', () => {
    html.setAttribute('lang', 'zh-tw');
    boot('');
    expect(html.getAttribute(RISE_ATTRIBUTE)).toBe('risered');
    html.removeAttribute(RISE_ATTRIBUTE);
    html.setAttribute('lang', 'tr');
    boot('');
    expect(html.getAttribute(RISE_ATTRIBUTE)).toBe('risegreen');
  });

  it('a forced rise colour (US) ignores the cookie', () => {
    boot(`${R}=risered`, createThemeBootScript({ forcedRiseColor: 'risegreen' }));
    expect(html.getAttribute(RISE_ATTRIBUTE)).toBe('risegreen');
  });

  it('a malformed cookie of someone else neither throws nor stops it', () => {
    expect(() => boot(`tracking=%E0%A4%A; ${T}=2; broken; =x; ${R}=risered`)).not.toThrow();
    expect(attrs()).toEqual(['dark', 'risered']);
  });

  it('a garbage theme value is no choice: the system option, light where it cannot be read (as on the server)', () => {
    boot(`${T}=%E0%A4%A`);
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    expect(readSettings({ [T]: '%E0%A4%A' }, 'main', 'en').theme).toBe('light');
    expect(themePreferenceFromCookie('%E0%A4%A')).toBe('system');
  });

  it('never throws, even without a documentElement API it expects', () => {
    const script = THEME_BOOT_SCRIPT.replace('(document.documentElement)', '(null)');
    expect(() => boot('', script)).not.toThrow();
  });

  it('reads exactly the cookies the settings model writes', () => {
    const cookie = settingsCookieWrites({ theme: 'dark', riseColor: 'risered' })
      .map((w) => `${w.name}=${encodeURIComponent(w.value)}`)
      .join('; ');
    boot(cookie);
    expect(attrs()).toEqual(['dark', 'risered']);
  });
});

describe('themeAttributes', () => {
  it('renders the same attributes on the server as the boot script sets from the same cookies', () => {
    const cookies = { [T]: '2', [R]: 'risered' };
    const server = themeAttributes(readSettings(cookies, 'main', 'en'));
    expect(server).toEqual({ 'data-theme': 'dark', 'data-rise': 'risered' });
    boot(`${T}=2; ${R}=risered`);
    expect(attrs()).toEqual([server['data-theme'], server['data-rise']]);
  });

  it('follows the site constraints of the settings it is given (US forces green-up)', () => {
    expect(themeAttributes(readSettings({ [R]: 'risered' }, 'us', 'zh'))['data-rise']).toBe('risegreen');
  });
});

/** A `matchMedia` that answers the dark-scheme query; it must be called as a method of window. */
function stubSystemScheme(dark: boolean) {
  const queries: string[] = [];
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: function matchMedia(this: unknown, query: string) {
      if (this !== window) throw new TypeError('Illegal invocation');
      queries.push(query);
      return { matches: dark && query === PREFERS_DARK_QUERY, media: query };
    },
  });
  return queries;
}

describe('the "system" theme option', () => {
  it.each([
    [true, 'dark'],
    [false, 'light'],
  ])('without a theme cookie follows prefers-color-scheme (dark: %s → %s)', (dark, expected) => {
    const queries = stubSystemScheme(dark);
    html.setAttribute(THEME_ATTRIBUTE, 'light');
    boot(`${R}=risered`);
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe(expected);
    expect(queries).toEqual([PREFERS_DARK_QUERY]);
  });

  it('an explicit choice wins over the system scheme, and the media query is not even asked', () => {
    const queries = stubSystemScheme(true);
    boot(`${T}=0`);
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    expect(queries).toEqual([]);
  });

  it('choosing "system" again deletes the cookie, so the next boot follows the system', () => {
    const writes = themePreferenceCookieWrites('system');
    expect(writes).toEqual([
      { name: T, value: '', maxAge: 0 },
      { name: COOKIE_NAMES.skinChanged, value: '1', maxAge: 31536000 },
    ]);
    stubSystemScheme(true);
    // What is left in document.cookie after the writes: only skin_changed.
    boot(`${COOKIE_NAMES.skinChanged}=1`);
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
  });

  it('stays under its size budget with the system branch', () => {
    expect(new TextEncoder().encode(createThemeBootScript({ forcedRiseColor: 'risegreen' })).length).toBeLessThan(600);
  });
});
