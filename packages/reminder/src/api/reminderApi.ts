import { REMINDER_PAGE_SIZE_DEFAULT } from '../internal/spec';
import type { LangCode } from '@shell/site-config';
import { shellApi } from '@shell/api-client';
import { acceptCode200 } from '@shell/api-client/core';
import { normalizedQueryFn } from '@shell/api-client/schemas';
import { REMINDER_CALLS } from './calls';
import { readFailure, reminderReadResponseSchema } from '../schemas/read';
import type { ReminderReadResult } from '../schemas/read';
import { emptyReminderRecords, hasMoreReminderRecords, normalizeReminderRecords, reminderRecordsResponseSchema } from '../schemas/records';
import type { ReminderRecords, ReminderRecordsResponse } from '../schemas/records';
import { normalizeReminderTabs, reminderTabsCode, reminderTabsResponseSchema } from '../schemas/tabs';
import type { ReminderTab, ReminderTabsResponse } from '../schemas/tabs';
import { acceptUnread, noUnread, reminderUnreadResponseSchema, sumUnread } from '../schemas/unread';
import type { ReminderUnreadCount, ReminderUnreadResponse } from '../schemas/unread';

export interface ReminderTabsArg {
  lang: LangCode;
}

export const reminderTabsQueryFn = normalizedQueryFn<ReminderTabsArg, ReminderTabsResponse, ReminderTab[]>({
  name: 'getReminderTabs',
  request: (arg) => ({ url: REMINDER_CALLS.reminderTabs.path, method: REMINDER_CALLS.reminderTabs.method, params: { language: arg.lang } }),
  schema: reminderTabsResponseSchema,
  accept: (body) => acceptCode200({ code: reminderTabsCode(body) }),
  normalize: normalizeReminderTabs,
  fallback: () => [],
});

export interface ReminderRecordsArg {
  /** Message type (the tab's `code`). */
  code: string;
  lang: LangCode;
  /** 1-based. Defaults to 1. */
  page?: number;
  /** Defaults to 10; the dropdown asks for 20 (`REMINDER_PAGE_SIZE_DROPDOWN`). */
  size?: number;
  /**
   * The `now` parameter, in seconds. Defaults to the time of the request, so it is left out of
   * the argument (and of the cache key) unless a caller pins it.
   */
  now?: number;
}

export const reminderRecordsQueryFn = normalizedQueryFn<ReminderRecordsArg, ReminderRecordsResponse, ReminderRecords>({
  name: 'getReminderRecords',
  request: (arg) => ({
    url: REMINDER_CALLS.reminderRecords.path,
    method: REMINDER_CALLS.reminderRecords.method,
    params: {
      page: arg.page ?? 1,
      size: arg.size ?? REMINDER_PAGE_SIZE_DEFAULT,
      code: arg.code,
      language: arg.lang,
      now: arg.now ?? Math.floor(Date.now() / 1000),
    },
  }),
  schema: reminderRecordsResponseSchema,
  accept: acceptCode200,
  normalize: (body, arg) => normalizeReminderRecords(body, arg.page ?? 1, arg.size ?? REMINDER_PAGE_SIZE_DEFAULT),
  fallback: emptyReminderRecords,
});

/** The argument of the paged ("load more") record list: one tab, one page size. */
export interface ReminderRecordPagesArg {
  /** Message type (the tab's `code`). */
  code: string;
  lang: LangCode;
  /** Defaults to 10; the dropdown asks for 20 (`REMINDER_PAGE_SIZE_DROPDOWN`). */
  size?: number;
}

/**
 * The next page to load after `lastPage` (1-based), or `undefined` when page × size has reached
 * the total (spec §4). Counts from the page that was asked for, not from the answer's `page`, so a
 * failed page (whose §8 fallback says page 1, total 0) ends the list instead of looping.
 */
export function nextReminderPage(lastPage: ReminderRecords, lastPageParam: number): number | undefined {
  return hasMoreReminderRecords({ page: lastPageParam, size: lastPage.size, total: lastPage.total }) ? lastPageParam + 1 : undefined;
}

export interface MarkReminderReadArg {
  /** The message type to mark read (a tab's `code`). */
  msg_type: string;
}

export const markReminderReadQueryFn = normalizedQueryFn<MarkReminderReadArg, { code: number }, ReminderReadResult>({
  name: 'markReminderRead',
  request: (arg) => ({ url: REMINDER_CALLS.reminderRead.path, method: REMINDER_CALLS.reminderRead.method, form: { msg_type: arg.msg_type } }),
  schema: reminderReadResponseSchema,
  accept: acceptCode200,
  normalize: (body) => ({ value: { success: true, code: body.code }, dropped: 0 }),
  fallback: readFailure,
});

export const unreadCountQueryFn = normalizedQueryFn<void, ReminderUnreadResponse, ReminderUnreadCount>({
  name: 'getUnreadCount',
  request: () => ({ url: REMINDER_CALLS.reminderUnread.path, method: REMINDER_CALLS.reminderUnread.method }),
  schema: reminderUnreadResponseSchema,
  accept: acceptUnread,
  normalize: (body) => ({ value: sumUnread(body.data ?? {}), dropped: 0 }),
  fallback: noUnread,
});

export const reminderApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** Reminder tabs with their unread counts; `[]` on failure (spec §8). */
    getReminderTabs: build.query<ReminderTab[], ReminderTabsArg>({
      queryFn: reminderTabsQueryFn,
      providesTags: ['ReminderTabs'],
    }),
    /** One page of a tab's messages; an empty first page of 10 on failure (spec §8). */
    getReminderRecords: build.query<ReminderRecords, ReminderRecordsArg>({
      queryFn: reminderRecordsQueryFn,
      providesTags: (_result, _error, arg) => [{ type: 'ReminderRecords', id: arg.code }],
    }),
    /**
     * A tab's messages as "load more" pages (RTK Query infinite query): `fetchNextPage()` asks
     * for the next page while page × size < total. Every page is the same call as
     * `getReminderRecords`, with the same §8 fallback; invalidating the tab's records refetches
     * every loaded page.
     */
    getReminderRecordPages: build.infiniteQuery<ReminderRecords, ReminderRecordPagesArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => nextReminderPage(lastPage, lastPageParam),
      },
      queryFn: ({ queryArg, pageParam }, api) => reminderRecordsQueryFn({ ...queryArg, page: pageParam }, api),
      providesTags: (_result, _error, arg) => [{ type: 'ReminderRecords', id: arg.code }],
    }),
    /**
     * Marks a message type read. Resolves `{ success: false, code: 99999 }` on failure (spec §8)
     * and then invalidates nothing, so the badge stays as it was.
     */
    markReminderRead: build.mutation<ReminderReadResult, MarkReminderReadArg>({
      queryFn: markReminderReadQueryFn,
      invalidatesTags: (result, _error, arg) =>
        result?.success ? ['ReminderTabs', 'ReminderUnread', { type: 'ReminderRecords', id: arg.msg_type }] : [],
    }),
    /** Unread counts per type and their sum; none on failure, logged (spec §8). */
    getUnreadCount: build.query<ReminderUnreadCount, void>({
      queryFn: unreadCountQueryFn,
      providesTags: ['ReminderUnread'],
    }),
  }),
});

export const {
  useGetReminderTabsQuery,
  useLazyGetReminderTabsQuery,
  useGetReminderRecordsQuery,
  useLazyGetReminderRecordsQuery,
  useGetReminderRecordPagesInfiniteQuery,
  useMarkReminderReadMutation,
  useGetUnreadCountQuery,
  useLazyGetUnreadCountQuery,
} = reminderApi;
