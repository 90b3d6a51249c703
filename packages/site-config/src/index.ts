// Public API of @shell/site-config. Every export is listed by name.

export type { SiteKey } from './site-keys';
export type { HiddenFlag, SiteDefinition } from './sites';
export { SITE_KEYS, isSiteKey } from './site-keys';
export { SITES, getSite } from './sites';

export type { RegionalSection } from './regional-hidden';
export type { HeaderEntryKind, MenuPlacement } from './constants';

export type { LangCode } from './i18n';
export {
  SHELL_LOCALES,
  DEFAULT_LANG,
  LANGUAGE_NAMES,
  RESTRICTED_LANGUAGE_NOTICES,
  isLangCode,
  isChineseLang,
  textDirection,
  splitLangPrefix,
  langPrefix,
  needsTurkishSiteChoice,
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
export { FOOTER_COMPLIANCE_KEYS, isGatedItem } from './policy/items';
export { explainPolicy, isShown, explainAll } from './policy/explain';

export type { RouteName, AuthRouteOptions, WalletOrderRoutes } from './routes';
export {
  ROUTES,
  withLang,
  languageSwitchHref,
  tradeRoute,
  spotRowRoute,
  futuresRoute,
  deliveryRoute,
  optionsRoute,
  preMarketRoute,
  pilotRoute,
  alphaRoute,
  buyCryptoRoute,
  loginRoute,
  signupRoute,
  appDownloadRoute,
  reminderRoute,
  testnetAuthorizeUrl,
  liveTradingHref,
  testnetFuturesHref,
  turkishLocalSiteHref,
  walletOrderRoutes,
  coinRoutes,
  postStatusRoute,
  isActiveMarketRow,
} from './routes';
export type { CheckedNavigationOptions, SafeHrefOptions } from './safe-href';
export { checkedNavigation, safeHref, isExternalHref, safeImageSrc, hostEntryOf, DEFAULT_LINK_HOSTS, DEFAULT_IMAGE_HOSTS } from './safe-href';

export type { RiseColor, ReferenceTime, ThemeName, ThemePreference, ShellSettings } from './settings-model';
export { RISE_COLORS, REFERENCE_TIMES, THEME_PREFERENCES } from './settings-model';
export {
  THEME_COOKIE_VALUE,
  readSettings,
  riseColorOptions,
  referenceTimeOptions,
  constrainSettings,
  defaultRiseColor,
  riseColorForLanguageChange,
  pickFiat,
  setDoNotSwitchFiat,
  settingsCookieWrites,
  themePreferenceFromCookie,
  resolveTheme,
  themePreferenceCookieWrites,
  filterFiatList,
} from './settings';
export type { CookieWrite, CookieName, CookieScope } from './cookies';
export { COOKIE_NAMES, serializeCookie, parseCookieString, readCookie, cookieDomainFor, cookieDeletions, isSecureProtocol, logoutCookieWrites } from './cookies';

export type { CacheName } from './constants';
export {
  REMINDER_PAGE_SIZE_DROPDOWN,
  REMINDER_PAGE_SIZE_DEFAULT,
  UNREAD_POLL_MS,
  UNREAD_POLL_INITIAL_DELAY_MS,
  SEARCH_DEBOUNCE_MS,
  ALPHA_ROW_HEIGHT,
  ALPHA_SKELETON_ROWS,
  COPY_HOVER_TIMEOUT_MS,
  MARKET_LIST_HEIGHT,
  MARKET_ROW_HEIGHT,
  MARKET_LIST_OVERSCAN,
  VIEW_ALL_SCROLL_THRESHOLD,
  SCROLL_DEBOUNCE_MS,
  MARKET_SKELETON_ROWS,
  BREAKPOINTS,
  NAV_SCROLL_STEP,
  NAV_ARROW_RECHECK_MS,
  FUTURES_REFRESH_MS,
  DELIVERY_DEDUPE_MS,
  MENU_RETRIES,
  MENU_RETRY_DELAY_MS,
  DEFAULT_CACHE_TIME,
  PRE_MARKET_PAGE_SIZE,
  ALPHA_PAGE_SIZE,
  BUILD_NUMBER,
  CDN_CHECK_DELAY_MS,
  CURRENCY_COUNT,
  REFERRAL_BADGE_USDT,
  BADGE_LABELS,
  DEFAULT_FIAT,
  IMAGE_QUALITY,
  APP_QR_SIZE,
  DISMISSED_NOTICE_STORAGE_KEY,
  TAG_KIND,
  PLATFORM_TYPE,
  LINK_TYPE,
  LAYOUT,
  STATUS_ICON,
  MOBILE_SETTINGS_MODAL,
  HEADER_ENTRY_KINDS,
  CACHE_NAMES,
  cacheKey,
  shortenAddress,
  formatTierProgress,
  formatUnreadBadge,
  marqueeDurationSeconds,
  copyrightYears,
  cookieNoticeDue,
  showsExpressBuy,
} from './constants';

// Shared messages (precompiled per locale, loaded on demand).
export type { MessageDescriptor } from './messages/define';
export { defineMessages, defineMessage } from './messages/define';
// The shared message descriptors themselves: `@shell/site-config/messages`.
export type { CatalogImports, CompiledCatalog, CompiledMessage } from './messages/load';
export { catalogLoader, loadSiteConfigMessages } from './messages/load';

// Theme: applied on the server and before first paint.
export type { ThemeAttributes, ThemeBootOptions } from './theme/theme-boot';
export {
  THEME_BOOT_SCRIPT,
  THEME_ATTRIBUTE,
  RISE_ATTRIBUTE,
  PREFERS_DARK_QUERY,
  createThemeBootScript,
  themeAttributes,
} from './theme/theme-boot';

// Preferences: language choices and compliance redirects.
export type { LanguageChoice } from './language-links';
export { languageChoices } from './language-links';
export type { ComplianceRedirect, ComplianceRedirectInput, ComplianceRedirectReason } from './compliance-redirect';
export { COMPLIANCE_REDIRECT_PATHS, resolveComplianceRedirect } from './compliance-redirect';
