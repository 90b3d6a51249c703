// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { countRequests, mockServer, recordRequests, TEST_BASE_URL } from '@shell/test-utils';
import { createMemoryLogger } from '../logger';
import { CALLS } from '../endpoints/catalog';
import { createShellStore } from '../store';
import { shellDataApi } from '../endpoints/sharedData';
import { MOCK_USER_COOKIE } from '@shell/mocks';
import { readServerSession } from '../session/readSession';
import { shellDocumentAttributes } from '../session/documentAttributes';
import type { ShellServerStore } from './serverStore';
import { createServerStore, dehydrateShellApi, shellServerApi } from './index';

function serverStore(cookies: string, logger = createMemoryLogger()) {
  return createServerStore({ config: { baseUrl: TEST_BASE_URL, logger, getCookies: () => cookies, timeoutMs: 2000 }, session: readServerSession({ site: 'main', cookies }) });
}

/** The shared start-up calls on a server store, both rounds (what `prepareShell` runs with the header's). */
async function preloadShared(store: ShellServerStore): Promise<void> {
  const start = { subscribe: false } as const;
  const { endpoints } = shellServerApi;
  const [user] = await Promise.all([
    store.dispatch(endpoints.getUserInfo.initiate(undefined, start)),
    store.dispatch(endpoints.getComplianceCheck.initiate(undefined, start)),
    store.dispatch(endpoints.getCommonData.initiate(undefined, start)),
  ]);
  if (user.data?.isLogin === true) await store.dispatch(endpoints.getUnifiedAccountMode.initiate(undefined, start));
}

/** A call a host (or a future package) could inject with a URL from data. */
const probeApi = shellServerApi.injectEndpoints({
  endpoints: (build) => ({ serverCookieProbe: build.query<unknown, string>({ query: (url) => ({ url }) }) }),
});

