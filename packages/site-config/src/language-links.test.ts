import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from './i18n';
import { languageChoices } from './language-links';
import { isShown } from './policy/explain';

const SERVER_LIST = { ...LANGUAGE_NAMES, ko: '한국어', en: ' English (server) ' };

describe('languageChoices', () => {
  it('offers lang_list languages the site serves, linking /{lang} + the current path and query (none for en)', () => {
    const choices = languageChoices('main', SERVER_LIST, { lang: 'zh', pathname: '/zh/trade/BTC_USDT', search: 'tab=spot' });
    expect(choices.map((c) => c.lang)).toEqual(['en', 'zh', 'zh-tw', 'tr', 'ja', 'ar', 'de', 'fr', 'es']);
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
