import type { PointerEvent, ReactNode } from 'react';
import { useShellIntl } from '@shell/api-client';
import { ShellLink, useDisclosure } from '@shell/ui';
import { headerMessages } from '../messages/header';
import { useHeader } from '../internal/HeaderContext';
import { useAnchoredPanel } from './useAnchoredPanel';
import type { HeaderEntryKind } from '../types';
import { IconChevronDown } from '../icons/icons';
import { prefetchLevel, useIdlePrefetch } from './flyoutPrefetch';

export interface MarketEntryProps {
  kind: HeaderEntryKind;
  label: string;
  href: string;
  tags?: ReactNode;
}

/**
 * A market entry (trade, futures, pre-market, pilot, options, memebox): a link to the market plus,
 * when the host gave `renderFlyout`, a flyout that opens on hover and from its own toggle button
 * (click, tap, Enter/Space/ArrowDown; Escape closes). The flyout is rendered only after the
 * first opening, so `@shell/markets` loads its code and data lazily.
 */
export function MarketEntry({ kind, label, href, tags }: MarketEntryProps) {
  const intl = useShellIntl();
  const { slots } = useHeader();
  const flyout = useDisclosure({ hover: true, pattern: 'disclosure' });
  useAnchoredPanel(flyout.open, flyout.panelProps.ref);
  const render = slots.renderFlyout;
  const prefetch = render ? slots.prefetchFlyout : undefined;
  useIdlePrefetch(kind, prefetch);
  // Intent: the pointer on the entry or focus inside it starts the flyout's code and first list
  // before the opening asks for them (which the opening then finds cached or in flight).
  const intent = () => prefetch && prefetchLevel() > 0 && prefetch(kind);
  const rootProps = render
    ? {
        ...flyout.rootProps,
        onPointerEnter: (event: PointerEvent<HTMLDivElement>) => {
          intent();
          flyout.rootProps.onPointerEnter(event);
        },
        onFocus: intent,
      }
    : {};
  // The flyout closes itself (Escape in its search, a row chosen) with `flyout.close`: focus that
  // was inside goes back to the toggle, as the disclosure pattern asks, instead of being lost with
  // the hidden panel. It is stable across renders, so the host's flyout (a memoized component)
  // skips re-rendering its list when the panel only opens or closes.
  return (
    <div {...rootProps} className="shell-header__entry" data-entry={kind}>
      <ShellLink href={href} entry={`header.nav.${kind}`} className="shell-header__link">
        {/* The label may be a remote menu title (server text): isolated like every text from data. */}
        <bdi>{label}</bdi>
        {tags}
      </ShellLink>
      {render ? (
        <>
          <button {...flyout.triggerProps} className="shell-header__toggle" aria-label={intl.formatMessage(headerMessages.showMenu, { name: label })}>
            <IconChevronDown size={14} className="shell-header__chevron" />
          </button>
          <div {...flyout.panelProps} className="shell-header__flyout">
            {flyout.everOpened ? render(kind, { open: flyout.open, close: flyout.close }) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
