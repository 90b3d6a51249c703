import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API', () => {
  it('exports the contract names', () => {
    const names = [
      'SITE_KEYS', 'isSiteKey', 'SITES', 'getSite',
      'SHELL_LOCALES', 'DEFAULT_LANG', 'isLangCode', 'textDirection', 'splitLangPrefix', 'langPrefix', 'RESTRICTED_LANGUAGE_NOTICES',
      'EMPTY_COMPLIANCE', 'NO_COUNTRY_LIMITS', 'GATED_ITEMS', 'explainPolicy', 'isShown',
      'withLang', 'languageSwitchHref', 'ROUTES', 'tradeRoute', 'spotRowRoute', 'futuresRoute', 'deliveryRoute', 'optionsRoute',
      'preMarketRoute', 'pilotRoute', 'alphaRoute', 'buyCryptoRoute', 'loginRoute', 'signupRoute', 'appDownloadRoute',
      'reminderRoute', 'testnetAuthorizeUrl', 'walletOrderRoutes', 'safeHref',
      'THEME_COOKIE_VALUE', 'COOKIE_NAMES', 'readSettings', 'riseColorOptions', 'referenceTimeOptions',
      'constrainSettings', 'riseColorForLanguageChange', 'pickFiat', 'setDoNotSwitchFiat', 'serializeCookie', 'parseCookieString',
      'settingsCookieWrites', 'shortenAddress', 'formatTierProgress', 'marqueeDurationSeconds', 'CACHE_NAMES', 'cacheKey',
      'TAG_KIND', 'PLATFORM_TYPE', 'LINK_TYPE', 'LAYOUT', 'STATUS_ICON', 'copyrightYears', 'BADGE_LABELS',
    ];
    for (const name of names) expect(api, name).toHaveProperty(name);
    // The policy's parts and the constants only this package reads are not API: the policy function is.
    for (const name of ['complianceHides', 'REGIONAL_HIDDEN', 'siteFromSubWebsiteId', 'REQUEST_TIMEOUT_MS']) expect(api, name).not.toHaveProperty(name);
    expect(api).not.toHaveProperty('default');
  });
});
