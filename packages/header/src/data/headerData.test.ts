import { http, HttpResponse } from 'msw';
import { createTestStore, mockServer, runQuery } from '@shell/test-utils';
import { MENU_RETRIES, MENU_RETRY_DELAY_MS } from '@shell/site-config';
import { HEADER_CALLS as CALLS } from './calls';
import { headerDataApi } from './headerData';

const { getRemoteMenu, getHeaderBubble, getHeaderTag } = headerDataApi.endpoints;

/** Counts the requests that reach a path (MSW lifecycle events; nothing is mocked). */
function countRequests(path: string): { readonly count: number } {
  const counter = { count: 0 };
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) counter.count += 1;
  });
  return counter;
}

afterEach(() => mockServer.events.removeAllListeners());

describe('getRemoteMenu', () => {
  it('sends the server language code and validates the items', async () => {
    let lang: string | null = null;
    mockServer.use(
      http.get(`*${CALLS.remoteMenu.path}`, ({ request }) => {
        lang = new URL(request.url).searchParams.get('lang');
        return undefined; // fall through to the mock backend
      }),
    );
    const { store, logger } = createTestStore({ lang: 'zh' });
    const items = await runQuery(store.dispatch(getRemoteMenu.initiate('zh')));
    expect(lang).toBe('cn');
    const codes = items.map((item) => item.code);
    expect(codes).toEqual(['buy_crypto', 'markets', 'trade', 'futures', 'earn', 'web3', 'rewards', 'institution', 'campaign_banner', 'script']);
    // Relative links get the language prefix, absolute ones are kept, javascript: is dropped.
    expect(items.find((item) => item.code === 'markets')?.jump_url).toBe('/zh/price');
    expect(items.find((item) => item.code === 'web3')?.jump_url).toBe('https://web3.gate.example/');
    expect(items.find((item) => item.code === 'script')?.jump_url).toBe('');
    // Skipped: one non-object, one untitled top-level item, one untitled child.
    const skipped = logger.entries.filter((entry) => entry.event === 'menu.item-invalid');
    expect(skipped.map((entry) => entry.reason).sort()).toEqual(['no-title-or-image', 'no-title-or-image', 'not-an-object']);
    expect(logger.entries.filter((entry) => entry.event === 'api.fallback')).toEqual([]);
  });

  it(`§9 "menu retries 3 at 1000 ms": at most ${MENU_RETRIES} requests per page load, ${MENU_RETRY_DELAY_MS} ms apart, through the injected sleep`, async () => {
    const requests = countRequests(CALLS.remoteMenu.path);
    const waits: number[] = [];
    const { store, logger } = createTestStore({ faults: [{ call: 'remoteMenu', kind: 'http-500' }], config: { sleep: async (ms) => void waits.push(ms) } });
    await expect(runQuery(store.dispatch(getRemoteMenu.initiate('en')))).resolves.toEqual([]);
    expect(requests.count).toBe(MENU_RETRIES);
    expect(waits).toEqual(Array(MENU_RETRIES - 1).fill(MENU_RETRY_DELAY_MS));
    expect(logger.entries).toMatchObject([{ event: 'api.fallback', source: 'getRemoteMenu', reason: 'http-500' }]);
  });

  it('succeeds on a retry after a transient failure', async () => {
    let calls = 0;
    mockServer.use(
      http.get(`*${CALLS.remoteMenu.path}`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : undefined;
      }),
    );
    const { store, logger } = createTestStore({ config: { sleep: async () => {} } });
    const items = await runQuery(store.dispatch(getRemoteMenu.initiate('en')));
    expect(items.length).toBeGreaterThan(0);
    expect(logger.entries.filter((entry) => entry.event === 'api.fallback')).toEqual([]);
  });

  it('never retries a 4xx (issue 21 L2)', async () => {
    const requests = countRequests(CALLS.remoteMenu.path);
    mockServer.use(http.get(`*${CALLS.remoteMenu.path}`, () => new HttpResponse('gone', { status: 404 })));
    const { store, logger } = createTestStore();
    await expect(runQuery(store.dispatch(getRemoteMenu.initiate('en')))).resolves.toEqual([]);
    expect(requests.count).toBe(1);
    expect(logger.entries).toMatchObject([{ event: 'api.fallback', source: 'getRemoteMenu', reason: 'http-404' }]);
  });

  it('waits a longer Retry-After instead of the 1 s (issue 21 L2)', async () => {
    let calls = 0;
    mockServer.use(
      http.get(`*${CALLS.remoteMenu.path}`, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse('busy', { status: 503, headers: { 'Retry-After': '2' } }) : undefined;
      }),
    );
    const waits: number[] = [];
    const { store } = createTestStore({ config: { sleep: async (ms) => void waits.push(ms) } });
    const items = await runQuery(store.dispatch(getRemoteMenu.initiate('en')));
    expect(items.length).toBeGreaterThan(0);
    expect(waits).toEqual([2000]);
  });

  it('does not retry a schema failure (the same body would come back)', async () => {
    const requests = countRequests(CALLS.remoteMenu.path);
    const { store } = createTestStore({ faults: [{ call: 'remoteMenu', kind: 'schema-invalid' }], config: { sleep: async () => {} } });
    await expect(runQuery(store.dispatch(getRemoteMenu.initiate('en')))).resolves.toEqual([]);
    expect(requests.count).toBe(1);
  });
});

describe('getHeaderBubble', () => {
  it('reads data.bubble on the main site', async () => {
    const { store } = createTestStore();
    await expect(runQuery(store.dispatch(getHeaderBubble.initiate('main')))).resolves.toBe('Get 20 USDT');
  });

  it('is empty on other sites, without a request', async () => {
    const requests = countRequests(CALLS.headerBubble.path);
    const { store, logger } = createTestStore({ site: 'us' });
    await expect(runQuery(store.dispatch(getHeaderBubble.initiate('us')))).resolves.toBe('');
    expect(requests.count).toBe(0);
    expect(logger.entries).toEqual([]);
  });
});

describe('getHeaderTag', () => {
  it('normalises the tags and drops unknown kinds', async () => {
    mockServer.use(
      http.get(`*${CALLS.headerTag.path}`, () =>
        HttpResponse.json({ code: 200, data: { list: [{ code: 'futures', type: '2', word: 'HOT' }, { code: 'x', type: 9, word: 'bad' }, { code: 'empty', type: 1 }] } }),
      ),
    );
    const { store } = createTestStore();
    await expect(runQuery(store.dispatch(getHeaderTag.initiate()))).resolves.toEqual([
      { code: 'futures', type: 2, word: 'HOT', light_icon: '', dark_icon: '' },
    ]);
  });

  it('serves the mock tags', async () => {
    const { store } = createTestStore();
    const tags = await runQuery(store.dispatch(getHeaderTag.initiate()));
    expect(tags.map((tag) => tag.code)).toContain('alpha');
  });
});
