import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_KEYS } from '@shell/site-config';
import { SEARCH_DEBOUNCE_MS } from '../src/internal/spec';
import { SCROLL_DEBOUNCE_MS } from '../src/internal/spec';
import { MarketFlyout } from '../src';
import { renderInHost } from './helpers';
import { countRequests } from '@shell/test-utils';

afterEach(() => vi.useRealTimers());

const options = () => screen.getAllByRole('option') as HTMLAnchorElement[];
const hrefs = () => options().map((o) => o.getAttribute('href') ?? '');

async function rowsLoaded() {
  await waitFor(() => expect(screen.queryAllByRole('option').length).toBeGreaterThan(0));
}

describe('MarketFlyout — futures', () => {
  it('lists USDT-settled contracts first and loads delivery only when DELIVERY is chosen', async () => {
    const delivery = countRequests('/apiw/v2/delivery/usdt/contracts');
    const { user } = renderInHost(<MarketFlyout kind="futures" open />);
    await rowsLoaded();
    expect(hrefs().every((href) => /^\/futures\/USDT\/[A-Z0-9.]+_USDT$/.test(href))).toBe(true);
    expect(delivery.count).toBe(0);
    await user.click(screen.getByRole('tab', { name: 'Coin-M' }));
    await waitFor(() => expect(hrefs()[0]).toMatch(/^\/futures\/BTC\//));
    await user.click(screen.getByRole('tab', { name: 'Delivery' }));
    await waitFor(() => expect(hrefs()[0]).toMatch(/^\/futures-delivery\/USDT\//));
    expect(delivery.count).toBe(1);
  });

  it('falls back to the built-in sub-menu and an empty list when the calls fail', async () => {
    const { logger } = renderInHost(<MarketFlyout kind="futures" open />, {
      faults: [
        { call: 'marketTabs', kind: 'http-500' },
        { call: 'futuresMarkets', kind: 'empty' },
      ],
    });
    expect(await screen.findByText('No markets found')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['USDT-M', 'Coin-M', 'Delivery']);
    const sources = logger.entries.filter((e) => e.event === 'api.fallback').map((e) => e.source);
    expect(sources).toEqual(expect.arrayContaining(['getMarketTabs', 'getFuturesMarkets']));
  });
});

describe('MarketFlyout — options, pre-market, pilot, memebox', () => {
  it('options: contracts of the chosen underlying link to /options/{pair}; search escapes specials', async () => {
    renderInHost(<MarketFlyout kind="options" open />);
    await rowsLoaded();
    expect(hrefs().every((href) => href.startsWith('/options/BTC_USDT-'))).toBe(true);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '(*[' } });
    expect(await screen.findByText('No markets found')).toBeInTheDocument();
  });

  it('pre-market: pre-market and premint lists with hot/new tags, links /pre-market/{CURRENCY}', async () => {
    const { user } = renderInHost(<MarketFlyout kind="preMarket" open />);
    await rowsLoaded();
    expect(hrefs().every((href) => /^\/pre-market\/[A-Z0-9]+$/.test(href))).toBe(true);
    expect(document.querySelectorAll('.shell-markets__badge--hot, .shell-markets__badge--new').length).toBeGreaterThan(0);
    const first = hrefs()[0];
    await user.click(screen.getByRole('tab', { name: 'Premint' }));
    await waitFor(() => expect(hrefs()[0]).not.toBe(first));
  });

  it('pilot: hot filter and /pilot/{seo_path} links; search by address', async () => {
    const { user } = renderInHost(<MarketFlyout kind="pilot" open />);
    await rowsLoaded();
    expect(hrefs().every((href) => href.startsWith('/pilot/'))).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Hot' }));
    await waitFor(() => expect(options().every((o) => o.querySelector('.shell-markets__badge--hot'))).toBe(true));
  });

  it('memebox: tokens with a memebox page from symbol_to_path', async () => {
    const paths = countRequests('/api/web/v1/web3-trade-interface/memebox/symbol_to_path');
    renderInHost(<MarketFlyout kind="memebox" open />);
    await rowsLoaded();
    expect(paths.count).toBe(1);
    expect(hrefs().every((href) => href.startsWith('/memebox/'))).toBe(true);
  });

  it('memebox: a failed path lookup leaves the empty state and a log line', async () => {
    const { logger } = renderInHost(<MarketFlyout kind="memebox" open />, { faults: [{ call: 'memeboxSymbolToPath', kind: 'network' }] });
    expect(await screen.findByText('No markets found')).toBeInTheDocument();
    expect(logger.entries.some((e) => e.event === 'api.fallback' && e.source === 'getMemeboxPaths')).toBe(true);
  });
});

describe('MarketFlyout — alpha', () => {
  async function openAlpha(opts: Parameters<typeof renderInHost>[1] = {}) {
    const view = renderInHost(<MarketFlyout kind="trade" open />, opts);
    await rowsLoaded();
    await view.user.click(screen.getByRole('tab', { name: 'Alpha' }));
    await waitFor(() => expect(hrefs()[0]).toMatch(/^\/alpha\//));
    return view;
  }

  it('trims and debounces the keyword 1000 ms before searching', async () => {
    const keywords = countRequests('/apiw/v2/alpha/markets_by_keywords');
    await openAlpha();
    const search = screen.getByRole('combobox');
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: ' k' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    fireEvent.change(search, { target: { value: ' ko ' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(keywords.count).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(keywords.count).toBe(1));
    expect(keywords.urls[0]?.searchParams.get('keywords')).toBe('ko');
  });

  it('resolves the token page on click, falling back to /alpha/{chain}-{address} when the lookup fails', async () => {
    const { user, navigate } = await openAlpha({ faults: [{ call: 'alphaTokenPath', kind: 'http-500' }] });
    const first = options()[0] as HTMLAnchorElement;
    await user.click(first);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate.mock.calls[0]?.[0]).toBe(first.getAttribute('href'));
    expect(first.getAttribute('href')).toMatch(/^\/alpha\/[a-z]+-[0-9A-Za-z]+$/);
  });

  it('navigates to the resolved path when the lookup answers', async () => {
    const { user, navigate } = await openAlpha();
    await user.click(options()[0] as HTMLAnchorElement);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/alpha\/[a-z0-9]+-[a-z]+$/);
  });
});

// The Alpha tab follows the policy (`header.nav.alpha`: main site only, compliance can hide it).
describe.each(SITE_KEYS.map((site) => [site]))('trade flyout on %s', (site) => {
  it.each([['visitor' as const], ['user' as const]])('shows the Alpha tab only where the policy does (%s)', async (user) => {
    renderInHost(<MarketFlyout kind="trade" open />, { site, user });
    await rowsLoaded();
    const hasAlpha = screen.queryAllByRole('tab').some((tab) => tab.textContent === 'Alpha');
    expect(hasAlpha).toBe(site === 'main');
  });
});

describe('"View all" after 450 px of scrolling, in every flyout that scrolls (spec §5)', () => {
  const flyouts: readonly { kind: 'trade' | 'futures' | 'options' | 'preMarket' | 'pilot' | 'memebox'; tab?: string; href: RegExp }[] = [
    { kind: 'trade', href: /^\/price$/ },
    { kind: 'trade', tab: 'Alpha', href: /^\/alpha$/ },
    { kind: 'futures', href: /^\/futures_center$/ },
    { kind: 'futures', tab: 'Delivery', href: /^\/futures_center$/ },
    { kind: 'options', href: /^\/options\/[A-Z]+_USDT$/ },
    { kind: 'preMarket', href: /^\/pre-market$/ },
    { kind: 'pilot', href: /^\/pilot$/ },
    { kind: 'memebox', href: /^\/memebox$/ },
  ];

  it.each(flyouts.map((flyout) => ({ ...flyout, name: flyout.tab ? `${flyout.kind} › ${flyout.tab}` : flyout.kind })))('$name: hidden at 450 px, shown past it, linking to its listing page', async ({ kind, tab, href }) => {
    const { user } = renderInHost(<MarketFlyout kind={kind} open />);
    await rowsLoaded();
    if (tab) {
      const before = hrefs()[0];
      await user.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(hrefs()[0]).not.toBe(before));
    }
    const list = screen.getByRole('listbox');
    vi.useFakeTimers();
    list.scrollTop = 450;
    fireEvent.scroll(list);
    await act(() => vi.advanceTimersByTimeAsync(SCROLL_DEBOUNCE_MS));
    expect(screen.queryByRole('link', { name: 'View all' })).toBeNull();
    list.scrollTop = 451;
    fireEvent.scroll(list);
    await act(() => vi.advanceTimersByTimeAsync(SCROLL_DEBOUNCE_MS));
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toMatch(href);
  });
});
