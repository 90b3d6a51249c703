// Configuration, logging and the base query.
export { BROWSER_TIMEOUT_MS, BUILD_NUMBER, readCookie } from './config';
export type { ResolvedShellApiConfig, ShellApiConfig, ShellStorage, ShellThunkExtra } from './config';
export { consoleLogger, createMemoryLogger } from './logger';
export type { MemoryLogger, ShellLogEntry, ShellLogger, ShellLogLevel } from './logger';
export { shellRequestHeaders } from './baseQuery';
export type { FailureReason, QueryParams, ShellBaseQueryError, ShellRequest } from './baseQuery';
export { fetchParsed, isRetryable, logFallback, ONE_RETRY, retryDelayMs, safeQueryFn } from './safeQuery';
export type { FetchOutcome, ParsedRequest, RetryPolicy, SafeQuerySpec, ShellSchema } from './safeQuery';
// For the feature packages' endpoints: parse, normalize, drop bad rows, cache, fall back.
export { normalizedQueryFn } from './normalizedQueryFn';
export type { CachePlacement, Normalized, NormalizedQuerySpec } from './normalizedQueryFn';
export { isomorphicQueryHook } from './hooks/serverQuery';

// The one API slice and the call catalogue.
export { shellApi } from './shellApi';
export type { ShellApi, ShellTagType } from './shellApi';
export { CALL_IDS, CALLS, defineCalls } from './endpoints/catalog';
export type { CallCatalog, CallId, CallInfo, CallSpec } from './endpoints/catalog';

// Store, session and React bindings.
export { createShellStore } from './store';
export type { CreateShellStoreOptions, ShellDispatch, ShellRootState, ShellStore } from './store';
export {
  createSessionState,
  fiatChanged,
  languageChanged,
  loginHintChanged,
  selectLang,
  selectRiseColor,
  selectSession,
  selectSite,
  selectTheme,
  siteChanged,
  themeChanged,
} from './session/sessionSlice';
export type { ShellSessionState } from './session/sessionSlice';
// The session of a page's or a request's cookies (React-free; `./server` exports it too).
export { readServerSession } from './session/readSession';
export type { ServerSessionInput } from './session/readSession';
export type { ShellDocumentAttributes } from './session/documentAttributes';
export {
  ShellProvider,
  shellDocumentAttributes,
  useShellDispatch,
  useShellIntl,
  useShellLogger,
  useShellSelector,
  useShellStore,
  useShellSession,
  useSite,
} from './react/ShellProvider';
export type { ShellIntl, ShellMessages, ShellProviderProps } from './react/ShellProvider';

// Persistent cache.
export { createMemoryStorage } from './cache/memoryStorage';
export type { CacheEntry, CacheHit, CacheReadOptions, CacheScope, PersistentCache, PersistentCacheOptions } from './cache/persistentCache';
export { cachedQueryFn } from './cache/cachedQueryFn';
export type { CachedQuerySpec } from './cache/cachedQueryFn';
// Shape checks of what the persistent cache hands back (features describe their own values).
export { isListOf, isRecordOfLists } from './cache/shape';
export type { ShapeOf } from './cache/shape';

// Shared endpoints (importing these injects them into the one API slice).
export { siteDataApi, useGetCommonDataQuery, useGetCurrFiatMarketRatesQuery } from './endpoints/siteData';
export { userDataApi, useGetUnifiedAccountModeQuery, useGetUserInfoQuery } from './endpoints/userData';
export { complianceApi, useGetComplianceCheckQuery } from './endpoints/compliance';
export { announcementPageKey, announcementsApi, useGetAnnouncementQuery, useGetFullsiteBulletinQuery } from './endpoints/announcements';
export type { AnnouncementPageKey } from './endpoints/announcements';

// Shared schemas: normalised types, defaults (= spec §8 fallbacks) and normalisers.
export { envelope, flag, isRecord, num, optNum, optStr, readFlag, readNumber, readText, toSeconds } from './schemas/primitives';
export { acceptCode200, codedEnvelope, DROPPED_SAMPLES, parseItems } from './schemas/coded';
export type { ParsedItems } from './schemas/coded';
export { EMPTY_COMMON_DATA } from './schemas/commonData';
export type { CommonData, FiatListItem } from './schemas/commonData';
export type { UserInfo } from './schemas/userInfo';
export type { KycStatus } from './schemas/kycStatus';
export type { FiatRates } from './schemas/fiatRates';
export type { Announcement } from './schemas/announcement';
export type { UnifiedAccountMode, UnifiedAccountModeName, UnifiedAccountSettings } from './schemas/unifiedAccount';
export type { CrossMarginInfo } from './schemas/crossMargin';

// Hooks over the shared endpoints.
export { useUserInfo } from './hooks/useUserInfo';
export type { UserInfoState } from './hooks/useUserInfo';
export { useSkipUnlessLoggedIn } from './hooks/useUserOnlyQuery';
export { useUnifiedAccountMode } from './hooks/useUnifiedAccountMode';
export { useKycStatus } from './hooks/useKycStatus';
export { useCrossMarginInfo } from './hooks/useCrossMarginInfo';

// Policy: site-config's policy over the session's data.
export { buildPolicyContext } from './policy/buildPolicyContext';
export type { PolicySources } from './policy/buildPolicyContext';
export { useShellPolicyContext, useCommonData } from './policy/useShellPolicyContext';
export { useExplainPolicy, useIsShown } from './policy/useIsShown';

// i18n: merges every package's precompiled catalog for a locale, with an English fallback.
export { createMessageLoader } from './i18n/createMessageLoader';
export type { CatalogLoader, CompiledElement, MessageCatalog, MessageLoaderOptions, ShellMessageLoader } from './i18n/createMessageLoader';

// The shell's own cookies in the browser (configured parent domain, deletions wherever set).
export { deleteShellCookies, writeShellCookies } from './browserCookies';
// Logout on the client: every session trace a page can reach, and the other tabs told.
export { endClientSession } from './session/endClientSession';
export { broadcastLogout } from './settings';
export type { LogoutMessage } from './settings';

// Settings changes: site rules, session, cookies and cross-tab sync in one place.
export {
  convertUsdt,
  useApplySettings,
  useFiatDisplay,
  useSettingsSync,
  useThemePreference,
} from './settings';
export type { FiatDisplay, SettingsChange, SettingsMessage, SettingsRequest } from './settings';
export { restoreShellApiSnapshot } from './snapshotRestore';
export type { RestoredSnapshot } from './snapshotRestore';
