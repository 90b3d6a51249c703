import { useState } from 'react';
import type { TabMenuItem } from './TabMenu';

export interface FlyoutSection extends TabMenuItem {
  /** The section's sub-menu; empty for none. */
  subs: readonly TabMenuItem[];
}

/**
 * Top menu and sub-menu selection of a flyout. Choosing a top menu resets the sub-menu to its
 * first entry (spec §4). A selection that disappears (e.g. the last favourite un-starred) falls
 * back to the default section.
 */
export function useFlyoutTabs(sections: readonly FlyoutSection[], defaultKey: string) {
  const [topKey, setTopKey] = useState(defaultKey);
  const [subKey, setSubKey] = useState<string | null>(null);
  const top = sections.find((s) => s.key === topKey) ?? sections.find((s) => s.key === defaultKey) ?? sections[0];
  const sub = top?.subs.find((s) => s.key === subKey) ?? top?.subs[0];
  const selectTop = (key: string) => {
    setTopKey(key);
    setSubKey(null);
  };
  return { top, sub, selectTop, selectSub: setSubKey };
}
