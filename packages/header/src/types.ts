import type { ReactNode } from 'react';
import type { RemoteMenuItem } from './data/remoteMenu';
import type { HeaderEntryKind, MenuPlacement } from '@shell/site-config';

export type { HeaderEntryKind, MenuPlacement };

/** What the host plugs into the header. */
export interface HeaderSlots {
  /**
   * Draws the flyout of a market entry. Called only once the entry has been opened (hover,
   * focus or click), so flyout code and data load lazily; `open` follows the dropdown and
   * `close` closes it (e.g. after a row was chosen). `close` is the same function on every call,
   * so a memoized flyout (`MarketFlyout` is) skips rendering its content when only `open` changes.
   */
  renderFlyout?: (kind: HeaderEntryKind, state: { open: boolean; close: () => void }) => ReactNode;
  /**
   * Starts loading a flyout ahead of its first opening: its code and shared data (no `kind`), plus
   * the entry's first list (`kind`). The header calls it on intent — the pointer entering the
   * navigation (no kind) or an entry, focus reaching an entry — and once when the browser is idle
   * after load for the spot and futures entries; never offline, with Save-Data or on 2g, the idle
   * call only on a fast link and not on a phone layout. It must not throw and must not request
   * what is cached or in flight (it is called on every pointer-enter). Used only with `renderFlyout`.
   */
  prefetchFlyout?: (kind?: HeaderEntryKind) => void;
  /**
   * Panels at fixed places: `payWith` (action bar, before search), `tabSearch` (beside search),
   * `extraPanel` (end of the action bar), `testnet` (beside the testnet entry), `moreMenu`
   * (bottom of the More menu), `subSiteTrade` (after the trade entry).
   */
  placements?: Partial<Record<MenuPlacement, ReactNode>>;
  /** The notification bell (`<ReminderBell />`); shown to logged-in users where the site has notifications. */
  bell?: ReactNode;
}

export interface HeaderProps {
  /** What the host puts into the header: the market flyouts (`renderFlyout`, `prefetchFlyout`), content at named places (`placements`) and the notification bell (`bell`). */
  slots?: HeaderSlots;
  /** The environment flag of the new (remote) menu system: `'true'` turns it on (main site only). */
  newMenuSystem?: string;
  /** The structure menu the server passed, used when the remote menu fails or is empty and no menu of the language is cached. */
  structureMenu?: readonly RemoteMenuItem[];
  /** Login URL from configuration (default `/login`, language-prefixed). */
  loginUrl?: string;
  /** Signup URL from configuration (default `/signup`, language-prefixed). */
  signupUrl?: string;
  /** Demo mode: shows the "live trading" link to the real host with the current path. */
  demoMode?: boolean;
  /** Extra class on the header's root element. */
  className?: string;
}
