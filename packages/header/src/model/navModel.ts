import { buyCryptoRoute, optionsRoute, preMarketRoute, ROUTES, showsExpressBuy, tradeRoute } from '@shell/site-config';
import type { GatedItem, MessageDescriptor, SiteKey } from '@shell/site-config';
import type { HeaderEntryKind } from '../types';
import { navMessages } from '../messages/header';

/** One link of the navigation; `path` carries no language prefix (add it with `withLang`). */
export interface NavLinkSpec {
  kind: 'link';
  /** Stable key; also the analytics entry `header.nav.<key>`. */
  key: string;
  label: MessageDescriptor;
  values?: Readonly<Record<string, string | number>>;
  path: string;
  /** The policy item that decides whether it is shown; none = always shown. */
  gate?: GatedItem;
  /** The referral badge ("20 USDT", spec §9). */
  badge?: 'referral';
}

/** A dropdown group of links (Buy Crypto, Trading, Earn, More). */
export interface NavGroupSpec {
  kind: 'group';
  key: string;
  label: MessageDescriptor;
  gate?: GatedItem;
  links: NavLinkSpec[];
}

/** A market entry whose flyout comes from `@shell/markets` through `renderFlyout`. */
export interface MarketEntrySpec {
  kind: 'market';
  key: HeaderEntryKind;
  label: MessageDescriptor;
  /** Where the entry itself leads (also without a flyout). */
  path: string;
  gate?: GatedItem;
}

export type NavEntrySpec = NavLinkSpec | NavGroupSpec | MarketEntrySpec;

const link = (key: string, label: MessageDescriptor, path: string, extra: Partial<NavLinkSpec> = {}): NavLinkSpec => ({
  kind: 'link',
  key,
  label,
  path,
  ...extra,
});

const market = (key: HeaderEntryKind, label: MessageDescriptor, path: string, gate?: GatedItem): MarketEntrySpec =>
  gate === undefined ? { kind: 'market', key, label, path } : { kind: 'market', key, label, path, gate };

/**
 * The static navigation of spec §2 (header targets) for one site and display fiat, in bar order.
 * Gates name the policy item of `@shell/site-config`; entries without an item of their own use
 * the nearest one (README, "Choices where the spec is silent").
 */
