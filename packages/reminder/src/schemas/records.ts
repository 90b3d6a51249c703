import * as z from 'zod/mini';
import { parseItems, readText, toSeconds } from '@shell/api-client/core';
import { codedEnvelope, flag, optNum, optStr } from '@shell/api-client/schemas';

/**
 * `GET /apiw/v2/herald/renew/record?page=&size=&code=&language=&now=` →
 * `{ code, data: { list: message[], total, unread_num } }` (spec §7).
 * A message carries title, content, isread, send_timest, type and extras (spec §3), plus the
 * notification routing fields the reminder package resolves links from.
 */
export const reminderMessageSchema = z.object({
  id: optStr(),
  title: optStr(),
  content: optStr(),
  isread: flag(false),
  /** Seconds or milliseconds on the wire; seconds after normalizing. */
  send_timest: optNum(0),
  type: optStr(),
  template_id: optStr(),
  template_args: z.transform<unknown, unknown[]>((value) => (Array.isArray(value) ? value : [])),
  extras: z.transform<unknown, Record<string, unknown>>((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {},
  ),
});

export interface ReminderMessage {
  /** Stable key: the server id, else the extras' `mid`, else type + time + position. */
  id: string;
  title: string;
  content: string;
  isread: boolean;
  /** Seconds. */
  send_timest: number;
  type: string;
  template_id: string;
  template_args: unknown[];
  extras: Record<string, unknown>;
}

export const reminderRecordsResponseSchema = codedEnvelope(
  z.object({ list: z.array(z.unknown()), total: optNum(0), unread_num: optNum(0) }),
);
export type ReminderRecordsResponse = z.infer<typeof reminderRecordsResponseSchema>;

export interface ReminderRecords {
  list: ReminderMessage[];
  total: number;
  unread_num: number;
  page: number;
  size: number;
}

/** Spec §8: a failed record fetch reads as an empty first page of 10. */
export function emptyReminderRecords(): ReminderRecords {
  return { list: [], total: 0, unread_num: 0, page: 1, size: 10 };
}

export function normalizeReminderRecords(body: ReminderRecordsResponse, page: number, size: number) {
  const parsed = parseItems(body.data.list, reminderMessageSchema);
  const list: ReminderMessage[] = parsed.items.map((raw, position) => {
    const mid = readText(raw.extras.mid);
    const id = raw.id || mid || `${raw.type}-${raw.send_timest}-${page}-${position}`;
    return { ...raw, id, send_timest: toSeconds(raw.send_timest) };
  });
  const value: ReminderRecords = {
    list,
    total: Math.max(0, Math.floor(body.data.total)),
    unread_num: Math.max(0, Math.floor(body.data.unread_num)),
    page,
    size,
  };
  return { value, dropped: parsed.dropped, samples: parsed.samples };
}

/** Spec §4: "load more" while page × size < total. */
export function hasMoreReminderRecords(records: Pick<ReminderRecords, 'page' | 'size' | 'total'>): boolean {
  return records.page * records.size < records.total;
}
