import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CALLS } from '@shell/api-client/core';
import { explainPolicy } from '@shell/site-config';
import { mockServer } from '@shell/test-utils';
import { hrefsOf, renderHeader } from './test/renderHeader.test-helper';

// Issue 22: spec rules the review found partial in the header. Each test names its rule.

const menuButton = (name: string) => screen.getByRole('button', { name });
const serveCompliance = (data: { menu?: string[]; business?: string[] }) =>
  mockServer.use(http.get(`*${CALLS.complianceCheck.path}`, () => HttpResponse.json({ code: 200, data: { menu: [], business: [], limit: {}, ...data } })));

async function planTexts(site: 'main' | 'us' | 'uk' | 'au' | 'ae') {
  const rendered = await renderHeader({ site, user: 'user' });
  await rendered.user.click(menuButton('Account'));
  const tooltip = screen.getByRole('tooltip');
  const plans = Array.from(tooltip.querySelectorAll('[data-plan]')).map((plan) => plan.getAttribute('data-plan'));
  rendered.unmount();
  return { plans, text: tooltip.textContent ?? '' };
}

describe('§6 "Upgrade-plan texts: main shows 3 plans; UK/US/AU plans 1 and 3; UAE plan 1 only" in the tier-progress hover', () => {
  it('main: plans 1, 2 and 3 (the GT plan included)', async () => {
    const { plans, text } = await planTexts('main');
    expect(plans).toEqual(['1', '2', '3']);
    expect(text).toMatch(/GT/);
  });

  for (const site of ['us', 'uk', 'au'] as const) {
    it(`${site}: plans 1 and 3, no GT plan`, async () => {
      const { plans, text } = await planTexts(site);
      expect(plans).toEqual(['1', '3']);
      expect(text).not.toMatch(/GT/);
    });
  }

  it('ae: plan 1 only', async () => {
    const { plans, text } = await planTexts('ae');
    expect(plans).toEqual(['1']);
    expect(text).not.toMatch(/GT/);
  });
});

describe('§3 "Compliance check: menu (hidden items, e.g. xstocks, ondo, launchpad, fiat_trade)": the entries go, not only their tags', () => {
  it('launchpad hides the Earn → Launchpad link', async () => {
    const shown = await renderHeader({ site: 'main', openMenus: true });
    expect(hrefsOf(shown.container, 'Launchpad')).toEqual(['/launchpad']);
    shown.unmount();
    serveCompliance({ menu: ['launchpad'] });
    const hidden = await renderHeader({ site: 'main', openMenus: true });
    expect(hrefsOf(hidden.container, 'Launchpad')).toEqual([]);
    // Launchpool stays: the key names one entry.
    expect(hrefsOf(hidden.container, 'Launchpool')).toEqual(['/launchpool']);
  });

  it('a remote menu item whose code the list names is dropped with its children', async () => {
    mockServer.use(
      http.get('*/apiw/v2/common/menu_config', () =>
        HttpResponse.json({ code: 200, data: { list: [
          { code: 'prices', title: 'Prices', jump_url: '/price' },
          { code: 'xstocks', title: 'xStocks', jump_url: '/tokenized-stocks' },
          { code: 'earn', title: 'Earn hub', children: [{ code: 'launchpad', title: 'Launchpad now', jump_url: '/launchpad' }, { code: 'simple', title: 'Simple', jump_url: '/simple-earn' }] },
        ] } }),
      ),
    );
    serveCompliance({ menu: ['xstocks', 'launchpad'] });
    await renderHeader({ site: 'main', props: { newMenuSystem: 'true' } });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByText('Prices');
    expect(within(nav).queryByText('xStocks')).toBeNull();
    expect(within(nav).queryByText('Launchpad now')).toBeNull();
  });

  it('button_alpha_hidden hides the alpha entries', async () => {
    const shown = await renderHeader({ site: 'main', openMenus: true });
    expect(hrefsOf(shown.container, 'Alpha').length).toBeGreaterThan(0);
    shown.unmount();
    serveCompliance({ business: ['button_alpha_hidden'] });
    const hidden = await renderHeader({ site: 'main', openMenus: true });
    expect(hrefsOf(hidden.container, 'Alpha')).toEqual([]);
  });
});

/** The mock user of the site with some user-info fields replaced. */
function serveUserWith(fields: Record<string, unknown>, site: 'main' | 'us' = 'main') {
  mockServer.use(
    http.get(`*${CALLS.userInfo.path}`, () =>
      HttpResponse.json({
        code: 200,
        data: {
          isLogin: true,
          uid: '31415926',
          nickname: 'trialist',
          tier_level: 2,
          tier_next_progress: '40',
          kyc_status: 1,
          white_list_show: true,
          ...fields,
        },
      }),
    ),
  );
  return renderHeader({ site, user: 'user', openMenus: true });
}

describe('§6 "VIP shown when tier > 0; trial card badge if trial"', () => {
  it('a trial tier (user info is_vip_trial) shows the Trial badge in the user card and the drawer', async () => {
    const { user } = await serveUserWith({ is_vip_trial: 1 });
    await user.click(menuButton('Account'));
    const card = document.querySelector('[data-menu="user"] .shell-header__card') as HTMLElement;
    expect(within(card).getByText('Trial')).toBeInTheDocument();
    await user.click(menuButton('Open menu'));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Trial')).toBeInTheDocument();
  });

  it('no trial field: no badge', async () => {
    const { user } = await serveUserWith({});
    await user.click(menuButton('Account'));
    expect(screen.queryByText('Trial')).toBeNull();
  });
});

