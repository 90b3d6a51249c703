import { http, HttpResponse } from 'msw';
import { createTestStore, mockServer } from '@shell/test-utils';
import { safeQueryFn } from './safeQuery';
import type { ShellSchema } from './safeQuery';
import { shellApi } from './shellApi';

/**
 * A `SchemaSource` loader (issue 24: the start-up calls' schemas load beside their request): the
 * chunk is asked for before the request goes out, a chunk that fails to download makes the call
 * fall back with one `network` line (an unchecked body is never used), and the next call asks for
 * the chunk again.
 */
const PATH = '/probe/lazy-schema';
const events: string[] = [];
const schema: ShellSchema<string> = {
  safeParse: (data: unknown) =>
    typeof data === 'object' && data !== null && 'code' in data ? { success: true as const, data: `parsed ${JSON.stringify(data)}` } : { success: false as const, error: 'shape' },
};
let failNextLoad = false;
const load = async (): Promise<ShellSchema<string>> => {
  events.push('load');
  if (failNextLoad) {
    failNextLoad = false;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return schema;
};

const probeApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    lazySchemaProbe: build.query<string, void>({
      queryFn: safeQueryFn({ name: 'lazySchemaProbe', request: () => ({ url: PATH }), schema: load, fallback: () => 'fallback' }),
    }),
  }),
});

beforeEach(() => {
  events.length = 0;
  failNextLoad = false;
  mockServer.use(
    http.get(`*${PATH}`, () => {
      events.push('request');
      return HttpResponse.json({ code: 200 });
    }),
  );
});

const run = async (store: ReturnType<typeof createTestStore>['store']) =>
  (await store.dispatch(probeApi.endpoints.lazySchemaProbe.initiate(undefined, { forceRefetch: true }))).data;

describe('safeQueryFn with a schema loader', () => {
  it('asks for the schema before the request goes out, and parses with it', async () => {
    const { store, logger } = createTestStore();
    expect(await run(store)).toBe('parsed {"code":200}');
    expect(events).toEqual(['load', 'request']);
    expect(logger.entries).toEqual([]);
  });

  it('falls back with one network line when the schema cannot load, and loads it again next time', async () => {
    const { store, logger } = createTestStore();
    failNextLoad = true;
    expect(await run(store)).toBe('fallback');
    expect(logger.entries).toMatchObject([{ event: 'api.fallback', source: 'lazySchemaProbe', reason: 'network' }]);
    expect(await run(store)).toBe('parsed {"code":200}');
    expect(events).toEqual(['load', 'request', 'load', 'request']);
    expect(logger.entries).toHaveLength(1);
  });
});
