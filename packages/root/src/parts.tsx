import { useCallback, useMemo } from 'react';
import { useShellStore } from '@shell/api-client';
import type { ComponentProps, ReactNode } from 'react';
import { lazyPart } from '@shell/ui';
import type { LazyPart } from '@shell/ui';
import { LazyFooter } from '@shell/footer/lazy';
import type { FooterProps } from '@shell/footer/lazy';
import { Header as BareHeader } from '@shell/header';
import type { HeaderEntryKind, HeaderProps, HeaderSlots } from '@shell/header';
import { AnnouncementBar as BareAnnouncementBar } from '@shell/header/preferences';
import { PayWithPanel } from '@shell/markets/pay-with';
import { ReminderBell as BareReminderBell } from '@shell/reminder';
import { useCatalogsReady } from './catalogsReady';
import { MarketFlyoutSkeleton } from './flyoutSkeleton';

// The market flyouts are the lazily loaded chunk of the shell: nothing of @shell/markets (its
// components, and the market endpoints it injects) is downloaded before an entry is first opened
// (the header calls renderFlyout only then). A lazy part, not React.lazy: when the chunk cannot
// load, the slot keeps its fallback and one `lazy-part` error is reported, instead of the error
// unmounting the whole shell. "Pay with" shows at once, so it comes from its own small entry,
// imported with the header: loaded later, it would push the bar aside when it arrived.
const loadMarkets = () => import('@shell/markets');
const MarketFlyout = lazyPart('market-flyout', () => loadMarkets().then((module) => module.MarketFlyout));

// Until the chunk is in, the panel shows its skeleton (its box, tabs, field and rows), never an empty pill.
function renderFlyout(kind: HeaderEntryKind, state: { open: boolean; close: () => void }): ReactNode {
  return <MarketFlyout kind={kind} open={state.open} onNavigate={state.close} fallback={<MarketFlyoutSkeleton kind={kind} />} />;
}

const DEFAULT_SLOTS: HeaderSlots = {
  renderFlyout,
  placements: { payWith: <PayWithPanel /> },
  bell: <BareReminderBell />,
};

/**
 * The header's `prefetchFlyout` for the default flyouts (issue 24): the flyouts' chunk through the
 * lazy part (so the first opening renders without a Suspense round trip), then
 * `MarketFlyout.prefetch` on the shell's store (tab menu and the entry's list, deduplicated by RTK
 * Query; a failed call logs its fallback line there). A chunk that cannot load is left to the
 * opening, which tries again and reports it.
 */
function usePrefetchFlyout(): (kind?: HeaderEntryKind) => void {
  const store = useShellStore();
  return useCallback(
    (kind?: HeaderEntryKind) => {
      void MarketFlyout.preload();
      loadMarkets().then(
        (module) => module.MarketFlyout.prefetch(store, kind),
        () => {},
      );
    },
    [store],
  );
}

/**
 * `@shell/header`'s Header with the shell's own parts in its slots: the market flyouts (a lazy
 * chunk), "Pay with" and the notification bell. A slot the host sets replaces the default
 * (`bell: null` removes the bell); placements merge by name. The default flyouts come with their
 * prefetch (`prefetchFlyout`: on intent, and when the browser is idle after load).
 */
export function Header({ slots, ...props }: HeaderProps) {
  const ready = useCatalogsReady();
  const prefetchFlyout = usePrefetchFlyout();
  const merged = useMemo<HeaderSlots>(() => {
    const defaults = { ...DEFAULT_SLOTS, prefetchFlyout };
    if (slots === undefined) return defaults;
    // A host's own renderFlyout gets only its own prefetchFlyout: ours would load flyouts it does not draw.
    const prefetch = slots.renderFlyout ? slots.prefetchFlyout : (slots.prefetchFlyout ?? prefetchFlyout);
    return { ...defaults, ...slots, prefetchFlyout: prefetch, placements: { ...DEFAULT_SLOTS.placements, ...slots.placements } };
  }, [slots, prefetchFlyout]);
  // Nothing until the language's catalogs are in: no text shows in English first.
  return ready ? <BareHeader {...props} slots={merged} /> : null;
}

/**
 * The footer as a chunk of its own: it sits below the fold, so the page's start-up code does not
 * wait for it. It still server-renders: a streaming render (Next.js, `renderToReadableStream`)
 * waits for the chunk, and `renderToString` has it after `await Footer.preload()`. The browser
 * hydrates the server's markup in place once the chunk is in. Like every part, it renders nothing
 * until the language's catalogs are in.
 */
export const Footer: LazyPart<FooterProps> = Object.assign(
  function Footer(props: ComponentProps<typeof LazyFooter>) {
    return useCatalogsReady() ? <LazyFooter {...props} /> : null;
  },
  { preload: LazyFooter.preload },
);

/** The site's announcement bar; nothing until the language's catalogs are in. */
export function AnnouncementBar() {
  return useCatalogsReady() ? <BareAnnouncementBar /> : null;
}

/**
 * The notification bell; nothing until the language's catalogs are in. Its working half is a
 * chunk of its own: `renderToString` of a signed-in page awaits `ReminderBell.preload()` first (a
 * streaming render waits for it by itself).
 */
export const ReminderBell = Object.assign(
  function ReminderBell() {
    return useCatalogsReady() ? <BareReminderBell /> : null;
  },
  { preload: BareReminderBell.preload },
);
