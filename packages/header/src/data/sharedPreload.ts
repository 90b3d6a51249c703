import type { ComplianceInfo } from '@shell/site-config';
import type { CommonData, ShellSessionState, UserInfo } from '@shell/api-client/core';

/**
 * A query endpoint as a preload needs it: `initiate` of the browser's slice (`shellDataApi.endpoints
 * .getUserInfo`) or of the server's (`shellServerApi.endpoints.getUserInfo`) — one preload
 * implementation serves both.
 */
export interface StartableQuery<Arg, Data> {
  initiate(arg: Arg, options: { subscribe: false }): (dispatch: never, getState: never, extra: never) => PromiseLike<{ data?: Data }>;
}

/** A store a preload runs on: the browser's `createShellStore` or the server's `createServerStore`. */
export interface PreloadStore {
  dispatch: (action: never) => unknown;
  getState(): { shellSession: ShellSessionState };
}

/** The shared endpoints a page's start-up calls use. */
export interface SharedPreloadEndpoints {
  getUserInfo: StartableQuery<void, UserInfo>;
  getComplianceCheck: StartableQuery<void, ComplianceInfo>;
  getCommonData: StartableQuery<void, CommonData>;
  getUnifiedAccountMode: StartableQuery<void, unknown>;
}

/** What the first round answered: the inputs of the policy context. */
export interface SharedFirstRound {
  userInfo: UserInfo | undefined;
  compliance: ComplianceInfo | undefined;
  commonData: CommonData | undefined;
}

/** Started, not subscribed: the components that mount subscribe; until then RTK Query keeps the answer. */
const START = { subscribe: false } as const;

/** Starts one query on a store (RTK Query shares a request already running for the same argument). */
export function startQuery<Arg, Data>(store: PreloadStore, endpoint: StartableQuery<Arg, Data>, arg: Arg): PromiseLike<{ data?: Data }> {
  const dispatch = store.dispatch as unknown as (thunk: ReturnType<StartableQuery<Arg, Data>['initiate']>) => PromiseLike<{ data?: Data }>;
  return dispatch(endpoint.initiate(arg, START));
}

/**
 * The shared calls every page makes when the shell mounts, first round: user info, compliance and
 * common data (a feature's prefetch adds its own calls beside them, e.g. the header's announcements).
 */
export async function startSharedFirstRound(endpoints: SharedPreloadEndpoints, store: PreloadStore): Promise<SharedFirstRound> {
  const [userInfo, compliance, commonData] = await Promise.all([
    startQuery(store, endpoints.getUserInfo, undefined),
    startQuery(store, endpoints.getComplianceCheck, undefined),
    startQuery(store, endpoints.getCommonData, undefined),
  ]);
  return { userInfo: userInfo.data, compliance: compliance.data, commonData: commonData.data };
}

/** The shared calls that depend on the first round: the unified-account mode of a signed-in user. */
export async function startSharedSecondRound(endpoints: SharedPreloadEndpoints, store: PreloadStore, first: SharedFirstRound): Promise<void> {
  if (first.userInfo?.isLogin === true) await startQuery(store, endpoints.getUnifiedAccountMode, undefined);
}
