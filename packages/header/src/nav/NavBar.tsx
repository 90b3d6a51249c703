import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useCommonData, useShellIntl } from '@shell/api-client';
import type { RemoteMenuItem } from '../data/remoteMenu';
import { ShellLink, useShellHost } from '@shell/ui';
import { IconChevronEnd, IconChevronStart } from '@shell/ui/icons';
import { textDirection } from '@shell/site-config';
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
import { useHeaderTags } from './useHeaderTags';
import { useNavScroll } from './useNavScroll';

type TagsOf = ReturnType<typeof useHeaderTags>;

/** One static entry of the bar; `tagsOf` comes from the bar, which reads the tag call once. */
function StaticEntry({ entry, tagsOf }: { entry: NavBarEntry; tagsOf: TagsOf }) {
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
      panel={<NavGroupPanelPart group={entry.key} tagsOf={tagsOf} />}
      footer={entry.key === 'more' && slots.placements?.moreMenu ? <div className="shell-header__placement">{slots.placements.moreMenu}</div> : null}
    />
  );
}

/** The testnet entry (main site) and the "live trading" link (testnet site or demo mode). */
export function TestnetLinks({ demoMode }: { demoMode: boolean }) {
  const intl = useShellIntl();
  const { shown, loggedIn, slots } = useHeader();
  const { pathname } = useShellHost();
  const common = useCommonData();
  const out: ReactNode[] = [];
  if (shown('header.testnetTrade')) {
    out.push(
      <div className="shell-header__entry" data-entry="testnet" key="testnet">
        <ShellLink href={testnetEntryHref({ loggedIn, authorizeHost: common?.mockAuthorizeHost ?? '' })} entry="header.testnet" className="shell-header__link">
          {intl.formatMessage(headerMessages.testnet)}
        </ShellLink>
        {slots.placements?.testnet ? <div className="shell-header__placement">{slots.placements.testnet}</div> : null}
      </div>,
    );
  }
  if (shown('header.backTrade') || demoMode) {
    out.push(
      <div className="shell-header__entry" data-entry="liveTrading" key="live">
        <ShellLink href={liveTradingHref(pathname)} entry="header.liveTrading" className="shell-header__link shell-header__link--accent">
          {intl.formatMessage(headerMessages.liveTrading)}
        </ShellLink>
      </div>,
    );
  }
  return <>{out}</>;
}

export interface NavBarProps {
  entries: readonly NavBarEntry[];
  /** The remote menu items (new menu system), or null for the static navigation. */
  remote: readonly RemoteMenuItem[] | null;
  demoMode: boolean;
}

/**
 * The desktop navigation: a horizontally scrolling list of entries with scroll arrows that appear
 * by scroll position (spec §4), mirrored in right-to-left languages.
 */
export function NavBar({ entries, remote, demoMode }: NavBarProps) {
  const intl = useShellIntl();
  const { lang } = useHeader();
  const listRef = useRef<HTMLDivElement | null>(null);
  const nav = useNavScroll(listRef, textDirection(lang));
  const tagsOf = useHeaderTags();
  const moreEntry = entries.find((entry) => entry.kind === 'group' && entry.key === 'more');
  return (
    // The dropdowns' items are a chunk of their own: fetched as the pointer or focus enters the bar.
    <nav className="shell-header__nav" aria-label={intl.formatMessage(headerMessages.navigation)} {...preloadOn(NavGroupPanelPart)}>
      {/* The arrows are a pointer convenience, out of the Tab order: keyboard focus reaches every
          entry itself and the browser scrolls the focused entry into view. A focusable arrow that
          appears and disappears as focus scrolls the list would be a tab stop behind the focus. */}
      {nav.canScrollBack ? (
        <button type="button" tabIndex={-1} className="shell-header__arrow shell-header__arrow--back" aria-label={intl.formatMessage(headerMessages.scrollBack)} onClick={() => nav.scroll('back')}>
          <IconChevronStart size={16} />
        </button>
      ) : null}
      <div ref={listRef} className="shell-header__nav-list">
        {remote === null
          ? entries.map((entry) => <StaticEntry key={entry.key} entry={entry} tagsOf={tagsOf} />)
          : [...remote.map((item, index) => <RemoteEntry key={`${item.code}-${index}`} item={item} />), moreEntry ? <StaticEntry key="more" entry={moreEntry} tagsOf={tagsOf} /> : null]}
        <TestnetLinks demoMode={demoMode} />
      </div>
      {nav.canScrollForward ? (
        <button type="button" tabIndex={-1} className="shell-header__arrow shell-header__arrow--forward" aria-label={intl.formatMessage(headerMessages.scrollForward)} onClick={() => nav.scroll('forward')}>
          <IconChevronEnd size={16} />
        </button>
      ) : null}
    </nav>
  );
}