describe('§8 "Your current safety strength: Too weak" when safe_level <= 1, linking to the security settings', () => {
  for (const level of [0, 1]) {
    it(`safe_level ${level}: the notice, in the card and the drawer`, async () => {
      const { user } = await serveUserWith({ safe_level: level });
      await user.click(menuButton('Account'));
      const card = document.querySelector('[data-menu="user"] .shell-header__card') as HTMLElement;
      expect(within(card).getByRole('link', { name: 'Your current safety strength: Too weak' })).toHaveAttribute('href', '/myaccount/security-setting');
      await user.click(menuButton('Open menu'));
      const drawer = screen.getByRole('dialog', { name: 'Menu' });
      expect(within(drawer).getByRole('link', { name: 'Your current safety strength: Too weak' })).toHaveAttribute('href', '/myaccount/security-setting');
    });
  }

  it('safe_level 2 or no safe_level at all: no notice (an unknown level is not a weak one)', async () => {
    const two = await serveUserWith({ safe_level: 2 });
    await two.user.click(menuButton('Account'));
    expect(screen.queryByText('Your current safety strength: Too weak')).toBeNull();
    two.unmount();
    const unknown = await serveUserWith({});
    await unknown.user.click(menuButton('Account'));
    expect(screen.queryByText('Your current safety strength: Too weak')).toBeNull();
  });
});

describe('§4 "Unified account (first_open false) … With open contracts, order links go to futures_trade?type=usdt or type=btc, otherwise order_history"', () => {
  const ordersMenu = (container: HTMLElement) => container.querySelector('[data-menu="orders"]') as HTMLElement;
  const unified = () =>
    mockServer.use(
      http.get(`*${CALLS.unifiedAccountMode.path}`, () => HttpResponse.json({ code: 200, data: { mode: 'multi_currency', support_unified: true, first_open: false, settings: {} } })),
    );

  it('unified + open BTC contracts: type=btc', async () => {
    unified();
    const { container } = await serveUserWith({ futures_btc_open: 1 });
    expect(hrefsOf(ordersMenu(container), 'Futures Orders')).toEqual(['/myaccount/futures_trade?type=btc']);
  });

  it('unified + open USDT contracts: type=usdt', async () => {
    unified();
    const { container } = await serveUserWith({ futures_usdt_open: '1', futures_btc_open: 1 });
    expect(hrefsOf(ordersMenu(container), 'Futures Orders')).toEqual(['/myaccount/futures_trade?type=usdt']);
  });

  it('classic account with open contracts, or unified without: order_history', async () => {
    const classic = await serveUserWith({ futures_usdt_open: 1 }, 'us');
    expect(hrefsOf(ordersMenu(classic.container), 'Futures Orders')).toEqual([]);
    classic.unmount();
    mockServer.use(
      http.get(`*${CALLS.unifiedAccountMode.path}`, () => HttpResponse.json({ code: 200, data: { mode: 'classic', first_open: true, settings: {} } })),
    );
    const main = await serveUserWith({ futures_usdt_open: 1 });
    expect(hrefsOf(ordersMenu(main.container), 'Futures Orders')).toEqual(['/myaccount/futures_trade/order_history']);
    main.unmount();
    unified();
    const none = await serveUserWith({});
    expect(hrefsOf(ordersMenu(none.container), 'Futures Orders')).toEqual(['/myaccount/futures_trade/order_history']);
  });
});

describe('§2 "an external account-authorize page for testnet login (query: redirect_uri, response_type=code, client_id, scope, state, redirect_url)"', () => {
  it('on testnet the Log In entry goes to the authorize page, back to the testnet page the visitor was on; not /login', async () => {
    const { container } = await renderHeader({ site: 'testnet', host: { pathname: '/futures/USDT/BTC_USDT' } });
    const [login] = hrefsOf(container, 'Log In');
    expect(login).toBeDefined();
    const url = new URL(login!);
    expect(url.origin).toBe('https://account.testnet.gate.example');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect_uri: 'https://testnet.gate.example/oauth/callback',
      response_type: 'code',
      client_id: 'gate-testnet-web',
      scope: 'read_profile',
      state: 'testnet-login',
      redirect_url: 'https://testnet.gate.example/futures/USDT/BTC_USDT',
    });
  });

  it('a configured login URL still wins on testnet, and every other site keeps /login', async () => {
    const configured = await renderHeader({ site: 'testnet', props: { loginUrl: '/sso/login' } });
    expect(hrefsOf(configured.container, 'Log In')).toEqual(['/sso/login']);
    configured.unmount();
    const main = await renderHeader({ site: 'main' });
    expect(hrefsOf(main.container, 'Log In')).toEqual(['/login']);
  });
});

describe('§6 "Only the main site shows VIP privilege, spot/multiple-order links" — the multiple-order link (item 11)', () => {
  it('the policy shows it on main only, but §2 gives it no target, so the header draws no such link (README choice); spot orders stay', async () => {
    const user = { kind: 'user', tierLevel: 1, kycStatus: 1, safeLevel: 2, whiteListShow: false } as const;
    expect(explainPolicy('header.multipleOrder', { site: 'main', user }).shown).toBe(true);
    expect(explainPolicy('header.multipleOrder', { site: 'us', user }).shown).toBe(false);
    const { container } = await renderHeader({ site: 'main', user: 'user', openMenus: true });
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.filter((link) => /multiple|multi[-_ ]?order/i.test(`${link.getAttribute('href')} ${link.textContent}`))).toEqual([]);
    expect(hrefsOf(container, 'Spot Orders')).toContain('/myaccount/myorders');
  });
});
