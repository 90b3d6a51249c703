import { describe, expect, it } from 'vitest';
import { shellMessages } from './messages/messages';
import {
  DEFAULT_LANG,
  LANGUAGES,
  LANGUAGE_NAMES,
  SHELL_LOCALES,
  catalogLocaleFor,
  isLangCode,
  langPrefix,
  needsTurkishSiteChoice,
  splitLangPrefix,
  textDirection,
} from './i18n';

describe('i18n', () => {
  it('ships nine locales, en by default', () => {
    expect(SHELL_LOCALES).toEqual(['en', 'zh', 'zh-tw', 'tr', 'ja', 'ar', 'de', 'fr', 'es']);
    expect(DEFAULT_LANG).toBe('en');
    expect(isLangCode('zh-tw')).toBe(true);
    expect(isLangCode('xx')).toBe(false);
    expect(isLangCode('/evil.example')).toBe(false);
    expect(isLangCode(undefined)).toBe(false);
  });

  it('ar is right-to-left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('zh')).toBe('ltr');
  });
});

// Issue 22 item 14, spec §2 "All routes take a language prefix: /{lang}, none for en" and §3
// common data "lang_list (code to name)": the languages the server serves beyond our catalogs.
describe('§2/§3 languages beyond our catalogs', () => {
  it('page languages are the nine catalogs plus the server languages, each a well-formed lowercase code with a native name', () => {
    expect(LANGUAGES.slice(0, SHELL_LOCALES.length)).toEqual(SHELL_LOCALES);
    expect(LANGUAGES).toEqual(expect.arrayContaining(['ru', 'ko', 'vi', 'pt', 'id', 'th', 'it', 'uk', 'pl']));
    for (const lang of LANGUAGES) {
      // It goes into URLs and `<html lang>`: nothing but a BCP 47 language (+ region) in lowercase.
      expect(lang).toMatch(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/);
      expect(isLangCode(lang)).toBe(true);
      expect(LANGUAGE_NAMES[lang].trim()).not.toBe('');
    }
    expect(isLangCode('ru')).toBe(true);
    expect(isLangCode('pt')).toBe(true);
  });

  it.each([
    ['/ru/trade/BTC_USDT', 'ru', '/trade/BTC_USDT'],
    ['/ko', 'ko', '/'],
    ['/vi?x=1', 'vi', '/?x=1'],
    ['/pt/', 'pt', '/'],
    // Hostile paths stay on the site behind a server-language prefix too.
    ['/ru//evil.example', 'ru', '/evil.example'],
    ['/ru/\\evil.example', 'ru', '/evil.example'],
    ['/uk/\t/evil.example', 'uk', '/evil.example'],
    // Only whole known codes: well-formed but unknown segments are paths (a route like /nft is no language).
    ['/xx/trade', 'en', '/xx/trade'],
    ['/nft/collection', 'en', '/nft/collection'],
    ['/RU/trade', 'en', '/RU/trade'],
  ] as const)('splitLangPrefix(%j) → %s %s', (input, lang, path) => {
    expect(splitLangPrefix(input)).toEqual({ lang, path });
  });

  it.each([
    ['en', 'en'],
    ['zh-tw', 'zh-tw'],
    ['ar', 'ar'],
    ['ru', 'en'],
    ['pt', 'en'],
    ['pt-br', 'en'],
    ['es-419', 'es'],
    ['de-AT', 'de'],
    ['zh-hk', 'zh-tw'],
    ['zh-hant-tw', 'zh-tw'],
    ['zh-cn', 'zh'],
    ['ur', 'en'],
    ['', 'en'],
    ['constructor', 'en'],
  ])('catalogLocaleFor(%j) → %s (own catalog, else its base language, else English)', (lang, locale) => {
    expect(catalogLocaleFor(lang)).toBe(locale);
  });

  it.each([
    ['ar', 'rtl'],
    ['ar-eg', 'rtl'],
    ['fa', 'rtl'],
    ['fa-af', 'rtl'],
    ['he', 'rtl'],
    ['ur', 'rtl'],
    ['ur-pk', 'rtl'],
    ['ru', 'ltr'],
    ['pt-br', 'ltr'],
    ['en', 'ltr'],
  ])('RTL decided by the language, not the catalog: textDirection(%j) → %s', (lang, dir) => {
    // `ur` reads the English catalog and is still right to left.
    expect(textDirection(lang)).toBe(dir);
  });
});

describe('i18n prefixes and notices', () => {

  it.each([
    ['/zh/trade/x', 'zh', '/trade/x'],
    ['/trade', 'en', '/trade'],
    ['/tr', 'tr', '/'],
    ['/tr/', 'tr', '/'],
    ['/zh-tw/futures/USDT/BTC_USDT', 'zh-tw', '/futures/USDT/BTC_USDT'],
    ['/', 'en', '/'],
    ['', 'en', '/'],
    ['/en/trade', 'en', '/en/trade'],
    ['/ja?x=1', 'ja', '/?x=1'],
    ['/trade/BTC_TRY', 'en', '/trade/BTC_TRY'],
    ['/zhx/abc', 'en', '/zhx/abc'],
    // Issue 21 M1: what follows the prefix stays on the site.
    ['/zh//evil.example', 'zh', '/evil.example'],
    ['/zh/\\evil.example', 'zh', '/evil.example'],
    ['//evil.example', 'en', '/evil.example'],
  ] as const)('splitLangPrefix(%j) → %s %s', (input, lang, path) => {
    expect(splitLangPrefix(input)).toEqual({ lang, path });
  });

  it('langPrefix', () => {
    expect(langPrefix('en')).toBe('');
    expect(langPrefix('zh')).toBe('/zh');
    expect(langPrefix('zh-tw')).toBe('/zh-tw');
    expect(langPrefix('ru')).toBe('/ru');
  });

  it('restricted notices (the shared messages): German verbatim, French and Spanish in the same pattern', () => {
    expect(shellMessages.restrictedGerman.defaultMessage).toBe(
      'This page is not intended for residents and citizens of Germany, Austria and other German-speaking jurisdictions listed in the Restricted Locations related terms of the User Agreement',
    );
    expect(shellMessages.restrictedFrench.defaultMessage).toContain('France, Canada and other French-speaking jurisdictions');
    expect(shellMessages.restrictedSpanish.defaultMessage).toContain('Spain, Cuba, Bolivia, Venezuela and other Spanish-speaking jurisdictions');
  });

  it('Turkish off the Turkey site needs the local-site choice', () => {
    expect(needsTurkishSiteChoice('main', 'tr')).toBe(true);
    expect(needsTurkishSiteChoice('tr', 'tr')).toBe(false);
    expect(needsTurkishSiteChoice('main', 'zh')).toBe(false);
  });
});
