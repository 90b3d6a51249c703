import { describe, expect, it } from 'vitest';
import { createTestStore, CSRF_TEST_COOKIES, CSRF_TEST_TOKEN, recordRequests, TEST_BASE_URL } from '@shell/test-utils';
import { REMINDER_CALLS } from './calls';
import { REMINDER_FAULT_CASES } from './faultCases.test-helper';

/**
 * The CSRF header on the reminder's calls (spec §7: "a CSRF header is taken from a cookie
 * (default 1)"), through the real store, the real endpoints and the mock backend. The header's
 * origin rules are @shell/api-client's (its csrf test); this checks that every call of this
 * package goes through them, the state-changing read mark included.
 */

const TOKEN = CSRF_TEST_TOKEN;
const COOKIES = CSRF_TEST_COOKIES;

describe('the CSRF header on the reminder calls', () => {
  it('covers every call of REMINDER_CALLS', () => {
    expect(REMINDER_FAULT_CASES.map((row) => row.call).sort()).toEqual(Object.keys(REMINDER_CALLS).sort());
  });

  it.each(REMINDER_FAULT_CASES.map((row) => [row.call, REMINDER_CALLS[row.call].method, row] as const))(
    '%s (%s) carries the token from the csrftoken cookie',
    async (call, method, row) => {
      const seen = recordRequests();
      const { store } = createTestStore({ user: 'user', config: { getCookies: () => COOKIES } });
      await row.run(store);
      const mine = seen.filter((request) => request.url.pathname === REMINDER_CALLS[call].path);
      expect(mine.length).toBeGreaterThan(0);
      for (const request of mine) {
        expect(request.method).toBe(method);
        expect(request.url.origin).toBe(TEST_BASE_URL);
        expect(request.csrf).toBe(TOKEN);
      }
    },
  );

  it('without a CSRF cookie the read mark (the reminder’s one POST) is not sent and is logged; the GETs go with the spec’s default 1 (issue 21 L12)', async () => {
    const seen = recordRequests();
    const { store, logger } = createTestStore({ user: 'user', config: { getCookies: () => '' } });
    for (const row of REMINDER_FAULT_CASES) await row.run(store);
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((request) => request.csrf === '1')).toBe(true);
    expect(logger.entries.filter((entry) => entry.reason === 'csrf-missing').map((entry) => entry.event)).toEqual(['api.fallback']);
  });
});
