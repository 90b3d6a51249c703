import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, SHELL_LOCALES, splitLangPrefix } from './i18n';
import { languageChoices } from './language-links';
import { isShown } from './policy/explain';

const CATALOG_NAMES = Object.fromEntries(SHELL_LOCALES.map((lang) => [lang, LANGUAGE_NAMES[lang]]));
const SERVER_LIST = { ...CATALOG_NAMES, ko: '한국어', en: ' English (server) ' };

describe('languageChoices', () => {
  it('offers lang_list languages the site serves, linking /{lang} + the current path and query (none for en)', () => {
    const choices = languageChoices('main', SERVER_LIST, { lang: 'zh', pathname: '/zh/trade/BTC_USDT', search: 'tab=spot' });
    expect(choices.map((c) => c.lang)).toEqual(['en', 'zh', 'zh-tw', 'tr', 'ja', 'ar', 'de', 'fr', 'es', 'ko']);
    expect(choices.find((c) => c.lang === 'en')).toMatchObject({ href: '/trade/BTC_USDT?tab=spot', name: 'English (server)', current: false });
    expect(choices.find((c) => c.lang === 'ja')).toMatchObject({ href: '/ja/trade/BTC_USDT?tab=spot', name: '日本語' });
    expect(choices.find((c) => c.lang === 'zh')?.current).toBe(true);
  });

  it('links the home page as /{lang}', () => {
    const choices = languageChoices('main', SERVER_LIST, { lang: 'en', pathname: '/' });
    expect(choices.find((c) => c.lang === 'de')?.href).toBe('/de');
    expect(choices.find((c) => c.lang === 'en')?.href).toBe('/');
  });

  it('marks German, French and Spanish as restricted, and Turkish as needing the site choice except on Turkey', () => {
    const main = languageChoices('main', SERVER_LIST, { lang: 'en', pathname: '/' });
    expect(main.filter((c) => c.restricted).map((c) => c.lang)).toEqual(['de', 'fr', 'es']);
    expect(main.filter((c) => c.needsTurkishSiteChoice).map((c) => c.lang)).toEqual(['tr']);
    expect(languageChoices('tr', SERVER_LIST, { lang: 'tr', pathname: '/' }).some((c) => c.needsTurkishSiteChoice)).toBe(false);
  });

  it.each([
    ['main', ['de', 'fr', 'es']],
    // The EU site serves German, French and Spanish residents; the Bahamas site offers Spanish without the notice.
    ['eu', []],
    ['bs', []],
  ] as const)('on %s the restricted choices are %j, as the policy items settings.restrictedNotice.* decide', (site, expected) => {
    const choices = languageChoices(site, {}, { lang: 'en', pathname: '/' });
    expect(choices.filter((c) => c.restricted).map((c) => c.lang)).toEqual(expected);
    for (const choice of choices) {
      if (choice.lang === 'de' || choice.lang === 'fr' || choice.lang === 'es') {
        expect(choice.restricted, `${site} ${choice.lang}`).toBe(isShown(`settings.restrictedNotice.${choice.lang}`, { site, user: { kind: 'visitor' } }));
      }
    }
    if (site === 'bs') expect(choices.map((c) => c.lang)).toEqual(['en', 'es']);
    if (site === 'eu') expect(choices.map((c) => c.lang)).toEqual(['en', 'de', 'fr', 'es']);
  });

  it('keeps to the site’s languages and falls back to them when lang_list is empty', () => {
    expect(languageChoices('jp', SERVER_LIST, { lang: 'en', pathname: '/' }).map((c) => c.lang)).toEqual(['en', 'ja']);
    const fallback = languageChoices('ae', {}, { lang: 'en', pathname: '/' });
    expect(fallback.map((c) => [c.lang, c.name])).toEqual([
      ['en', 'English'],
      ['ar', 'العربية'],
    ]);
  });
});

// Issue 22 item 14: "the chooser lists every language the server's lang_list returns (ru, ko, vi,
// pt, …); those without a shell catalog render the shell in English with the right lang on <html>
// and the right URL prefix" — spec §2 "Language links use /{lang} plus the current path".
describe('§2 language links for languages beyond our catalogs', () => {
  const LANG_LIST = { en: 'English', ru: 'Русский', ko: '한국어', zh: '简体中文', vi: 'Tiếng Việt', pt: 'Português (Brasil)', xx: 'Unknown', '/evil': 'Evil' };

  it('main offers every lang_list language, in its order, with the server names and /{lang} links that parse back to the language', () => {
    const choices = languageChoices('main', LANG_LIST, { lang: 'ru', pathname: '/ru/trade/BTC_USDT', search: 'tab=spot' });
    expect(choices.map((c) => [c.lang, c.name, c.href, c.current])).toEqual([
      ['en', 'English', '/trade/BTC_USDT?tab=spot', false],
      ['ru', 'Русский', '/ru/trade/BTC_USDT?tab=spot', true],
      ['ko', '한국어', '/ko/trade/BTC_USDT?tab=spot', false],
      ['zh', '简体中文', '/zh/trade/BTC_USDT?tab=spot', false],
      ['vi', 'Tiếng Việt', '/vi/trade/BTC_USDT?tab=spot', false],
      ['pt', 'Português (Brasil)', '/pt/trade/BTC_USDT?tab=spot', false],
    ]);
    for (const choice of choices) expect(splitLangPrefix(choice.href).lang).toBe(choice.lang);
  });

  it('with an empty lang_list main offers every page language under its native name', () => {
    const choices = languageChoices('main', {}, { lang: 'en', pathname: '/' });
    expect(choices.find((c) => c.lang === 'uk')).toMatchObject({ name: 'Українська', href: '/uk' });
    expect(choices).toHaveLength(Object.keys(LANGUAGE_NAMES).length);
  });

  it.each(['eu', 'us', 'jp', 'testnet'] as const)('%s keeps to the languages it serves (a compliance choice): no server-only language', (site) => {
    const choices = languageChoices(site, LANG_LIST, { lang: 'en', pathname: '/' });
    expect(choices.some((c) => c.lang === 'ru' || c.lang === 'ko' || c.lang === 'vi' || c.lang === 'pt')).toBe(false);
  });
});
