import { within } from '@testing-library/react';
import type { SiteKey } from '@shell/site-config';
import type { MockUserKind } from '@shell/mocks';
import { hrefsOf, renderHeader } from './test/renderHeader.test-helper';

/*
 * Expectations written from the spec text (§2, §6) and the site choices documented in
 * @shell/site-config's README (regional hidden sets), NOT computed with the policy code the
 * header calls: if the policy and the header disagree with the spec, this table says so.
 */
const PAIR: Record<SiteKey, string> = {
  main: 'BTC_USDT', tr: 'BTC_TRY', eu: 'BTC_USDC', hk: 'BTC_USDT', us: 'BTC_USDT', uk: 'BTC_USDT',
  bs: 'BTC_USDT', sg: 'BTC_SGD', jp: 'BTC_JPY', ae: 'BTC_AED', au: 'BTC_USDT', testnet: 'BTC_USDT',
};
const ALL: SiteKey[] = Object.keys(PAIR) as SiteKey[];
const except = (...sites: SiteKey[]) => ALL.filter((s) => !sites.includes(s));

/** Sites where each entry is shown (for anyone, unless the row says logged in). */
const SHOWN = {
  search: except('sg', 'jp', 'testnet'),
  download: except('us', 'eu', 'testnet'),
  language: except('us'),
  fiat: except('us', 'testnet'),
  signup: except('testnet'),
  deposit: ['main', 'us'] as SiteKey[],
  spotOrders: ['main'] as SiteKey[],
  testnetEntry: ['main'] as SiteKey[],
  liveTrading: ['testnet'] as SiteKey[],
  bell: except('testnet'),
  futures: ['main', 'bs', 'testnet'] as SiteKey[],
  web3: ['main'] as SiteKey[],
  earn: except('hk', 'us', 'uk', 'sg', 'jp', 'testnet'),
  vip: ['main'] as SiteKey[],
  subAccountManagement: ['main', 'tr', 'eu', 'hk'] as SiteKey[],
  switchAccount: ['main'] as SiteKey[],
};

const USERS: MockUserKind[] = ['visitor', 'user', 'sub'];
const CASES = ALL.flatMap((site) => USERS.map((user) => [site, user] as const));

const has = (root: HTMLElement, selector: string) => root.querySelector(selector) !== null;

