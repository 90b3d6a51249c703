import type { RemoteMenuItem } from '../data/remoteMenu';

/** Where a remote menu is drawn: the header (`web`) or the side menu (`h5`) — spec §5. */
export type MenuSurface = 'web' | 'h5';

export interface MenuForPlatformOptions {
  platform: MenuSurface;
  /**
   * The compliance menu list: the codes it names are hidden — items whose code is in it (spec §3:
   * the menu list names hidden items, e.g. launchpad, xstocks, ondo, fiat_trade — the entry goes,
   * not only its tag) and tags whose code is in it (spec §5).
   */
  hiddenCodes?: readonly string[];
}

/**
 * The items of one surface: items (and children) for another platform are dropped, `hidden`
 * items and items the compliance menu list names are dropped, and tags it names are removed. Pure, so the header
 * and the drawer can share one fetched menu.
 */
export function menuForPlatform(items: readonly RemoteMenuItem[], options: MenuForPlatformOptions): RemoteMenuItem[] {
  const hidden = new Set(options.hiddenCodes ?? []);
  const visit = (list: readonly RemoteMenuItem[]): RemoteMenuItem[] =>
    list
      .filter((item) => !item.hidden && (item.platform_type === 'all' || item.platform_type === options.platform))
      .filter((item) => item.code === '' || !hidden.has(item.code))
      .map((item) => ({
        ...item,
        tags: item.tags.filter((tag) => !hidden.has(tag.code)),
        children: visit(item.children),
      }));
  return visit(items);
}

/** A horizontal dropdown shows its children in two columns, the first one longer (spec §5: half, rounded up). */
export function splitDropdownColumns<T>(children: readonly T[]): [T[], T[]] {
  const half = Math.ceil(children.length / 2);
  return [children.slice(0, half), children.slice(half)];
}
