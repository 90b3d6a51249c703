import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery, skipToken } from '@reduxjs/toolkit/query/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { ShellReduxContext } from '../react/context';

/** The store in both contexts: the test API's own hooks read react-redux's default one, the server hook the shell's. */
function Providers({ store, children }: { store: Parameters<typeof Provider>[0]['store']; children: ReactNode }) {
  return (
    <Provider store={store}>
      <Provider store={store} context={ShellReduxContext}>
        {children}
      </Provider>
    </Provider>
  );
}
import { serverQueryHook } from './serverQuery';

/**
 * The server hook must give what RTK Query's `useQuery` gives on a component's first render (the
 * render the server's HTML and the client's hydration share), for every state a cache entry can
 * be in. Both run against one real store; `renderToString` renders once without effects, as a
 * server does and as the client's first render does before its subscription effect.
 */

type Answer = { data: string } | { error: string };

function testApi() {
  const answers = new Map<string, { promise: Promise<Answer>; resolve: (answer: Answer) => void }>();
  const next = (key: string) => {
    let resolve!: (answer: Answer) => void;
    const promise = new Promise<Answer>((r) => (resolve = r));
    answers.set(key, { promise, resolve });
  };
  const api = createApi({
    reducerPath: 'test',
    baseQuery: fakeBaseQuery<string>(),
    endpoints: (build) => ({
      item: build.query<string, string | void>({
        queryFn: (arg) => answers.get(String(arg))!.promise,
      }),
    }),
  });
  const store = configureStore({ reducer: { test: api.reducer }, middleware: (get) => get().concat(api.middleware) });
  /** Starts a request for `arg`; the returned function answers it. */
  const request = async (arg: string | undefined, answer?: Answer) => {
    next(String(arg));
    const started = store.dispatch(api.endpoints.item.initiate(arg as string, { forceRefetch: true }));
    if (answer === undefined) return;
    answers.get(String(arg))!.resolve(answer);
    await started;
  };
  return { api, store, request };
}

/** A hook result without its functions (`refetch`): every field, compared by value. */
const fieldsOf = (result: object) => Object.fromEntries(Object.entries(result).filter(([, value]) => typeof value !== 'function'));

function firstRenders(setup: ReturnType<typeof testApi>, arg: string | undefined | typeof skipToken, skip: boolean) {
  const { api, store } = setup;
  const useServer = serverQueryHook(api.endpoints.item);
  const seen: Record<string, unknown>[] = [];
  function Probe() {
    const client = api.endpoints.item.useQuery(arg as string, { skip });
    const server = useServer(arg, { skip });
    for (const result of [client, server]) {
      seen.push(fieldsOf(result));
    }
    return null;
  }
  renderToString(
    <Providers store={store}>
      <Probe />
    </Providers>,
  );
  return { client: seen[0], server: seen[1] };
}

const STATES: Record<string, (setup: ReturnType<typeof testApi>, arg: string | undefined) => Promise<void>> = {
  'never requested': async () => {},
  pending: async ({ request }, arg) => void (await request(arg)),
  fulfilled: async ({ request }, arg) => request(arg, { data: 'one' }),
  rejected: async ({ request }, arg) => request(arg, { error: 'down' }),
  'refetching with data': async ({ request }, arg) => {
    await request(arg, { data: 'one' });
    await request(arg);
  },
  'rejected after data': async ({ request }, arg) => {
    await request(arg, { data: 'one' });
    await request(arg, { error: 'down' });
  },
};

describe('serverQueryHook', () => {
  for (const [state, reach] of Object.entries(STATES)) {
    for (const arg of [undefined, 'en']) {
      for (const skip of [false, true]) {
        it(`matches useQuery's first render: ${state}, arg ${String(arg)}, skip ${skip}`, async () => {
          const setup = testApi();
          await reach(setup, arg);
          const { client, server } = firstRenders(setup, arg, skip);
          expect(server).toEqual(client);
        });
      }
    }
  }

  it('matches useQuery for skipToken', async () => {
    const setup = testApi();
    await setup.request('en', { data: 'one' });
    const { client, server } = firstRenders(setup, skipToken, false);
    expect(server).toEqual(client);
    expect(server?.isUninitialized).toBe(true);
  });

  it('reports a never-requested, unskipped query as loading, as the client does before its request starts', () => {
    const { client, server } = firstRenders(testApi(), 'en', false);
    expect(server).toMatchObject({ isLoading: true, isFetching: true, status: 'pending', data: undefined });
    expect(client).toEqual(server);
  });

  it('keeps one selector per argument, shared by every store it reads', async () => {
    const a = testApi();
    const b = testApi();
    await a.request('en', { data: 'from a' });
    await b.request('en', { data: 'from b' });
    const useServer = serverQueryHook(a.api.endpoints.item);
    const read = (store: typeof a.store) => {
      const seen: unknown[] = [];
      function Probe() {
        seen.push(useServer('en').data);
        return null;
      }
      renderToString(
        <Providers store={store}>
          <Probe />
        </Providers>,
      );
      return seen[0];
    };
    expect([read(a.store), read(b.store), read(a.store)]).toEqual(['from a', 'from b', 'from a']);
  });
});