describe.each(CASES)('header on %s for a %s', (site, user) => {
  const loggedIn = user !== 'visitor';

  it('shows the entries and links the spec gives this site and role', async () => {
    const { container } = await renderHeader({ site, user, openMenus: true, props: { slots: { bell: <button type="button">Bell</button> } } });
    const header = container.querySelector('header') as HTMLElement;
    const bar = header.querySelector('.shell-header__bar') as HTMLElement;

    // Trading: the site's default pair, no language prefix for en.
    expect(hrefsOf(bar, 'Spot')).toEqual([`/trade/${PAIR[site]}`]);

    // Auth links for visitors only; signup may be hidden.
    // Testnet visitors sign in on the account host's authorize page (spec §2).
    const login = hrefsOf(bar, 'Log In');
    if (loggedIn) expect(login).toEqual([]);
    else if (site === 'testnet') expect(login).toEqual([expect.stringMatching(/^https:\/\/account\.testnet\.gate\.example\/.*response_type=code/)]);
    else expect(login).toEqual(['/login']);
    expect(hrefsOf(bar, 'Sign Up')).toEqual(!loggedIn && SHOWN.signup.includes(site) ? ['/signup'] : []);

    // Deposit: logged in, main or US.
    expect(hrefsOf(bar, 'Deposit', { outsidePanels: true })).toEqual(loggedIn && SHOWN.deposit.includes(site) ? ['/myaccount/deposit/USDT'] : []);

    // Wallet, orders, user menu need login; spot orders only on main.
    expect(has(bar, '[data-menu="wallet"]')).toBe(loggedIn);
    expect(has(bar, '[data-menu="orders"]')).toBe(loggedIn);
    expect(has(bar, '[data-menu="user"]')).toBe(loggedIn);
    expect(hrefsOf(bar, 'Spot Orders', { outsidePanels: true })).toEqual(loggedIn && SHOWN.spotOrders.includes(site) ? ['/myaccount/myorders'] : []);
    expect(within(bar).queryByRole('button', { name: 'Bell' }) !== null).toBe(loggedIn && SHOWN.bell.includes(site));

    // Per-site entries.
    expect(has(bar, '[data-entry="search"]')).toBe(SHOWN.search.includes(site));
    expect(has(bar, '[data-menu="download"]')).toBe(SHOWN.download.includes(site));
    expect(has(bar, '[data-entry="language"]')).toBe(SHOWN.language.includes(site));
    expect(has(bar, '[data-entry="fiat"]')).toBe(SHOWN.fiat.includes(site));
    expect(hrefsOf(bar, 'Futures')).toEqual(SHOWN.futures.includes(site) ? ['/futures/USDT/BTC_USDT'] : []);
    expect(hrefsOf(bar, 'Web3 Wallet').length + hrefsOf(bar, 'Web3').length).toBe(SHOWN.web3.includes(site) ? 1 : 0);
    expect(has(bar, '[data-menu="earn"]')).toBe(SHOWN.earn.includes(site));
    expect(hrefsOf(bar, 'VIP')).toEqual(SHOWN.vip.includes(site) ? ['/vip'] : []);

    // Testnet entry on main: the testnet futures page when logged in, else the authorize page.
    const testnet = hrefsOf(bar, 'Testnet');
    if (!SHOWN.testnetEntry.includes(site)) expect(testnet).toEqual([]);
    else if (loggedIn) expect(testnet).toEqual(['https://testnet.gate.example/futures/USDT/BTC_USDT']);
    else expect(testnet[0]).toMatch(/^https:\/\/www\.gate\.example\/oauth\/authorize\?redirect_uri=.+&response_type=code&client_id=.+&scope=.+&state=.+&redirect_url=/);

    // The testnet site links back to live trading with the current path.
    expect(hrefsOf(bar, 'Live trading')).toEqual(SHOWN.liveTrading.includes(site) ? ['https://www.gate.example/trade/BTC_USDT'] : []);

    if (!loggedIn) return;
    const userPanel = bar.querySelector('[data-menu="user"]') as HTMLElement;
    expect(hrefsOf(userPanel, 'Sub-Account Management')).toEqual(user === 'user' && SHOWN.subAccountManagement.includes(site) ? ['/myaccount/sub_account_manage'] : []);
    expect(hrefsOf(userPanel, 'Switch Account').length).toBe(user === 'user' && SHOWN.switchAccount.includes(site) ? 1 : 0);
  });
});

