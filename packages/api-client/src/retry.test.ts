import { http, HttpResponse } from 'msw';
import { createTestStore, mockServer } from '@shell/test-utils';
import { CALLS } from './endpoints/catalog';
import { shellDataApi } from './endpoints/sharedData';
import { parseRetryAfter } from './baseQuery';
import { isRetryable, retryDelayMs } from './safeQuery';

/**
 * Issue 21 L2: never retry a 4xx; exponential backoff with jitter; `Retry-After` honoured; user
 * info, compliance and common data get one retry on a network error or a 5xx. Waits go through
 * the store's injected `sleep` (recorded, never waited).
 */
function answerInTurn(path: string, answers: Array<() => Response>): { readonly count: number } {
  const seen = { count: 0 };
  mockServer.use(
    http.get(`*${path}`, () => {
      const answer = answers[Math.min(seen.count, answers.length - 1)]!;
      seen.count += 1;
      return answer();
    }),
  );
  return seen;
}

const ok = (data: unknown) => () => HttpResponse.json({ code: 200, data });
const status = (code: number, headers?: Record<string, string>) => () => new HttpResponse('no', { status: code, headers });

type Store = ReturnType<typeof createTestStore>['store'];
/** Each call run to its data (the shared calls never reject: data or the §8 fallback). */
const settle = (request: PromiseLike<unknown>) => Promise.resolve(request).then(() => undefined);

const SHARED = [
  { name: 'getCommonData', path: CALLS.commonData.path, run: (store: Store) => settle(store.dispatch(shellDataApi.endpoints.getCommonData.initiate())), body: { lang_list: {}, fiat_list: [] } },
  { name: 'getUserInfo', path: CALLS.userInfo.path, run: (store: Store) => settle(store.dispatch(shellDataApi.endpoints.getUserInfo.initiate())), body: { isLogin: true, uid: 7 } },
  { name: 'getComplianceCheck', path: CALLS.complianceCheck.path, run: (store: Store) => settle(store.dispatch(shellDataApi.endpoints.getComplianceCheck.initiate())), body: { menu: ['xstocks'] } },
] as const;

describe.each(SHARED)('$name retries', ({ name, path, run, body }) => {
  it('retries once after a 503 and uses the answer', async () => {
    const waits: number[] = [];
    const requests = answerInTurn(path, [status(503), ok(body)]);
    const { store, logger } = createTestStore({ config: { sleep: async (ms) => void waits.push(ms) } });
    await run(store);
    expect(requests.count).toBe(2);
    expect(waits).toHaveLength(1);
    expect(logger.entries.filter((entry) => entry.source === name)).toEqual([]);
  });

  it('retries once after a network error, then falls back with one log line', async () => {
    const requests = answerInTurn(path, [() => HttpResponse.error()]);
    const { store, logger } = createTestStore();
    await run(store);
    expect(requests.count).toBe(2);
    expect(logger.entries.filter((entry) => entry.source === name)).toMatchObject([{ event: 'api.fallback', reason: 'network' }]);
  });

  it.each([400, 401, 403, 404, 429])('never retries a %i', async (code) => {
    const requests = answerInTurn(path, [status(code), ok(body)]);
    const { store, logger } = createTestStore();
    await run(store);
    expect(requests.count).toBe(1);
    expect(logger.entries.filter((entry) => entry.source === name)).toMatchObject([{ event: 'api.fallback', reason: `http-${code}` }]);
  });

  it('waits at least the Retry-After of a 503', async () => {
    const waits: number[] = [];
    const requests = answerInTurn(path, [status(503, { 'Retry-After': '3' }), ok(body)]);
    const { store } = createTestStore({ config: { sleep: async (ms) => void waits.push(ms) } });
    await run(store);
    expect(requests.count).toBe(2);
    expect(waits).toEqual([3000]);
  });

  it('does not retry when Retry-After asks for longer than it is worth waiting', async () => {
    const requests = answerInTurn(path, [status(503, { 'Retry-After': '120' }), ok(body)]);
    const { store } = createTestStore();
    await run(store);
    expect(requests.count).toBe(1);
  });
});

describe('retry building blocks', () => {
  it('retries network errors, timeouts and 5xx only', () => {
    expect(['network', 'timeout', 'http-500', 'http-502', 'http-503', 'http-599'].every((reason) => isRetryable(reason as never))).toBe(true);
    expect(['http-400', 'http-401', 'http-404', 'http-429', 'http-499', 'http-600', 'schema', 'business-code', 'malformed-json', 'empty'].some((reason) => isRetryable(reason as never))).toBe(false);
  });

  it('backs off exponentially with jitter in the upper half of each step', () => {
    const policy = { retries: 4, delayMs: 500 };
    expect([0, 1, 2, 3].map((attempt) => retryDelayMs(policy, attempt, undefined, () => 0))).toEqual([250, 500, 1000, 2000]);
    expect([0, 1, 2, 3].map((attempt) => retryDelayMs(policy, attempt, undefined, () => 1))).toEqual([500, 1000, 2000, 4000]);
    const spread = new Set(Array.from({ length: 50 }, () => retryDelayMs(policy, 2, undefined)));
    expect(spread.size).toBeGreaterThan(10);
    for (const wait of spread) expect(wait).toBeGreaterThanOrEqual(1000);
  });

  it('keeps a fixed policy fixed, and lets Retry-After lengthen any wait', () => {
    expect(retryDelayMs({ retries: 3, delayMs: 1000, backoff: 'fixed' }, 2, undefined)).toBe(1000);
    expect(retryDelayMs({ retries: 3, delayMs: 1000, backoff: 'fixed' }, 0, 4000)).toBe(4000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:05 GMT', now)).toBe(0);
    expect(parseRetryAfter('-1', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('reads the obsolete HTTP date forms a recipient must accept (RFC 9110 §5.6.7): RFC 850 and asctime', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wednesday, 01-Jan-25 00:00:05 GMT', now)).toBe(5000);
    // asctime has no zone and is UTC, whatever the machine's time zone; its day may be space-padded.
    expect(parseRetryAfter('Wed Jan  1 00:00:09 2025', now)).toBe(9000);
    expect(parseRetryAfter('Wed Jan 01 00:00:09 2025', now)).toBe(9000);
    // A two-digit year more than 50 years ahead is in the past century: a date gone, no wait.
    expect(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', now)).toBe(0);
    expect(parseRetryAfter('Friday, 01-Jan-27 00:00:00 GMT', now)).toBe(Date.parse('2027-01-01T00:00:00Z') - now);
    // An impossible hour is no date; an impossible day rolls over as Date.parse does (31 Feb →
    // 3 Mar). Either way the wait is a real time, never NaN, and a long one means no retry.
    expect(parseRetryAfter('Wed Jan  1 25:00:00 2025', now)).toBeUndefined();
    expect(parseRetryAfter('Wednesday, 31-Feb-25 00:00:05 GMT', now)).toBe(Date.parse('2025-03-03T00:00:05Z') - now);
  });
});
