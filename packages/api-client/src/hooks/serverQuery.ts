import { QueryStatus, skipToken } from '@reduxjs/toolkit/query';
import { useShellStore } from '../react/hooks';
import type { ShellRootState } from '../store';
import { ON_SERVER } from '../react/serverRender';

/**
 * The parts of an RTK Query endpoint the server hook needs: `select(arg)` builds a selector of the
 * query's cache entry (with its request flags).
 */
interface SelectableEndpoint {
  select: (arg: never) => (state: never) => QueryEntry;
}

/** A query's cache entry as `endpoint.select(arg)(state)` gives it. */
interface QueryEntry {
  data?: unknown;
  error?: unknown;
  status: QueryStatus;
  isUninitialized: boolean;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  endpointName?: string;
  originalArgs?: unknown;
  requestId?: string;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
}

interface QueryHookOptions {
  skip?: boolean;
  [key: string]: unknown;
}

/** Selectors per argument are kept up to this many per endpoint (arguments are a site, a language, a page key). */
const MAX_SELECTORS_PER_ENDPOINT = 64;

function refetchOnServer(): never {
  throw new Error('refetch is not available during a server render');
}

/**
 * What RTK Query's `useQuery` gives on a component's first render, from the cache entry alone:
 * its `queryStatePreSelector` with no last result, then — unless skipped — an uninitialized query
 * reported as pending (the request its subscription effect is about to start). The server and
 * the client's first render must agree field for field, or hydration would differ:
 * `serverQuery.test.tsx` compares the two for every state of the cache entry.
 */
export function firstRenderResult(entry: QueryEntry, skipped: boolean) {
  const data = entry.data;
  const hasData = data !== undefined;
  // Not skipped and never requested: the subscription effect is about to start the request.
  const starting = !skipped && entry.isUninitialized;
  const isFetching = starting || entry.isLoading;
  // Field by field rather than a spread of the entry: entries of different endpoints differ in
  // shape, and a spread of them is the slow path of object cloning.
  return {
    data,
    currentData: data,
    error: entry.error,
    endpointName: entry.endpointName,
    originalArgs: entry.originalArgs,
    requestId: entry.requestId,
    startedTimeStamp: entry.startedTimeStamp,
    fulfilledTimeStamp: entry.fulfilledTimeStamp,
    status: starting ? QueryStatus.pending : entry.status,
    isUninitialized: entry.isUninitialized && !starting,
    isFetching,
    isLoading: !hasData && isFetching,
    isSuccess: entry.isSuccess || (hasData && ((entry.isLoading && entry.error === undefined) || entry.isUninitialized)),
    isError: entry.isError,
    refetch: refetchOnServer,
  };
}

/**
 * The server's version of an endpoint's `useQuery`: it reads the store once and subscribes to
 * nothing. During a server render effects never run, so RTK Query's hook would only build
 * selectors and subscription bookkeeping per component per request — a quarter of the shell's
 * `renderToString` time. The selector per argument is built once per process and shared by every
 * request (it is pure: memoized on the state object it is given).
 */
export function serverQueryHook(endpoint: SelectableEndpoint) {
  const selectors = new Map<unknown, (state: ShellRootState) => QueryEntry>();
  const selectorFor = (arg: unknown) => {
    let selector = selectors.get(arg);
    if (selector === undefined) {
      if (selectors.size >= MAX_SELECTORS_PER_ENDPOINT) selectors.clear();
      selector = endpoint.select(arg as never) as unknown as (state: ShellRootState) => QueryEntry;
      // Object arguments are not kept: a fresh literal per render would only fill the map.
      if (arg === null || typeof arg !== 'object') selectors.set(arg, selector);
    }
    return selector;
  };
  return function useServerQuery(arg?: unknown, options?: QueryHookOptions) {
    const store = useShellStore();
    const skipped = options?.skip === true || arg === skipToken;
    return firstRenderResult(selectorFor(skipped ? skipToken : arg)(store.getState()), skipped);
  };
}

/**
 * An endpoint's `useQuery` hook for components the server renders: RTK Query's own hook in the
 * browser, `serverQueryHook` on the server. The choice is made once, when the module loads, so a
 * component always calls the same hooks in the same order.
 */
export function isomorphicQueryHook<Hook>(endpoint: SelectableEndpoint, clientHook: Hook): Hook {
  return ON_SERVER ? (serverQueryHook(endpoint) as unknown as Hook) : clientHook;
}
