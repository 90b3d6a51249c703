import type { ReactNode } from 'react';
import { lazyPart } from '@shell/ui';
import { LazyFooter } from '@shell/footer/lazy';
import { Header } from '@shell/header';
import type { HeaderEntryKind, HeaderSlots } from '@shell/header';
import { AnnouncementBar } from '@shell/header/preferences';
import { PayWithPanel } from '@shell/markets/pay-with';
import { ReminderBell } from '@shell/reminder';

// The market flyouts are the lazily loaded chunk of the shell: nothing of @shell/markets (its
// components, and the market endpoints it injects) is downloaded before an entry is first opened
// (the header calls renderFlyout only then). A lazy part, not React.lazy: when the chunk cannot
// load, the slot keeps its fallback and one `lazy-part` error is reported, instead of the error
// unmounting the whole shell. The "Pay with" button shows at once, so it comes from its own small
// entry, imported with the header: loaded later, it would push the bar aside when it arrived.
const MarketFlyout = lazyPart('market-flyout', () => import('@shell/markets').then((module) => module.MarketFlyout));

function FlyoutLoading() {
  return <div className="demo-flyout-loading" aria-busy="true" />;
}

function renderFlyout(kind: HeaderEntryKind, state: { open: boolean; close: () => void }): ReactNode {
  return (
    <MarketFlyout kind={kind} open={state.open} onNavigate={state.close} fallback={<FlyoutLoading />} />
  );
}

const SLOTS: HeaderSlots = {
  renderFlyout,
  placements: {
    payWith: <PayWithPanel />,
  },
  bell: <ReminderBell />,
};

/**
 * The shell exactly as a host app composes it: announcement bar, header, the page, footer (a chunk
 * of its own, fetched as the page renders: it is below the fold).
 */
export function ShellFrame({ newMenuSystem, children }: { newMenuSystem?: string; children?: ReactNode }) {
  return (
    <>
      <AnnouncementBar />
      <Header slots={SLOTS} newMenuSystem={newMenuSystem} />
      {children}
      <LazyFooter />
    </>
  );
}