describe('cookies on the server', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  it('sends the request’s cookies as a Cookie header to the API origin', async () => {
    const seen = recordRequests();
    const store = serverStore(`${MOCK_USER_COOKIE}=alice; csrftoken=t1`);
    const user = await store.dispatch(shellServerApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    expect(user.data).toMatchObject({ isLogin: true, nickname: 'alice' });
    const request = seen.find((entry) => entry.url.pathname === CALLS.userInfo.path);
    expect(request?.cookie).toBe(`${MOCK_USER_COOKIE}=alice; csrftoken=t1`);
    expect(request?.csrf).toBe('t1');
  });

  it.each(['https://cdn.gate.example/x.json', 'http://shell.test.evil.example/steal', 'http://shell.test:8080/x', '//evil.example/x'])('never sends them to %s', async (url) => {
    const absolute = url.startsWith('//') ? `http:${url}` : url;
    mockServer.use(http.all(`${new URL(absolute).origin}/*`, () => HttpResponse.json({ code: 200, data: {} })));
    const seen = recordRequests();
    const store = serverStore(`${MOCK_USER_COOKIE}=alice; sign=s3cret`);
    await store.dispatch(probeApi.endpoints.serverCookieProbe.initiate(absolute, { subscribe: false }));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.cookie).toBeNull();
    expect(seen[0]?.csrf).toBeNull();
  });

  it('leaves out a cookie pair a header cannot carry, keeps the rest', async () => {
    const seen = recordRequests();
    const store = serverStore(`bad=\u0001x; ${MOCK_USER_COOKIE}=bob; wide=\u4e2d`);
    const user = await store.dispatch(shellServerApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    expect(user.data).toMatchObject({ nickname: 'bob' });
    expect(seen[0]?.cookie).toBe(`${MOCK_USER_COOKIE}=bob`);
  });

  it('passes every value on exactly as it came, through the one cookie parser (issue 21 L6)', async () => {
    const seen = recordRequests();
    const cookies = `${MOCK_USER_COOKIE}=alice; quoted="a b"; encoded=%E4%B8%AD%3B; lang=en; lang=zh; novalue; =orphan`;
    await serverStore(cookies).dispatch(shellServerApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    // Quotes and percent-encoding untouched (decoding and re-encoding could change a signed
    // value); a name sent twice goes on once, the first, as a server's parser reads it; a
    // fragment that is no name=value pair is not a cookie.
    expect(seen[0]?.cookie).toBe(`${MOCK_USER_COOKIE}=alice; quoted="a b"; encoded=%E4%B8%AD%3B; lang=en`);
  });

  it('sends no Cookie header when there are none', async () => {
    const seen = recordRequests();
    await serverStore('').dispatch(shellServerApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    expect(seen[0]?.cookie).toBeNull();
  });
});

describe('preload and dehydration', () => {
  it('keeps only answered queries, as JSON, with their tags', async () => {
    const store = serverStore(`${MOCK_USER_COOKIE}=alice`);
    await preloadShared(store);
    const snapshot = dehydrateShellApi(store);
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
    expect(Object.keys(snapshot.queries).sort()).toEqual([
      'getCommonData(undefined)',
      'getComplianceCheck(undefined)',
      'getUnifiedAccountMode(undefined)',
      'getUserInfo(undefined)',
    ]);
    expect(Object.values(snapshot.queries).every((entry) => entry.status === 'fulfilled')).toBe(true);
    expect(snapshot.provided.tags.UserInfo).toEqual({ __internal_without_id: ['getUserInfo(undefined)'] });
    expect(snapshot.subscriptions).toEqual({});
    expect(snapshot).not.toHaveProperty('config');
  });

  it('drops a pending query and one that answered its fallback', async () => {
    mockServer.use(http.get(`*${CALLS.commonData.path}`, () => HttpResponse.error()));
    const logger = createMemoryLogger();
    const store = serverStore('', logger);
    // Never answers within the test: pending when dehydrated.
    mockServer.use(http.get(`*${CALLS.complianceCheck.path}`, () => new Promise<Response>(() => {})));
    void store.dispatch(shellServerApi.endpoints.getComplianceCheck.initiate(undefined, { subscribe: false }));
    await store.dispatch(shellServerApi.endpoints.getCommonData.initiate(undefined, { subscribe: false }));
    await store.dispatch(shellServerApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    expect(store.getState().shellApi.queries['getComplianceCheck(undefined)']?.status).toBe('pending');
    expect(store.getState().shellApi.queries['getCommonData(undefined)']?.status).toBe('fulfilled');
    const snapshot = dehydrateShellApi(store);
    expect(Object.keys(snapshot.queries)).toEqual(['getUserInfo(undefined)']);
    expect(Object.keys(snapshot.provided.keys)).toEqual(['getUserInfo(undefined)']);
    expect(logger.entries.map((entry) => [entry.event, entry.source, entry.reason])).toEqual([['api.fallback', 'getCommonData', 'network']]);
  });

  it('a browser store started from the snapshot asks again for none of it', async () => {
    const store = serverStore(`${MOCK_USER_COOKIE}=alice`);
    await preloadShared(store);
    const snapshot = dehydrateShellApi(store);
    const userInfo = countRequests(CALLS.userInfo.path);
    const commonData = countRequests(CALLS.commonData.path);
    const compliance = countRequests(CALLS.complianceCheck.path);
    const client = createShellStore({
      config: { baseUrl: TEST_BASE_URL, logger: createMemoryLogger(), getCookies: () => '' },
      session: store.getState().shellSession,
      preloadedState: { shellApi: snapshot as never },
      listen: false,
    });
    const subscriptions = [
      client.dispatch(shellDataApi.endpoints.getUserInfo.initiate()),
      client.dispatch(shellDataApi.endpoints.getCommonData.initiate()),
      client.dispatch(shellDataApi.endpoints.getComplianceCheck.initiate()),
    ];
    const [user] = await Promise.all(subscriptions);
    expect(user?.data).toMatchObject({ nickname: 'alice' });
    for (const subscription of subscriptions) subscription.unsubscribe();
    expect([userInfo.count, commonData.count, compliance.count]).toEqual([0, 0, 0]);
    expect(client.getState().shellApi.config.middlewareRegistered).toBe(true);
  });
});

describe('the server session', () => {
  it('reads settings, language and the login hint from the cookies', () => {
    const session = readServerSession({ site: 'main', cookies: 'theme_mode=2; rise_color=risered; curr_fiat=eur; sign=abc', pathname: '/zh/markets' });
    expect(session).toMatchObject({ site: 'main', lang: 'zh', theme: 'dark', riseColor: 'risered', fiat: 'EUR', hasRiseColorCookie: true, loginHint: true });
  });

  it('takes the lang cookie without a pathname, English for a bare path', () => {
    expect(readServerSession({ site: 'main', cookies: 'lang=ja' }).lang).toBe('ja');
    expect(readServerSession({ site: 'main', cookies: 'lang=ja', pathname: '/markets' }).lang).toBe('en');
  });

  it('issue 22 item 14 ("the right lang on <html> and the right URL prefix"; §2 "/{lang}, none for en"): a server language without a catalog is the page language, right to left only by language', () => {
    const ru = readServerSession({ site: 'main', pathname: '/ru/trade/BTC_USDT' });
    expect(ru.lang).toBe('ru');
    expect(shellDocumentAttributes(ru)).toMatchObject({ lang: 'ru', dir: 'ltr' });
    expect(readServerSession({ site: 'main', cookies: 'lang=ko' }).lang).toBe('ko');
    expect(shellDocumentAttributes(readServerSession({ site: 'main', pathname: '/ar' }))).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('reads garbage as no cookies', () => {
    const session = readServerSession({ site: 'us', cookies: ';;==\u0000%E0%A4%A; theme_mode=%%%; rise_color=blue; lang=xx' });
    expect(session).toMatchObject({ site: 'us', lang: 'en', theme: 'light', fiat: null, loginHint: false });
  });
});

describe('the mock backend’s user by cookie', () => {
  it('answers two users at once, each their own', async () => {
    const stores = ['alice', 'bob', 'alice', 'bob'].map((name) => serverStore(`${MOCK_USER_COOKIE}=${name}`));
    const answers = await Promise.all(stores.map((store) => store.dispatch(shellServerApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }))));
    const names = answers.map((answer) => answer.data?.nickname);
    expect(names).toEqual(['alice', 'bob', 'alice', 'bob']);
    expect(answers[0]?.data?.uid).toBe(answers[2]?.data?.uid);
    expect(answers[0]?.data?.uid).not.toBe(answers[1]?.data?.uid);
  });

  it('takes the built-in users by name and treats a value of another shape as a visitor', async () => {
    const ask = (cookie: string) => serverStore(cookie).dispatch(shellServerApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    expect((await ask(`${MOCK_USER_COOKIE}=visitor`)).data?.isLogin).toBe(false);
    expect((await ask(`${MOCK_USER_COOKIE}=sub`)).data?.is_sub_account).toBe(true);
    expect((await ask(`${MOCK_USER_COOKIE}=<script>`)).data?.isLogin).toBe(false);
  });
});
