import { describe, expect, it } from 'vitest';
import { REMINDER_PAGE_SIZE_DROPDOWN } from '../internal/spec';
import { REMINDER_CALLS } from './calls';
import { hasMoreReminderRecords } from '../schemas/records';
import { reminderApi } from './reminderApi';
import { countRequests, createTestStore } from '@shell/test-utils';

const { getReminderTabs, getReminderRecords, markReminderRead, getUnreadCount } = reminderApi.endpoints;

describe('reminder endpoints on the mock backend', () => {
  it('lists five tabs, one hidden, with unread counts', async () => {
    const { store } = createTestStore({ user: 'user' });
    const { data = [] } = await store.dispatch(getReminderTabs.initiate({ lang: 'en' }));
    expect(data).toHaveLength(5);
    expect(data.filter((tab) => !tab.is_show).map((tab) => tab.code)).toEqual(['campaign']);
    expect(data.find((tab) => tab.code === 'trade')).toMatchObject({ name: 'Trading', unread_num: 12 });
  });

  it('pages through a type until page × size reaches the total', async () => {
    const { store } = createTestStore({ user: 'user' });
    const pages = [];
    for (let page = 1; ; page++) {
      const { data } = await store.dispatch(getReminderRecords.initiate({ code: 'trade', lang: 'en', page, size: REMINDER_PAGE_SIZE_DROPDOWN }));
      pages.push(data!);
      if (!hasMoreReminderRecords(data!)) break;
    }
    expect(pages.map((p) => p.list.length)).toEqual([20, 20, 20, 4]);
    expect(pages[0]).toMatchObject({ total: 64, unread_num: 12, page: 1, size: 20 });
    const ids = pages.flatMap((p) => p.list.map((m) => m.id));
    expect(new Set(ids).size).toBe(64);
    expect(pages[0]!.list.filter((m) => !m.isread)).toHaveLength(12);
    expect(pages[0]!.list[0]!.send_timest).toBeGreaterThan(pages[0]!.list[1]!.send_timest);
  });

  it('marks a type read: tabs, records and the unread count follow, and cached queries refetch', async () => {
    const { store } = createTestStore({ user: 'user' });
    const unreadRequests = countRequests(REMINDER_CALLS.reminderUnread.path);
    const unread = store.dispatch(getUnreadCount.initiate());
    const tabs = store.dispatch(getReminderTabs.initiate({ lang: 'en' }));
    const records = store.dispatch(getReminderRecords.initiate({ code: 'trade', lang: 'en' }));
    expect((await unread).data).toEqual({ total: 19, byType: { system: 5, trade: 12, activity: 0, security: 2, campaign: 0 } });
    await Promise.all([tabs, records]);

    const result = await store.dispatch(markReminderRead.initiate({ msg_type: 'trade' }));
    expect(result.data).toEqual({ success: true, code: 200 });

    // The mutation invalidated the subscribed queries; wait for their refetches.
    await expect.poll(() => getUnreadCount.select()(store.getState()).data?.total).toBe(7);
    expect(unreadRequests.count).toBe(2);
    await expect.poll(() => getReminderTabs.select({ lang: 'en' })(store.getState()).data?.find((t) => t.code === 'trade')?.unread_num).toBe(0);
    await expect
      .poll(() => getReminderRecords.select({ code: 'trade', lang: 'en' })(store.getState()).data?.list.every((m) => m.isread))
      .toBe(true);
    for (const subscription of [unread, tabs, records]) subscription.unsubscribe();
  });

  it('leaves the count alone when marking read fails', async () => {
    const { store } = createTestStore({ user: 'user', faults: [{ call: 'reminderRead', kind: 'http-500' }] });
    const unreadRequests = countRequests(REMINDER_CALLS.reminderUnread.path);
    const unread = store.dispatch(getUnreadCount.initiate());
    await unread;
    const result = await store.dispatch(markReminderRead.initiate({ msg_type: 'trade' }));
    expect(result.data).toEqual({ success: false, code: 99999 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unreadRequests.count).toBe(1);
    expect(getUnreadCount.select()(store.getState()).data?.total).toBe(19);
    unread.unsubscribe();
  });

  it('gives a visitor no unread data', async () => {
    const { store, logger } = createTestStore({ user: 'visitor' });
    const { data } = await store.dispatch(getUnreadCount.initiate());
    expect(data).toEqual({ total: 0, byType: {} });
    expect(logger.entries).toHaveLength(1);
  });
});
