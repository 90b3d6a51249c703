import { describe, expect, it } from 'vitest';
import { createTestStore, CSRF_TEST_COOKIES, CSRF_TEST_TOKEN, recordRequests, TEST_BASE_URL } from '@shell/test-utils';
import { HEADER_FAULT_CASES as RUNS } from '../test/faultCases.test-helper';
import { HEADER_CALLS } from './calls';

/**
 * The CSRF header (spec §7: "a CSRF header is taken from a cookie (default 1)") on the header's
 * calls, through the real store, the real endpoints and the mock backend: every call carries it,
 * the state-changing logouts included. (That it never leaves the API origin is @shell/api-client's
 * base query, checked there.)
 */

const TOKEN = CSRF_TEST_TOKEN;
const COOKIES = CSRF_TEST_COOKIES;

describe('the CSRF header on the header’s calls', () => {
  it.each(RUNS.map((row) => [row.call, HEADER_CALLS[row.call].method, row] as const))('%s (%s) carries the token from the csrftoken cookie', async (call, method, row) => {
    const seen = recordRequests();
    const { store } = createTestStore({ user: 'user', config: { getCookies: () => COOKIES, sleep: async () => {} } });
    await row.run(store);
    const mine = seen.filter((request) => request.url.pathname === HEADER_CALLS[call].path);
    expect(mine.length).toBeGreaterThan(0);
    for (const request of mine) {
      expect(request.method).toBe(method);
      expect(request.url.origin).toBe(TEST_BASE_URL);
      expect(request.csrf).toBe(TOKEN);
    }
  });

  it('without a CSRF cookie the logout posts are not sent, each logged once; GET /logout goes with the spec’s default 1 (issue 21 L12)', async () => {
    const seen = recordRequests();
    const { store, logger } = createTestStore({ user: 'user', config: { getCookies: () => '' } });
    const results = [];
    for (const row of RUNS.filter((r) => r.call.startsWith('logout'))) results.push(await row.run(store));
    expect(seen.map((request) => `${request.method} ${request.url.pathname} ${request.csrf}`)).toEqual([`GET ${HEADER_CALLS.logoutThisDevice.path} 1`]);
    expect(results).toEqual([{ success: false }, { success: true }]);
    expect(logger.entries.map((entry) => [entry.event, entry.source, entry.reason])).toEqual([
      ['api.fallback', 'logout', 'csrf-missing'],
    ]);
  });
});