export function headerNav(input: { site: SiteKey; fiat: string }): NavEntrySpec[] {
  const buyLinks: NavLinkSpec[] = [
    link('buyCrypto.overview', navMessages.buyOverview, ROUTES.crypto),
    link('buyCrypto.buySell', navMessages.buySell, ROUTES.buySellCrypto),
    link('buyCrypto.quickBuy', navMessages.quickBuy, buyCryptoRoute(input.fiat), { values: { fiat: input.fiat } }),
    // Spec §9: the CNY fiat hides the express buy entry.
    ...(showsExpressBuy(input.fiat) ? [link('buyCrypto.express', navMessages.express, ROUTES.p2pExpressBuy)] : []),
    link('buyCrypto.card', navMessages.card, ROUTES.card),
    link('buyCrypto.c2cLoan', navMessages.c2cLoan, ROUTES.c2cLoanCny),
    link('buyCrypto.sale', navMessages.sale, ROUTES.sale),
  ];
  return [
    { kind: 'group', key: 'buyCrypto', label: navMessages.buyCrypto, gate: 'header.nav.buyCrypto', links: buyLinks },
    link('markets', navMessages.markets, ROUTES.price),
    market('trade', navMessages.trade, tradeRoute(input.site), 'header.trade'),
    market('futures', navMessages.futures, ROUTES.futuresUsdtBtc, 'header.nav.futures'),
    market('options', navMessages.options, optionsRoute('BTC_USDT'), 'header.nav.futures'),
    market('preMarket', navMessages.preMarket, preMarketRoute(), 'header.nav.web3'),
    market('pilot', navMessages.pilot, '/pilot', 'header.nav.web3'),
    market('memebox', navMessages.memebox, '/memebox', 'header.nav.web3'),
    {
      kind: 'group',
      key: 'trading',
      label: navMessages.trading,
      gate: 'header.trade',
      links: [
        link('trading.margin', navMessages.margin, ROUTES.isolatedMargin, { gate: 'header.nav.futures' }),
        link('trading.alpha', navMessages.alpha, ROUTES.alpha, { gate: 'header.nav.alpha' }),
        link('trading.premint', navMessages.premint, ROUTES.premint, { gate: 'header.nav.web3' }),
        link('trading.convert', navMessages.convert, ROUTES.convert),
        link('trading.etf', navMessages.etf, ROUTES.etf, { gate: 'header.nav.futures' }),
        link('trading.copy', navMessages.copyTrading, ROUTES.copyTrading, { gate: 'header.nav.futures' }),
        link('trading.bots', navMessages.bots, ROUTES.tradingBots, { gate: 'header.nav.earn' }),
        link('trading.unified', navMessages.unified, ROUTES.unifiedTradingAccount, { gate: 'header.nav.futures' }),
        link('trading.futuresGuide', navMessages.futuresGuide, ROUTES.futuresGuide, { gate: 'header.nav.futures' }),
        link('trading.futuresPoints', navMessages.futuresPoints, ROUTES.futuresPoints, { gate: 'header.nav.futures' }),
      ],
    },
    {
      kind: 'group',
      key: 'earn',
      label: navMessages.earn,
      gate: 'header.nav.earn',
      links: [
        link('earn.simple', navMessages.simpleEarn, ROUTES.simpleEarn),
        link('earn.candyDrop', navMessages.candyDrop, ROUTES.candyDrop),
        link('earn.launchpool', navMessages.launchpool, ROUTES.launchpool),
        link('earn.hodlerAirdrop', navMessages.hodlerAirdrop, ROUTES.hodlerAirdrop),
        link('earn.launchpad', navMessages.launchpad, ROUTES.launchpad),
        link('earn.alphaAirdrop', navMessages.alphaAirdrop, ROUTES.alphaPointAirdrop, { gate: 'header.nav.alpha' }),
        link('earn.autoInvest', navMessages.autoInvest, ROUTES.autoInvestment),
        link('earn.dual', navMessages.dual, ROUTES.dualCurrency),
        link('earn.softStaking', navMessages.softStaking, ROUTES.softStaking),
        link('earn.cryptoLoan', navMessages.cryptoLoan, ROUTES.cryptoLoan),
        link('earn.lending', navMessages.lending, ROUTES.cryptoLendingCenter),
        link('earn.vipWealth', navMessages.vipWealth, ROUTES.vipWealth, { gate: 'header.nav.vip' }),
        link('earn.privateWealth', navMessages.privateWealth, ROUTES.privateWealth),
        link('earn.quantFund', navMessages.quantFund, ROUTES.quantFund, { gate: 'header.nav.institution' }),
        link('earn.staking', navMessages.staking, ROUTES.staking),
        link('earn.stakingBtc', navMessages.stakingBtc, ROUTES.stakingBtc),
        link('earn.stakingGusd', navMessages.stakingGusd, ROUTES.stakingGusd),
      ],
    },
    link('web3', navMessages.web3, ROUTES.web3, { gate: 'header.nav.web3' }),
    link('vip', navMessages.vip, ROUTES.vip, { gate: 'header.nav.vip' }),
    {
      kind: 'group',
      key: 'more',
      label: navMessages.more,
      links: [
        link('more.referral', navMessages.referral, ROUTES.referral, { gate: 'header.referral', badge: 'referral' }),
        link('more.nextup', navMessages.nextup, ROUTES.nextup, { gate: 'header.nav.earn' }),
        link('more.otc', navMessages.otc, ROUTES.otc, { gate: 'header.nav.otc' }),
        link('more.post', navMessages.post, ROUTES.post),
        link('more.live', navMessages.live, ROUTES.live),
        link('more.news', navMessages.news, ROUTES.news),
        link('more.institution', navMessages.institution, ROUTES.institution, { gate: 'header.nav.institution' }),
        link('more.learn', navMessages.learn, ROUTES.learn),
        link('more.brand', navMessages.brandPartnerships, ROUTES.brandPartnerships),
        link('more.rewardsHub', navMessages.rewardsHub, ROUTES.rewardsHub),
        link('more.rewardsEvents', navMessages.rewardsEvents, ROUTES.rewardsHubEvents),
        link('more.announcements', navMessages.announcements, ROUTES.announcements, { gate: 'header.nav.announcements' }),
        link('more.blog', navMessages.blog, ROUTES.blog),
        link('more.help', navMessages.help, ROUTES.help, { gate: 'header.nav.helpCenter' }),
        link('more.calendar', navMessages.calendar, ROUTES.calendar),
        link('more.proofOfReserves', navMessages.proofOfReserves, ROUTES.proofOfReservesUs),
        link('more.affiliate', navMessages.affiliate, ROUTES.affiliate, { gate: 'header.referral' }),
        link('more.broker', navMessages.broker, ROUTES.broker, { gate: 'header.nav.institution' }),
        link('more.assetManagement', navMessages.assetManagement, ROUTES.assetManagementInstitution, { gate: 'header.nav.institution' }),
        link('more.competition', navMessages.competition, ROUTES.competition),
        link('more.complianceTips', navMessages.complianceTips, ROUTES.stateComplianceTips, { gate: 'header.complianceTips' }),
        link('more.userAgreement', navMessages.userAgreement, ROUTES.userAgreement),
      ],
    },
  ];
}

/** The entries the policy shows: gated entries and links dropped, groups left without links dropped. */
export function visibleNav(entries: readonly NavEntrySpec[], shown: (item: GatedItem) => boolean): NavEntrySpec[] {
  const pass = (gate: GatedItem | undefined) => gate === undefined || shown(gate);
  const out: NavEntrySpec[] = [];
  for (const entry of entries) {
    if (!pass(entry.gate)) continue;
    if (entry.kind !== 'group') {
      out.push(entry);
      continue;
    }
    const links = entry.links.filter((l) => pass(l.gate));
    if (links.length > 0) out.push({ ...entry, links });
  }
  return out;
}
