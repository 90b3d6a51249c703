import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { lazyPart } from '@shell/ui';
import type { HeaderEntryKind } from '../types';
import { renderHeader } from '../test/renderHeader.test-helper';

/**
 * A feature whose code (and with it its endpoints) fails to load — the markets chunk, say, on a
 * flaky network or after a deploy removed it — leaves its slot's fallback and one report, and
 * the rest of the header keeps working. The flyout is wired the way the markets README tells a
 * host to: a `lazyPart` of `@shell/markets`' `MarketFlyout`, here with an import that rejects.
 */
describe('a market flyout whose chunk fails to load', () => {
  it('shows the fallback in its slot, reports once, and leaves the rest of the header working', async () => {
    const load = vi.fn<() => Promise<(props: { kind: HeaderEntryKind }) => ReactElement>>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const MarketFlyout = lazyPart('market-flyout', load);
    const renderFlyout = (kind: HeaderEntryKind) => <MarketFlyout kind={kind} fallback={<p>{`${kind} markets unavailable`}</p>} />;
    const reportError = vi.fn();
    // React logs the error its boundary caught; the report is what this test counts.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, container, logger } = await renderHeader({ site: 'main', props: { slots: { renderFlyout } }, host: { reportError } });

    const spot = screen.getByRole('button', { name: 'Show Spot menu' });
    await user.click(spot);
    const panel = container.querySelector('[data-entry="trade"] .shell-header__flyout') as HTMLElement;
    expect(await within(panel).findByText('trade markets unavailable')).toBeInTheDocument();
    await waitFor(() => expect(reportError).toHaveBeenCalled());
    // Let any retry or second report surface before counting.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'lazy-part', message: 'The market-flyout chunk could not be loaded' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(within(panel).getByText('trade markets unavailable')).toBeInTheDocument();
    // The failure is not the shell's: no endpoint fell back, nothing else was logged.
    expect(logger.entries).toEqual([]);

    // The entry still opens and closes, its link still leads to the market.
    expect(spot).toHaveAttribute('aria-expanded', 'true');
    await user.click(spot);
    expect(spot).toHaveAttribute('aria-expanded', 'false');
    expect(within(container.querySelector('[data-entry="trade"]') as HTMLElement).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringContaining('/trade'));
    // And the rest of the bar works: a dropdown opens with its items.
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(within(screen.getByRole('menu', { name: 'More' })).getAllByRole('menuitem').length).toBeGreaterThan(0);
    consoleError.mockRestore();
  });
});
