import { render, waitFor } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { ShellProvider, shellApi } from '@shell/api-client';
import type { MockUserKind } from '@shell/mocks';
import { ShellHostProvider } from '@shell/ui';
import type { SiteKey } from '@shell/site-config';
import { createTestStore, holdCall, mockBackend, mockServer } from '@shell/test-utils';
import { Header } from './Header';
import { preloadHeaderParts } from './internal/parts';
import { AnnouncementBar } from './preferences';
import { prefetchHeaderData } from './prefetch';

/** Every call the mock backend sees during the test (shared and header calls), in order. */
function recordCalls(): string[] {
  const callOfPath = new Map(Object.values(mockBackend.calls).map((call) => [call.path, call.id]));
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const id = callOfPath.get(new URL(request.url).pathname);
    if (id) calls.push(id);
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => {
    mockServer.events.removeListener('request:start', listener);
  });
  return calls;
}

async function prefetchThenMount(site: SiteKey, user: MockUserKind, pathname: string) {
  await preloadHeaderParts();
  const { store } = createTestStore({ site, user });
  const calls = recordCalls();
  await prefetchHeaderData(store, { pathname });
  const prefetched = [...calls].sort();
  // The header and the announcement bar as a page mounts them, on the prefetched store.
  render(
    <ShellProvider store={store}>
      <ShellHostProvider pathname={pathname} search="">
        <AnnouncementBar />
        <Header />
      </ShellHostProvider>
    </ShellProvider>,
  );
  await waitFor(() => expect(Object.values(store.getState().shellApi.queries).every((query) => query?.status !== 'pending')).toBe(true));
  // Give a mounted component the chance to ask for anything the prefetch left out.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await Promise.all(store.dispatch(shellApi.util.getRunningQueriesThunk()));
  return { prefetched, afterMount: calls.slice(prefetched.length) };
}

describe('prefetchHeaderData', () => {
  it('a visitor on the home page: exactly the calls the header and the bar make, none of them again on mount', async () => {
    const { prefetched, afterMount } = await prefetchThenMount('main', 'visitor', '/');
    expect(prefetched).toEqual(['announcement', 'commonData', 'complianceCheck', 'fullsiteBulletin', 'headerBubble', 'headerTag', 'userInfo']);
    expect(afterMount).toEqual([]);
  });

  it('a signed-in user: the unified-account mode instead of the signup bubble; the bell and the rest are left to their components', async () => {
    const { prefetched, afterMount } = await prefetchThenMount('main', 'user', '/de/');
    expect(prefetched).toEqual(['announcement', 'commonData', 'complianceCheck', 'fullsiteBulletin', 'headerTag', 'unifiedAccountMode', 'userInfo']);
    expect(afterMount.filter((call) => prefetched.includes(call))).toEqual([]);
  });

  it('a page without an announcement, on the site that hides registration (testnet): neither is asked for', async () => {
    const { prefetched, afterMount } = await prefetchThenMount('testnet', 'visitor', '/trade/BTC_USDT');
    expect(prefetched).not.toContain('announcement');
    expect(prefetched).not.toContain('headerBubble');
    expect(prefetched).toContain('userInfo');
    expect(afterMount).toEqual([]);
  });

  it("'first-round' resolves once the bar's calls answered and leaves the second round running", async () => {
    const answerUnified = holdCall('unifiedAccountMode');
    const { store } = createTestStore({ site: 'main', user: 'user' });
    const calls = recordCalls();
    await prefetchHeaderData(store, { pathname: '/', resolveWhen: 'first-round' });
    const queries = () => Object.values(store.getState().shellApi.queries);
    const unified = () => queries().find((query) => query?.endpointName === 'getUnifiedAccountMode');
    expect(queries().filter((query) => query?.endpointName !== 'getUnifiedAccountMode').every((query) => query?.status === 'fulfilled')).toBe(true);
    // Started, not awaited: the request is out and its answer follows.
    await waitFor(() => expect(calls).toContain('unifiedAccountMode'));
    expect(unified()?.status).toBe('pending');
    answerUnified();
    await waitFor(() => expect(unified()?.status).toBe('fulfilled'));
  });

  it("'all' (the default) resolves only once the second round answered too", async () => {
    const answerUnified = holdCall('unifiedAccountMode');
    const { store } = createTestStore({ site: 'main', user: 'user' });
    let resolved = false;
    const done = prefetchHeaderData(store, { pathname: '/' }).then(() => (resolved = true));
    await waitFor(() => expect(Object.values(store.getState().shellApi.queries).some((query) => query?.endpointName === 'getUnifiedAccountMode')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(resolved).toBe(false);
    answerUnified();
    await done;
    expect(resolved).toBe(true);
  });

  it('never rejects: failed calls give their fallbacks', async () => {
    const { store, logger } = createTestStore({ faults: [{ call: 'userInfo', kind: 'http-500' }, { call: 'complianceCheck', kind: 'network' }] });
    await expect(prefetchHeaderData(store)).resolves.toBeUndefined();
    expect(logger.entries.filter((entry) => entry.event === 'api.fallback').length).toBeGreaterThanOrEqual(2);
  });
});
