import { forwardRef } from 'react';
import { screen } from '@testing-library/react';
import { renderWithShell } from '@shell/test-utils';
import { HOSTILE_URLS } from '../mocks/hostile/corpus';
import { ShellHostProvider, ShellLink, useSafeNavigate } from './index';
import type { ShellAnalyticsEvent, ShellLinkComponentProps } from './index';

const RouterLink = forwardRef<HTMLAnchorElement, ShellLinkComponentProps>(function RouterLink(props, ref) {
  return <a ref={ref} data-router-link="" {...props} />;
});

describe('ShellLink', () => {
  it('renders internal paths with the host link component and reports analytics with the site', async () => {
    const events: ShellAnalyticsEvent[] = [];
    const { user } = renderWithShell(
      <ShellHostProvider LinkComponent={RouterLink} onAnalytics={(e) => events.push(e)} navigate={() => {}}>
        <ShellLink href="/zh/trade/BTC_USDT" entry="header.nav.trade" onClick={(e) => e.preventDefault()}>
          Spot
        </ShellLink>
      </ShellHostProvider>,
      { site: 'tr' },
    );
    const link = screen.getByRole('link', { name: 'Spot' });
    expect(link).toHaveAttribute('href', '/zh/trade/BTC_USDT');
    expect(link).toHaveAttribute('data-router-link');
    await user.click(link);
    expect(events).toEqual([{ entry: 'header.nav.trade', target: '/zh/trade/BTC_USDT', site: 'tr' }]);
  });

  it('renders allowed external links as plain anchors with rel="noopener noreferrer"', () => {
    renderWithShell(
      <ShellHostProvider LinkComponent={RouterLink}>
        <ShellLink href="https://tr.gate.example/about-us" newTab>
          Turkey
        </ShellLink>
      </ShellHostProvider>,
    );
    const link = screen.getByRole('link', { name: 'Turkey' });
    expect(link).not.toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each(HOSTILE_URLS)('never turns %j into a link, and logs the rejection', (href) => {
    const { logger } = renderWithShell(<ShellLink href={href}>payload</ShellLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('payload').tagName).toBe('SPAN');
    expect(logger.entries.some((e) => e.event === 'ui.unsafe-href')).toBe(true);
  });

  it('renders a missing href as text without logging', () => {
    const { logger } = renderWithShell(<ShellLink href={null}>nothing</ShellLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(logger.entries).toEqual([]);
  });
});

describe('useSafeNavigate', () => {
  function Go({ to }: { to: string }) {
    const go = useSafeNavigate();
    return (
      <button type="button" onClick={() => go(to)}>
        go
      </button>
    );
  }

  it.each([
    ['/login', ['/login']],
    ['https://www.gate.example/trade/BTC_USDT', ['https://www.gate.example/trade/BTC_USDT']],
    ['javascript:alert(1)', []],
    ['https://gate.example.attacker.io/', []],
  ] as const)('navigates to %j only when it passes the check', async (to, expected) => {
    const visited: string[] = [];
    const { user } = renderWithShell(
      <ShellHostProvider navigate={(href) => visited.push(href)}>
        <Go to={to} />
      </ShellHostProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(visited).toEqual(expected);
  });
});
