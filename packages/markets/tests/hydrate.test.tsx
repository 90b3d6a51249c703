import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ShellProvider } from '@shell/api-client';
import { spotApi, tabsApi } from '../src/api';
import { createTestStore } from '@shell/test-utils';
import { MarketFlyout } from '../src';

describe('hydration', () => {
  it('hydrates the server-rendered spot flyout without a mismatch', async () => {
    localStorage.setItem('shell.markets.favourites.main.visitor', JSON.stringify(['/trade/BTC_USDT']));
    const { store } = createTestStore();
    // What an open flyout shows: its remote sub-menu (which picks the list) and the list.
    await store.dispatch(tabsApi.endpoints.getMarketTabs.initiate({ site: 'main', lang: 'en' }));
    await store.dispatch(spotApi.endpoints.getSpotMarkets.initiate({ site: 'main', lang: 'en', timezone: '24h' }));
    const ui = (
      <ShellProvider store={store}>
        <MarketFlyout kind="trade" open />
      </ShellProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // After hydration the stored favourite shows up (client-only state, no mismatch).
    expect(container.querySelector('[role="tab"]')?.textContent).toBe('Favourites');
    act(() => root.unmount());
    container.remove();
    localStorage.clear();
  });
});
