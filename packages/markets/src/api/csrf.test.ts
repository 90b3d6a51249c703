import { describe, expect, it } from 'vitest';
import { createTestStore, CSRF_TEST_COOKIES, CSRF_TEST_TOKEN, recordRequests, TEST_BASE_URL } from '@shell/test-utils';
import { marketsMockFeature } from '../mocks';
import { MARKET_CALLS } from './calls';
import { MARKET_FAULT_CASES } from './faultCases.test-helper';

/**
 * The CSRF header (issue 8, spec §7: "a CSRF header is taken from a cookie (default 1)") on this
 * package's calls, through the real store, the real endpoints and the mock backend. That it never
 * goes to another origin is the base query's rule, checked in @shell/api-client.
 */

const TOKEN = CSRF_TEST_TOKEN;
const COOKIES = CSRF_TEST_COOKIES;
const CALLS = marketsMockFeature.calls;

describe('the CSRF header on the markets calls', () => {
  it('covers every call of the package', () => {
    expect(MARKET_FAULT_CASES.map((row) => row.call).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(MARKET_FAULT_CASES.map((row) => [row.call, CALLS[row.call]!.method, row] as const))(
    '%s (%s) carries the token from the csrftoken cookie',
    async (call, method, row) => {
      const seen = recordRequests();
      const { store } = createTestStore({ user: 'user', config: { getCookies: () => COOKIES } });
      await row.run(store);
      const mine = seen.filter((request) => request.url.pathname === CALLS[call]!.path);
      expect(mine.length).toBeGreaterThan(0);
      for (const request of mine) {
        expect(request.method).toBe(method);
        expect(request.url.origin).toBe(TEST_BASE_URL);
        expect(request.csrf).toBe(TOKEN);
      }
    },
  );

  // The test session's cookie is `csrftoken=1` (TEST_SESSION_COOKIES): a POST needs the cookie
  // (without one it is not sent, `csrf-missing`; api-client's csrf tests), and carries its value.
  it("sends the session's token on the state-changing call (the memebox POST), as every call does", async () => {
    const seen = recordRequests();
    const { store } = createTestStore({ user: 'user' });
    for (const row of MARKET_FAULT_CASES.filter((r) => CALLS[r.call]!.method === 'POST')) await row.run(store);
    expect(seen.filter((request) => request.method === 'POST').map((request) => request.url.pathname)).toEqual([MARKET_CALLS.memeboxSymbolToPath.path]);
    expect(seen.every((request) => request.csrf === '1')).toBe(true);
  });
});
