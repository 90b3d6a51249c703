import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useShellIntl, useShellSession } from '@shell/api-client';
import type { ReminderTab } from '../schemas/tabs';
import { moveFocus } from '@shell/ui';
import { textDirection } from '@shell/site-config';
import { formatUnreadBadge } from '../internal/spec';
import { reminderMessages } from '../messages/messages';

/** The element id of a tab (codes come from the server: anything but `[A-Za-z0-9_-]` is replaced). */
export function tabId(idPrefix: string, code: string): string {
  return `${idPrefix}-tab-${code.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

export interface ReminderTabsProps {
  /** Shown tabs only. */
  tabs: readonly ReminderTab[];
  selected: string;
  onSelect: (code: string) => void;
  /** Id prefix shared with the tab panel (`tabId(idPrefix, code)`, `${idPrefix}-panel`). */
  idPrefix: string;
}

/**
 * WAI-ARIA tabs with manual activation: arrows (mirrored in right-to-left), Home and End move the
 * focus, Enter or Space selects. Selecting costs requests (refresh + mark read), so moving the
 * focus alone does not.
 */
export function ReminderTabs({ tabs, selected, onSelect, idPrefix }: ReminderTabsProps) {
  const intl = useShellIntl();
  const { lang } = useShellSession();
  const listRef = useRef<HTMLDivElement | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    // In right-to-left the next tab is on the left.
    const key = textDirection(lang) === 'rtl' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight') ? (event.key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft') : event.key;
    if (moveFocus(items, key, true)) event.preventDefault();
  };

  return (
    <div className="shell-reminder-tabs" role="tablist" aria-label={intl.formatMessage(reminderMessages.tabsLabel)} ref={listRef} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.code === selected;
        const badge = formatUnreadBadge(tab.unread_num);
        return (
          <button
            key={tab.code}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.code)}
            className={active ? 'shell-reminder-tabs__tab shell-reminder-tabs__tab--active' : 'shell-reminder-tabs__tab'}
            aria-selected={active}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.code)}
          >
            <span className="shell-reminder-tabs__name">
              {/* The tab's name from the server: isolated, so its bidi controls cannot reorder the unread count. */}
              <bdi>{tab.name || tab.code}</bdi>
            </span>
            {badge !== '' && (
              <>
                <span className="shell-reminder-tabs__badge" aria-hidden="true">
                  {badge}
                </span>
                {/* A word break for the accessible name: "Trading 12 unread", not "Trading12 unread". */}
                {' '}
                <span className="shell-visually-hidden">{intl.formatMessage(reminderMessages.tabUnread, { count: tab.unread_num })}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
