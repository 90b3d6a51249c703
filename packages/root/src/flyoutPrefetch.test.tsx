import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { ShellProvider, shellApi } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import { ShellHostProvider } from '@shell/ui';
import { createTestStore, mockServer } from '@shell/test-utils';
import type { ShellTestOptions } from '@shell/test-utils';
import type { HeaderSlots } from '@shell/header';
import { Header } from './parts';

// The header's flyout prefetch (issue 24) end to end: the header's triggers, the root's slot, the
// markets chunk's `MarketFlyout.prefetch`, a real store and the mock backend over MSW.

/** The market list calls, by path (the markets' MARKET_CALLS). */
const LIST_CALLS: Record<string, string> = {
  '/apiw/v2/market/spots': 'spotMarkets',
  '/apiw/v2/market/futures': 'futuresMarkets',
  '/apiw/v2/common/tabs': 'marketTabs',
};

/** Every list call the backend sees from now on, in order. */
function recordListCalls(): string[] {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const id = LIST_CALLS[new URL(request.url).pathname];
    if (id) calls.push(id);
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => void mockServer.events.removeListener('request:start', listener));
  return calls;
}

/** What `navigator.connection` reports (Network Information API), for this test. */
function reportConnection(connection: { saveData?: boolean; effectiveType?: string }) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  onTestFinished(() => void Reflect.deleteProperty(navigator, 'connection'));
}

/** The browser's idle callbacks, held until `runIdle()` (jsdom has no requestIdleCallback). */
function holdIdleCallbacks() {
  const pending: IdleRequestCallback[] = [];
  window.requestIdleCallback = (callback) => pending.push(callback);
  onTestFinished(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });
  return {
    count: () => pending.length,
    runIdle: () => {
      for (const callback of pending.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

function phoneViewport() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ matches: query.includes('max-width: 767.9px'), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false });
  onTestFinished(() => void (window.matchMedia = original));
}

function renderHeader(options: ShellTestOptions = {}, slots?: HeaderSlots) {
  const { store, logger } = createTestStore(options);
  const view = render(
    <ShellProvider store={store}>
      <ShellHostProvider pathname="/" search="">
        <Header slots={slots} />
      </ShellHostProvider>
    </ShellProvider>,
  );
  return { ...view, store, logger };
}

const entry = (kind: string) => document.querySelector(`.shell-header__entry[data-entry="${kind}"]`) as HTMLElement;

