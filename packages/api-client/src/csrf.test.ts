import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { codePointString } from '@shell/test-utils/hostile';
import { createTestStore, CSRF_TEST_COOKIES, CSRF_TEST_TOKEN, mockServer, recordRequests, runMutation, runQuery, stopRecordingRequests, TEST_BASE_URL } from '@shell/test-utils';
import type { ShellStore } from './store';
import { sendsCsrfHeader } from './baseQuery';
import { ALL_CALL_IDS, ALL_CALLS } from './endpoints/allCalls.test-helper';
import type { AnyCallId } from './endpoints/allCalls.test-helper';
import { SHARED_FAULT_CASES } from './endpoints/sharedFaultCases.test-helper';
import { shellDataApi } from './endpoints/sharedData';
import { shellApi } from './shellApi';

/**
 * The CSRF header (issue 8, spec §7: "a CSRF header is taken from a cookie (default 1)"), through
 * the real store, the real endpoints and the MSW mock backend:
 * - every call of the catalogue carries it (the feature packages check their own calls, the
 *   state-changing ones among them, the same way);
 * - it never goes to another origin — the search micro-app's static host, a CDN, a look-alike
 *   host, another scheme or port — even when a request names an absolute URL;
 * - a hostile CSRF cookie (non-ASCII, control characters) never breaks the requests themselves.
 */

const TOKEN = CSRF_TEST_TOKEN;
const COOKIES = CSRF_TEST_COOKIES;

const RUNS: ReadonlyArray<{ call: AnyCallId; run: (store: ShellStore) => Promise<unknown> }> = [
  ...SHARED_FAULT_CASES,
];

describe('the CSRF header on the shell’s own calls', () => {
  it('covers every call of the catalogue', () => {
    expect(RUNS.map((row) => row.call).sort()).toEqual([...ALL_CALL_IDS].sort());
  });

  it.each(RUNS.map((row) => [row.call, ALL_CALLS[row.call].method, row] as const))('%s (%s) carries the token from the csrftoken cookie', async (call, method, row) => {
    const seen = recordRequests();
    const { store } = createTestStore({ user: 'user', config: { getCookies: () => COOKIES } });
    await row.run(store);
    const mine = seen.filter((request) => request.url.pathname === ALL_CALLS[call].path);
    expect(mine.length).toBeGreaterThan(0);
    for (const request of mine) {
      expect(request.method).toBe(method);
      expect(request.url.origin).toBe(TEST_BASE_URL);
      expect(request.csrf).toBe(TOKEN);
    }
  });
});

/** An endpoint a host app (or a future package) could inject with a URL from data or configuration. */
const probeApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    csrfProbeGet: build.query<unknown, string>({ query: (url) => ({ url }) }),
    csrfProbePost: build.mutation<unknown, string>({ query: (url) => ({ url, method: 'POST', form: { a: 1 } }) }),
  }),
});

const OTHER_ORIGINS = [
  'https://static.gate.example/search-app/config.json',
  'https://cdn.gate.example/check.js',
  'http://shell.test.evil.example/steal',
  'https://shell.test/apiw/v2/x',
  'http://shell.test:8080/apiw/v2/x',
  'http://evil.example/?next=http://shell.test/',
];

