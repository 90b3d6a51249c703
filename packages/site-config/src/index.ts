// Public API of @shell/site-config. Every export is listed by name.

export type { SiteKey } from './site-keys';
export type { HiddenFlag, SiteDefinition } from './sites';
export { SITE_KEYS, isSiteKey } from './site-keys';
export { SITES, getSite, siteFromSubWebsiteId } from './sites';

export type { RegionalSection } from './regional-hidden';
export type { HeaderEntryKind, MenuPlacement } from './constants';

export type { CatalogLocale, LangCode } from './i18n';
export {
  SHELL_LOCALES,
  DEFAULT_LANG,
  LANGUAGE_NAMES,
  isLangCode,
  catalogLocaleFor,
  textDirection,
  splitLangPrefix,
} from './i18n';

export type {
  UserKind,
  PolicyUser,
  ComplianceInfo,
  CountryLimits,
  PolicyEnv,
  PolicyContext,
  PolicyDecision,
} from './policy/context';
export { EMPTY_COMPLIANCE, NO_COUNTRY_LIMITS, UNKNOWN_COMPLIANCE } from './policy/context';
export type { GatedItem, GatedGroup, FooterComplianceKey } from './policy/items';
export type { GatedItemInfo } from './policy/labels';
export { GATED_GROUP_LABELS, GATED_ITEMS } from './policy/labels';
export { explainPolicy, isShown, explainAll } from './policy/explain';

export type { RouteName, AuthRouteOptions } from './routes';
export {
  ROUTES,
  pathSegment,
  withLang,
  languageSwitchHref,
  futuresRoute,
  optionsRoute,
  preMarketRoute,
  buyCryptoRoute,
  loginRoute,
  appDownloadRoute,
  reminderRoute,
} from './routes';
export type { SafeHrefOptions } from './safe-href';
export { safeHref, isExternalHref, safeImageSrc } from './safe-href';

export type { RiseColor, ReferenceTime, ThemeName, ThemePreference, ShellSettings } from './settings-model';
export { RISE_COLORS, REFERENCE_TIMES, THEME_PREFERENCES } from './settings-model';
export {
  readSettings,
  constrainSettings,
  riseColorForLanguageChange,
  pickFiat,
  siteFiats,
  settingsCookieWrites,
  themePreferenceFromCookie,
  resolveTheme,
  themePreferenceCookieWrites,
  filterFiatList,
} from './settings';
export type { SiteFiats } from './settings';
export type { CookieWrite, CookieName, CookieScope } from './cookies';
export { COOKIE_NAMES, serializeCookie, parseCookieString, readCookie, cookieDomainFor, cookieDeletions, isSecureProtocol, logoutCookieWrites } from './cookies';

export type { CacheName } from './constants';
// The §9 constants more than one package reads. A constant only one feature reads lives in that
// feature (e.g. @shell/markets' list sizes, @shell/reminder's poll intervals): not public.
export {
  MENU_RETRIES,
  MENU_RETRY_DELAY_MS,
  CURRENCY_COUNT,
  DEFAULT_FIAT,
  DISMISSED_NOTICE_STORAGE_KEY,
  CACHE_NAMES,
  cacheKey,
} from './constants';

// Shared messages (precompiled per locale, loaded on demand).
export type { MessageDescriptor } from './messages/define';
export { defineMessages, defineMessage } from './messages/define';
// The shared message descriptors themselves: `@shell/site-config/messages`.
export type {
  CatalogImports,
  CatalogLoader,
  CompiledCatalog,
  CompiledMessage,
  MessageCatalog,
  MessageLoaderLogger,
  MessageLoaderOptions,
  ShellMessageLoader,
} from './messages/load';
export { catalogLoader, createMessageLoader, loadSiteConfigMessages } from './messages/load';

// Theme: applied on the server and before first paint.
export type { ThemeBootOptions } from './theme/theme-boot';
export { THEME_BOOT_SCRIPT, THEME_ATTRIBUTE, PREFERS_DARK_QUERY, createThemeBootScript } from './theme/theme-boot';

// Preferences: language choices and compliance redirects.
export type { LanguageChoice } from './language-links';
export { languageChoices } from './language-links';
export type { ComplianceRedirect, ComplianceRedirectInput, ComplianceRedirectReason } from './compliance-redirect';
export { resolveComplianceRedirect } from './compliance-redirect';
