import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { LazyFooter } from '@shell/footer/lazy';
import { Header } from '@shell/header';
import type { HeaderEntryKind, HeaderSlots } from '@shell/header';
import { AnnouncementBar } from '@shell/header/preferences';
import { PayWithPanel } from '@shell/markets/pay-with';
import { ReminderBell } from '@shell/reminder';

// The market flyouts are the lazily loaded chunk of the shell: nothing of @shell/markets is
// downloaded before an entry is first opened (the header calls renderFlyout only then). The
// "Pay with" button shows at once, so it comes from its own small entry (1.4 KB), imported with
// the header: loaded later, it would push the bar aside when it arrived.
const MarketFlyout = lazy(() => import('@shell/markets').then((module) => ({ default: module.MarketFlyout })));

function FlyoutLoading() {
  return <div className="demo-flyout-loading" aria-busy="true" />;
}

function renderFlyout(kind: HeaderEntryKind, state: { open: boolean; close: () => void }): ReactNode {
  return (
    <Suspense fallback={<FlyoutLoading />}>
      <MarketFlyout kind={kind} open={state.open} onNavigate={state.close} />
    </Suspense>
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
