import { useMemo, useRef } from 'react';
import { useCommonData, useShellIntl } from '@shell/api-client';
import type { RemoteMenuItem } from '../data/remoteMenu';
import { ShellLink, useShellHost } from '@shell/ui';
import { liveTradingHref } from '../internal/routes';
import { EntryTags } from '../components/EntryTags';
import { MenuDropdown } from '../components/MenuDropdown';
import { useHeader } from '../internal/HeaderContext';
import { headerMessages } from '../messages/header';
import { NavGroupPanelPart, preloadOn } from '../internal/parts';
import type { NavBarEntry } from '../model/navBar';
import { testnetEntryHref } from '../model/links';
import { MarketEntry } from './MarketEntry';
import { RemoteEntry } from './RemoteEntry';
import { prefetchLevel } from './flyoutPrefetch';
import { useHeaderTags } from './useHeaderTags';
import { NAV_ITEM_KEY, useNavOverflow } from './useNavOverflow';
import type { NavOverflow } from './NavGroupPanel';

type TagsOf = ReturnType<typeof useHeaderTags>;

/**
 * One static entry of the bar; `tagsOf` comes from the bar, which reads the tag call once.
 * `overflow`: for the "More" menu, the bar's entries that did not fit (listed first in its panel).
 */
function StaticEntry({ entry, tagsOf, overflow }: { entry: NavBarEntry; tagsOf: TagsOf; overflow?: NavOverflow }) {
  const intl = useShellIntl();
  const { href, slots } = useHeader();
  if (entry.kind === 'market') {
    return (
      <>
        <MarketEntry kind={entry.key} label={intl.formatMessage(entry.label)} href={href(entry.path)} tags={<EntryTags tags={tagsOf(entry.key)} />} />
        {entry.key === 'trade' && slots.placements?.subSiteTrade ? <div className="shell-header__placement">{slots.placements.subSiteTrade}</div> : null}
      </>
    );
  }
  if (entry.kind === 'link') {
    return (
      <div className="shell-header__entry" data-entry={entry.key}>
        <ShellLink href={href(entry.path)} entry={`header.nav.${entry.key}`} className="shell-header__link">
          {intl.formatMessage(entry.label, entry.values)}
          <EntryTags tags={tagsOf(entry.key)} />
        </ShellLink>
      </div>
    );
  }
  return (
    <MenuDropdown
      name={entry.key}
      label={intl.formatMessage(entry.label)}
      panel={<NavGroupPanelPart group={entry.key} tagsOf={tagsOf} overflow={overflow} />}
      footer={entry.key === 'more' && slots.placements?.moreMenu ? <div className="shell-header__placement">{slots.placements.moreMenu}</div> : null}
    />
  );
}

/** A link the bar adds after its entries: the testnet entry or the "live trading" link. */
interface TestnetLink {
  key: 'testnet' | 'liveTrading';
  label: string;
  href: string;
  entry: string;
  accent: boolean;
}

/** The testnet entry (main site) and the "live trading" link (testnet site or demo mode). */
function useTestnetLinks(demoMode: boolean): TestnetLink[] {
  const intl = useShellIntl();
  const { shown, loggedIn } = useHeader();
  const { pathname } = useShellHost();
  const common = useCommonData();
  const out: TestnetLink[] = [];
  if (shown('header.testnetTrade')) {
    const href = testnetEntryHref({ loggedIn, authorizeHost: common?.mockAuthorizeHost ?? '' });
    out.push({ key: 'testnet', label: intl.formatMessage(headerMessages.testnet), href, entry: 'header.testnet', accent: false });
  }
  if (shown('header.backTrade') || demoMode) {
    out.push({ key: 'liveTrading', label: intl.formatMessage(headerMessages.liveTrading), href: liveTradingHref(pathname), entry: 'header.liveTrading', accent: true });
  }
  return out;
}

