import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer, renderWithShell } from '@shell/test-utils';
import { MARKET_CALLS } from '../api/calls';
import { benchSpot } from '../bench/fixtures';
import { MarketFlyout } from './MarketFlyout';

/**
 * 10× data (issue 21, "Corpus and load"): the spot flyout over 27,000 markets — ten times the
 * spec's 2,700 — served through MSW to the real store, endpoint and flyout. The list stays
 * virtual (a few dozen rows in the DOM, not 27,000) and the search finds one market among them.
 * No timing is asserted here; the ranking's cost at this size is in bench/rank.bench.ts.
 */

const TENFOLD = 27_000;
/** One market to find: a base no generated row has (they are 2–5 of A–Z, or a known ticker). */
const NEEDLE = ['ZZQ9_USDT', 'Needle Finder', '0.42', '3.5', '12345', 0, 0, 'defi', '0.41', 0, 0, 'false', 'https://static.gate.example/coin/zzq9.png'];

describe('the spot flyout at 10× data', () => {
  it(`renders ${TENFOLD.toLocaleString('en')} markets as a virtual list, and the search finds one of them`, async () => {
    const { raw } = benchSpot(TENFOLD - 1);
    const rows = [...raw.slice(0, 20_000), NEEDLE, ...raw.slice(20_000)];
    expect(rows).toHaveLength(TENFOLD);
    mockServer.use(http.get(`*${MARKET_CALLS.spotMarkets.path}`, () => HttpResponse.json({ code: 200, message: 'success', data: rows })));

    const { user, logger } = renderWithShell(<MarketFlyout kind="trade" open />, { user: 'user' });
    // The remote sub-menus in, the first one (USDT) is the view.
    await screen.findByRole('tab', { name: 'USDT', selected: true }, { timeout: 20_000 });
    const list = await screen.findByRole('listbox', {}, { timeout: 20_000 });
    const usdt = rows.filter((row) => String((row as unknown[])[0]).endsWith('_USDT')).length;
    expect(usdt).toBeGreaterThan(5_000);
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-setsize', String(usdt)), { timeout: 20_000 });
    const shown = within(list).getAllByRole('option');
    // Virtual: the rows in view plus overscan, with the whole list's size announced (the first
    // sub-menu, USDT: every USDT-quoted pair of the 27,000).
    expect(shown.length).toBeLessThanOrEqual(60);


    const search = screen.getByRole('combobox');
    await user.type(search, 'zzq9');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('ZZQ9'), { timeout: 20_000 });
    const found = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(found).toHaveLength(1);
    expect(found[0]).toHaveAttribute('href', '/trade/ZZQ9_USDT');
    expect(found[0]).toHaveTextContent('Needle Finder');
    // The full name is searched too.
    await user.clear(search);
    await user.type(search, 'needle');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('ZZQ9'), { timeout: 20_000 });
    await act(async () => undefined);
    expect(logger.entries).toEqual([]);
  }, 90_000);
});
