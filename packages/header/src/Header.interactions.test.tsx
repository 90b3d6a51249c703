import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forwardRef } from 'react';
import { vi } from 'vitest';
import type { ShellLinkComponentProps } from '@shell/ui';
import { http, HttpResponse } from 'msw';
import { holdCall, mockServer, recordRequests } from '@shell/test-utils';
import { hrefsOf, renderHeader } from './test/renderHeader.test-helper';

const menuButton = (name: string) => screen.getByRole('button', { name });

describe('dropdowns (WAI-ARIA menu button)', () => {
  it('keyboard alone opens the wallet menu, moves through it and Escape returns focus', async () => {
    const { user } = await renderHeader({ site: 'main', user: 'user' });
    const trigger = menuButton('Assets');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Assets' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveTextContent('Overview');
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it.each(['Orders', 'Buy Crypto', 'Trading', 'Earn', 'More'])('%s opens with ArrowDown and closes with Escape', async (name) => {
    const { user } = await renderHeader({ site: 'main', user: 'user' });
    const trigger = menuButton(name);
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name });
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { name })).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('opens on mouse hover and closes when the pointer leaves', async () => {
    const { user, container } = await renderHeader({ site: 'main' });
    const more = container.querySelector('[data-menu="more"]') as HTMLElement;
    await user.hover(more);
    expect(screen.getByRole('menu', { name: 'More' })).toBeVisible();
    await user.unhover(more);
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'More' })).toBeNull());
  });

  it('draws a panel when it first opens and keeps it (hidden) after it closes', async () => {
    const { user, container } = await renderHeader({ site: 'main', user: 'user' });
    const panels = () => Array.from(container.querySelectorAll('.shell-header__bar .shell-header__panel'));
    // Closed menus cost their trigger only: no items and no user card before the first open.
    expect(panels().length).toBeGreaterThan(4);
    for (const panel of panels()) expect(panel.childElementCount).toBe(0);
    const wallet = menuButton('Assets');
    await user.click(wallet);
    expect(screen.getByRole('menuitem', { name: 'Overview' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(wallet).toHaveAttribute('aria-expanded', 'false');
    const menu = container.querySelector(`#${wallet.getAttribute('aria-controls')}`) as HTMLElement;
    expect(menu).not.toBeVisible();
    expect(within(menu).getAllByRole('menuitem', { hidden: true }).length).toBeGreaterThan(5);
  });

  it('the user menu (disclosure) opens on click and Escape closes it', async () => {
    const { user } = await renderHeader({ site: 'main', user: 'user' });
    const trigger = menuButton('Account');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Security' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

/** A stand-in flyout: a button that says which entry's it is and whether it is open, and closes it. */
function flyoutButton() {
  return vi.fn((kind: string, state: { open: boolean; close: () => void }) => (
    <button type="button" onClick={state.close}>
      {`${kind} flyout ${state.open ? 'open' : 'closed'}`}
    </button>
  ));
}

describe('market entries', () => {
  it('call renderFlyout only once opened, with the entry kind and a close function', async () => {
    const renderFlyout = flyoutButton();
    const { user } = await renderHeader({ site: 'main', props: { slots: { renderFlyout } } });
    expect(renderFlyout).not.toHaveBeenCalled();
    const toggle = menuButton('Show Futures menu');
    await user.click(toggle);
    expect(renderFlyout).toHaveBeenCalledWith('futures', expect.objectContaining({ open: true }));
    expect(renderFlyout.mock.calls.every(([kind]) => kind === 'futures')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'futures flyout open' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Keyboard: Enter on the toggle opens the next flyout.
    menuButton('Show Spot menu').focus();
    await user.keyboard('{Enter}');
    expect(renderFlyout).toHaveBeenCalledWith('trade', expect.objectContaining({ open: true }));
  });

  it('give renderFlyout the same close function on every call, so a memoized flyout skips re-rendering on open and close', async () => {
    const renderFlyout = flyoutButton();
    const { user } = await renderHeader({ site: 'main', props: { slots: { renderFlyout } } });
    const toggle = menuButton('Show Futures menu');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'futures flyout open' }));
    await user.click(toggle);
    const futures = renderFlyout.mock.calls.filter(([kind]) => kind === 'futures');
    expect(futures.map(([, state]) => state.open)).toEqual(expect.arrayContaining([true, false]));
    expect(new Set(futures.map(([, state]) => state.close)).size).toBe(1);
  });

  it('render the subSiteTrade, moreMenu and testnet placements', async () => {
    const { user } = await renderHeader({
      site: 'main',
      props: { slots: { placements: { subSiteTrade: <span>sub trade</span>, moreMenu: <span>more extra</span>, testnet: <span>testnet extra</span>, payWith: <span>pay with</span>, extraPanel: <span>extra panel</span> } } },
    });
    for (const text of ['sub trade', 'testnet extra', 'pay with', 'extra panel']) expect(screen.getByText(text)).toBeInTheDocument();
    // The More menu's placement is in its panel, drawn when the menu first opens.
    expect(screen.queryByText('more extra')).toBeNull();
    await user.click(menuButton('More'));
    expect(screen.getByText('more extra').closest('[role="menu"]')).not.toBeNull();
  });
});

describe('user card', () => {
  it("describes the account button with the user's name (the UID where the site hides personal info), before the menu opens", async () => {
    const { user } = await renderHeader({ site: 'main', user: 'user' });
    const main = menuButton('Account');
    await user.click(main);
    const nickname = document.querySelector('.shell-header__nickname')?.textContent;
    expect(nickname).toBeTruthy();
    expect(main).toHaveAttribute('title', nickname);
    expect(main).toHaveAccessibleDescription(nickname!);
  });

  it('describes the account button with the UID on testnet (no personal info there)', async () => {
    await renderHeader({ site: 'testnet', user: 'user' });
    expect(menuButton('Account').getAttribute('title')).toMatch(/^\d+$/);
  });

  it('copies the UID and shows the "Copied successfully" toast', async () => {
    const { user } = await renderHeader({ site: 'main', user: 'user' });
    await user.click(menuButton('Account'));
    const uid = screen.getByText(/^UID: \d+$/).textContent?.replace('UID: ', '');
    await user.click(screen.getByRole('button', { name: 'Copy UID' }));
    expect(await screen.findByText('Copied successfully')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(uid);
  });

  it('keeps the "Copied" state for 500 ms after the pointer leaves the copy button', async () => {
    const { user } = await renderHeader({ site: 'main', user: 'user' });
    await user.click(menuButton('Account'));
    await user.click(screen.getByRole('button', { name: 'Copy UID' }));
    const button = await screen.findByRole('button', { name: 'Copied' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.pointerLeave(button);
      act(() => vi.advanceTimersByTime(499));
      expect(button).toHaveAccessibleName('Copied');
      act(() => vi.advanceTimersByTime(1));
      expect(button).toHaveAccessibleName('Copy UID');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows VIP, progress with 2 decimals, volume, total assets, the KYC status in words; Japan shows the yen volume', async () => {
    const { user, unmount } = await renderHeader({ site: 'main', user: 'user' });
    await user.click(menuButton('Account'));
    expect(screen.getByRole('link', { name: 'VIP 3' })).toHaveAttribute('href', '/vip');
    expect(screen.getByRole('progressbar', { name: 'Progress to VIP 4: 62.50%' })).toBeInTheDocument();
    expect(screen.getByRole('tooltip')).toHaveTextContent(/VIP 4/);
    expect(screen.getByText('Verification: in review')).toBeVisible();
    const figures = () => document.querySelector('.shell-header__figures')?.textContent ?? '';
    expect(figures()).toMatch(/30-day trading volume[\d.,]+ USDT/);
    expect(figures()).toMatch(/Total assets[\d.,]+ USD$/);
    expect(screen.queryByText('Your current safety strength: Too weak')).toBeNull();
    unmount();
    const jp = await renderHeader({ site: 'jp', user: 'user' });
    await jp.user.click(menuButton('Account'));
    expect(figures()).toMatch(/30-day trading volume[\d.,]+ JPY/);
    // Tier-progress hover hidden on Japan.
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('the tier-progress hover is reachable by keyboard: a named button described by its tooltip, which holds no heading', async () => {
    const { user } = await renderHeader({ site: 'main', user: 'user' });
    await user.click(menuButton('Account'));
    const trigger = screen.getByRole('button', { name: 'Progress to VIP 4: 62.50%' });
    const tooltip = screen.getByRole('tooltip');
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    expect(trigger).toHaveAccessibleDescription(/Ways to reach VIP 4/);
    expect(tooltip.tagName).toBe('DIV');
    expect(within(tooltip).queryByRole('heading')).toBeNull();
    expect(tooltip.querySelector('section')).toBeNull();
    expect(within(tooltip).getAllByRole('listitem').length).toBeGreaterThan(0);
    // The wrapper is no longer a focus stop of its own.
    expect(document.querySelector('.shell-header__progress')).not.toHaveAttribute('tabindex');
  });

  it('a sub-account at tier 0 on UAE has no VIP badge and no progress hover', async () => {
    const { user } = await renderHeader({ site: 'ae', user: 'sub' });
    await user.click(menuButton('Account'));
    expect(screen.queryByRole('link', { name: /^VIP \d/ })).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('logout (spec §4, §7; issue 21 M3, issue 22 item 6)', () => {
  beforeEach(() => {
    document.cookie = 'pver=1; path=/';
    document.cookie = 'sign=abc; path=/';
  });
  afterEach(() => window.localStorage.clear());

  async function openLogout(site: 'main' | 'us' = 'main', lang: 'en' | 'zh' = 'en', faults: { call: 'logout' | 'logoutThisDevice'; kind: 'http-500' | 'network' }[] = []) {
    const rendered = await renderHeader({ site, user: 'user', lang, faults });
    await rendered.user.click(menuButton('Account'));
    await rendered.user.click(screen.getByRole('button', { name: lang === 'en' ? 'Log Out' : 'Log Out' }));
    return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Log out' }) };
  }

  it('all devices posts the logout form (POST /api/web/v1/usercenter/logout), spinner meanwhile, cookies deleted, then /login', async () => {
    const seen = recordRequests();
    const release = holdCall('logout');
    const { user, dialog, navigate, onAnalytics } = await openLogout();
    await user.click(within(dialog).getByRole('button', { name: 'Log out of all devices' }));
    expect(await screen.findByRole('status', { name: '' })).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Logging out' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: undefined }));
    const logoutCalls = seen.filter((request) => request.url.pathname.includes('logout'));
    expect(logoutCalls.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['POST /api/web/v1/usercenter/logout']);
    expect(document.cookie).not.toMatch(/pver=|sign=/);
    expect(onAnalytics).toHaveBeenCalledWith({ entry: 'header.logout.all', target: 'logout', site: 'main' });
  });

  it('this device requests GET /logout as a page (an HTML redirect is success), with the spinner, then /zh/login', async () => {
    const seen = recordRequests();
    mockServer.use(http.get('*/logout', () => new HttpResponse('<html>bye</html>', { status: 302, headers: { location: '/login', 'content-type': 'text/html' } })));
    const release = holdCall('logoutThisDevice');
    const { user, dialog, navigate, logger } = await openLogout('main', 'zh');
    await user.click(within(dialog).getByRole('button', { name: 'Log out of this device only' }));
    expect(await screen.findByRole('dialog', { name: 'Logging out' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zh/login', { replace: undefined }));
    expect(seen.filter((request) => request.url.pathname.includes('logout')).map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['GET /logout']);
    expect(logger.entries.filter((entry) => entry.event === 'api.fallback' || entry.event === 'header.logout')).toEqual([]);
  });

  it.each([
    ['all devices', 'Log out of all devices', 'logout'],
    ['this device', 'Log out of this device only', 'logoutThisDevice'],
  ] as const)('%s failing: logged, and the client session still ends: cookies, per-user storage, visitor shown, /zh/login', async (_label, button, call) => {
    const { user, dialog, navigate, logger, store } = await openLogout('main', 'zh', [{ call, kind: 'http-500' }]);
    const uid = (store.getState().shellApi.queries['getUserInfo(undefined)']?.data as { uid?: string } | undefined)?.uid ?? '';
    expect(uid).toMatch(/^\d+$/);
    window.localStorage.setItem(`shell.markets.viewed.main.${uid}`, '["BTC_USDT"]');
    window.localStorage.setItem('shell.markets.viewed.main.visitor', '["ETH_USDT"]');
    window.localStorage.setItem('global-notice', '[1]');
    await user.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zh/login', { replace: undefined }));
    expect(document.cookie).not.toMatch(/pver=|sign=/);
    expect(window.localStorage.getItem(`shell.markets.viewed.main.${uid}`)).toBeNull();
    expect(window.localStorage.getItem('shell.markets.viewed.main.visitor')).not.toBeNull();
    expect(window.localStorage.getItem('global-notice')).not.toBeNull();
    expect(store.getState().shellApi.queries['getUserInfo(undefined)']?.data).toMatchObject({ isLogin: false });
    expect(logger.entries).toContainEqual(expect.objectContaining({ event: 'header.logout', source: call, reason: 'failed' }));
    expect(logger.entries).toContainEqual(expect.objectContaining({ event: 'api.fallback', source: call, reason: 'http-500' }));
  });

  it('the other tabs of the site are told: a tab showing the user ends its session and goes to login', async () => {
    const other = new BroadcastChannel('shell-settings');
    const received: unknown[] = [];
    other.onmessage = (event: MessageEvent<unknown>) => void received.push(event.data);
    const { user, dialog, navigate } = await openLogout('main', 'en', [{ call: 'logout', kind: 'network' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Log out of all devices' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await waitFor(() => expect(received).toEqual([{ kind: 'logout', site: 'main' }]));
    other.close();
  });

  it("takes the spinner down and logs when the host's navigate throws", async () => {
    const navigate = vi.fn(() => {
      throw new Error('router down');
    });
    const { user, logger } = await renderHeader({ site: 'main', user: 'user', host: { navigate } });
    await user.click(menuButton('Account'));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Log out' })).getByRole('button', { name: 'Log out of all devices' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: undefined }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Logging out' })).toBeNull());
    expect(logger.entries).toContainEqual({ level: 'error', event: 'header.logout', source: 'navigate', reason: 'threw', detail: 'router down' });
    expect(document.cookie).not.toMatch(/pver=|sign=/);
  });

  it('cancel closes the dialog without logging out', async () => {
    const { user, dialog, navigate } = await openLogout();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('testnet and demo', () => {
  it('the testnet entry sends a visitor to the authorize page with every query field', async () => {
    const { container } = await renderHeader({ site: 'main' });
    const [href] = hrefsOf(container, 'Testnet');
    const url = new URL(href ?? '');
    expect(url.origin + url.pathname).toBe('https://www.gate.example/oauth/authorize');
    expect([...url.searchParams.keys()]).toEqual(['redirect_uri', 'response_type', 'client_id', 'scope', 'state', 'redirect_url']);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_url')).toBe('https://testnet.gate.example/futures/USDT/BTC_USDT');
  });

  it('on the testnet site: no signup, no logout, no profile links, a live trading link with the current path', async () => {
    const { container } = await renderHeader({ site: 'testnet', user: 'user', host: { pathname: '/futures/USDT/ETH_USDT' } });
    expect(hrefsOf(container, 'Live trading')).toEqual(['https://www.gate.example/futures/USDT/ETH_USDT']);
    const userMenu = container.querySelector('[data-menu="user"]') as HTMLElement;
    expect(within(userMenu).queryByRole('button', { name: 'Log Out', hidden: true })).toBeNull();
    expect(hrefsOf(userMenu, 'Security')).toEqual([]);
    expect(hrefsOf(userMenu, 'Profile')).toEqual([]);
  });

  it('demo mode shows the live trading link on any site (default /trade/BTC_USDT)', async () => {
    const { container } = await renderHeader({ site: 'main', props: { demoMode: true } });
    expect(hrefsOf(container, 'Live trading')).toEqual(['https://www.gate.example/trade/BTC_USDT']);
  });
});

describe('host integration', () => {
  it('reports clicks to onAnalytics with entry, target and site', async () => {
    const { user, onAnalytics } = await renderHeader({ site: 'us', user: 'user' });
    await user.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(onAnalytics).toHaveBeenCalledWith({ entry: 'header.deposit', target: '/myaccount/deposit/USDT', site: 'us' });
  });

  it("uses the host's link component for internal links and a plain anchor for external ones", async () => {
    const RouterLink = forwardRef<HTMLAnchorElement, ShellLinkComponentProps>(function RouterLink({ children, ...props }, ref) {
      return (
        <a ref={ref} data-router="" {...props}>
          {children}
        </a>
      );
    });
    const { container } = await renderHeader({ site: 'main', host: { LinkComponent: RouterLink } });
    const spot = Array.from(container.querySelectorAll('a')).find((a) => a.getAttribute('href') === '/trade/BTC_USDT');
    expect(spot).toHaveAttribute('data-router');
    const testnet = Array.from(container.querySelectorAll('a')).find((a) => a.getAttribute('href')?.startsWith('https://'));
    expect(testnet).not.toHaveAttribute('data-router');
    expect(testnet).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses configured login and signup URLs', async () => {
    const { container } = await renderHeader({ site: 'main', props: { loginUrl: '/account/login?from=header', signupUrl: 'https://accounts.gate.example/signup' } });
    expect(hrefsOf(container, 'Log In', { outsidePanels: true })).toEqual(['/account/login?from=header']);
    expect(hrefsOf(container, 'Sign Up', { outsidePanels: true })).toEqual(['https://accounts.gate.example/signup']);
  });

  it('shows the main-site bubble on the signup link and none when the call fails', async () => {
    const { unmount } = await renderHeader({ site: 'main' });
    expect(await screen.findByText('Get 20 USDT')).toBeInTheDocument();
    unmount();
    const failed = await renderHeader({ site: 'main', faults: [{ call: 'headerBubble', kind: 'http-500' }] });
    await waitFor(() => expect(failed.logger.entries).toContainEqual(expect.objectContaining({ source: 'getHeaderBubble' })));
    expect(screen.queryByText('Get 20 USDT')).toBeNull();
  });
});

describe('mobile drawer', () => {
  it('visitor: login, signup and the rewards-hub card; closes with Escape', async () => {
    const { user } = await renderHeader({ site: 'main' });
    await user.click(menuButton('Open menu'));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(drawer).getByRole('link', { name: /claim your welcome rewards/ })).toHaveAttribute('href', '/rewards_hub');
    expect(within(drawer).getByRole('link', { name: 'Download the Gate app' }).getAttribute('href')).toMatch(/^\/appdownload\?bridge=%2F&ch=web_drawer&af_sub1=main$/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('user: wallet, orders, spot orders, account items with Notifications, and logout', async () => {
    const { user } = await renderHeader({ site: 'main', user: 'user' });
    await user.click(menuButton('Open menu'));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByRole('link', { name: /claim your welcome rewards/ })).toBeNull();
    expect(within(drawer).getByText('Assets')).toBeInTheDocument();
    expect(hrefsOf(drawer, 'Spot Orders')).toEqual(['/myaccount/myorders', '/myaccount/myorders']);
    expect(hrefsOf(drawer, 'Notifications')).toEqual(['/reminder']);
    await user.click(within(drawer).getByRole('button', { name: 'Log Out' }));
    expect(screen.getByRole('dialog', { name: 'Log out' })).toBeInTheDocument();
  });

  it('hides the download button on the US site', async () => {
    const { user } = await renderHeader({ site: 'us' });
    await user.click(menuButton('Open menu'));
    expect(within(screen.getByRole('dialog', { name: 'Menu' })).queryByRole('link', { name: 'Download the Gate app' })).toBeNull();
  });
});

describe('app download', () => {
  it('shows a real 137 px QR code of the absolute download link once the panel opens', async () => {
    const { container, user } = await renderHeader({ site: 'main' });
    // Nothing to draw, and no encoder chunk to fetch, before the panel is first opened.
    expect(within(container).queryByRole('img', { name: 'Scan to download the app', hidden: true })).toBeNull();
    await user.click(menuButton('Download app'));
    const qr = within(container).getByRole('img', { name: 'Scan to download the app' });
    await waitFor(() => expect(qr).toHaveAttribute('data-qr-ready'));
    expect(qr).toHaveAttribute('width', '137');
    expect(qr.getAttribute('data-qr-value')).toBe('https://www.gate.example/appdownload?bridge=%2F&ch=web_header&af_sub1=main');
  });
});