/** Until no query of the store is pending, then a little longer (anything late shows up in the calls). */
async function settled(store: ShellStore) {
  await waitFor(() => expect(Object.values(store.getState().shellApi.queries).every((query) => query?.status !== 'pending')).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  await Promise.all(store.dispatch(shellApi.util.getRunningQueriesThunk()));
}

const listQueries = (store: ShellStore) =>
  Object.values(store.getState().shellApi.queries)
    .filter((query) => ['getSpotMarkets', 'getFuturesMarkets', 'getMarketTabs'].includes(query?.endpointName ?? ''))
    .map((query) => `${query?.endpointName}:${query?.status}`)
    .sort();

describe('flyout prefetch: intent', () => {
  it('the pointer entering the bar starts the tab menu; reaching the spot entry its list, once however often; the hover then asks for nothing', async () => {
    holdIdleCallbacks();
    const { store } = renderHeader();
    await screen.findByRole('navigation');
    await settled(store);
    const calls = recordListCalls();
    fireEvent.pointerEnter(screen.getByRole('navigation'));
    await waitFor(() => expect(calls).toEqual(['marketTabs']));
    // Focus reaching the entry and the pointer passing over it again and again, while in flight and after.
    fireEvent.focus(within(entry('trade')).getAllByRole('link')[0] as HTMLElement);
    fireEvent.pointerEnter(entry('trade'), { pointerType: 'touch' });
    fireEvent.pointerEnter(entry('trade'), { pointerType: 'touch' });
    await settled(store);
    fireEvent.pointerEnter(entry('trade'), { pointerType: 'touch' });
    await settled(store);
    expect(calls.sort()).toEqual(['marketTabs', 'spotMarkets']);
    expect(listQueries(store)).toEqual(['getMarketTabs:fulfilled', 'getSpotMarkets:fulfilled']);

    // The opening renders the prefetched rows without a request of its own.
    const user = userEvent.setup();
    await user.hover(entry('trade'));
    expect((await within(entry('trade')).findAllByRole('option')).length).toBeGreaterThan(0);
    await settled(store);
    expect(calls.sort()).toEqual(['marketTabs', 'spotMarkets']);
  });

  it('with Save-Data or on 2g, intent loads nothing before the opening, which then loads as before', async () => {
    holdIdleCallbacks();
    reportConnection({ saveData: false, effectiveType: '2g' });
    const { store } = renderHeader();
    await screen.findByRole('navigation');
    await settled(store);
    const calls = recordListCalls();
    fireEvent.pointerEnter(screen.getByRole('navigation'));
    fireEvent.pointerEnter(entry('futures'), { pointerType: 'touch' });
    fireEvent.focus(within(entry('futures')).getAllByRole('link')[0] as HTMLElement);
    await settled(store);
    expect(calls).toEqual([]);
    await userEvent.setup().hover(entry('futures'));
    expect((await within(entry('futures')).findAllByRole('option')).length).toBeGreaterThan(0);
    expect(calls.sort()).toEqual(['futuresMarkets', 'marketTabs']);
  });

  it("a host's own renderFlyout gets only its own prefetchFlyout, not the default flyouts'", async () => {
    const idle = holdIdleCallbacks();
    const asked: (string | undefined)[] = [];
    const calls = recordListCalls();
    const withOwn = renderHeader({}, { renderFlyout: (kind) => <p>{kind}</p>, prefetchFlyout: (kind) => asked.push(kind) });
    await screen.findByRole('navigation');
    fireEvent.pointerEnter(screen.getByRole('navigation'));
    fireEvent.pointerEnter(entry('trade'), { pointerType: 'touch' });
    idle.runIdle();
    await settled(withOwn.store);
    // The bar (no kind; again as the pointer, coming from outside, enters the bar with the entry),
    // the entry, and the idle round for spot and futures.
    expect(new Set(asked)).toEqual(new Set([undefined, 'trade', 'futures']));
    expect(asked.filter((kind) => kind === 'futures')).toHaveLength(1);
    withOwn.unmount();
    const without = renderHeader({}, { renderFlyout: (kind) => <p>{kind}</p> });
    await screen.findByRole('navigation');
    fireEvent.pointerEnter(screen.getByRole('navigation'));
    fireEvent.pointerEnter(entry('trade'), { pointerType: 'touch' });
    idle.runIdle();
    await settled(without.store);
    expect(calls).toEqual([]);
  });

  it('a prefetch that ends in the fallback is not kept: the opening asks again', async () => {
    holdIdleCallbacks();
    const { store, logger } = renderHeader({ faults: [{ call: 'spotMarkets', kind: 'http-500' }] });
    await screen.findByRole('navigation');
    await settled(store);
    const calls = recordListCalls();
    fireEvent.pointerEnter(entry('trade'), { pointerType: 'touch' });
    await settled(store);
    expect(calls.filter((call) => call === 'spotMarkets')).toHaveLength(1);
    expect(logger.entries.filter((line) => line.event === 'api.fallback' && line.source === 'getSpotMarkets')).toHaveLength(1);
    // Dropped from the cache, so the opening does not show the fallback for minutes.
    expect(listQueries(store)).toEqual(['getMarketTabs:fulfilled']);
    await userEvent.setup().hover(entry('trade'));
    await waitFor(() => expect(calls.filter((call) => call === 'spotMarkets')).toHaveLength(2));
  });
});

describe('flyout prefetch: idle', () => {
  it('on a fast link, once after load: the tab menu, the spot and the futures lists, each once; openings then ask for nothing', async () => {
    const idle = holdIdleCallbacks();
    reportConnection({ saveData: false, effectiveType: '4g' });
    const calls = recordListCalls();
    const { store, rerender } = renderHeader();
    await screen.findByRole('navigation');
    await settled(store);
    expect(calls).toEqual([]);
    expect(idle.count()).toBe(2);
    idle.runIdle();
    await settled(store);
    expect(calls.sort()).toEqual(['futuresMarkets', 'marketTabs', 'spotMarkets']);
    // A later render of the bar schedules no second round.
    rerender(
      <ShellProvider store={store}>
        <ShellHostProvider pathname="/" search="">
          <Header className="again" />
        </ShellHostProvider>
      </ShellProvider>,
    );
    await settled(store);
    expect(idle.count()).toBe(0);
    const user = userEvent.setup();
    await user.hover(entry('trade'));
    expect((await within(entry('trade')).findAllByRole('option')).length).toBeGreaterThan(0);
    await user.hover(entry('futures'));
    expect((await within(entry('futures')).findAllByRole('option')).length).toBeGreaterThan(0);
    await settled(store);
    expect(calls.sort()).toEqual(['futuresMarkets', 'marketTabs', 'spotMarkets']);
  });

  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
    ['3g (not fast)', { saveData: false, effectiveType: '3g' }],
  ])('%s: nothing when idle', async (_name, connection) => {
    const idle = holdIdleCallbacks();
    reportConnection(connection);
    const calls = recordListCalls();
    const { store } = renderHeader();
    await screen.findByRole('navigation');
    expect(idle.count()).toBe(2);
    idle.runIdle();
    await settled(store);
    expect(calls).toEqual([]);
  });

  it.each([
    ['on a phone layout (no flyouts there)', phoneViewport],
    ['offline', () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      onTestFinished(() => void vi.restoreAllMocks());
    }],
  ])('%s: nothing when idle, nothing on intent', async (name, arrange) => {
    const idle = holdIdleCallbacks();
    arrange();
    const calls = recordListCalls();
    const { store } = renderHeader();
    await screen.findByRole('navigation');
    expect(idle.count()).toBe(2);
    idle.runIdle();
    await settled(store);
    expect(calls).toEqual([]);
    if (name === 'offline') {
      fireEvent.pointerEnter(screen.getByRole('navigation'));
      fireEvent.pointerEnter(entry('trade'), { pointerType: 'touch' });
      await settled(store);
      expect(calls).toEqual([]);
    }
  });
});
