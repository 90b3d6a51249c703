import { GATED_ITEMS, isShown, SITE_KEYS } from '@shell/site-config';
import { walletOrderRoutes } from '../internal/routes';
import type { ComplianceInfo, CountryLimits, GatedItem, PolicyContext } from '@shell/site-config';
import { orderLinks, profileLinks, visibleLinks, walletLinks } from './accountMenus';
import { appDownloadHref, testnetEntryHref } from './links';
import { navBar, visibleNavBar } from './navBar';
import { headerNav, visibleNav } from './navModel';
import type { NavEntrySpec } from './navModel';

const keys = (entries: readonly NavEntrySpec[]) => entries.map((e) => e.key);
const allLinks = (entries: readonly NavEntrySpec[]) => entries.flatMap((e) => (e.kind === 'group' ? e.links : [e]));

describe('headerNav', () => {
  it('lists the market entries of every kind in bar order', () => {
    const markets = headerNav({ site: 'main', fiat: 'USD' }).filter((e) => e.kind === 'market');
    expect(keys(markets)).toEqual(['trade', 'futures', 'options', 'preMarket', 'pilot', 'memebox']);
  });

  it('uses the site pair and the fiat of the quick buy link; CNY hides express buy (spec §9)', () => {
    const tr = headerNav({ site: 'tr', fiat: 'TRY' });
    expect(tr.find((e) => e.key === 'trade')).toMatchObject({ path: '/trade/BTC_TRY' });
    const paths = (fiat: string) => allLinks(headerNav({ site: 'main', fiat })).map((l) => l.path);
    expect(paths('EUR')).toContain('/crypto/buy-EUR-USDT');
    expect(paths('EUR')).toContain('/p2p-express/buy/USD-USDT');
    expect(paths('CNY')).not.toContain('/p2p-express/buy/USD-USDT');
  });

  it('covers every header target of spec §2 (buy crypto, markets and info, trading, earn)', () => {
    const paths = new Set(allLinks(headerNav({ site: 'main', fiat: 'USD' })).map((l) => l.path));
    for (const path of [
      '/crypto', '/buy-sell-crypto', '/card', '/c2cloan/cny', '/sale', '/price', '/referral', '/nextup', '/otc', '/post', '/live', '/news',
      '/institution', '/learn', '/brand-partnerships', '/rewards_hub', '/rewards_hub/events', '/announcements', '/blog', '/help', '/vip',
      '/calendar', '/proof-of-reserves', '/referral/affiliate', '/broker', '/asset-management/institution/asset-landing', '/competition',
      '/trade/BTC_USDT?tab=isolated_margin', '/alpha', '/premint', '/convert', '/etf', '/copytrading', '/crypto-trading-bots',
      '/futures/USDT/BTC_USDT', '/options/BTC_USDT', '/unified-trading-account', '/futures/trading-guide-for-beginners', '/futures/points',
      '/simple-earn', '/candy-drop', '/launchpool', '/hodler-airdrop', '/launchpad', '/alpha-point/airdrop', '/auto-investment',
      '/dual-currency-investment', '/soft-staking', '/cryptoloan', '/crypto-lending-center', '/vip-wealth', '/private-wealth',
      '/institution/quant-fund', '/staking', '/staking/BTC', '/staking/GUSD', '/pre-market', '/state_compliance_tips', '/user-agreement',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
  });

  it('gates only with items the policy knows', () => {
    const gates = [...headerNav({ site: 'main', fiat: 'USD' }), ...allLinks(headerNav({ site: 'main', fiat: 'USD' }))].flatMap((e) => (e.gate ? [e.gate] : []));
    const known = GATED_ITEMS.map((info) => info.id);
    for (const gate of gates) expect(known, gate).toContain(gate);
  });
});

describe('visibleNav', () => {
  it('drops gated entries and links and groups left empty', () => {
    const hideEarnAndFutures = (item: GatedItem) => item !== 'header.nav.earn' && item !== 'header.nav.futures';
    const visible = visibleNav(headerNav({ site: 'main', fiat: 'USD' }), hideEarnAndFutures);
    expect(keys(visible)).not.toContain('earn');
    expect(keys(visible)).not.toContain('futures');
    const trading = visible.find((e) => e.key === 'trading');
    expect(trading?.kind === 'group' && trading.links.map((l) => l.key)).not.toContain('trading.margin');
    expect(visibleNav(headerNav({ site: 'main', fiat: 'USD' }), () => false).map((e) => e.key)).toEqual(['markets', 'more']);
  });
});

describe('navBar', () => {
  it('every group holds a link without a gate of its own, so the bar can show a group by its gate alone', () => {
    for (const fiat of ['USD', 'CNY', 'EUR']) {
      for (const entry of headerNav({ site: 'main', fiat })) {
        if (entry.kind === 'group') expect(entry.links.some((link) => link.gate === undefined), entry.key).toBe(true);
      }
    }
  });

  it('shows the same entries as visibleNav under any policy', () => {
    const gates = [...new Set(headerNav({ site: 'main', fiat: 'USD' }).flatMap((e) => [e.gate, ...(e.kind === 'group' ? e.links.map((l) => l.gate) : [])]).filter((g): g is GatedItem => g !== undefined))];
    // Every subset would be 2^n; each gate hidden alone, all hidden and none hidden cover the rule.
    const policies: ((item: GatedItem) => boolean)[] = [() => true, () => false, ...gates.map((hidden) => (item: GatedItem) => item !== hidden)];
    for (const shown of policies) {
      expect(keys(visibleNavBar(navBar({ site: 'main' }), shown) as NavEntrySpec[])).toEqual(keys(visibleNav(headerNav({ site: 'main', fiat: 'USD' }), shown)));
    }
  });
});

describe('account menus', () => {
  it('name a policy item for every entry (wallet, order and profile groups)', () => {
    const ids = new Set(GATED_ITEMS.map((i) => i.id));
    const all = [...walletLinks(), ...orderLinks(walletOrderRoutes({ unifiedActive: false })), ...profileLinks('header'), ...profileLinks('side')];
    for (const link of all) expect(ids.has(link.gate), link.gate).toBe(true);
    // Every wallet and order item of the policy has a link.
    const covered = new Set(all.map((l) => l.gate));
    for (const item of GATED_ITEMS.filter((i) => i.group === 'wallet' || i.group === 'order')) expect(covered.has(item.id), item.id).toBe(true);
  });

  it('follow open contracts and the unified account for the order links (spec §4)', () => {
    const futures = (open?: { usdt: boolean; btc: boolean }) =>
      orderLinks(walletOrderRoutes(open ? { unifiedActive: true, openContracts: open } : { unifiedActive: true })).find((l) => l.gate === 'order.futures')?.path;
    expect(futures({ usdt: true, btc: true })).toBe('/myaccount/futures_trade?type=usdt');
    expect(futures({ usdt: false, btc: true })).toBe('/myaccount/futures_trade?type=btc');
    expect(futures()).toBe('/myaccount/futures_trade/order_history');
    // A classic account links the order history whatever is open.
    expect(orderLinks(walletOrderRoutes({ unifiedActive: false, openContracts: { usdt: true, btc: true } })).find((l) => l.gate === 'order.futures')?.path).toBe(
      '/myaccount/futures_trade/order_history',
    );
    const unified = orderLinks(walletOrderRoutes({ unifiedActive: true })).map((l) => l.gate);
    expect(unified).not.toContain('order.margin');
    expect(unified).not.toContain('order.crossMargin');
  });

  it('put Notifications only in the side menu', () => {
    expect(profileLinks('side').map((l) => l.gate)).toContain('profile.notifications.sideMenu');
    expect(profileLinks('header').map((l) => l.gate)).toContain('profile.notifications.header');
  });
});

describe('links', () => {
  it('testnet entry: futures page when logged in, else the authorize page of the configured host', () => {
    expect(testnetEntryHref({ loggedIn: true, authorizeHost: '' })).toBe('https://testnet.gate.example/futures/USDT/BTC_USDT');
    const url = new URL(testnetEntryHref({ loggedIn: false, authorizeHost: 'https://account.testnet.gate.example' }));
    expect(url.host).toBe('account.testnet.gate.example');
    expect(url.searchParams.get('redirect_uri')).toBe('https://testnet.gate.example/oauth/callback');
  });

  it('app download: /appdownload with bridge, ch and af_sub1, prefixed and absolute for the QR code', () => {
    expect(appDownloadHref({ site: 'tr', lang: 'tr', placement: 'drawer', absolute: false })).toBe('/tr/appdownload?bridge=%2F&ch=web_drawer&af_sub1=tr');
    expect(appDownloadHref({ site: 'bs', lang: 'en', placement: 'header', absolute: true })).toBe('https://bs.gate.example/appdownload?bridge=%2F&ch=web_header&af_sub1=bs');
  });
});

describe('account menus without items', () => {
  it('never happen: whenever the policy shows the wallet or order menu, it shows some of its items', () => {
    // The bar draws a menu by its policy item alone and makes the items when it opens (a lazy
    // part), so an empty menu must be impossible: every site × user kind × country limit ×
    // compliance answer × account mode.
    const limitsList: Partial<CountryLimits>[] = [{}, { uk: true }, { italy: true }, { uk: true, italy: true }, { withdrawOnly: true }, { blockedCountry: true }, { brazil: true, nl: true, hk: true, ltw: true, uzbekistan: true }];
    const complianceList: (ComplianceInfo | undefined)[] = [
      undefined,
      { menu: ['deposit', 'withdraw', 'transfer', 'alpha', 'p2p', 'futures', 'margin', 'earn'], business: ['alpha'], limit: { au_redirect: false, is_sanction_country: false } },
      { menu: [], business: [], limit: { au_redirect: true, is_sanction_country: true } },
    ];
    let menusShown = 0;
    for (const site of SITE_KEYS)
      for (const kind of ['visitor', 'user', 'sub'] as const)
        for (const limits of limitsList)
          for (const compliance of complianceList)
            for (const unifiedActive of [false, true]) {
              const context: PolicyContext = { site, user: { kind, unifiedActive, whiteListShow: true }, limits, ...(compliance ? { compliance } : {}) };
              const shown = (item: GatedItem) => isShown(item, context);
              const where = `${site} ${kind} ${JSON.stringify(limits)} ${compliance ? 'compliance' : 'none'} unified=${unifiedActive}`;
              if (shown('header.walletMenu')) {
                menusShown++;
                expect(visibleLinks(walletLinks(), shown).length, `wallet: ${where}`).toBeGreaterThan(0);
              }
              if (shown('header.orderMenu')) {
                menusShown++;
                expect(visibleLinks(orderLinks(walletOrderRoutes({ unifiedActive })), shown).length, `orders: ${where}`).toBeGreaterThan(0);
              }
            }
    expect(menusShown).toBeGreaterThan(100);
  });
});
