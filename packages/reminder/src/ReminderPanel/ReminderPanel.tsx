import { useEffect, useId, useState } from 'react';
import { useShellIntl, useShellSession } from '@shell/api-client';
import { useGetReminderTabsQuery, useMarkReminderReadMutation } from '../api/reminderApi';
import { shellMessages } from '@shell/site-config/messages';
import { emitRedDot } from '../events';
import { reminderMessages } from '../messages/messages';
import type { UnreadSync } from '../unread/unreadSync';
import { ReminderList } from './ReminderList';
import { ReminderTabs, tabId } from './ReminderTabs';

export interface ReminderPanelProps {
  /** Messages per page: `REMINDER_PAGE_SIZE_DROPDOWN` (20) in the dropdown, 10 on the page. */
  pageSize: number;
  /** The shared unread count to keep in step with what this panel learns (marks, tab counts). */
  sync: UnreadSync | null;
  /** Called after a message click navigated. */
  onNavigate?: () => void;
}

/**
 * Tabs and the selected tab's messages, used by the dropdown and the page. Mount it only for a
 * signed-in user: it requests the tabs at once. Opening it refreshes the tabs; selecting a tab
 * (the first shown one to begin with) refreshes its list and marks that type read.
 */
export function ReminderPanel({ pageSize, sync, onNavigate }: ReminderPanelProps) {
  const intl = useShellIntl();
  const { lang } = useShellSession();
  const idPrefix = `shell-reminder${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { data: allTabs, isLoading } = useGetReminderTabsQuery({ lang }, { refetchOnMountOrArgChange: true });
  const [markRead] = useMarkReminderReadMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const tabs = (allTabs ?? []).filter((tab) => tab.is_show);
  const selectedTab = tabs.find((tab) => tab.code === chosen) ?? tabs[0];
  const selected = selectedTab?.code ?? null;
  const selectedUnread = selectedTab?.unread_num ?? 0;

  // What the tabs say is the freshest unread news: share it, and tell the page when any is unread.
  useEffect(() => {
    if (!allTabs || allTabs.length === 0) return;
    sync?.applyCounts(Object.fromEntries(allTabs.map((tab) => [tab.code, tab.unread_num])));
    const total = tabs.reduce((sum, tab) => sum + tab.unread_num, 0);
    if (total > 0) emitRedDot({ show: true, total });
    // `tabs` is derived from `allTabs`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allTabs, sync]);

  const markTypeRead = async (code: string): Promise<boolean> => {
    const result = await markRead({ msg_type: code });
    const ok = result.data?.success === true;
    if (ok) sync?.markedRead(code);
    return ok;
  };

  // Opening a tab marks its type read (spec §4) — only when it has unread messages, so browsing
  // read tabs costs no request. A failed mark changes nothing and is not retried in a loop.
  useEffect(() => {
    if (selected !== null && selectedUnread > 0) void markTypeRead(selected);
    // Once per selected tab with unread messages; markTypeRead is recreated every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected, selectedUnread > 0]);

  if (isLoading) {
    return (
      <p className="shell-reminder-panel__status" role="status">
        {intl.formatMessage(reminderMessages.loading)}
      </p>
    );
  }
  if (selected === null) return <p className="shell-reminder-panel__empty">{intl.formatMessage(shellMessages.noData)}</p>;

  return (
    <div className="shell-reminder-panel">
      <ReminderTabs tabs={tabs} selected={selected} onSelect={setChosen} idPrefix={idPrefix} />
      <div className="shell-reminder-panel__body" role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={tabId(idPrefix, selected)}>
        <ReminderList
          key={selected}
          code={selected}
          size={pageSize}
          serverUnread={selectedUnread}
          onMarkAllRead={() => markTypeRead(selected)}
          onNavigate={onNavigate}
        />
      </div>
    </div>
  );
}
