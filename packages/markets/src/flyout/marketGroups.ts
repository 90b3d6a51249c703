import type { MarketSubTab, MarketTab } from '../api';

/** The remote tab groups of spec §1 (`/apiw/v2/common/tabs`), plus the local alpha and pre-market groups. */
export type MarketGroup = 'SPOT' | 'CONTRACT' | 'PILOT' | 'OPTIONS' | 'MEMEBOX';

/**
 * Sub-menus of a group: the remote menu's when it has the group, else the built-in defaults
 * (the menu's §8 fallback is an empty list, and a flyout without sub-menus must still work).
 * Entries are upper-cased so `usdt` and `USDT` read the same.
 */
export function subTabsOf(tabs: readonly MarketTab[], group: MarketGroup, defaults: readonly MarketSubTab[]): MarketSubTab[] {
  const remote = tabs.find((tab) => tab.market.toUpperCase() === group);
  const subs = remote && remote.sub.length > 0 ? remote.sub : defaults;
  const seen = new Set<string>();
  const out: MarketSubTab[] = [];
  for (const sub of subs) {
    const market = sub.market.toUpperCase();
    if (seen.has(market)) continue;
    seen.add(market);
    out.push({ market, title: sub.title || market });
  }
  return out;
}

/** The remote title of a group, if the menu sent one. */
export function groupTitle(tabs: readonly MarketTab[], group: MarketGroup): string | undefined {
  return tabs.find((tab) => tab.market.toUpperCase() === group)?.title || undefined;
}
