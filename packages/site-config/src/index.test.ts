import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API', () => {
  it('exports the contract names', () => {
    const names = [
      'SITE_KEYS', 'isSiteKey', 'SITES', 'getSite',
      'SHELL_LOCALES', 'DEFAULT_LANG', 'isLangCode', 'catalogLocaleFor', 'textDirection', 'splitLangPrefix',
      'EMPTY_COMPLIANCE', 'NO_COUNTRY_LIMITS', 'GATED_ITEMS', 'explainPolicy', 'isShown',
      'withLang', 'languageSwitchHref', 'ROUTES', 'pathSegment', 'futuresRoute', 'optionsRoute',
      'preMarketRoute', 'buyCryptoRoute', 'loginRoute', 'appDownloadRoute',
      'reminderRoute', 'safeHref',
      'COOKIE_NAMES', 'readSettings',
      'constrainSettings', 'riseColorForLanguageChange', 'pickFiat', 'serializeCookie', 'parseCookieString',
      'settingsCookieWrites', 'CACHE_NAMES', 'cacheKey',
      // Resolves a sub_website_id, the old ids of earlier versions included (issue 22 item 1): root's server helpers read it.
      'siteFromSubWebsiteId',
    ];
    for (const name of names) expect(api, name).toHaveProperty(name);
    // The policy's parts and the constants only this package reads are not API: the policy function is.
    // `langPrefix` is `withLang(path, lang)`'s own step; `LANGUAGES` is `SITES.main.languages`.
    for (const name of ['langPrefix', 'LANGUAGES', 'complianceHides', 'REGIONAL_HIDDEN', 'REQUEST_TIMEOUT_MS', 'riseColorOptions', 'BUILD_NUMBER']) {
      expect(api, name).not.toHaveProperty(name);
    }
    // What only one feature reads lives in that feature (spec constants, helpers, route builders).
    for (const name of ['MARKET_ROW_HEIGHT', 'UNREAD_POLL_MS', 'TAG_KIND', 'BREAKPOINTS', 'shortenAddress', 'copyrightYears', 'spotRowRoute', 'walletOrderRoutes', 'checkedNavigation']) {
      expect(api, name).not.toHaveProperty(name);
    }
    expect(api).not.toHaveProperty('default');
  });
});
