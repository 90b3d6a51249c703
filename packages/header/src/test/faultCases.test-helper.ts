// Test-only (never exported from the package): the fault-matrix rows of the header's calls, used
// by data/faults.test.ts and the CSRF check data/csrf.test.ts.
import type { ShellStore } from '@shell/api-client';
import type { HeaderCallId } from '../data/calls';
import { headerDataApi } from '../data/headerData';
import { logoutApi } from '../logout/logoutApi';
import { runMutation, runQuery } from '@shell/test-utils';

/** Runs one call on a fresh store and resolves with its data. */
type Run = (store: ShellStore) => Promise<unknown>;

const query =
  (run: (store: ShellStore) => Parameters<typeof runQuery>[0]): Run =>
  (store) =>
    runQuery(run(store));

const mutation =
  (run: (store: ShellStore) => Parameters<typeof runMutation>[0]): Run =>
  (store) =>
    runMutation(run(store));

export interface HeaderFaultCase {
  call: HeaderCallId;
  /** The endpoint that logs the `api.fallback` line (its name in the one API slice). */
  source: string;
  run: Run;
  fallback: unknown;
  /**
   * A page request (`GET /logout`): its body is never read, so the body faults (malformed JSON,
   * schema, empty) are not failures; only the transport and HTTP status are.
   */
  pageRequest?: true;
}

/** Every call of HEADER_CALLS, with its spec §8 fallback. */
export const HEADER_FAULT_CASES: readonly HeaderFaultCase[] = [
  { call: 'remoteMenu', source: 'getRemoteMenu', run: query((s) => s.dispatch(headerDataApi.endpoints.getRemoteMenu.initiate('en'))), fallback: [] },
  { call: 'headerBubble', source: 'getHeaderBubble', run: query((s) => s.dispatch(headerDataApi.endpoints.getHeaderBubble.initiate('main'))), fallback: '' },
  { call: 'headerTag', source: 'getHeaderTag', run: query((s) => s.dispatch(headerDataApi.endpoints.getHeaderTag.initiate())), fallback: [] },
  { call: 'logout', source: 'logout', run: mutation((s) => s.dispatch(logoutApi.endpoints.logout.initiate())), fallback: { success: false } },
  { call: 'logoutThisDevice', source: 'logoutThisDevice', run: mutation((s) => s.dispatch(logoutApi.endpoints.logoutThisDevice.initiate())), fallback: { success: false }, pageRequest: true },
];
