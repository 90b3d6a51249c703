import { useId } from 'react';
import type { ReactNode } from 'react';
import { useShellIntl } from '@shell/api-client';
import { REFERRAL_BADGE_USDT } from '../internal/spec';
import { EntryTags, ReferralBadge } from '../components/EntryTags';
import { MenuItems } from '../components/MenuDropdown';
import type { MenuLink } from '../components/MenuDropdown';
import type { RemoteMenuItem } from '../data/remoteMenu';
import { useHeader } from '../internal/HeaderContext';
import { useHeaderFiats } from '../internal/fiat';
import { groupLinks } from '../model/navModel';
import { passesGate } from '../model/navBar';
import type { NavBarEntry, NavGroupKey } from '../model/navBar';
import { useRemoteTitle } from './RemoteEntry';
import type { useHeaderTags } from './useHeaderTags';

const lastSegment = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** The bar's entries that did not fit at the current width: the static ones, or the remote menu's. */
export interface NavOverflow {
  entries: readonly NavBarEntry[];
  remote: readonly RemoteMenuItem[];
  /** The testnet and "live trading" links, ready to draw. */
  links: readonly MenuLink[];
}

export interface NavGroupPanelProps {
  group: NavGroupKey;
  /** The bar's reading of the header-tag call (the bar reads it once for every entry). */
  tagsOf: ReturnType<typeof useHeaderTags>;
  /** "More" only: the bar's entries that did not fit, listed before the menu's own items. */
  overflow?: NavOverflow | undefined;
}

type TagsOf = ReturnType<typeof useHeaderTags>;

/** A labelled group of a menu (a dropdown entry that moved into "More"): its name, then its items. */
function MenuGroup({ label, links }: { label: ReactNode; links: readonly MenuLink[] }) {
  const id = useId();
  if (links.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id} className="shell-header__menu-group">
      <div id={id} className="shell-header__menu-heading">
        {label}
      </div>
      <MenuItems links={links} />
    </div>
  );
}

/** The links of one dropdown group that the policy shows, as menu items. */
function useGroupItems(tagsOf: TagsOf): (group: NavGroupKey) => MenuLink[] {
  const intl = useShellIntl();
  const { href, shown } = useHeader();
  const { buy: fiat } = useHeaderFiats();
  return (group) =>
    groupLinks(group, { fiat })
      .filter((link) => passesGate(link.gate, shown))
      .map((link) => ({
        key: link.key,
        label: intl.formatMessage(link.label, link.values),
        href: href(link.path),
        entry: `header.nav.${link.key}`,
        extra: (
          <>
            {link.badge === 'referral' ? <ReferralBadge amount={REFERRAL_BADGE_USDT} /> : null}
            <EntryTags tags={tagsOf(lastSegment(link.key))} />
          </>
        ),
      }));
}

/**
 * The entries that moved into "More": a link or market entry becomes one item (a market entry
 * leads to its page; its flyout needs the bar's room), a dropdown becomes a labelled group of its
 * items; remote items likewise (their links passed the §5 check when the menu was read).
 */
function OverflowItems({ overflow, tagsOf }: { overflow: NavOverflow; tagsOf: TagsOf }) {
  const intl = useShellIntl();
  const { href } = useHeader();
  const groupItems = useGroupItems(tagsOf);
  const title = useRemoteTitle();
  const out: ReactNode[] = [];
  let links: MenuLink[] = [];
  // Consecutive single items share one list; a group closes it and draws its own.
  const flush = () => {
    if (links.length > 0) out.push(<MenuItems key={`links-${out.length}`} links={links} />);
    links = [];
  };
  for (const entry of overflow.entries) {
    if (entry.kind === 'group') {
      flush();
      out.push(<MenuGroup key={entry.key} label={intl.formatMessage(entry.label)} links={groupItems(entry.key)} />);
      continue;
    }
    const values = entry.kind === 'link' ? entry.values : undefined;
    links.push({ key: entry.key, label: intl.formatMessage(entry.label, values), href: href(entry.path), entry: `header.nav.${entry.key}`, extra: <EntryTags tags={tagsOf(entry.key)} /> });
  }
  overflow.remote.forEach((item, index) => {
    // Server text: isolated (`bdi`) like in the bar, so its bidi controls stay inside the item.
    const label = <bdi>{title(item) || item.desc || item.code}</bdi>;
    if (item.children.length > 0) {
      flush();
      const children = item.children
        .filter((child) => child.jump_url)
        .map((child) => ({ key: child.code || title(child), label: <bdi>{title(child) || child.desc || child.code}</bdi>, href: child.jump_url, entry: `header.remote.${child.code}`, newTab: child.jump_type === 'external', extra: <EntryTags tags={child.tags} /> }));
      out.push(<MenuGroup key={`remote-${item.code}-${index}`} label={label} links={children} />);
    } else if (item.jump_url) {
      links.push({ key: `remote-${item.code}-${index}`, label, href: item.jump_url, entry: `header.remote.${item.code}`, newTab: item.jump_type === 'external', extra: <EntryTags tags={item.tags} /> });
    }
  });
  links.push(...overflow.links);
  flush();
  if (out.length === 0) return null;
  return (
    <>
      {out}
      <div role="separator" className="shell-header__menu-separator" />
    </>
  );
}

/**
 * The items of one navigation dropdown (Buy Crypto, Trading, Earn, More) that the policy shows:
 * a lazy part, so their labels and the link lists stay out of the bar's start-up code.
 */
export function NavGroupPanel({ group, tagsOf, overflow }: NavGroupPanelProps) {
  const groupItems = useGroupItems(tagsOf);
  return (
    <>
      {overflow ? <OverflowItems overflow={overflow} tagsOf={tagsOf} /> : null}
      <MenuItems links={groupItems(group)} />
    </>
  );
}
