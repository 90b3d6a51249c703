import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';
import { fetchParsed, logFallback, shellApi } from '@shell/api-client';
import type { ShellRequest } from '@shell/api-client';
import { HEADER_CALLS } from '../data/calls';
import type { MutationResult } from './mutationResult';
import { ackResponse, isSuccessCode } from './mutationResult';

/** Form fields of the logout posts (spec §7 "POST (form)"); the exact fields are our choice (README). */
export const LOGOUT_FORM = Object.freeze({ source: 'web' });

/**
 * A mutation `queryFn` that resolves `{ success }` and never rejects. A failure is logged once:
 * the header redirects to login whatever happens (spec §4, §8).
 */
function ackMutation(name: string, request: ShellRequest) {
  return async (_arg: void, api: BaseQueryApi): Promise<QueryReturnValue<MutationResult, never, undefined>> => {
    const outcome = await fetchParsed(api, {
      name,
      request,
      schema: ackResponse,
      accept: (body) => (isSuccessCode(body.code) ? true : `code ${String(body.code)}`),
    });
    if (outcome.ok) return { data: { success: true } };
    logFallback(api, name, outcome.reason, outcome.detail);
    return { data: { success: false } };
  };
}

// After a successful logout the user-scoped data is stale; refetching it shows the visitor header.
const USER_TAGS = ['UserInfo', 'KycStatus', 'UnifiedAccount', 'CrossMargin'] as const;
const invalidateOnSuccess = (result: MutationResult | undefined) => (result?.success ? [...USER_TAGS] : []);

export const logoutApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** The session logout: POST (form) to the usercenter (spec §7). */
    logout: build.mutation<MutationResult, void>({
      queryFn: ackMutation('logout', { url: HEADER_CALLS.logout.path, method: 'POST', form: { ...LOGOUT_FORM } }),
      invalidatesTags: invalidateOnSuccess,
    }),
    /** "All devices" (spec §4). */
    logoutAll: build.mutation<MutationResult, void>({
      queryFn: ackMutation('logoutAll', { url: HEADER_CALLS.logoutAll.path, method: 'POST', form: { ...LOGOUT_FORM } }),
      invalidatesTags: invalidateOnSuccess,
    }),
    /** "This device only" (spec §4): GET /logout. */
    logoutThisDevice: build.mutation<MutationResult, void>({
      queryFn: ackMutation('logoutThisDevice', { url: HEADER_CALLS.logoutThisDevice.path, method: 'GET' }),
      invalidatesTags: invalidateOnSuccess,
    }),
  }),
});

export const { useLogoutMutation, useLogoutAllMutation, useLogoutThisDeviceMutation } = logoutApi;
