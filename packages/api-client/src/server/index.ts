// `@shell/api-client/server`: what a server (a React Server Component, a route handler) needs to
// preload the shell's data for one request. Nothing here imports React or react-redux, so it
// loads under `node --conditions=react-server`.

// The server's API slice (same options and endpoint definitions as the browser's) and its store.
export { shellServerApi } from './serverApi';
export type { ShellServerApi } from './serverApi';
export { createServerStore } from './serverStore';
export type { CreateServerStoreOptions, ShellServerState, ShellServerStore } from './serverStore';
export { preloadSharedData } from './preload';
export type { PreloadSharedDataOptions } from './preload';
export { dehydrateShellApi } from './dehydrate';
export type { ShellApiSnapshot, SnapshotQuery, SnapshotTag } from './dehydrate';
export { readServerSession } from '../session/readSession';
export type { ServerSessionInput } from '../session/readSession';

// One preload implementation for both slices (a feature's start-up calls compose these).
export { startQuery, startSharedFirstRound, startSharedSecondRound } from '../preload/sharedPreload';
export type { PreloadStore, SharedFirstRound, SharedPreloadEndpoints, StartableQuery } from '../preload/sharedPreload';

// The slice options and the builder a feature's own endpoint definitions take; the announcement page key.
export { SHELL_API_OPTIONS, SHELL_TAG_TYPES } from '../apiOptions';
export type { ShellEndpointBuilder, ShellTagType } from '../apiOptions';
export { announcementPageKey } from '../endpoints/definitions';
export type { AnnouncementPageKey } from '../endpoints/definitions';

// Building blocks of endpoint definitions (also exported by the client entry).
export { BROWSER_TIMEOUT_MS, BUILD_NUMBER, readCookie } from '../config';
export type { ResolvedShellApiConfig, ShellApiConfig, ShellStorage, ShellThunkExtra } from '../config';
export { consoleLogger, createMemoryLogger } from '../logger';
export type { MemoryLogger, ShellLogEntry, ShellLogger, ShellLogLevel } from '../logger';
export type { FailureReason, QueryParams, ShellBaseQueryError, ShellRequest } from '../baseQuery';
export { fetchParsed, isRetryable, logFallback, ONE_RETRY, retryDelayMs, safeQueryFn } from '../safeQuery';
export type { FetchOutcome, ParsedRequest, RetryPolicy, SafeQuerySpec, ShellSchema } from '../safeQuery';
export { normalizedQueryFn } from '../normalizedQueryFn';
export type { CachePlacement, Normalized, NormalizedQuerySpec } from '../normalizedQueryFn';
export { CALL_IDS, CALLS, defineCalls } from '../endpoints/catalog';
export type { CallCatalog, CallId, CallInfo, CallSpec } from '../endpoints/catalog';
export { envelope, flag, isRecord, num, optNum, optStr, readFlag, readNumber, readText, toSeconds } from '../schemas/primitives';
export { buildPolicyContext } from '../policy/buildPolicyContext';
export type { PolicySources } from '../policy/buildPolicyContext';

// The session a server render starts from, its state type and its `<html>` attributes.
export { createSessionState } from '../session/sessionSlice';
export { shellDocumentAttributes } from '../session/documentAttributes';
export type { ShellDocumentAttributes } from '../session/documentAttributes';
export type { ShellSessionState } from '../session/sessionSlice';

// i18n: merges every package's catalog for a locale (the same loader the client entry exports).
export { createMessageLoader } from '../i18n/createMessageLoader';
export type { CatalogLoader, CompiledElement, MessageCatalog, MessageLoaderOptions, ShellMessageLoader } from '../i18n/createMessageLoader';
export type { ShellMessages } from '../i18n/messages';
export type { CommonData } from '../schemas/commonData';
export type { UserInfo } from '../schemas/userInfo';
