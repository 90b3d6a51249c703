/**
 * HTTP calls of the shell (spec §7) by a stable id. Endpoint definitions, the mock backend and the
 * fault switch (`?fault=<id>:<kind>`) all use these ids and paths, so a path lives in exactly one
 * place. Each package defines the calls it owns with {@link defineCalls} next to its endpoints;
 * this module holds the shared ones. Paths marked `chosen` are "not shown" in the spec; the shape
 * we chose is documented in the owning package's README.
 */
export interface CallInfo {
  readonly id: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** True when the spec does not show the path and we chose it. */
  readonly chosen?: boolean;
}

/** A call as written in a catalogue: its id is the key it is listed under. */
export type CallSpec = Omit<CallInfo, 'id'>;

export type CallCatalog<T extends Record<string, CallSpec>> = { readonly [K in keyof T & string]: T[K] & { readonly id: K } };

/** Gives every call of a catalogue its id (the key), so a call object can name itself in logs and faults. */
export function defineCalls<const T extends Record<string, CallSpec>>(calls: T): CallCatalog<T> {
  const withIds: Record<string, CallInfo> = {};
  for (const [id, spec] of Object.entries(calls)) withIds[id] = { ...spec, id };
  return withIds as CallCatalog<T>;
}

/** The shared calls: the data every package reads. */
export const CALLS = defineCalls({
  // Shared shell data (this package).
  commonData: { method: 'GET', path: '/apiw/v2/site/common_data', chosen: true },
  userInfo: { method: 'GET', path: '/api/web/v1/usercenter/get_info', chosen: true },
  complianceCheck: { method: 'GET', path: '/apiw/v2/compliance/check', chosen: true },
  currFiatMarketRates: { method: 'GET', path: '/api/web/v1/site/currFiatMarketRates' },
  fullsiteBulletin: { method: 'GET', path: '/api/web/v1/site/fullsiteBulletin' },
  announcement: { method: 'GET', path: '/apiw/v2/announcement/global_notice', chosen: true },
  unifiedAccountMode: { method: 'GET', path: '/apiw/v2/unified/account_mode' },
});

export type CallId = keyof typeof CALLS;
export const CALL_IDS = Object.keys(CALLS) as CallId[];
export function isCallId(value: unknown): value is CallId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CALLS, value);
}
