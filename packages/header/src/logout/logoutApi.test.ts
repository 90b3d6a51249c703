import { http, HttpResponse } from 'msw';
import { createTestStore, mockBackend, mockServer, runMutation, runQuery } from '@shell/test-utils';
import { shellDataApi } from '@shell/api-client';
import { HEADER_CALLS as CALLS } from '../data/calls';
import { LOGOUT_FORM, logoutApi } from './logoutApi';

const { logout, logoutThisDevice } = logoutApi.endpoints;

describe('logout mutations', () => {
  it('posts an urlencoded form and resolves { success: true }', async () => {
    let seen: { type: string | null; body: string } | undefined;
    mockServer.use(
      http.post(`*${CALLS.logout.path}`, async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.clone().text() };
        return undefined;
      }),
    );
    const { store, logger } = createTestStore({ user: 'user' });
    await expect(runMutation(store.dispatch(logout.initiate()))).resolves.toEqual({ success: true });
    expect(seen?.type).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen?.body)).toEqual(new URLSearchParams(LOGOUT_FORM));
    expect(logger.entries).toEqual([]);
  });

  it.each([
    ['logout', () => logout.initiate()],
    ['logoutThisDevice', () => logoutThisDevice.initiate()],
  ] as const)('%s resolves { success: true }', async (_name, initiate) => {
    const { store } = createTestStore({ user: 'user' });
    await expect(runMutation(store.dispatch(initiate()))).resolves.toEqual({ success: true });
  });

  it('logoutThisDevice takes a 302 (the page redirecting to login) as success, without following it', async () => {
    let followed = false;
    mockServer.use(
      http.get(`*${CALLS.logoutThisDevice.path}`, () => new HttpResponse(null, { status: 302, headers: { location: '/login-page-after-logout' } })),
      http.get('*/login-page-after-logout', () => {
        followed = true;
        return new HttpResponse('<html></html>', { headers: { 'content-type': 'text/html' } });
      }),
    );
    const { store, logger } = createTestStore({ user: 'user' });
    await expect(runMutation(store.dispatch(logoutThisDevice.initiate()))).resolves.toEqual({ success: true });
    expect(followed).toBe(false);
    expect(logger.entries).toEqual([]);
  });

  it('logoutThisDevice takes the opaque redirect a browser reports for redirect: manual as success', async () => {
    // What a browser's fetch returns for a redirect under `redirect: 'manual'`: status 0, no headers, no body.
    const opaqueRedirect = { type: 'opaqueredirect', status: 0, ok: false, body: null } as unknown as Response;
    const { store, logger } = createTestStore({ user: 'user', config: { fetchFn: async () => opaqueRedirect } });
    await expect(runMutation(store.dispatch(logoutThisDevice.initiate()))).resolves.toEqual({ success: true });
    expect(logger.entries).toEqual([]);
  });

  it("logoutThisDevice's request stops when the mutation is aborted (RTK's signal joins the timeout)", async () => {
    let seen: AbortSignal | undefined;
    const fetchFn = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        seen = init?.signal ?? undefined;
        seen?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { store } = createTestStore({ user: 'user', config: { fetchFn, timeoutMs: 60_000 } });
    const pending = store.dispatch(logoutThisDevice.initiate());
    await vi.waitFor(() => expect(seen).toBeDefined());
    expect(seen?.aborted).toBe(false);
    pending.abort();
    expect(seen?.aborted).toBe(true);
    await pending.unwrap().catch(() => undefined);
  });

  it('logoutThisDevice is a GET /logout', async () => {
    let method: string | undefined;
    mockServer.use(
      http.get(`*${CALLS.logoutThisDevice.path}`, ({ request }) => {
        method = request.method;
        return undefined;
      }),
    );
    const { store } = createTestStore({ user: 'user' });
    await runMutation(store.dispatch(logoutThisDevice.initiate()));
    expect(method).toBe('GET');
  });

  it('resolves { success: false } and logs a business failure', async () => {
    mockServer.use(http.post(`*${CALLS.logout.path}`, () => HttpResponse.json({ code: 10001, message: 'busy' })));
    const { store, logger } = createTestStore({ user: 'user' });
    await expect(runMutation(store.dispatch(logout.initiate()))).resolves.toEqual({ success: false });
    expect(logger.entries).toMatchObject([{ event: 'api.fallback', source: 'logout', reason: 'business-code' }]);
  });

  it('refetches user info after a successful logout, showing the visitor', async () => {
    const { store } = createTestStore({ user: 'user' });
    const subscription = store.dispatch(shellDataApi.endpoints.getUserInfo.initiate());
    await expect(subscription.unwrap()).resolves.toMatchObject({ isLogin: true });
    await runMutation(store.dispatch(logout.initiate()));
    expect(mockBackend.state.user).toBe('visitor');
    await vi.waitFor(() => expect(shellDataApi.endpoints.getUserInfo.select()(store.getState()).data?.isLogin).toBe(false));
    subscription.unsubscribe();
    await expect(runQuery(store.dispatch(shellDataApi.endpoints.getUserInfo.initiate()))).resolves.toMatchObject({ isLogin: false });
  });
});
