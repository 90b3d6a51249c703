import * as z from 'zod/mini';
import { codedEnvelope } from '@shell/api-client/schemas';

/**
 * `GET /apiw/v2/herald/msg/unread/num` → `{ code, data: { [type]: count } }` (spec §7). Visitors
 * get `{ code: 401 }` without data: {@link acceptUnread} rejects it as a business code and the
 * count reads as none.
 */
export const reminderUnreadResponseSchema = codedEnvelope(
  z.optional(z.record(z.string(), z.union([z.number(), z.string().check(z.regex(/^\d+$/))]))),
);
export type ReminderUnreadResponse = z.infer<typeof reminderUnreadResponseSchema>;

export interface ReminderUnreadCount {
  /** Summed over types; the red dot shows when it is above 0. */
  total: number;
  byType: Record<string, number>;
}

export function noUnread(): ReminderUnreadCount {
  return { total: 0, byType: {} };
}

export function sumUnread(map: Record<string, number | string>): ReminderUnreadCount {
  const byType: Record<string, number> = {};
  let total = 0;
  for (const [type, raw] of Object.entries(map)) {
    // A 400-digit count is "very many", not Infinity (which no other tab would accept, see parseSyncMessage).
    const count = Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, Math.floor(Number(raw))));
    byType[type] = count;
    total += count;
  }
  return { total, byType };
}

export function acceptUnread(body: ReminderUnreadResponse): true | string {
  if (body.code !== 200) return `code ${body.code}`;
  return body.data ? true : 'no data';
}
