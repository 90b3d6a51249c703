import { optionsRoute, preMarketRoute, ROUTES } from '@shell/site-config';
import { tradeRoute } from '../internal/routes';
import type { GatedItem, MessageDescriptor, SiteKey } from '@shell/site-config';
import { navMessages } from '../messages/header';
import type { HeaderEntryKind } from '../types';

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

/** The dropdown groups of the bar. */
export type NavGroupKey = 'buyCrypto' | 'trading' | 'earn' | 'more';

/**
 * A dropdown group as the bar draws it before it opens: its name and gate. Its links
 * (`groupLinks` in ./navModel) are only needed by the open panel and the drawer. Every group
 * holds links without a gate of their own (a test pins it), so a group shows exactly when its
 * own gate does.
 */
export interface NavGroupHead {
  kind: 'group';
  key: NavGroupKey;
  label: MessageDescriptor;
  gate?: GatedItem;
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

export type NavBarEntry = NavLinkSpec | NavGroupHead | MarketEntrySpec;

export const link = (key: string, label: MessageDescriptor, path: string, extra: Partial<NavLinkSpec> = {}): NavLinkSpec => ({
  kind: 'link',
  key,
  label,
  path,
  ...extra,
});

const market = (key: HeaderEntryKind, label: MessageDescriptor, path: string, gate?: GatedItem): MarketEntrySpec =>
  gate === undefined ? { kind: 'market', key, label, path } : { kind: 'market', key, label, path, gate };

const group = (key: NavGroupKey, label: MessageDescriptor, gate?: GatedItem): NavGroupHead =>
  gate === undefined ? { kind: 'group', key, label } : { kind: 'group', key, label, gate };

/**
 * The entries of the navigation bar (spec §2 header targets) for one site, in bar order, groups
 * without their links. Gates name the policy item of `@shell/site-config`; entries without an
 * item of their own use the nearest one (README, "Choices where the spec is silent").
 */
export function navBar(input: { site: SiteKey }): NavBarEntry[] {
  return [
    group('buyCrypto', navMessages.buyCrypto, 'header.nav.buyCrypto'),
    link('markets', navMessages.markets, ROUTES.price),
    market('trade', navMessages.trade, tradeRoute(input.site), 'header.trade'),
    market('futures', navMessages.futures, ROUTES.futuresUsdtBtc, 'header.nav.futures'),
    market('options', navMessages.options, optionsRoute('BTC_USDT'), 'header.nav.futures'),
    market('preMarket', navMessages.preMarket, preMarketRoute(), 'header.nav.web3'),
    market('pilot', navMessages.pilot, '/pilot', 'header.nav.web3'),
    market('memebox', navMessages.memebox, '/memebox', 'header.nav.web3'),
    group('trading', navMessages.trading, 'header.trade'),
    group('earn', navMessages.earn, 'header.nav.earn'),
    link('web3', navMessages.web3, ROUTES.web3, { gate: 'header.nav.web3' }),
    link('vip', navMessages.vip, ROUTES.vip, { gate: 'header.nav.vip' }),
    group('more', navMessages.more),
  ];
}

/** Whether the policy shows an entry or link: one without a gate always shows. */
export function passesGate(gate: GatedItem | undefined, shown: (item: GatedItem) => boolean): boolean {
  return gate === undefined || shown(gate);
}

/** The bar entries the policy shows (a group shows when its gate does: see `NavGroupHead`). */
export function visibleNavBar(entries: readonly NavBarEntry[], shown: (item: GatedItem) => boolean): NavBarEntry[] {
  return entries.filter((entry) => passesGate(entry.gate, shown));
}
