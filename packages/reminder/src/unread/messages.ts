import type { ReminderUnreadCount } from '../schemas/unread';

/** What tabs tell each other (see `createUnreadSync`). */
export type SyncMessage =
  | { kind: 'hello'; from: string }
  | { kind: 'claim'; from: string; at: number }
  | { kind: 'resign'; from: string }
  | { kind: 'count'; from: string; count: ReminderUnreadCount; fetchedAt: number }
  | { kind: 'read'; from: string; msgType: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function readCount(value: unknown): ReminderUnreadCount | null {
  if (!isRecord(value) || !isCount(value.total) || !isRecord(value.byType)) return null;
  const byType: Record<string, number> = {};
  for (const [type, count] of Object.entries(value.byType)) {
    if (!isCount(count)) return null;
    byType[type] = Math.floor(count);
  }
  return { total: Math.floor(value.total), byType };
}

/**
 * Checks a message from another tab. Tabs of one origin are trusted code, but a storage key can
 * be written by anything on the origin: whatever does not have the exact shape is dropped.
 */
export function parseSyncMessage(raw: unknown): SyncMessage | null {
  if (!isRecord(raw) || typeof raw.from !== 'string' || raw.from === '') return null;
  const from = raw.from;
  switch (raw.kind) {
    case 'hello':
    case 'resign':
      return { kind: raw.kind, from };
    case 'claim':
      return isCount(raw.at) ? { kind: 'claim', from, at: raw.at } : null;
    case 'count': {
      const count = readCount(raw.count);
      return count && isCount(raw.fetchedAt) ? { kind: 'count', from, count, fetchedAt: raw.fetchedAt } : null;
    }
    case 'read':
      return typeof raw.msgType === 'string' && raw.msgType !== '' ? { kind: 'read', from, msgType: raw.msgType } : null;
    default:
      return null;
  }
}
