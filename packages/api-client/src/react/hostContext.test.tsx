import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellHostProvider, ShellLink, useSafeNavigate } from '@shell/ui';
import type { ShellAnalyticsEvent } from '@shell/ui';
import { createTestStore, renderWithShell } from '@shell/test-utils';
import { siteChanged } from '../session/sessionSlice';
import { ShellProvider } from './ShellProvider';

// `@shell/ui` depends on no store: `ShellProvider` hands it the store's logger and a reader of the
// session's site through the host context. These tests pin that wiring.
describe('ShellProvider and the @shell/ui host context', () => {
  it("sends the primitives' log lines to the store's logger", () => {
    const { logger } = renderWithShell(<ShellLink href="javascript:alert(1)">payload</ShellLink>);
    expect(screen.getByText('payload').tagName).toBe('SPAN');
    expect(logger.entries).toEqual([{ level: 'warn', event: 'ui.unsafe-href', source: 'ShellLink', reason: 'rejected', detail: 'javascript:alert(1)' }]);
  });

  it("reports clicks with the session's site as it is when the click happens", async () => {
    const events: ShellAnalyticsEvent[] = [];
    const { user, store } = renderWithShell(
      <ShellHostProvider onAnalytics={(e) => events.push(e)}>
        <ShellLink href="/zh/trade/BTC_USDT" entry="header.nav.trade" onClick={(e) => e.preventDefault()}>
          Spot
        </ShellLink>
      </ShellHostProvider>,
      { site: 'tr' },
    );
    await user.click(screen.getByRole('link', { name: 'Spot' }));
    store.dispatch(siteChanged('eu'));
    await user.click(screen.getByRole('link', { name: 'Spot' }));
    expect(events.map((e) => e.site)).toEqual(['tr', 'eu']);
  });

  it("keeps the host app's own provider when it wraps ShellProvider", async () => {
    const visited: string[] = [];
    function Go({ to }: { to: string }) {
      const go = useSafeNavigate();
      return (
        <button type="button" onClick={() => go(to)}>
          {to}
        </button>
      );
    }
    const { store, logger } = createTestStore();
    const user = userEvent.setup();
    render(
      <ShellHostProvider navigate={(href) => visited.push(href)}>
        <ShellProvider store={store}>
          <Go to="//evil.example" />
          <Go to="/en/markets" />
        </ShellProvider>
      </ShellHostProvider>,
    );
    await user.click(screen.getByRole('button', { name: '//evil.example' }));
    await user.click(screen.getByRole('button', { name: '/en/markets' }));
    expect(visited).toEqual(['/en/markets']);
    expect(logger.entries.map((e) => [e.event, e.source])).toEqual([['ui.unsafe-navigation', 'navigate']]);
  });
});
