// `@shell/api-client/core`: the framework-free kit. No React, no react-redux, no "use client":
// a React Server Component, a route handler and browser code all import it, and what it exports
// stays callable everywhere. It holds what a server and a browser both need — the building blocks
// a feature package defines and parses its endpoints with, the call catalogue, the loggers, the
// session and cookie readers, and the policy context. Hooks, the provider and the store factory are the main entry's; the server's
// slice and store are `./server`'s.

// Configuration and logging.
export type { ResolvedShellApiConfig, ShellApiConfig, ShellStorage, ShellThunkExtra } from '../config';
export { consoleLogger, createMemoryLogger } from '../logger';
export type { MemoryLogger, ShellLogEntry, ShellLogger, ShellLogLevel } from '../logger';

// Endpoint building blocks: parse, normalize, drop bad rows, cache, fall back with one log line.
export { shellRequestHeaders } from '../baseQuery';
export type { FailureReason, QueryParams, ShellBaseQueryError, ShellRequest } from '../baseQuery';
export { fetchParsed, logFallback, safeQueryFn } from '../safeQuery';
export type { FetchOutcome, ParsedRequest, RetryPolicy, SafeQuerySpec, SchemaSource, ShellSchema } from '../safeQuery';
export { cachedQueryFn } from '../cache/cachedQueryFn';
export type { CachedQuerySpec } from '../cache/cachedQueryFn';
export { createMemoryStorage } from '../cache/memoryStorage';
export type { CacheEntry, CacheHit, CacheReadOptions, CacheScope, PersistentCache, PersistentCacheOptions } from '../cache/persistentCache';
// The builder a feature's endpoint definitions take (the same definitions feed both slices).
export type { ShellEndpointBuilder, ShellTagType } from '../apiOptions';

// The call catalogue.
export { CALLS, defineCalls } from '../endpoints/catalog';
export type { CallCatalog, CallId, CallInfo, CallSpec } from '../endpoints/catalog';

// Schema primitives and the shared data's normalised types and defaults (= spec §8 fallbacks).
// The readers of loosely typed values; the zod building blocks are `@shell/api-client/schemas`.
export { isRecord, readFlag, readNumber, readText, toSeconds } from '../schemas/readers';
export { acceptCode200, DROPPED_SAMPLES, parseItems } from '../schemas/coded';
export type { ParsedItems } from '../schemas/coded';
export { EMPTY_COMMON_DATA } from '../schemas/sharedDefaults';
export type { CommonData, FiatListItem } from '../schemas/sharedTypes';
export type { UserInfo } from '../schemas/sharedTypes';
export type { FiatRates } from '../schemas/fiatRates';
export type { UnifiedAccountMode, UnifiedAccountModeName, UnifiedAccountSettings } from '../schemas/sharedTypes';

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

// i18n: the merged messages the provider takes (site-config's `createMessageLoader` makes them).
export type { ShellMessages } from '../i18n/messages';
