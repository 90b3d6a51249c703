// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShellProvider } from '@shell/api-client';
import { spotApi, tabsApi } from '../src/api';
import { createTestStore } from '@shell/test-utils';
import { MarketFlyout } from '../src';
import { PayWithPanel } from '../src/pay-with';

describe('server rendering', () => {
  it('renders the above-the-fold spot rows into the HTML without touching window', async () => {
    expect(typeof window).toBe('undefined');
    const { store } = createTestStore();
    // What an open flyout shows: its remote sub-menu (which picks the list) and the list.
    await store.dispatch(tabsApi.endpoints.getMarketTabs.initiate({ site: 'main', lang: 'en' }));
    await store.dispatch(spotApi.endpoints.getSpotMarkets.initiate({ site: 'main', lang: 'en', timezone: '24h' }));
    const html = renderToString(
      <ShellProvider store={store}>
        <MarketFlyout kind="trade" open />
        <PayWithPanel />
      </ShellProvider>,
    );
    const options = html.match(/role="option"/g) ?? [];
    // 530 px of 58 px rows are visible: at least those are in the server HTML.
    expect(options.length).toBeGreaterThanOrEqual(Math.ceil(530 / 58));
    expect(options.length).toBeLessThanOrEqual(40);
    expect(html).toContain('href="/trade/');
    expect(html).toContain('Pay with USD');
  });

  it('renders nothing for a flyout that was never opened', () => {
    const { store } = createTestStore();
    expect(renderToString(<ShellProvider store={store}><MarketFlyout kind="futures" open={false} /></ShellProvider>)).toBe('');
  });
});
