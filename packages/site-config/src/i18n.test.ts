import { describe, expect, it } from 'vitest';
import { shellMessages } from './messages/messages';
import {
  DEFAULT_LANG,
  SHELL_LOCALES,
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
    expect(isLangCode('pt')).toBe(false);
    expect(isLangCode(undefined)).toBe(false);
  });

  it('ar is right-to-left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('zh')).toBe('ltr');
  });

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
