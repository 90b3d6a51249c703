import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { HeaderEntryKind } from './kinds';
import { useIsShown, useShellIntl, useShellSession } from '@shell/api-client';
import { useGetMarketTabsQuery } from '../api';
import type { MarketSubTab, MarketTab } from '../api';
import { marketsMessages as m } from '../messages';
import { useMarketMemory } from '../memory/useMarketMemory';
import { AlphaPanel } from '../panels/AlphaPanel';
import { DeliveryPanel } from '../panels/DeliveryPanel';
import { FuturesPanel } from '../panels/FuturesPanel';
import { MemeboxPanel } from '../panels/MemeboxPanel';
import { OptionsPanel } from '../panels/OptionsPanel';
import { PilotPanel } from '../panels/PilotPanel';
import { PreMarketPanel } from '../panels/PreMarketPanel';
import { SpotPanel } from '../panels/SpotPanel';
import type { PanelProps, PanelView } from '../panels/views';
import { groupTitle, subTabsOf } from './marketGroups';
import type { MarketGroup } from './marketGroups';
import { TabMenu } from './TabMenu';
import type { TabMenuItem } from './TabMenu';
import { useFlyoutTabs } from './useFlyoutTabs';
import type { FlyoutSection } from './useFlyoutTabs';
import { prefetchMarketFlyout } from './prefetch';

export interface MarketFlyoutProps {
  /** Which header entry the flyout belongs to. */
  kind: HeaderEntryKind;
  /** Whether the header's panel is open. Nothing loads before it has been true once. */
  open: boolean;
  /** Called when the flyout should close: a row was opened, or Escape was pressed. */
  onNavigate?: () => void;
}

/**
 * The content of a header market entry (spec §1/§4): tab groups, the remote tab menus, a search
 * field and the virtual market list. Renders nothing, and requests nothing, until the entry has
 * been opened once; stays mounted afterwards so the search and tab state survive closing.
 *
 * `MarketFlyout.prefetch(store, kind?)` starts what an opening shows first, ahead of it (the
 * header's `prefetchFlyout` slot calls it on intent and when the browser is idle): the remote tab
 * menu and, for `trade` and `futures`, their list; cached or in-flight queries are not asked
 * again and nothing stays subscribed. A static of the component rather than an export of its own,
 * so the chunk that holds the flyouts holds it too and the public surface does not grow.
 */
export const MarketFlyout = Object.assign(
  memo(function MarketFlyout({ kind, open, onNavigate }: MarketFlyoutProps) {
    const [everOpened, setEverOpened] = useState(open);
    // Remembered during render (not in an effect), so the first open renders the content at once.
    if (open && !everOpened) setEverOpened(true);
    if (!everOpened && !open) return null;
    return <FlyoutContent kind={kind} onClose={onNavigate} />;
  }),
  { prefetch: prefetchMarketFlyout },
);

type Intl = ReturnType<typeof useShellIntl>;
const NO_TABS: readonly MarketTab[] = Object.freeze([]);

function items(subs: readonly MarketSubTab[]): TabMenuItem[] {
  return subs.map((sub) => ({ key: sub.market, label: sub.title }));
}

/** Built-in sub-menus, used when the remote menu lacks the group (its §8 fallback is empty). */
function defaultSubs(group: MarketGroup, intl: Intl): MarketSubTab[] {
  const t = (market: string, title: string) => ({ market, title });
  switch (group) {
    case 'SPOT':
      return [t('ALL', intl.formatMessage(m.all))];
    case 'CONTRACT':
      return [t('USDT', intl.formatMessage(m.usdtMargined)), t('BTC', intl.formatMessage(m.coinMargined)), t('DELIVERY', intl.formatMessage(m.delivery))];
    case 'PILOT':
      return [t('ALL', intl.formatMessage(m.all)), t('HOT', intl.formatMessage(m.hot))];
    case 'MEMEBOX':
      return [t('HOT', intl.formatMessage(m.hot)), t('NEW', intl.formatMessage(m.new))];
    case 'OPTIONS':
      return [];
  }
}

const GROUP_OF_KIND: Readonly<Record<HeaderEntryKind, MarketGroup | null>> = {
  trade: 'SPOT',
  futures: 'CONTRACT',
  options: 'OPTIONS',
  pilot: 'PILOT',
  memebox: 'MEMEBOX',
  preMarket: null,
};

const GROUP_LABEL = { SPOT: m.spot, CONTRACT: m.futures, OPTIONS: m.options, PILOT: m.pilot, MEMEBOX: m.memebox } as const;

/** Kinds whose rows can be starred, so their flyout offers Favourites and Recently viewed tabs. */
const REMEMBERING_KINDS: ReadonlySet<HeaderEntryKind> = new Set(['trade', 'futures']);

/**
 * Memoized: opening or closing the header's panel changes only `open` above, so the tabs and the
 * list (hundreds of rows) are not rendered again by a hover (with a stable `onNavigate`, which the
 * header's entries give).
 */
