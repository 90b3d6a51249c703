import * as z from 'zod/mini';
import { parseItems } from '@shell/api-client/core';
import { codedEnvelope, flag, optNum, optStr } from '@shell/api-client/schemas';

/**
 * `GET /apiw/v2/herald/renew/tab?language=` → an array of tabs (spec §7). Sent by the exchange
 * wrapped as `{ code, data: tab[] }`; a bare array is accepted too, since the spec shows only
 * "array of tabs".
 */
export const reminderTabSchema = z.object({
  code: z.string().check(z.minLength(1)),
  name: optStr(),
  unread_num: optNum(0),
  /** Hidden tabs are not shown; absent means shown. */
  is_show: flag(true),
  content: optStr(),
});
export type ReminderTab = z.infer<typeof reminderTabSchema>;

export const reminderTabsResponseSchema = z.union([
  z.array(z.unknown()),
  codedEnvelope(z.array(z.unknown())),
]);
export type ReminderTabsResponse = z.infer<typeof reminderTabsResponseSchema>;

/** The business code of a tabs body (a bare array counts as 200). */
export function reminderTabsCode(body: ReminderTabsResponse): number {
  return Array.isArray(body) ? 200 : body.code;
}

export function normalizeReminderTabs(body: ReminderTabsResponse) {
  const parsed = parseItems(Array.isArray(body) ? body : body.data, reminderTabSchema);
  const value = parsed.items.map((tab) => ({ ...tab, unread_num: Math.max(0, Math.floor(tab.unread_num)) }));
  return { value, dropped: parsed.dropped, samples: parsed.samples };
}
