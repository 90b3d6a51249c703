import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useIsShown, useShellSession, useShellStore, useUserInfo } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import { reminderApi } from '../api/reminderApi';
import { noUnread } from '../schemas/unread';
import { UNREAD_CHANNEL_PREFIX } from './constants';
import { retainUnreadSync, unreadSyncFor } from './registry';
import { browserTabEnvironment } from './tabEnvironment';
import { openSyncTransport } from './transport';
import { createUnreadSync, EMPTY_UNREAD } from './unreadSync';
import type { UnreadSnapshot, UnreadSync } from './unreadSync';

const noSubscription = () => () => {};
const emptySnapshot = () => EMPTY_UNREAD;

function createBrowserUnreadSync(store: ShellStore, channel: string): UnreadSync {
  return createUnreadSync({
    fetchCount: async () => {
      const result = await store.dispatch(reminderApi.endpoints.getUnreadCount.initiate(undefined, { subscribe: false, forceRefetch: true }));
      return result.data ?? noUnread();
    },
    openTransport: () => openSyncTransport(channel),
    tabEnvironment: browserTabEnvironment,
    // Another tab marked a type read: lists and tabs this tab shows of it are stale now.
    onRemoteRead: (msgType) => store.dispatch(reminderApi.util.invalidateTags(['ReminderTabs', { type: 'ReminderRecords', id: msgType }])),
  });
}

/**
 * The unread poller of this store for the signed-in user, or `null` when the notification bell is
 * not shown (visitors, sites that hide it): then nothing is requested. It starts with its first
 * user and stops with its last; the transport and timers exist only in the browser (effects).
 */
export function useUnreadSync(): UnreadSync | null {
  const store = useShellStore();
  const shown = useIsShown('header.notifications');
  const { uid } = useUserInfo();
  const { site } = useShellSession();
  const key = shown && uid ? `${UNREAD_CHANNEL_PREFIX}:${site}:${uid}` : null;
  const sync = useMemo(() => (key ? unreadSyncFor(store, key, () => createBrowserUnreadSync(store, key)) : null), [store, key]);
  useEffect(() => (sync && key ? retainUnreadSync(store, key, sync) : undefined), [store, key, sync]);
  return sync;
}

/** The shared unread count (zero on the server, for visitors and before the first answer). */
export function useUnreadSnapshot(sync: UnreadSync | null): UnreadSnapshot {
  return useSyncExternalStore(sync ? sync.subscribe : noSubscription, sync ? sync.getSnapshot : emptySnapshot, emptySnapshot);
}
