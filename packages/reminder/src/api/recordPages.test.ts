import { describe, expect, it } from 'vitest';
import { createTestStore } from '@shell/test-utils';
import { REMINDER_PAGE_SIZE_DROPDOWN } from '../internal/spec';
import { reminderApi, nextReminderPage } from './reminderApi';

const { getReminderRecordPages, markReminderRead } = reminderApi.endpoints;
const arg = { code: 'trade', lang: 'en' as const, size: REMINDER_PAGE_SIZE_DROPDOWN };

describe('getReminderRecordPages (load more)', () => {
  it('loads page after page until page × size reaches the total', async () => {
    const { store } = createTestStore({ user: 'user' });
    const sub = store.dispatch(getReminderRecordPages.initiate(arg));
    await sub;
    for (let i = 0; i < 5; i++) await store.dispatch(getReminderRecordPages.initiate(arg, { direction: 'forward' }));
    const state = getReminderRecordPages.select(arg)(store.getState());
    expect(state.data?.pages.map((page) => page.list.length)).toEqual([20, 20, 20, 4]);
    expect(state.data?.pageParams).toEqual([1, 2, 3, 4]);
    expect(state.hasNextPage).toBe(false);
    sub.unsubscribe();
  });

  it('refetches every loaded page when the type is marked read', async () => {
    const { store } = createTestStore({ user: 'user' });
    const sub = store.dispatch(getReminderRecordPages.initiate(arg));
    await sub;
    await store.dispatch(getReminderRecordPages.initiate(arg, { direction: 'forward' }));
    await store.dispatch(markReminderRead.initiate({ msg_type: 'trade' }));
    await expect
      .poll(() => getReminderRecordPages.select(arg)(store.getState()).data?.pages.flatMap((page) => page.list).every((m) => m.isread))
      .toBe(true);
    expect(getReminderRecordPages.select(arg)(store.getState()).data?.pages).toHaveLength(2);
    sub.unsubscribe();
  });

  it('ends the list on a failed page instead of looping (its fallback says page 1, total 0)', async () => {
    const { store } = createTestStore({ user: 'user', faults: [{ call: 'reminderRecords', kind: 'http-500' }] });
    const sub = store.dispatch(getReminderRecordPages.initiate(arg));
    await sub;
    const state = getReminderRecordPages.select(arg)(store.getState());
    expect(state.data?.pages).toEqual([{ list: [], total: 0, unread_num: 0, page: 1, size: 10 }]);
    expect(state.hasNextPage).toBe(false);
    sub.unsubscribe();
  });

  it.each([
    [{ total: 64, size: 20 }, 1, 2],
    [{ total: 64, size: 20 }, 3, 4],
    [{ total: 64, size: 20 }, 4, undefined],
    [{ total: 40, size: 20 }, 2, undefined],
    [{ total: 0, size: 10 }, 1, undefined],
  ])('nextReminderPage(%j, page %i) → %s', (page, param, expected) => {
    expect(nextReminderPage({ list: [], unread_num: 0, page: 1, ...page }, param)).toBe(expected);
  });
});
