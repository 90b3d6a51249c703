import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, parseCookieString, serializeCookie } from './cookies';
import { SHELL_LOCALES, splitLangPrefix } from './i18n';
import type { LangCode } from './i18n';
import { languageSwitchHref, withLang } from './routes';
import { isExternalHref, safeHref } from './safe-href';
import { constrainSettings, filterFiatList, readSettings, settingsCookieWrites, themePreferenceCookieWrites } from './settings';
import { REFERENCE_TIMES, RISE_COLORS, THEME_PREFERENCES } from './settings-model';
import type { ShellSettings } from './settings-model';
import { SITES } from './sites';
import { SITE_KEYS } from './site-keys';
import type { SiteKey } from './site-keys';

/**
 * Hostile input into the pure readers of site-config (issue 8): cookie headers, settings cookies,
 * data hrefs and the fiat search. They never throw, their output keeps its invariants, and a
 * round trip (settings → cookies → settings, href → href) changes nothing.
 */

const RUNS = Number(process.env.SHELL_PROPERTY_RUNS) || 300;

/** UTF-16 code units, lone surrogates included. */
const codeUnitString = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 10 });
/** Any code points, astral and lone surrogates included: `unit: 'binary'` without its 1.4 s start-up table. */
const codePointString = fc.string({ unit: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)), maxLength: 8 });
const anyText: Arbitrary<string> = fc.oneof(fc.string({ maxLength: 12 }), codePointString, codeUnitString);
const site = fc.constantFrom<SiteKey>(...SITE_KEYS);
const lang = fc.constantFrom<LangCode>(...SHELL_LOCALES);
const cookieName = fc.constantFrom(...Object.values(COOKIE_NAMES));

/** Cookie values as a browser or a proxy might hand them over: known values, garbage, encodings. */
const cookieValue: Arbitrary<string> = fc.oneof(
  fc.constantFrom('0', '1', '2', '', 'risered', 'risegreen', '24h', 'utc0', 'utc8', 'USD', 'eur', ' TRY ', 'US D', 'ABCDEFGHIJK', '%E0%A4%A', '"q"', 'x=y'),
  anyText,
);
/** A whole Cookie header: the shell's cookies with hostile values, duplicates and junk between them. */
const cookieHeader: Arbitrary<string> = fc
  .array(fc.oneof(fc.tuple(cookieName, cookieValue).map(([name, value]) => `${name}=${value}`), anyText), { maxLength: 10 })
  .chain((parts) => fc.constantFrom('; ', ';', ' ; ').map((separator) => parts.join(separator)));

const settingsArb: Arbitrary<ShellSettings> = fc.record({
  theme: fc.constantFrom('dark', 'light'),
  riseColor: fc.constantFrom(...RISE_COLORS),
  referenceTime: fc.constantFrom(...REFERENCE_TIMES),
  fiat: fc.option(fc.stringMatching(/^[A-Z]{2,10}$/), { nil: null }),
  currencyRateOpen: fc.boolean(),
  floatRate: fc.boolean(),
  lang,
});