describe('wallet, order and profile menus', () => {
  const menu = (container: HTMLElement, name: string) => container.querySelector(`[data-menu="${name}"]`) as HTMLElement;
  const labels = (root: HTMLElement) => Array.from(root.querySelectorAll('a')).map((a) => a.textContent?.trim());

  it('main account on main: unified account (first_open false) replaces spot, futures, margin and cross margin', async () => {
    const { container } = await renderHeader({ site: 'main', user: 'user', openMenus: true });
    const wallet = menu(container, 'wallet');
    expect(hrefsOf(wallet, 'Unified Account')).toEqual(['/myaccount/myfunds/spot']);
    for (const gone of ['Spot Account', 'Futures Account', 'Margin Account', 'Cross Margin Account']) expect(hrefsOf(wallet, gone)).toEqual([]);
    expect(hrefsOf(wallet, 'Deposit with Gate Code')).toEqual(['/myaccount/deposit_gatecode']);
    expect(hrefsOf(wallet, 'Internal Transfer')).toEqual(['/myaccount/withdraw_internal/USDT']);
    expect(hrefsOf(wallet, 'Alpha Account')).toEqual(['/myaccount/funds/alpha']);
    const orders = menu(container, 'orders');
    // Unified with an open USDT contract account (spec §4): the USDT futures orders page.
    expect(hrefsOf(orders, 'Futures Orders')).toEqual(['/myaccount/futures_trade?type=usdt']);
    expect(hrefsOf(orders, 'Margin Orders')).toEqual([]);
    expect(hrefsOf(orders, 'Alpha Orders')).toEqual(['/myaccount/order/alpha/record']);
    const profile = menu(container, 'user');
    // Notifications only in the side menu (spec §6).
    expect(labels(profile)).not.toContain('Notifications');
    expect(hrefsOf(profile, 'VIP Privileges')).toEqual(['/vip']);
  });

  it('sub-account on main: the classic wallets and margin orders', async () => {
    const { container } = await renderHeader({ site: 'main', user: 'sub', openMenus: true });
    const wallet = menu(container, 'wallet');
    expect(hrefsOf(wallet, 'Spot Account')).toEqual(['/myaccount/myfunds/spot']);
    expect(hrefsOf(wallet, 'Futures Account')).toEqual(['/myaccount/myfunds/futures']);
    expect(hrefsOf(menu(container, 'orders'), 'Margin Orders')).toEqual(['/myaccount/margin']);
  });

  it('US shows its own set and hides gate-code deposit, internal withdrawal, transfer and referral', async () => {
    const { container } = await renderHeader({ site: 'us', user: 'user', openMenus: true });
    const wallet = menu(container, 'wallet');
    for (const gone of ['Deposit with Gate Code', 'Internal Transfer', 'Transfer History', 'Funds Audit']) expect(hrefsOf(wallet, gone)).toEqual([]);
    const profile = menu(container, 'user');
    expect(hrefsOf(profile, 'Individual Verification')).toEqual(['/myaccount/kyc_home?type=individual']);
    expect(hrefsOf(profile, 'Reward Center')).toEqual(['/myaccount/coupon_center']);
    expect(hrefsOf(profile, 'Commit')).toHaveLength(1);
    expect(hrefsOf(profile, 'Audit')).toEqual(['/myaccount/funds/audit']);
    expect(hrefsOf(container, 'Referral')).toEqual([]);
    expect(hrefsOf(container, 'Affiliate')).toEqual([]);
  });

  it('the compliance business flag hides the Alpha account and Alpha orders (uk answer)', async () => {
    const { container } = await renderHeader({ site: 'uk', user: 'user', openMenus: true });
    expect(hrefsOf(menu(container, 'wallet'), 'Alpha Account')).toEqual([]);
    expect(hrefsOf(menu(container, 'orders'), 'Alpha Orders')).toEqual([]);
  });

  it('every link carries the language prefix (zh)', async () => {
    const { container } = await renderHeader({ site: 'main', user: 'user', lang: 'zh', openMenus: true });
    const internal = Array.from(container.querySelectorAll('a'))
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(50);
    for (const href of internal) expect(href).toMatch(/^\/zh(\/|$|\?)/);
  });
});

describe('a failed compliance check with no earlier answer fails closed (issue 21 L10)', () => {
  it('the regulated entries stay hidden: Deposit, Pay with, Buy Crypto; the rest of the bar is there', async () => {
    const { container, logger } = await renderHeader({ site: 'main', user: 'user', faults: [{ call: 'complianceCheck', kind: 'http-500' }] });
    const bar = container.querySelector('header') as HTMLElement;
    expect(hrefsOf(bar, 'Deposit', { outsidePanels: true })).toEqual([]);
    expect(within(bar).queryByRole('button', { name: /^Pay with/ })).toBeNull();
    expect(hrefsOf(bar, 'Buy Crypto')).toEqual([]);
    expect(bar.querySelector('[data-menu="wallet"]')).not.toBeNull();
    expect(bar.querySelector('[data-entry="language"]')).not.toBeNull();
    expect(logger.entries.some((entry) => entry.event === 'api.fallback' && entry.source === 'getComplianceCheck')).toBe(true);
  });
});
