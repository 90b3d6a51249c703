import { useEffect, useState } from 'react';
import { useShellIntl, useShellSession } from '@shell/api-client';
import { useGetReminderRecordPagesInfiniteQuery } from '../api/reminderApi';
import type { ReminderMessage as ReminderMessageData, ReminderRecords } from '../schemas/records';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import { shellMessages } from '@shell/site-config/messages';
import { reminderMessages } from '../messages/messages';
import { ReminderMessage } from '../ReminderMessage/ReminderMessage';

export interface ReminderListProps {
  /** The tab (message type) to list. */
  code: string;
  /** Page size: 20 in the dropdown, 10 elsewhere (spec §9). */
  size: number;
  /** Unread messages of this type on the server (the tab's `unread_num`). */
  serverUnread: number;
  /** Marks the type read; resolves whether it worked. */
  onMarkAllRead: () => Promise<boolean>;
  onNavigate?: () => void;
}

type Pages = InfiniteData<ReminderRecords, number> | undefined;

/**
 * Ids shown as unread: every message that arrived unread while this list is mounted. Opening a
 * tab marks its type read on the server at once (spec §4), so without this the unread marks would
 * vanish as soon as they appear; they stay until the tab changes or "Mark all as read" is used.
 */
function useUnreadHighlights(pages: Pages) {
  const [seen, setSeen] = useState<{ pages: Pages; ids: ReadonlySet<string> }>({ pages: undefined, ids: new Set() });
  if (seen.pages !== pages) {
    const ids = new Set(seen.ids);
    for (const page of pages?.pages ?? []) for (const message of page.list) if (!message.isread) ids.add(message.id);
    setSeen({ pages, ids });
  }
  const clear = () => setSeen({ pages, ids: new Set() });
  return { ids: seen.ids, clear };
}

/** The loaded pages as one list; a message that moved to the next page while paging is shown once. */
function uniqueMessages(pages: Pages): ReminderMessageData[] {
  const seen = new Set<string>();
  const out: ReminderMessageData[] = [];
  for (const page of pages?.pages ?? []) {
    for (const message of page.list) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out;
}

/**
 * One tab's messages, paged: the first page on mount (refreshed when it was cached, spec §4
 * "opening a tab refreshes it"), "Load more" while page × size < total, the shared empty state
 * `reminder.no.data` when there is nothing (a failed fetch included, spec §8).
 */
export function ReminderList({ code, size, serverUnread, onMarkAllRead, onNavigate }: ReminderListProps) {
  const intl = useShellIntl();
  const { lang } = useShellSession();
  const { data, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage } = useGetReminderRecordPagesInfiniteQuery(
    { code, lang, size },
    { refetchOnMountOrArgChange: true },
  );
  // "Load more" asks for one more page than is loaded, and the effect fetches until the list has
  // them. A request RTK Query drops, or a refresh that overwrites the pages (opening a tab marks it
  // read, which refetches the list), therefore never loses the user's click.
  const loadedPages = data?.pages.length ?? 0;
  const [wantedPages, setWantedPages] = useState(1);
  useEffect(() => {
    if (!isFetching && hasNextPage && loadedPages > 0 && loadedPages < wantedPages) void fetchNextPage();
  }, [isFetching, hasNextPage, loadedPages, wantedPages, fetchNextPage]);
  const loadMore = () => setWantedPages(loadedPages + 1);
  const highlights = useUnreadHighlights(data);
  const [marking, setMarking] = useState(false);
  const messages = uniqueMessages(data);
  const canMarkAll = !marking && (serverUnread > 0 || highlights.ids.size > 0);

  const markAll = async () => {
    setMarking(true);
    const ok = await onMarkAllRead();
    setMarking(false);
    if (ok) highlights.clear();
  };

  return (
    <div className="shell-reminder-list">
      <div className="shell-reminder-list__actions">
        <button type="button" className="shell-reminder-list__mark-all" disabled={!canMarkAll} onClick={() => void markAll()}>
          {intl.formatMessage(reminderMessages.markAllRead)}
        </button>
      </div>
      {isLoading ? (
        <p className="shell-reminder-list__status" role="status">
          {intl.formatMessage(reminderMessages.loading)}
        </p>
      ) : messages.length === 0 ? (
        <p className="shell-reminder-list__empty">{intl.formatMessage(shellMessages.noData)}</p>
      ) : (
        <ul className="shell-reminder-list__items">
          {messages.map((message) => (
            <li key={message.id} className="shell-reminder-list__item">
              <ReminderMessage message={message} unread={!message.isread || highlights.ids.has(message.id)} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && !isLoading && (
        <button type="button" className="shell-reminder-list__more" disabled={isFetchingNextPage} aria-busy={isFetchingNextPage} onClick={loadMore}>
          {intl.formatMessage(isFetchingNextPage ? reminderMessages.loading : reminderMessages.loadMore)}
        </button>
      )}
    </div>
  );
}
