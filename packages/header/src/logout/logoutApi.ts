import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';
import { shellApi } from '@shell/api-client';
import { fetchParsed, logFallback, shellRequestHeaders } from '@shell/api-client/core';
import type { ShellRequest, ShellThunkExtra } from '@shell/api-client/core';
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

/** A signal that aborts with whichever of the two aborts first (`AbortSignal.any` where the runtime has it). */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const both = new AbortController();
  const abort = (source: AbortSignal) => both.abort(source.reason);
  for (const source of [a, b]) {
    if (source.aborted) abort(source);
    else source.addEventListener('abort', () => abort(source), { once: true });
  }
  return both.signal;
}

/**
 * `GET /logout` (spec §7) is the site's page-level logout: it answers with a redirect or an HTML
 * page, not JSON. So it is requested like a navigation — cookies included, redirects not followed
 * (`redirect: 'manual'`), the body never read — and any 2xx/3xx (or the opaque redirect a browser
 * reports) is success. A 4xx/5xx, a network error or the timeout is logged once (`api.fallback`)
 * and resolves `{ success: false }`.
 */
function pageLogout(name: string, path: string) {
  return async (_arg: void, api: BaseQueryApi): Promise<QueryReturnValue<MutationResult, never, undefined>> => {
    const { shellConfig } = api.extra as ShellThunkExtra;
    const timeout = AbortSignal.timeout(shellConfig.timeoutMs);
    // RTK Query's own signal (the mutation aborted) stops the request too, as on every other call.
    const signal = eitherSignal(api.signal, timeout);
    try {
      const response = await (shellConfig.fetchFn ?? fetch)(`${shellConfig.baseUrl}${path}`, {
        method: 'GET',
        credentials: 'include',
        redirect: 'manual',
        // The CSRF header like every call of the shell (spec §7); a GET always has one.
        headers: { accept: 'text/html,*/*', ...shellRequestHeaders(shellConfig, path, 'GET') },
        signal,
      });
      void response.body?.cancel().catch(() => undefined);
      if (response.type === 'opaqueredirect' || (response.status >= 200 && response.status < 400)) return { data: { success: true } };
      logFallback(api, name, `http-${response.status}`);
    } catch (error) {
      logFallback(api, name, timeout.aborted ? 'timeout' : 'network', String(error));
    }
    return { data: { success: false } };
  };
}

// After a successful logout the user-scoped data is stale; refetching it shows the visitor header.
const USER_TAGS = ['UserInfo', 'UnifiedAccount'] as const;
const invalidateOnSuccess = (result: MutationResult | undefined) => (result?.success ? [...USER_TAGS] : []);

export const logoutApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * "All devices" (spec §4: "calls the logout endpoint"): POST (form)
     * `/api/web/v1/usercenter/logout` (spec §7).
     */
    logout: build.mutation<MutationResult, void>({
      queryFn: ackMutation('logout', { url: HEADER_CALLS.logout.path, method: 'POST', form: { ...LOGOUT_FORM } }),
      invalidatesTags: invalidateOnSuccess,
    }),
    /** "This device only" (spec §4: "uses a separate logout"): GET /logout, a page request (see `pageLogout`). */
    logoutThisDevice: build.mutation<MutationResult, void>({
      queryFn: pageLogout('logoutThisDevice', HEADER_CALLS.logoutThisDevice.path),
      invalidatesTags: invalidateOnSuccess,
    }),
  }),
});

export const { useLogoutMutation, useLogoutThisDeviceMutation } = logoutApi;
