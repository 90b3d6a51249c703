// `@shell/api-client/core`: the framework-free kit. No React, no react-redux, no "use client":
// a React Server Component, a route handler and browser code all import it, and what it exports
// stays callable everywhere. It holds what a server and a browser both need — the building blocks
// a feature package defines and parses its endpoints with, the call catalogue, the loggers, the
// message loader, the session and cookie readers, the policy context and the start-up calls'
// building blocks. Hooks, the provider and the store factory are the main entry's; the server's
// slice and store are `./server`'s.

// Configuration and logging.
export { readCookie } from '../config';
export type { ResolvedShellApiConfig, ShellApiConfig, ShellStorage, ShellThunkExtra } from '../config';
export { consoleLogger, createMemoryLogger } from '../logger';
export type { MemoryLogger, ShellLogEntry, ShellLogger, ShellLogLevel } from '../logger';

// Endpoint building blocks: parse, normalize, drop bad rows, cache, fall back with one log line.
export { shellRequestHeaders } from '../baseQuery';
export type { FailureReason, QueryParams, ShellBaseQueryError, ShellRequest } from '../baseQuery';
export { fetchParsed, logFallback, ONE_RETRY, safeQueryFn } from '../safeQuery';
export type { FetchOutcome, ParsedRequest, RetryPolicy, SafeQuerySpec, ShellSchema } from '../safeQuery';
export { normalizedQueryFn } from '../normalizedQueryFn';
export type { CachePlacement, Normalized, NormalizedQuerySpec } from '../normalizedQueryFn';
export { cachedQueryFn } from '../cache/cachedQueryFn';
export type { CachedQuerySpec } from '../cache/cachedQueryFn';
export { createMemoryStorage } from '../cache/memoryStorage';
export type { CacheEntry, CacheHit, CacheReadOptions, CacheScope, PersistentCache, PersistentCacheOptions } from '../cache/persistentCache';
// Shape checks of what the persistent cache hands back (features describe their own values).
export { isListOf, isRecordOfLists } from '../cache/shape';
export type { ShapeOf } from '../cache/shape';
// The builder a feature's endpoint definitions take (the same definitions feed both slices).
export type { ShellEndpointBuilder, ShellTagType } from '../apiOptions';

// The call catalogue.
export { CALL_IDS, CALLS, defineCalls } from '../endpoints/catalog';
export type { CallCatalog, CallId, CallInfo, CallSpec } from '../endpoints/catalog';

// Schema primitives and the shared data's normalised types and defaults (= spec §8 fallbacks).
export { envelope, flag, isRecord, optNum, optStr, readFlag, readNumber, readText, str, toSeconds } from '../schemas/primitives';
export { acceptCode200, codedEnvelope, DROPPED_SAMPLES, parseItems } from '../schemas/coded';
export type { ParsedItems } from '../schemas/coded';
export { EMPTY_COMMON_DATA } from '../schemas/commonData';
export type { CommonData, FiatListItem } from '../schemas/commonData';
export type { UserInfo } from '../schemas/userInfo';
export type { KycStatus } from '../schemas/kycStatus';
export type { FiatRates } from '../schemas/fiatRates';
export type { UnifiedAccountMode, UnifiedAccountModeName, UnifiedAccountSettings } from '../schemas/unifiedAccount';
export type { CrossMarginInfo } from '../schemas/crossMargin';

// The session: its state, read from a page's or a request's cookies, and its `<html>` attributes.
export { createSessionState } from '../session/sessionSlice';
export type { ShellSessionState } from '../session/sessionSlice';
export { readServerSession } from '../session/readSession';
export type { ServerSessionInput } from '../session/readSession';
export { shellDocumentAttributes } from '../session/documentAttributes';
export type { ShellDocumentAttributes } from '../session/documentAttributes';

// Policy: site-config's policy context from the session's data (the hooks over it are the main entry's).
export { buildPolicyContext } from '../policy/buildPolicyContext';
export type { PolicySources } from '../policy/buildPolicyContext';

// The start-up calls, for either slice (a feature's prefetch composes these in the browser and on a server).
export { startQuery, startSharedFirstRound, startSharedSecondRound } from '../preload/sharedPreload';
export type { PreloadStore, SharedFirstRound, SharedPreloadEndpoints, StartableQuery } from '../preload/sharedPreload';

// i18n: merges every package's precompiled catalog for a locale, with an English fallback.
export { createMessageLoader } from '../i18n/createMessageLoader';
export type { CatalogLoader, CompiledElement, MessageCatalog, MessageLoaderOptions, ShellMessageLoader } from '../i18n/createMessageLoader';
export type { ShellMessages } from '../i18n/messages';