/** What the browser sends back after a list of writes (deletions remove, later writes win). */
function jarAfter(header: string, writes: readonly string[]): string {
  const jar = new Map(Object.entries(parseCookieString(header)));
  for (const write of writes) {
    const [pair = ''] = write.split('; ');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    if (write.includes('; Max-Age=0;')) jar.delete(name);
    else jar.set(name, pair.slice(eq + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('cookies', () => {
  it('parseCookieString never throws; the first occurrence of a name wins', () => {
    fc.assert(
      fc.property(cookieHeader, (header) => {
        const parsed = parseCookieString(header);
        // No prototype: a cookie named `__proto__` or `constructor` is just a cookie.
        expect(Object.getPrototypeOf(parsed)).toBeNull();
        for (const value of Object.values(parsed)) expect(typeof value).toBe('string');
        const firstA = parseCookieString(`${header}; ${COOKIE_NAMES.theme}=later`)[COOKIE_NAMES.theme];
        if (COOKIE_NAMES.theme in parsed) expect(firstA).toBe(parsed[COOKIE_NAMES.theme]);
      }),
      { numRuns: RUNS },
    );
  });

  it('serializeCookie never throws for a shell cookie, whatever the value, and parses back to it', () => {
    fc.assert(
      fc.property(cookieName, cookieValue, fc.option(fc.integer({ min: -10, max: 1e9 }), { nil: undefined }), fc.boolean(), (name, value, maxAge, secure) => {
        const header = serializeCookie({ name, value, maxAge }, { secure });
        // One cookie, no way to smuggle in a second one or an attribute.
        expect(header.split('; ')[0]).toBe(`${name}=${header.split('; ')[0]?.slice(name.length + 1)}`);
        expect(header.split('; ')[0]).not.toMatch(/[;\s,]/);
        // A lone surrogate (JSON allows one) is written as U+FFFD instead of throwing.
        const expected = value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
        expect(parseCookieString(header.split('; ')[0] as string)[name]).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('settings from cookies', () => {
  it('readSettings never throws and always yields settings the site allows', () => {
    fc.assert(
      fc.property(cookieHeader, site, lang, (header, siteKey, pageLang) => {
        const s = readSettings(parseCookieString(header), siteKey, pageLang);
        expect(['dark', 'light']).toContain(s.theme);
        expect(SITES[siteKey].riseColorOptions).toContain(s.riseColor);
        expect(SITES[siteKey].referenceTimeOptions).toContain(s.referenceTime);
        if (s.fiat !== null) expect(s.fiat).toMatch(/^[A-Z]{2,10}$/);
        expect(typeof s.currencyRateOpen).toBe('boolean');
        expect(typeof s.floatRate).toBe('boolean');
        expect(s.lang).toBe(pageLang);
        expect(constrainSettings(s, siteKey)).toEqual(s);
      }),
      { numRuns: RUNS },
    );
  });

  it('settings written as cookies read back as the same settings (write → read is the identity)', () => {
    fc.assert(
      fc.property(cookieHeader, settingsArb, site, fc.boolean(), (before, wanted, siteKey, secure) => {
        const settings = constrainSettings(wanted, siteKey);
        const writes = settingsCookieWrites(settings).map((write) => serializeCookie(write, { secure }));
        const after = readSettings(parseCookieString(jarAfter(before, writes)), siteKey, settings.lang);
        expect(after).toEqual(settings);
      }),
      { numRuns: RUNS },
    );
  });

  it('a theme preference written as cookies reads back as that theme (system → no theme cookie)', () => {
    fc.assert(
      fc.property(cookieHeader, fc.constantFrom(...THEME_PREFERENCES), fc.boolean(), (before, preference, secure) => {
        const writes = themePreferenceCookieWrites(preference).map((write) => serializeCookie(write, { secure }));
        const jar = parseCookieString(jarAfter(before, writes));
        expect(jar[COOKIE_NAMES.skinChanged]).toBe('1');
        if (preference === 'system') expect(jar[COOKIE_NAMES.theme]).toBeUndefined();
        else expect(readSettings(jar, 'main', 'en').theme).toBe(preference);
      }),
      { numRuns: RUNS },
    );
  });

  it('constrainSettings is idempotent', () => {
    fc.assert(
      fc.property(settingsArb, site, (s, siteKey) => {
        const once = constrainSettings(s, siteKey);
        expect(constrainSettings(once, siteKey)).toBe(once);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('hrefs from data', () => {
  const hostileHref = fc.oneof(
    anyText,
    anyText.map((s) => `/${s}`),
    anyText.map((s) => `https://${s}`),
    fc.constantFrom('javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\tscript:x', '//evil.example', '/\\evil.example', 'https://u:p@evil.example', 'https://gate.example.evil.com', 'data:text/html,x', 'https://www.gate.example/a?b#c'),
  );

  it('safeHref never throws, lets through only site paths and http(s) URLs, and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(hostileHref, fc.anything()), fc.boolean(), (raw, restrict) => {
        const options = restrict ? { allowedHosts: ['gate.example', '*.gate.example'] } : {};
        const href = safeHref(raw, options);
        if (href === null) return;
        expect(href.startsWith('//')).toBe(false);
        if (!href.startsWith('/')) {
          expect(isExternalHref(href)).toBe(true);
          const url = new URL(href);
          expect(url.username + url.password).toBe('');
          if (restrict) {
            // Issue 21 M5: on the list, https, default port.
            expect(url.hostname === 'gate.example' || url.hostname.endsWith('.gate.example')).toBe(true);
            expect(url.protocol).toBe('https:');
            expect(url.port).toBe('');
          }
        }
        expect(safeHref(href, options)).toBe(href);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('withLang keeps a site path on the site, with exactly one language prefix, and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(hostileHref, anyText), lang, (path, to) => {
        const once = withLang(path, to);
        expect(withLang(once, to)).toBe(once);
        if (path.startsWith('/') && !path.startsWith('//')) {
          expect(once.startsWith('/')).toBe(true);
          expect(once.startsWith('//')).toBe(false);
          expect(splitLangPrefix(once).lang).toBe(to);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('withLang and languageSwitchHref never leave the origin, whatever a stored or broadcast path holds (issue 21 M1)', () => {
    const origin = 'https://www.gate.example';
    const slashes = fc.string({ unit: fc.constantFrom('/', '\\', '\t', '\n', '\r'), minLength: 1, maxLength: 4 });
    const prefix = fc.constantFrom('', ...SHELL_LOCALES.map((code) => `/${code}`));
    const rest = fc.oneof(fc.constantFrom('evil.example', 'evil.example/x?y=1', '%2f%2fevil.example', 'user@evil.example'), anyText);
    fc.assert(
      fc.property(prefix, slashes, rest, lang, (head, run, tail, to) => {
        const path = `${head}${run}${tail}`;
        for (const out of [withLang(path, to), languageSwitchHref(to, path)]) {
          if (!/^[\t\n\r]*[/\\]/.test(path)) continue;
          expect(out).toMatch(/^\/(?![/\\])/);
          expect(new URL(out, origin).origin).toBe(origin);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('fiat search (header preferences and pay with)', () => {
  it('never throws; regex characters are literal: exactly the codes containing the query', () => {
    const code = fc.string({ unit: fc.constantFrom('A', 'B', 'U', 'S', 'D', '.', '*', '(', ')', '[', '+', '?', '$', '^', '|', '\\'), maxLength: 4 });
    fc.assert(
      fc.property(fc.array(fc.record({ fiat: fc.oneof(code, anyText) }), { maxLength: 12 }), fc.oneof(code, anyText), (list, query) => {
        const q = query.trim().toUpperCase();
        const found = filterFiatList(list, query);
        expect(found).toEqual(q === '' ? list : list.filter((item) => item.fiat.toUpperCase().includes(q)));
      }),
      { numRuns: RUNS },
    );
    const list = [{ fiat: 'USD' }, { fiat: 'EUR' }, { fiat: 'A(B' }];
    expect(filterFiatList(list, '(')).toEqual([{ fiat: 'A(B' }]);
    expect(filterFiatList(list, '.*')).toEqual([]);
  });
});
