import { buyCryptoRoute, ROUTES } from '@shell/site-config';
import { showsExpressBuy } from '../internal/spec';
import type { GatedItem, SiteKey } from '@shell/site-config';
import { navItemMessages } from '../messages/navItems';
import { link, navBar, passesGate } from './navBar';
import type { MarketEntrySpec, NavGroupHead, NavGroupKey, NavLinkSpec } from './navBar';

export type { MarketEntrySpec, NavGroupKey, NavLinkSpec } from './navBar';

/** A dropdown group of links (Buy Crypto, Trading, Earn, More). */
export interface NavGroupSpec extends NavGroupHead {
  links: NavLinkSpec[];
}

export type NavEntrySpec = NavLinkSpec | NavGroupSpec | MarketEntrySpec;

/**
 * The links of one dropdown group, in menu order, for a display fiat. Only the open panel and the
 * drawer need them (both fetched on demand), so this module stays out of the bar's start-up code.
 */
export function groupLinks(group: NavGroupKey, input: { fiat: string }): NavLinkSpec[] {
  switch (group) {
    case 'buyCrypto':
      return [
        link('buyCrypto.overview', navItemMessages.buyOverview, ROUTES.crypto),
        link('buyCrypto.buySell', navItemMessages.buySell, ROUTES.buySellCrypto),
        link('buyCrypto.quickBuy', navItemMessages.quickBuy, buyCryptoRoute(input.fiat), { values: { fiat: input.fiat } }),
        // Spec §9: the CNY fiat hides the express buy entry.
        ...(showsExpressBuy(input.fiat) ? [link('buyCrypto.express', navItemMessages.express, ROUTES.p2pExpressBuy)] : []),
        link('buyCrypto.card', navItemMessages.card, ROUTES.card),
        link('buyCrypto.c2cLoan', navItemMessages.c2cLoan, ROUTES.c2cLoanCny),
        link('buyCrypto.sale', navItemMessages.sale, ROUTES.sale),
      ];
    case 'trading':
      return [
        link('trading.margin', navItemMessages.margin, ROUTES.isolatedMargin, { gate: 'header.nav.futures' }),
        link('trading.alpha', navItemMessages.alpha, ROUTES.alpha, { gate: 'header.nav.alpha' }),
        link('trading.premint', navItemMessages.premint, ROUTES.premint, { gate: 'header.nav.web3' }),
        link('trading.convert', navItemMessages.convert, ROUTES.convert),
        link('trading.etf', navItemMessages.etf, ROUTES.etf, { gate: 'header.nav.futures' }),
        link('trading.copy', navItemMessages.copyTrading, ROUTES.copyTrading, { gate: 'header.nav.futures' }),
        link('trading.bots', navItemMessages.bots, ROUTES.tradingBots, { gate: 'header.nav.earn' }),
        link('trading.unified', navItemMessages.unified, ROUTES.unifiedTradingAccount, { gate: 'header.nav.futures' }),
        link('trading.futuresGuide', navItemMessages.futuresGuide, ROUTES.futuresGuide, { gate: 'header.nav.futures' }),
        link('trading.futuresPoints', navItemMessages.futuresPoints, ROUTES.futuresPoints, { gate: 'header.nav.futures' }),
      ];
    case 'earn':
      return [
        link('earn.simple', navItemMessages.simpleEarn, ROUTES.simpleEarn),
        link('earn.candyDrop', navItemMessages.candyDrop, ROUTES.candyDrop),
        link('earn.launchpool', navItemMessages.launchpool, ROUTES.launchpool),
        link('earn.hodlerAirdrop', navItemMessages.hodlerAirdrop, ROUTES.hodlerAirdrop),
        link('earn.launchpad', navItemMessages.launchpad, ROUTES.launchpad, { gate: 'header.nav.launchpad' }),
        link('earn.alphaAirdrop', navItemMessages.alphaAirdrop, ROUTES.alphaPointAirdrop, { gate: 'header.nav.alpha' }),
        link('earn.autoInvest', navItemMessages.autoInvest, ROUTES.autoInvestment),
        link('earn.dual', navItemMessages.dual, ROUTES.dualCurrency),
        link('earn.softStaking', navItemMessages.softStaking, ROUTES.softStaking),
        link('earn.cryptoLoan', navItemMessages.cryptoLoan, ROUTES.cryptoLoan),
        link('earn.lending', navItemMessages.lending, ROUTES.cryptoLendingCenter),
        link('earn.vipWealth', navItemMessages.vipWealth, ROUTES.vipWealth, { gate: 'header.nav.vip' }),
        link('earn.privateWealth', navItemMessages.privateWealth, ROUTES.privateWealth),
        link('earn.quantFund', navItemMessages.quantFund, ROUTES.quantFund, { gate: 'header.nav.institution' }),
        link('earn.staking', navItemMessages.staking, ROUTES.staking),
        link('earn.stakingBtc', navItemMessages.stakingBtc, ROUTES.stakingBtc),
        link('earn.stakingGusd', navItemMessages.stakingGusd, ROUTES.stakingGusd),
      ];
    case 'more':
      return [
        link('more.referral', navItemMessages.referral, ROUTES.referral, { gate: 'header.referral', badge: 'referral' }),
        link('more.nextup', navItemMessages.nextup, ROUTES.nextup, { gate: 'header.nav.earn' }),
        link('more.otc', navItemMessages.otc, ROUTES.otc, { gate: 'header.nav.otc' }),
        link('more.post', navItemMessages.post, ROUTES.post),
        link('more.live', navItemMessages.live, ROUTES.live),
        link('more.news', navItemMessages.news, ROUTES.news),
        link('more.institution', navItemMessages.institution, ROUTES.institution, { gate: 'header.nav.institution' }),
        link('more.learn', navItemMessages.learn, ROUTES.learn),
        link('more.brand', navItemMessages.brandPartnerships, ROUTES.brandPartnerships),
        link('more.rewardsHub', navItemMessages.rewardsHub, ROUTES.rewardsHub),
        link('more.rewardsEvents', navItemMessages.rewardsEvents, ROUTES.rewardsHubEvents),
        link('more.announcements', navItemMessages.announcements, ROUTES.announcements, { gate: 'header.nav.announcements' }),
        link('more.blog', navItemMessages.blog, ROUTES.blog),
        link('more.help', navItemMessages.help, ROUTES.help, { gate: 'header.nav.helpCenter' }),
        link('more.calendar', navItemMessages.calendar, ROUTES.calendar),
        link('more.proofOfReserves', navItemMessages.proofOfReserves, ROUTES.proofOfReservesUs),
        link('more.affiliate', navItemMessages.affiliate, ROUTES.affiliate, { gate: 'header.referral' }),
        link('more.broker', navItemMessages.broker, ROUTES.broker, { gate: 'header.nav.institution' }),
        link('more.assetManagement', navItemMessages.assetManagement, ROUTES.assetManagementInstitution, { gate: 'header.nav.institution' }),
        link('more.competition', navItemMessages.competition, ROUTES.competition),
        link('more.complianceTips', navItemMessages.complianceTips, ROUTES.stateComplianceTips, { gate: 'header.complianceTips' }),
        link('more.userAgreement', navItemMessages.userAgreement, ROUTES.userAgreement),
      ];
  }
}

/**
 * The static navigation of spec §2 (header targets) for one site and display fiat, in bar order:
 * the bar's entries (`navBar`) with each group's links.
 */
export function headerNav(input: { site: SiteKey; fiat: string }): NavEntrySpec[] {
  return navBar(input).map((entry) => (entry.kind === 'group' ? { ...entry, links: groupLinks(entry.key, input) } : entry));
}

/** The entries the policy shows: gated entries and links dropped, groups left without links dropped. */
export function visibleNav(entries: readonly NavEntrySpec[], shown: (item: GatedItem) => boolean): NavEntrySpec[] {
  const out: NavEntrySpec[] = [];
  for (const entry of entries) {
    if (!passesGate(entry.gate, shown)) continue;
    if (entry.kind !== 'group') {
      out.push(entry);
      continue;
    }
    const links = entry.links.filter((l) => passesGate(l.gate, shown));
    if (links.length > 0) out.push({ ...entry, links });
  }
  return out;
}