const FlyoutContent = memo(function FlyoutContent({ kind, onClose }: { kind: HeaderEntryKind; onClose?: () => void }) {
  const intl = useShellIntl();
  const { site, lang } = useShellSession();
  const { data: tabs = NO_TABS, isLoading: tabsLoading } = useGetMarketTabsQuery({ site, lang });
  const showAlpha = useIsShown('header.nav.alpha');
  const favourites = useMarketMemory('favourites');
  const recent = useMarketMemory('recent');
  const [query, setQuery] = useState('');
  const panelId = `shell-markets-panel-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const group = GROUP_OF_KIND[kind];

  const sections: FlyoutSection[] = useMemo(() => {
    const out: FlyoutSection[] = [];
    if (REMEMBERING_KINDS.has(kind)) {
      if (favourites.ids.length > 0) out.push({ key: 'favourites', label: intl.formatMessage(m.favourites), subs: [] });
      if (recent.ids.length > 0) out.push({ key: 'recent', label: intl.formatMessage(m.recent), subs: [] });
    }
    if (group) {
      const label = groupTitle(tabs, group) ?? intl.formatMessage(GROUP_LABEL[group]);
      out.push({ key: group, label, subs: items(subTabsOf(tabs, group, defaultSubs(group, intl))) });
    } else {
      const subs = [
        { key: 'PRE_MARKET', label: intl.formatMessage(m.preMarket) },
        { key: 'PREMINT', label: intl.formatMessage(m.premint) },
      ];
      out.push({ key: 'PRE_MARKET', label: intl.formatMessage(m.preMarket), subs });
    }
    if (kind === 'trade' && showAlpha) out.push({ key: 'ALPHA', label: intl.formatMessage(m.alpha), subs: [] });
    return out;
  }, [kind, group, tabs, intl, favourites.ids.length, recent.ids.length, showAlpha]);

  const { top, sub, selectTop, selectSub } = useFlyoutTabs(sections, group ?? 'PRE_MARKET');
  const view: PanelView = top?.key === 'favourites' ? { type: 'favourites' } : top?.key === 'recent' ? { type: 'recent' } : { type: 'sub', sub: sub?.key ?? '' };
  const stableView = useMemo(() => view, [view.type, 'sub' in view ? view.sub : '']); // eslint-disable-line react-hooks/exhaustive-deps
  // The tabs and the field update at once; the list below follows in a deferred render React can
  // interrupt, so a click or a keystroke paints before thousands of pairs are ranked again.
  const listTop = useDeferredValue(top?.key ?? '');
  const listView = useDeferredValue(stableView);
  const filter = useDeferredValue(query);
  const stale = listTop !== (top?.key ?? '') || listView !== stableView || filter !== query;
  // Until the remote menu answers, a group's sub-menu is the built-in one (Spot: All), whose list
  // the menu's first entry (Spot: USDT) would replace a moment later: show the skeleton instead.
  const pending = tabsLoading && group !== null && listView.type === 'sub' && listTop !== 'ALPHA';
  const panelProps: PanelProps = { view: listView, query, filter, pending, onQueryChange: setQuery, onClose };
  const topLabel = top?.label ?? '';

  return (
    <section className={`shell-markets shell-markets--${kind}`} aria-label={intl.formatMessage(m.flyoutLabel, { group: sections.find((s) => s.key === (group ?? 'PRE_MARKET'))?.label ?? topLabel })}>
      {sections.length > 1 ? (
        <TabMenu items={sections} selected={top?.key ?? ''} onSelect={selectTop} label={intl.formatMessage(m.topMenuLabel)} controls={panelId} variant="top" />
      ) : null}
      {top && top.subs.length > 1 ? (
        <TabMenu items={top.subs} selected={sub?.key ?? ''} onSelect={selectSub} label={intl.formatMessage(m.subMenuLabel)} controls={panelId} variant="sub" />
      ) : null}
      <div id={panelId} className="shell-markets__body" aria-busy={stale || undefined}>
        {renderPanel(kind, listTop, listView, panelProps)}
      </div>
    </section>
  );
});

function renderPanel(kind: HeaderEntryKind, topKey: string, view: PanelView, props: PanelProps): ReactNode {
  if (topKey === 'ALPHA') return <AlphaPanel query={props.query} onQueryChange={props.onQueryChange} onClose={props.onClose} />;
  switch (kind) {
    case 'trade':
      return <SpotPanel {...props} />;
    case 'futures':
      return view.type === 'sub' && view.sub === 'DELIVERY' ? <DeliveryPanel {...props} /> : <FuturesPanel {...props} />;
    case 'options':
      return <OptionsPanel {...props} />;
    case 'pilot':
      return <PilotPanel {...props} />;
    case 'memebox':
      return <MemeboxPanel {...props} />;
    case 'preMarket':
      return <PreMarketPanel {...props} />;
  }
}