describe('the CSRF header never leaves the API origin', () => {
  it.each(OTHER_ORIGINS)('GET and POST to %s go without it', async (url) => {
    mockServer.use(http.all(`${new URL(url).origin}/*`, () => HttpResponse.json({ code: 200, data: {} })));
    const seen = recordRequests();
    const { store } = createTestStore({ config: { getCookies: () => COOKIES } });
    await runQuery(store.dispatch(probeApi.endpoints.csrfProbeGet.initiate(url)));
    await runMutation(store.dispatch(probeApi.endpoints.csrfProbePost.initiate(url)));
    expect(seen.map((request) => [request.method, request.url.href])).toEqual([
      ['GET', new URL(url).href],
      ['POST', new URL(url).href],
    ]);
    expect(seen.map((request) => request.csrf)).toEqual([null, null]);
  });

  it('an absolute URL on the API origin itself keeps it', async () => {
    mockServer.use(http.all(`${TEST_BASE_URL}/probe`, () => HttpResponse.json({ code: 200, data: {} })));
    const seen = recordRequests();
    const { store } = createTestStore({ config: { getCookies: () => COOKIES } });
    await runQuery(store.dispatch(probeApi.endpoints.csrfProbeGet.initiate(`${TEST_BASE_URL}/probe`)));
    await runMutation(store.dispatch(probeApi.endpoints.csrfProbePost.initiate('/probe')));
    expect(seen.map((request) => request.csrf)).toEqual([TOKEN, TOKEN]);
  });

  it.each([
    // Paths are joined to the base URL (fetchBaseQuery): they reach the API origin, whatever they look like.
    ['/apiw/v2/x', true],
    ['apiw/v2/x', true],
    ['?a=1', true],
    ['', true],
    ['/\\evil.example/x', true],
    ['javascript:alert(1)', true],
    [`${TEST_BASE_URL}/x`, true],
    [`${TEST_BASE_URL.toUpperCase()}/x`, true],
    // Absolute and protocol-relative URLs are requested as they are.
    ['//evil.example/x', false],
    ['//shell.test/x', false],
    ['https://evil.example/x', false],
    ['HTTP://shell.test.evil.example/', false],
    ['https://shell.test/x', false],
    ['ws://shell.test/x', false],
  ])('decides %j → %s', (url, sends) => {
    expect(sendsCsrfHeader(url, TEST_BASE_URL)).toBe(sends);
  });

  it('for any URL, through the store: the header goes exactly to requests that reach the API origin', async () => {
    const target = fc.oneof(
      fc.webUrl({ validSchemes: ['http', 'https'] }),
      // Protocol-relative paths cannot even be requested outside a page (see the table above).
      fc.webPath().filter((path) => !path.startsWith('//')),
      fc.constantFrom(`${TEST_BASE_URL}/a`, 'http://shell.test:80/b', 'http://SHELL.test/c', 'http://shell.test.evil.example/d', 'http://evil.example/shell.test'),
    );
    await fc.assert(
      fc.asyncProperty(target, async (url) => {
        const sent: Array<{ url: string; csrf: string | null }> = [];
        const fetchFn = async (input: RequestInfo | URL) => {
          const request = input as Request;
          sent.push({ url: request.url, csrf: request.headers.get('csrftoken') });
          return HttpResponse.json({ code: 200, data: {} });
        };
        const { store } = createTestStore({ config: { getCookies: () => COOKIES, fetchFn } });
        await runMutation(store.dispatch(probeApi.endpoints.csrfProbePost.initiate(url)));
        expect(sent).toHaveLength(1);
        expect(sent[0]?.csrf).toBe(new URL(sent[0]?.url as string).origin === TEST_BASE_URL ? TOKEN : null);
      }),
      { numRuns: 150 },
    );
  }, 30_000); // 150 stores: seconds on a loaded 2-core machine, past vitest's 5 s default.
});

describe('a hostile CSRF cookie', () => {
  it('never breaks a request: the call still reaches the server, with a header value fetch accepts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          codePointString(8),
          fc.string({ unit: 'binary-ascii', maxLength: 8 }),
          fc.constantFrom('%E2%82%AC', '%0D%0AX-Evil:%201', '%00', 'a%0Ab', '\u20ac', ' spaced ', '%ZZ'),
        ),
        async (value) => {
          const seen = recordRequests();
          const { store, logger } = createTestStore({ config: { getCookies: () => `csrftoken=${value}` } });
          await runQuery(store.dispatch(shellDataApi.endpoints.getCommonData.initiate()));
          stopRecordingRequests();
          expect(logger.entries).toEqual([]);
          expect(seen).toHaveLength(1);
          expect(seen[0]?.csrf).toMatch(/^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/);
        },
      ),
      { numRuns: 60 },
    );
  });
});

/**
 * Issue 21 L12: no made-up CSRF token on a state-changing call. Spec §7 says the header is taken
 * from a cookie "(default 1)": reads keep that default; a POST without the cookie is not sent,
 * and the caller's fallback line says why (`csrf-missing`).
 */
describe('without the CSRF cookie', () => {
  it('a GET is sent with the spec’s default 1; a POST is not sent and fails as csrf-missing', async () => {
    mockServer.use(http.all(`${TEST_BASE_URL}/probe/*`, () => HttpResponse.json({ code: 200, data: {} })));
    const seen = recordRequests();
    const { store } = createTestStore({ config: { getCookies: () => '' } });
    const read = await store.dispatch(probeApi.endpoints.csrfProbeGet.initiate(`${TEST_BASE_URL}/probe/get`));
    const write = await store.dispatch(probeApi.endpoints.csrfProbePost.initiate(`${TEST_BASE_URL}/probe/post`));
    expect(seen.map((request) => [request.method, request.url.pathname, request.csrf])).toEqual([['GET', '/probe/get', '1']]);
    expect(read.error).toBeUndefined();
    expect(write).toMatchObject({ error: { reason: 'csrf-missing' } });
  });

  it.each(['', 'csrftoken=', 'csrftoken=\u00e9t\u00e9', 'other=1'])('cookies %j: the POST is not sent', async (cookies) => {
    const seen = recordRequests();
    const { store } = createTestStore({ config: { getCookies: () => cookies } });
    await store.dispatch(probeApi.endpoints.csrfProbePost.initiate(`${TEST_BASE_URL}/probe/post`));
    expect(seen).toEqual([]);
  });

  it('with the cookie the POST goes with its token', async () => {
    mockServer.use(http.all(`${TEST_BASE_URL}/probe/*`, () => HttpResponse.json({ code: 200, data: {} })));
    const seen = recordRequests();
    const { store } = createTestStore({ config: { getCookies: () => 'csrftoken=abc' } });
    await store.dispatch(probeApi.endpoints.csrfProbePost.initiate(`${TEST_BASE_URL}/probe/post`));
    expect(seen.map((request) => [request.method, request.csrf])).toEqual([['POST', 'abc']]);
  });
});
