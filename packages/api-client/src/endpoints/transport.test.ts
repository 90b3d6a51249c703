import { http, HttpResponse } from 'msw';
import { createTestStore, mockServer, runQuery } from '@shell/test-utils';
import { CALLS } from './catalog';
import { shellDataApi } from './sharedData';

/**
 * The base-query contract as seen through a shared endpoint (spec §7): cookies sent, CSRF header
 * from its cookie (default '1'), timeout honoured.
 */
function capture(): { request?: Request } {
  const seen: { request?: Request } = {};
  mockServer.use(
    http.get(`*${CALLS.commonData.path}`, ({ request }) => {
      seen.request = request;
      return undefined;
    }),
  );
  return seen;
}

const { getCommonData } = shellDataApi.endpoints;

describe('transport of the shared calls', () => {
  it('sends the CSRF header from the csrftoken cookie', async () => {
    const seen = capture();
    const { store } = createTestStore({ config: { getCookies: () => 'a=1; csrftoken=tok%2F42; b=2' } });
    await runQuery(store.dispatch(getCommonData.initiate()));
    expect(seen.request?.headers.get('csrftoken')).toBe('tok/42');
  });

  it("sends '1' when there is no CSRF cookie", async () => {
    const seen = capture();
    const { store } = createTestStore();
    await runQuery(store.dispatch(getCommonData.initiate()));
    expect(seen.request?.headers.get('csrftoken')).toBe('1');
  });

  it('sends cookies (credentials: include)', async () => {
    const seen = capture();
    const { store } = createTestStore();
    await runQuery(store.dispatch(getCommonData.initiate()));
    expect(seen.request?.credentials).toBe('include');
  });

  it('honours the configured timeout', async () => {
    mockServer.use(http.get(`*${CALLS.commonData.path}`, () => new Promise<Response>(() => {})));
    const { store, logger } = createTestStore({ config: { timeoutMs: 50 } });
    const started = Date.now();
    await runQuery(store.dispatch(getCommonData.initiate()));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logger.entries).toMatchObject([{ source: 'getCommonData', reason: 'timeout' }]);
  });

  it('ignores unknown fields (lenient parsing)', async () => {
    mockServer.use(
      http.get(`*${CALLS.commonData.path}`, () => HttpResponse.json({ code: 200, trace_id: 'x', data: { lang_list: {}, fiat_list: [], brand_new_field: { a: 1 } } })),
    );
    const { store, logger } = createTestStore();
    const data = await runQuery(store.dispatch(getCommonData.initiate()));
    expect(data).not.toHaveProperty('brand_new_field');
    expect(logger.entries).toEqual([]);
  });
});
