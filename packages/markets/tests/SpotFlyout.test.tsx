import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countRequests, holdCall } from '@shell/test-utils';
import { MARKET_LIST_OVERSCAN, SCROLL_DEBOUNCE_MS } from '../src/internal/spec';
import { MarketFlyout } from '../src';
import { coinInitials } from '../src/list/MarketRow';
import { renderInHost } from './helpers';

const SPOT_PATH = '/apiw/v2/market/spots';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

async function openSpot(options: Parameters<typeof renderInHost>[1] = {}) {
  const onNavigate = vi.fn();
  const view = renderInHost(<MarketFlyout kind="trade" open onNavigate={onNavigate} />, options);
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  // The list settles once the remote sub-menu (main site: Spot/Alpha, then the quotes) has arrived
  // and the list's deferred render has committed.
  await waitFor(() => expect(screen.getAllByRole('tablist')).toHaveLength(2));
  await waitFor(() => expect(document.querySelector('.shell-markets__body[aria-busy]')).toBeNull());
  return { ...view, onNavigate, search: screen.getByRole('combobox') };
}

describe('MarketFlyout — spot (trade)', () => {
  it('requests nothing until the entry has been opened, then loads once', async () => {
    const spots = countRequests(SPOT_PATH);
    function Entry() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          <MarketFlyout kind="trade" open={open} />
        </>
      );
    }
    const view = renderInHost(<Entry />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(spots.count).toBe(0);
    expect(view.container.querySelector('section')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    expect(spots.count).toBe(1);
    expect(spots.urls[0]?.searchParams.get('timezone')).toBe('24h');
  });

  it('shows skeleton rows, not the built-in All list, until the remote sub-menu picks the list', async () => {
    const answer = holdCall('marketTabs');
    const view = renderInHost(<MarketFlyout kind="trade" open />);
    const spotLoaded = () => Object.values(view.store.getState().shellApi.queries).some((q) => q?.endpointName === 'getSpotMarkets' && q.status === 'fulfilled');
    await waitFor(() => expect(spotLoaded()).toBe(true));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByTestId('markets-skeleton')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.getAllByRole('tablist')).toHaveLength(2));
    expect(screen.getByRole('tab', { name: 'USDT' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.getAttribute('href')).toMatch(/_USDT$/));
  });

  it('lists every pair under the built-in All when the remote sub-menu fails', async () => {
    renderInHost(<MarketFlyout kind="trade" open />, { faults: [{ call: 'marketTabs', kind: 'http-500' }] });
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
    expect(screen.getAllByRole('option').some((option) => !option.getAttribute('href')?.endsWith('_USDT'))).toBe(true);
  });

  it('shows the remote sub-menu and links rows to /trade/{BASE_QUOTE} with the language prefix', async () => {
    await openSpot({ lang: 'de' });
    const [tops, subs] = screen.getAllByRole('tablist') as HTMLElement[];
    expect(within(tops as HTMLElement).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Spot', 'Alpha']);
    expect(within(subs as HTMLElement).getAllByRole('tab').map((tab) => tab.textContent)).toContain('USDT');
    const first = screen.getAllByRole('option')[0] as HTMLAnchorElement;
    expect(first.getAttribute('href')).toMatch(/^\/de\/trade\/[A-Z0-9.]+_USDT$/);
  });

  it('mounts at most 40 rows of the 2,700 loaded (virtual list, overscan 9)', async () => {
    await openSpot();
    const rows = screen.getAllByRole('option');
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(rows.length).toBeLessThanOrEqual(Math.ceil(530 / 58) + 2 * MARKET_LIST_OVERSCAN);
    expect(Number(rows[0]?.getAttribute('aria-setsize'))).toBeGreaterThan(500);
  });

  it('ranks a query by spec §5: base equals first', async () => {
    const { user, search } = await openSpot();
    await user.type(search, 'eth');
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^.*ETH\//));
    const titles = screen.getAllByRole('option').map((o) => o.querySelector('.shell-markets__title')?.firstChild?.textContent ?? '');
    // Every base-equals row comes before any other row.
    const firstOther = titles.findIndex((t) => !t.startsWith('ETH/'));
    expect(firstOther).toBeGreaterThan(0);
    expect(titles.slice(firstOther).some((t) => t.startsWith('ETH/'))).toBe(false);
    expect(screen.getByRole('status').textContent).toMatch(/results?/);
  });

  it('keys rows by pair: a row keeps its DOM node when filtering moves it', async () => {
    const { user, search } = await openSpot();
    const slots = () => Array.from(document.querySelectorAll<HTMLElement>('.shell-markets__row-slot'));
    const target = slots()[3] as HTMLElement;
    const pair = target.dataset.pair as string;
    await user.type(search, pair.replace('_', '/'));
    await waitFor(() => expect(slots()[0]?.dataset.pair).toBe(pair));
    expect(slots()[0]).toBe(target);
  });

  it('moves with the arrows (aria-activedescendant), opens with Enter and closes', async () => {
    const { user, search, navigate, onNavigate, analytics } = await openSpot();
    search.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1] as HTMLElement;
    expect(search.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(second.getAttribute('href'), { replace: undefined }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(analytics).toContainEqual({ entry: 'markets.spot.row', target: second.getAttribute('href'), site: 'main' });
  });

  it('closes on Escape', async () => {
    const { user, search, onNavigate } = await openSpot();
    search.focus();
    await user.keyboard('{Escape}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('highlights the row of the current page (last route segment equals the pair)', async () => {
    await openSpot({ pathname: '/zh/trade/BTC_USDT', lang: 'zh' });
    const current = document.querySelector('[aria-current="page"]');
    expect(current?.getAttribute('href')).toBe('/zh/trade/BTC_USDT');
    expect(current).toHaveClass('shell-markets__row--current');
  });

  it('stars a pair: a Favourites tab appears first, stored per site and user', async () => {
    const { user, search } = await openSpot({ user: 'user' });
    await waitFor(() => expect(localStorage.length).toBe(0));
    search.focus();
    await user.keyboard('{ArrowDown}{Shift>}{Enter}{/Shift}');
    const starred = screen.getAllByRole('option')[0] as HTMLElement;
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[0]?.textContent).toBe('Favourites');
    const keys = Object.keys(localStorage);
    expect(keys).toEqual([expect.stringMatching(/^shell\.markets\.favourites\.main\.\d+$/)]);
    await user.click(tabs[0] as HTMLElement);
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('href'))).toEqual([starred.getAttribute('href')]);
  });

  it('ignores garbage in local storage', async () => {
    localStorage.setItem('shell.markets.favourites.main.visitor', '{"not":"a list"');
    localStorage.setItem('shell.markets.recent.main.visitor', JSON.stringify([42, null, '', '/trade/BTC_USDT', '/trade/BTC_USDT']));
    await openSpot();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).not.toContain('Favourites');
    expect(tabs).toContain('Recently viewed');
  });

  it('shows "View all" once scrolled past 450 px, after the 200 ms scroll debounce', async () => {
    await openSpot();
    const list = screen.getByRole('listbox');
    vi.useFakeTimers();
    list.scrollTop = 451;
    fireEvent.scroll(list);
    await act(() => vi.advanceTimersByTimeAsync(SCROLL_DEBOUNCE_MS - 1));
    expect(screen.queryByRole('link', { name: 'View all' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/price');
  });

  it('converts USDT prices into the chosen fiat', async () => {
    await openSpot({ preloadedState: { shellSession: { site: 'main', lang: 'en', theme: 'light', riseColor: 'risegreen', referenceTime: '24h', fiat: 'EUR', currencyRateOpen: true, floatRate: false, hasRiseColorCookie: false, loginHint: false } } });
    await waitFor(() => expect(document.querySelector('.shell-markets__price')?.textContent).toMatch(/€/));
  });

  it('colours the change by trend (rise when ≥ 0)', async () => {
    await openSpot();
    const changes = Array.from(document.querySelectorAll('.shell-markets__change'));
    for (const change of changes) {
      const negative = /[-−]/.test(change.textContent ?? '');
      expect(change).toHaveClass(negative ? 'shell-markets__change--fall' : 'shell-markets__change--rise');
    }
  });
});

describe.each([
  ['network' as const],
  ['http-500' as const],
  ['schema-invalid' as const],
])('MarketFlyout — spot with a %s fault', (kind) => {
  it('shows the empty state (not a skeleton forever) and logs one fallback', async () => {
    const { logger } = renderInHost(<MarketFlyout kind="trade" open />, { faults: [{ call: 'spotMarkets', kind }] });
    expect(await screen.findByText('No markets found')).toBeInTheDocument();
    expect(screen.queryByTestId('markets-skeleton')).toBeNull();
    expect(logger.entries.filter((e) => e.event === 'api.fallback' && e.source === 'getSpotMarkets')).toHaveLength(1);
  });
});

describe('MarketFlyout — coin icons', () => {
  it("draws the data's icon, and the coin's initials once that image fails to load", async () => {
    await openSpot();
    const first = screen.getAllByRole('option')[0] as HTMLElement;
    const image = first.querySelector('img.shell-markets__icon') as HTMLImageElement;
    expect(image.getAttribute('src')).toMatch(/^https:\/\//);
    fireEvent.error(image);
    const initials = first.querySelector('.shell-markets__icon--initials');
    expect(initials?.textContent).toBe(coinInitials(first.querySelector('.shell-markets__title')?.firstChild?.textContent ?? ''));
    expect(initials?.textContent).toMatch(/^[A-Z0-9]{1,2}$/);
  });

  it('takes the initials from the base currency', () => {
    expect(coinInitials('BTC/USDT')).toBe('BT');
    expect(coinInitials('eth_usdt')).toBe('ET');
    expect(coinInitials('X')).toBe('X');
    expect(coinInitials('')).toBe('');
  });
});
