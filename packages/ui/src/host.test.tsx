import { forwardRef, StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteKey } from '@shell/site-config';
import { memoryLogger, renderWithHost } from './testing.test-helper';
// The repo's one hostile-URL corpus (@shell/mocks).
import { HOSTILE } from '@shell/mocks';
import { ShellHostProvider, ShellLink, useImageSrc, useSafeNavigate, useShellHost } from './index';
import type { ShellAnalyticsEvent, ShellLinkComponentProps } from './index';

// A router link as Next.js's renders: it takes the shell's prefetch decision, the anchor does not.
const RouterLink = forwardRef<HTMLAnchorElement, ShellLinkComponentProps>(function RouterLink({ prefetch, ...props }, ref) {
  return <a ref={ref} data-router-link="" data-prefetch={String(prefetch)} {...props} />;
});

describe('ShellLink', () => {
  it('renders internal paths with the host link component and reports analytics with the site', async () => {
    const events: ShellAnalyticsEvent[] = [];
    const { user } = renderWithHost(
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

  it('tells the host link component prefetch={false} for every link by default', () => {
    render(
      <ShellHostProvider LinkComponent={RouterLink}>
        <ShellLink href="/markets">Markets</ShellLink>
        <ShellLink href="/zh/trade/BTC_USDT">Spot</ShellLink>
      </ShellHostProvider>,
    );
    expect(screen.getByRole('link', { name: 'Markets' })).toHaveAttribute('data-prefetch', 'false');
    expect(screen.getByRole('link', { name: 'Spot' })).toHaveAttribute('data-prefetch', 'false');
  });

  it('prefetches the configured paths only, with or without their language prefix, query or fragment', () => {
    render(
      <ShellHostProvider LinkComponent={RouterLink} prefetch={['/markets']}>
        <ShellLink href="/markets">Markets</ShellLink>
        <ShellLink href="/zh/markets?tab=spot#top">Markets zh</ShellLink>
        <ShellLink href="/markets/futures">Futures</ShellLink>
        <ShellLink href="/trade/BTC_USDT">Spot</ShellLink>
      </ShellHostProvider>,
    );
    expect(screen.getByRole('link', { name: 'Markets' })).toHaveAttribute('data-prefetch', 'true');
    expect(screen.getByRole('link', { name: 'Markets zh' })).toHaveAttribute('data-prefetch', 'true');
    expect(screen.getByRole('link', { name: 'Futures' })).toHaveAttribute('data-prefetch', 'false');
    expect(screen.getByRole('link', { name: 'Spot' })).toHaveAttribute('data-prefetch', 'false');
  });

  it('takes a predicate over the checked href, set by an outer provider', () => {
    const asked: string[] = [];
    render(
      <ShellHostProvider
        prefetch={(href) => {
          asked.push(href);
          return href.startsWith('/trade/');
        }}
      >
        <ShellHostProvider LinkComponent={RouterLink}>
          <ShellLink href="/trade/BTC_USDT">Spot</ShellLink>
          <ShellLink href="/markets">Markets</ShellLink>
          <ShellLink href="https://www.gate.example/help">Help</ShellLink>
        </ShellHostProvider>
      </ShellHostProvider>,
    );
    expect(screen.getByRole('link', { name: 'Spot' })).toHaveAttribute('data-prefetch', 'true');
    expect(screen.getByRole('link', { name: 'Markets' })).toHaveAttribute('data-prefetch', 'false');
    // External links are plain anchors: never the router's, never asked about.
    expect(screen.getByRole('link', { name: 'Help' })).not.toHaveAttribute('data-prefetch');
    expect(asked).toEqual(['/trade/BTC_USDT', '/markets']);
  });

  it('renders plain anchors without a prefetch attribute when the host has no link component', () => {
    render(<ShellLink href="/markets">Markets</ShellLink>);
    expect(screen.getByRole('link', { name: 'Markets' })).not.toHaveAttribute('prefetch');
  });

  it('renders allowed external links as plain anchors with rel="noopener noreferrer"', () => {
    renderWithHost(
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

  it.each(HOSTILE.urls)('never turns %j into a link, and logs the rejection', (href) => {
    const { logger } = renderWithHost(<ShellLink href={href}>payload</ShellLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('payload').tagName).toBe('SPAN');
    expect(logger.entries.some((e) => e.event === 'ui.unsafe-href')).toBe(true);
  });

  it('renders a missing href as text without logging', () => {
    const { logger } = renderWithHost(<ShellLink href={null}>nothing</ShellLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(logger.entries).toEqual([]);
  });
});

describe('the host context', () => {
  it('works without any provider: plain anchors, rejected hrefs logged to the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <>
        <ShellLink href="/en/markets">Markets</ShellLink>
        <ShellLink href="javascript:alert(1)">bad</ShellLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/en/markets');
    expect(screen.getByText('bad').tagName).toBe('SPAN');
    expect(warn).toHaveBeenCalledWith('[shell] ui.unsafe-href ShellLink: rejected', 'javascript:alert(1)');
  });

  it('reads a site given as a function when the click is reported, and defaults to main', async () => {
    const events: ShellAnalyticsEvent[] = [];
    let site: SiteKey = 'eu';
    const user = userEvent.setup();
    const { rerender } = render(
      <ShellHostProvider site={() => site} onAnalytics={(e) => events.push(e)}>
        <ShellLink href="/a" entry="x" onClick={(e) => e.preventDefault()}>
          A
        </ShellLink>
      </ShellHostProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'A' }));
    site = 'us';
    await user.click(screen.getByRole('link', { name: 'A' }));
    rerender(
      <ShellHostProvider onAnalytics={(e) => events.push(e)}>
        <ShellLink href="/a" entry="x" onClick={(e) => e.preventDefault()}>
          A
        </ShellLink>
      </ShellHostProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'A' }));
    expect(events.map((e) => e.site)).toEqual(['eu', 'us', 'main']);
  });

  it('merges nested providers: the inner one overrides only what it sets', async () => {
    const events: ShellAnalyticsEvent[] = [];
    const { user, logger } = renderWithHost(
      <ShellHostProvider onAnalytics={(e) => events.push(e)}>
        <ShellLink href="/b" entry="y" onClick={(e) => e.preventDefault()}>
          B
        </ShellLink>
        <ShellLink href="//evil.example">evil</ShellLink>
      </ShellHostProvider>,
      { site: 'tr' },
    );
    await user.click(screen.getByRole('link', { name: 'B' }));
    expect(events).toEqual([{ entry: 'y', target: '/b', site: 'tr' }]);
    expect(logger.entries).toEqual([{ level: 'warn', event: 'ui.unsafe-href', source: 'ShellLink', reason: 'rejected', detail: '//evil.example' }]);
  });
});

describe('the host allow-lists decide absolute URLs from data at render time', () => {
  it('links to an absolute URL only when its host is on externalHosts', () => {
    const { logger } = renderWithHost(
      <ShellHostProvider externalHosts={['partner.example']}>
        <ShellLink href="https://partner.example/promo">partner</ShellLink>
        <ShellLink href="https://www.gate.example/promo">exchange</ShellLink>
        <ShellLink href="https://other.example/promo">other</ShellLink>
      </ShellHostProvider>,
    );
    expect(screen.getByRole('link', { name: 'partner' })).toHaveAttribute('href', 'https://partner.example/promo');
    // The host's list replaces the default one: the exchange's own domain is not on it.
    expect(screen.queryByRole('link', { name: 'exchange' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'other' })).toBeNull();
    expect(logger.entries.map((e) => e.detail)).toEqual(['https://www.gate.example/promo', 'https://other.example/promo']);
  });

  function Banner({ src }: { src: string }) {
    const imageSrc = useImageSrc();
    const checked = imageSrc(src, 'Banner');
    return checked === null ? <span>placeholder</span> : <img alt="banner" src={checked} />;
  }

  it('loads an image only from a host on imageHosts', () => {
    const { logger } = renderWithHost(
      <ShellHostProvider imageHosts={['cdn.partner.example']}>
        <Banner src="https://cdn.partner.example/a.png" />
        <Banner src="https://static.gate.example/a.png" />
      </ShellHostProvider>,
    );
    expect(screen.getByRole('img', { name: 'banner' })).toHaveAttribute('src', 'https://cdn.partner.example/a.png');
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(logger.entries).toEqual([{ level: 'warn', event: 'ui.unsafe-image', source: 'Banner', reason: 'rejected', detail: 'https://static.gate.example/a.png' }]);
  });

  it('logs a rejected image once, however often the part renders (StrictMode included)', () => {
    const logger = memoryLogger();
    const tree = (n: number) => (
      <StrictMode>
        <ShellHostProvider logger={logger} imageHosts={['cdn.partner.example']}>
          <Banner src="https://evil.example/pixel.png" />
          <span>{n}</span>
        </ShellHostProvider>
      </StrictMode>
    );
    const { rerender } = render(tree(0));
    rerender(tree(1));
    rerender(tree(2));
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(logger.entries).toEqual([{ level: 'warn', event: 'ui.unsafe-image', source: 'Banner', reason: 'rejected', detail: 'https://evil.example/pixel.png' }]);
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
    const { user } = renderWithHost(
      <ShellHostProvider navigate={(href) => visited.push(href)}>
        <Go to={to} />
      </ShellHostProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(visited).toEqual(expected);
  });

  it('navigates to strings only: an object whose toString gives a path is refused', async () => {
    function GoObject() {
      const go = useSafeNavigate();
      return (
        <button type="button" onClick={() => go({ toString: () => '/login' })}>
          go
        </button>
      );
    }
    const visited: string[] = [];
    const { user, logger } = renderWithHost(
      <ShellHostProvider navigate={(href) => visited.push(href)}>
        <GoObject />
      </ShellHostProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(visited).toEqual([]);
    expect(logger.entries).toEqual([{ level: 'warn', event: 'ui.unsafe-navigation', source: 'navigate', reason: 'refused', detail: '' }]);
  });
});

/**
 * Issue 21 M1: the host's `navigate` is the shell's one checked navigation. Whoever calls it (the
 * settings channel, logout, a compliance redirect, a notification) with a target from storage,
 * another tab, configuration or data, only a same-origin path or an allow-listed https URL gets
 * through; the rest is refused with one log line and never reaches the host's router.
 */
describe('useShellHost().navigate: the one checked navigation', () => {
  function Go({ to, replace }: { to: string; replace?: boolean }) {
    const { navigate } = useShellHost();
    return (
      <button type="button" onClick={() => navigate(to, { replace, source: 'test' })}>
        go
      </button>
    );
  }

  async function attempt(to: string, replace?: boolean) {
    const visited: Array<[string, boolean | undefined]> = [];
    const { user, logger } = renderWithHost(
      <ShellHostProvider navigate={(href, options) => visited.push([href, options?.replace])}>
        <Go to={to} replace={replace} />
      </ShellHostProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    return { visited, logger };
  }

  it.each(['//evil.example', '/\\evil.example', '/\\/evil.example', 'javascript:alert(1)', 'https://evil.example/', 'http://www.gate.example/', 'https://gate.example.evil.io/', 'data:text/html,x', 'zh/markets', ''])(
    'refuses %j with one log line',
    async (to) => {
      const { visited, logger } = await attempt(to);
      expect(visited).toEqual([]);
      expect(logger.entries).toEqual([{ level: 'warn', event: 'ui.unsafe-navigation', source: 'test', reason: 'refused', detail: to }]);
    },
  );

  it.each(HOSTILE.urls.filter((url) => url.startsWith('//') || url.toLowerCase().startsWith('javascript')))('refuses the corpus entry %j', async (to) => {
    const { visited } = await attempt(to);
    expect(visited).toEqual([]);
  });

  it.each([
    ['/zh/markets', undefined],
    ['/login?redirect=%2F%2Fevil', true],
    ['https://www.gate.example/trade/BTC_USDT', false],
  ] as const)('passes %j on to the host', async (to, replace) => {
    const { visited, logger } = await attempt(to, replace);
    expect(visited).toEqual([[to, replace]]);
    expect(logger.entries).toEqual([]);
  });
});
