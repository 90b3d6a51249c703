import { describe, expect, it } from 'vitest';
import { CURR_FIAT_COOKIE_MAX_AGE } from './constants';
import { COOKIE_NAMES, isSecureProtocol, logoutCookieWrites, serializeCookie } from './cookies';
import type { CookieWrite } from './cookies';
import { SHELL_LOCALES } from './i18n';
import { pickFiat, settingsCookieWrites, themePreferenceCookieWrites } from './settings';
import { REFERENCE_TIMES, RISE_COLORS, THEME_PREFERENCES } from './settings-model';

/**
 * Every cookie the foundation writes, with exactly its attributes (issue 8): host-only (no
 * `Domain`), `Path=/`, `SameSite=Lax`, `Secure` exactly on https, a `Max-Age` (never `Expires`)
 * — one year for the settings (spec §4: `curr_fiat` 31536000 s; README: the others too), `0` for
 * a deletion (logout's `pver` / `sign`, a cleared fiat, the "system" theme). Nothing is ever a
 * session cookie, `HttpOnly` (the shell reads them back) or `SameSite=None`.
 */

const YEAR = 31_536_000;

/** Every writer of site-config, with every value it can write. */
const WRITERS: ReadonlyArray<readonly [string, CookieWrite[]]> = [
  ...(['dark', 'light'] as const).map((theme) => [`settings theme ${theme}`, settingsCookieWrites({ theme })] as const),
  ...THEME_PREFERENCES.map((preference) => [`theme preference ${preference}`, themePreferenceCookieWrites(preference)] as const),
  ...RISE_COLORS.map((riseColor) => [`rise colour ${riseColor}`, settingsCookieWrites({ riseColor })] as const),
  ...REFERENCE_TIMES.map((referenceTime) => [`reference time ${referenceTime}`, settingsCookieWrites({ referenceTime })] as const),
  ['pick fiat EUR', settingsCookieWrites(pickFiat('eur'))],
  // The header's "do not switch to fiat" toggle: on writes USD, off clears the fiat.
  ['fiat USD', settingsCookieWrites({ fiat: 'USD' })],
  ['fiat cleared', settingsCookieWrites({ fiat: null })],
  ...[true, false].map((floatRate) => [`float rate ${floatRate}`, settingsCookieWrites({ floatRate })] as const),
  ...[true, false].map((currencyRateOpen) => [`currency rate ${currencyRateOpen}`, settingsCookieWrites({ currencyRateOpen })] as const),
  ...SHELL_LOCALES.map((lang) => [`language ${lang}`, settingsCookieWrites({ lang })] as const),
  ['logout', logoutCookieWrites()],
];

/** What each write must look like: its cookie name's lifetime, or 0 when it deletes. */
function expectedHeader(write: CookieWrite, secure: boolean): string {
  const deletes = write.value === '' && write.name !== COOKIE_NAMES.skinChanged;
  const maxAge = deletes ? 0 : YEAR;
  return `${write.name}=${encodeURIComponent(write.value)}; Max-Age=${maxAge}; Path=/${secure ? '; Secure' : ''}; SameSite=Lax`;
}

describe('cookie attributes of every writer', () => {
  const knownNames = new Set<string>(Object.values(COOKIE_NAMES));

  it.each(WRITERS)('%s', (_name, writes) => {
    expect(writes.length).toBeGreaterThan(0);
    for (const write of writes) {
      expect(knownNames.has(write.name)).toBe(true);
      for (const protocol of ['https:', 'http:']) {
        const secure = isSecureProtocol(protocol);
        const header = serializeCookie(write, { secure });
        expect(header).toBe(expectedHeader(write, secure));
        expect(header).not.toMatch(/;\s*(Domain|Expires|HttpOnly)\b/i);
        expect(header).not.toMatch(/SameSite=(None|Strict)/i);
      }
    }
  });

  it('curr_fiat lasts 31536000 s (spec §4), the constant every writer uses', () => {
    expect(CURR_FIAT_COOKIE_MAX_AGE).toBe(YEAR);
    expect(settingsCookieWrites({ fiat: 'USD' })).toEqual([{ name: COOKIE_NAMES.currFiat, value: 'USD', maxAge: YEAR }]);
  });

  it('deletions are exactly the spec ones: logout pver/sign, a cleared fiat, the "system" theme', () => {
    const deleted = WRITERS.flatMap(([name, writes]) => writes.filter((write) => write.maxAge === 0).map((write) => `${name}: ${write.name}`));
    expect(deleted).toEqual([
      `theme preference system: ${COOKIE_NAMES.theme}`,
      `fiat cleared: ${COOKIE_NAMES.currFiat}`,
      `logout: ${COOKIE_NAMES.pver}`,
      `logout: ${COOKIE_NAMES.sign}`,
    ]);
  });

  it('Secure follows the page protocol only (https, any case); never on http or file', () => {
    expect(['https:', 'HTTPS:', 'https'].map(isSecureProtocol)).toEqual([true, true, true]);
    expect(['http:', 'file:', 'ws:', ''].map(isSecureProtocol)).toEqual([false, false, false, false]);
  });

  it('a session cookie (no max-age) is only ever written on request, never by a shell writer', () => {
    expect(WRITERS.every(([, writes]) => writes.every((write) => write.maxAge !== undefined))).toBe(true);
    expect(serializeCookie({ name: COOKIE_NAMES.lang, value: 'en' }, { secure: false })).toBe('lang=en; Path=/; SameSite=Lax');
  });
});
