import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { moveFocus } from '@shell/ui';

export interface TabMenuItem {
  key: string;
  label: string;
}

export interface TabMenuProps {
  items: readonly TabMenuItem[];
  selected: string;
  onSelect: (key: string) => void;
  label: string;
  /** Id of the region the tabs control. */
  controls: string;
  variant: 'top' | 'sub';
}

/**
 * A row of tabs (WAI-ARIA tabs with manual activation): Left/Right/Home/End move focus between
 * tabs (mirrored in right-to-left by the browser's own order), Enter/Space or a click selects.
 * Only the selected tab is in the Tab order.
 */
export function TabMenu({ items, selected, onSelect, label, controls, variant }: TabMenuProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const rtl = listRef.current !== null && getComputedStyle(listRef.current).direction === 'rtl';
    const key = rtl && event.key === 'ArrowLeft' ? 'ArrowRight' : rtl && event.key === 'ArrowRight' ? 'ArrowLeft' : event.key;
    if (moveFocus(tabs, key, true)) event.preventDefault();
  };
  if (items.length === 0) return null;
  return (
    <div ref={listRef} role="tablist" aria-label={label} className={`shell-markets__tabs shell-markets__tabs--${variant}`} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === selected}
          aria-controls={controls}
          tabIndex={item.key === selected ? 0 : -1}
          className="shell-markets__tab"
          onClick={() => onSelect(item.key)}
        >
          {/* A tab title may come from the server (market tabs): isolated, like every text from data. */}
          <bdi>{item.label}</bdi>
        </button>
      ))}
    </div>
  );
}
