import { createMemoryLogger } from '@shell/api-client/core';
import { prefetchHeaderData } from '@shell/header';
import { createTestStore, TEST_BASE_URL } from '@shell/test-utils';
import type { PreparedShell } from '@shell/root';
import { createRootStore } from '../src/createRootStore';

/** Issue 21 L9: `prepared.api` is checked in the browser before a store starts from it. */
async function prepared(): Promise<PreparedShell> {
  const { store } = createTestStore({ user: 'user' });
  await prefetchHeaderData(store, { pathname: '/' });
  const state = store.getState();
  return {
    version: 1,
    site: 'main',
    lang: 'en',
    session: state.shellSession,
    api: JSON.parse(JSON.stringify(state.shellApi)) as unknown,
    messages: {},
    htmlAttributes: { lang: 'en', dir: 'ltr', 'data-theme': 'light', 'data-rise': 'risegreen' },
  };
}

const queries = (root: ReturnType<typeof createRootStore>) => root.store.getState().shellApi.queries as Record<string, { endpointName?: string; data?: unknown } | undefined>;
const make = (input: PreparedShell) => createRootStore({ prepared: input, apiBaseUrl: TEST_BASE_URL, logger: createMemoryLogger() });

describe('prepared.api on the client', () => {
  it('starts from a well-formed snapshot with no log line', async () => {
    const input = await prepared();
    const root = make(input);
    expect(Object.values(queries(root)).some((entry) => entry?.endpointName === 'getUserInfo')).toBe(true);
    expect(root.problems).toEqual([]);
  });

  it.each([
    ['a string', '<script>'],
    ['null', null],
    ['an array', []],
    ['queries not an object', { queries: 'x', provided: { tags: {}, keys: {} } }],
    ['foreign tags', { queries: {}, provided: 'x' }],
  ])('starts empty from %s, with one log line', async (_name, api) => {
    const root = make({ ...(await prepared()), api });
    expect(queries(root)).toEqual({});
    expect(root.problems).toMatchObject([{ event: 'root.prepared-api', level: 'warn' }]);
  });

  it('drops entries whose data fails the endpoint’s check, unknown endpoints and unfinished entries; keeps the rest', async () => {
    const input = await prepared();
    const api = input.api as { queries: Record<string, { endpointName: string; data: unknown; status: string }> };
    const userKey = Object.keys(api.queries).find((key) => api.queries[key]!.endpointName === 'getUserInfo')!;
    api.queries[userKey]!.data = { isLogin: 'yes', uid: '<img src=x onerror=alert(1)>' };
    api.queries['evil(undefined)'] = { endpointName: 'evil', status: 'fulfilled', data: {} };
    api.queries['getCommonData(pending)'] = { endpointName: 'getCommonData', status: 'pending', data: {} };
    const root = make(input);
    const kept = queries(root);
    expect(kept[userKey]).toBeUndefined();
    expect(kept['evil(undefined)']).toBeUndefined();
    expect(kept['getCommonData(pending)']).toBeUndefined();
    expect(Object.keys(kept).length).toBeGreaterThan(0);
    expect(root.problems).toHaveLength(1);
    expect(root.problems[0]).toMatchObject({ event: 'root.prepared-api', reason: 'entries-dropped' });
    // The dropped entry's tags went with it: invalidation cannot point at a missing entry.
    const provided = root.store.getState().shellApi.provided as unknown as { keys: Record<string, unknown> };
    expect(provided.keys[userKey]).toBeUndefined();
  });
});