function TestnetEntry({ link }: { link: TestnetLink }) {
  const { slots } = useHeader();
  return (
    <div className="shell-header__entry" data-entry={link.key}>
      <ShellLink href={link.href} entry={link.entry} className={`shell-header__link${link.accent ? ' shell-header__link--accent' : ''}`}>
        {link.label}
      </ShellLink>
      {link.key === 'testnet' && slots.placements?.testnet ? <div className="shell-header__placement">{slots.placements.testnet}</div> : null}
    </div>
  );
}

export interface NavBarProps {
  entries: readonly NavBarEntry[];
  /** The remote menu items (new menu system), or null for the static navigation. */
  remote: readonly RemoteMenuItem[] | null;
  demoMode: boolean;
}

const NO_OVERFLOW: NavOverflow = { entries: [], remote: [], links: [] };

/** The key an entry's item carries in the bar's list (`data-nav-key`). */
const remoteKey = (item: RemoteMenuItem, index: number) => `remote-${item.code}-${index}`;

/**
 * The desktop navigation, priority+: the entries in policy order on one line, and those that do
 * not fit at the current width move into the "More" menu (listed first there), which stays at the
 * end of the bar with the testnet links. Nothing scrolls and nothing is cut: an entry shows whole
 * in the bar or in "More", at any width and in both directions.
 */
export function NavBar({ entries, remote, demoMode }: NavBarProps) {
  const intl = useShellIntl();
  const listRef = useRef<HTMLDivElement | null>(null);
  const tagsOf = useHeaderTags();
  const moreEntry = entries.find((entry) => entry.kind === 'group' && entry.key === 'more');
  const listed = useMemo(() => entries.filter((entry) => entry !== moreEntry), [entries, moreEntry]);
  const testnetLinks = useTestnetLinks(demoMode);
  const keys = [...(remote === null ? listed.map((entry) => entry.key) : remote.map(remoteKey)), ...testnetLinks.map((link) => link.key)];
  const hidden = useNavOverflow(listRef, keys);
  const { slots } = useHeader();
  const navPreload = preloadOn(NavGroupPanelPart);
  const out = new Set(hidden);
  const overflow: NavOverflow =
    hidden.length === 0
      ? NO_OVERFLOW
      : {
          entries: remote === null ? listed.filter((entry) => out.has(entry.key)) : [],
          remote: remote === null ? [] : remote.filter((item, index) => out.has(remoteKey(item, index))),
          links: testnetLinks.filter((link) => out.has(link.key)).map(({ key, label, href, entry }) => ({ key, label, href, entry })),
        };
  return (
    // The dropdowns' items are a chunk of their own: fetched as the pointer or focus enters the bar.
    // The pointer entering the bar is intent too: the flyouts' code and shared data start then
    // (an entry's own list starts as the pointer reaches that entry, MarketEntry).
    <nav
      className="shell-header__nav"
      aria-label={intl.formatMessage(headerMessages.navigation)}
      {...navPreload}
      onPointerEnter={() => {
        navPreload.onPointerEnter();
        if (slots.renderFlyout && slots.prefetchFlyout && prefetchLevel() > 0) slots.prefetchFlyout();
      }}
    >
      <div ref={listRef} className="shell-header__nav-list" data-overflowing={hidden.length > 0 ? '' : undefined}>
        {remote === null
          ? listed.map((entry) => (
              <div key={entry.key} className="shell-header__nav-item" {...{ [NAV_ITEM_KEY]: entry.key }}>
                <StaticEntry entry={entry} tagsOf={tagsOf} />
              </div>
            ))
          : remote.map((item, index) => (
              <div key={remoteKey(item, index)} className="shell-header__nav-item" {...{ [NAV_ITEM_KEY]: remoteKey(item, index) }}>
                <RemoteEntry item={item} />
              </div>
            ))}
        {testnetLinks.map((link) => (
          <div key={link.key} className="shell-header__nav-item" {...{ [NAV_ITEM_KEY]: link.key }}>
            <TestnetEntry link={link} />
          </div>
        ))}
      </div>
      {moreEntry ? <StaticEntry entry={moreEntry} tagsOf={tagsOf} overflow={overflow} /> : null}
    </nav>
  );
}
