import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reminderReadResponseSchema } from './read';
import { hasMoreReminderRecords, normalizeReminderRecords, reminderRecordsResponseSchema } from './records';
import type { ReminderMessage, ReminderRecordsResponse } from './records';
import { normalizeReminderTabs, reminderTabsResponseSchema } from './tabs';
import type { ReminderTabsResponse } from './tabs';
import { acceptUnread, reminderUnreadResponseSchema, sumUnread } from './unread';
import type { ReminderUnreadResponse } from './unread';
import { anyValue, envelopeOf, expectPlainData, hostileBody, listOf, parseOrUndefined, RUNS, shaped, textish } from '@shell/test-utils/hostile';

/**
 * Hostile input into the reminder (herald) schemas and normalizers (issue 8): never throw;
 * counts are whole, non-negative and finite; ids are unique strings; a normalized page written
 * back in its wire shape normalizes to itself.
 */

const numberish = fc.oneof(fc.integer(), fc.double(), fc.integer().map(String), fc.constantFrom<unknown>('1.5', '', '-3', 1e12, 1.7e12, 1e15, 1e16, 1e308));
const flagValue = fc.constantFrom<unknown>(true, false, 1, 0, '1', '0', 'true', 'false', null);

function expectCount(value: number): void {
  expect(Number.isInteger(value)).toBe(true);
  expect(value).toBeGreaterThanOrEqual(0);
}

const tab = shaped(['code', 'name', 'unread_num', 'is_show', 'content'], { code: textish, unread_num: numberish, is_show: flagValue });

const message = shaped(['id', 'title', 'content', 'isread', 'send_timest', 'type', 'template_id', 'template_args', 'extras'], {
  id: textish,
  title: textish,
  content: textish,
  isread: flagValue,
  send_timest: numberish,
  type: textish,
  template_args: fc.array(anyValue, { maxLength: 3 }),
  extras: shaped(['mid', 'url', 'web_url', 'market', 'isAllowHref'], { mid: textish, web_url: textish }),
});

describe('reminder schemas and normalizers', () => {
  it('tabs: a bare array or an envelope; codes non-empty; unread counts whole and non-negative; twice = once', () => {
    let kept = 0;
    fc.assert(
      fc.property(hostileBody(fc.oneof(listOf(tab), envelopeOf(listOf(tab)))), (input) => {
        const body = parseOrUndefined<ReminderTabsResponse>(reminderTabsResponseSchema, input);
        if (body === undefined) return;
        const once = normalizeReminderTabs(body);
        const sent = Array.isArray(body) ? body.length : body.data.length;
        expect(once.value.length + once.dropped).toBe(sent);
        kept += once.value.length;
        expectPlainData(once.value);
        for (const t of once.value) {
          expect(t.code).not.toBe('');
          expectCount(t.unread_num);
          expect(typeof t.is_show).toBe('boolean');
        }
        const twice = normalizeReminderTabs(parseOrUndefined<ReminderTabsResponse>(reminderTabsResponseSchema, once.value) as ReminderTabsResponse);
        expect(twice.dropped).toBe(0);
        expect(twice.value).toEqual(once.value);
      }),
      { numRuns: RUNS },
    );
    expect(kept).toBeGreaterThan(0);
  });

  it('records: whole counts, non-empty string ids, seconds, lists and records where promised; twice = once', () => {
    const data = shaped(['list', 'total', 'unread_num'], { list: listOf(message, 8), total: numberish, unread_num: numberish });
    const page = fc.integer({ min: 1, max: 50 });
    const size = fc.constantFrom(10, 20);
    const rewrap = (m: ReminderMessage) => m;
    let kept = 0;
    fc.assert(
      fc.property(hostileBody(envelopeOf(data)), page, size, (input, p, s) => {
        const body = parseOrUndefined<ReminderRecordsResponse>(reminderRecordsResponseSchema, input);
        if (body === undefined) return;
        const once = normalizeReminderRecords(body, p, s);
        expect(once.value.list.length + once.dropped).toBe(body.data.list.length);
        kept += once.value.list.length;
        expectPlainData(once.value, new Set(['extras', 'template_args']));
        expectCount(once.value.total);
        expectCount(once.value.unread_num);
        expect(typeof hasMoreReminderRecords(once.value)).toBe('boolean');
        const ids = once.value.list.map((m) => m.id);
        expect(ids.every((id) => typeof id === 'string' && id !== '')).toBe(true);
        for (const m of once.value.list) {
          expect(Number.isInteger(m.send_timest) && m.send_timest >= 0 && m.send_timest < 1e12).toBe(true);
          expect(Array.isArray(m.template_args)).toBe(true);
          expect(typeof m.extras === 'object' && m.extras !== null && !Array.isArray(m.extras)).toBe(true);
        }
        const again = { code: 200, data: { list: once.value.list.map(rewrap), total: once.value.total, unread_num: once.value.unread_num } };
        const twice = normalizeReminderRecords(parseOrUndefined<ReminderRecordsResponse>(reminderRecordsResponseSchema, again) as ReminderRecordsResponse, p, s);
        expect(twice.dropped).toBe(0);
        expect(twice.value).toEqual(once.value);
      }),
      { numRuns: RUNS },
    );
    expect(kept).toBeGreaterThan(0);
  });

  it('read mark: whatever the body, a numeric code or a parse failure', () => {
    fc.assert(
      fc.property(hostileBody(shaped(['code', 'message', 'data'], { code: fc.constantFrom<unknown>(200, '200', 500, '-1', 'x') })), (input) => {
        const out = parseOrUndefined(reminderReadResponseSchema, input);
        if (out !== undefined) expect(Number.isNaN(out.code)).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it('unread counts: the total is the sum of the per-type counts, each whole, non-negative and finite', () => {
    const counts = fc.dictionary(
      fc.oneof(fc.constantFrom('1', '2', 'system', '__proto__', 'constructor', 'toString'), fc.string({ maxLength: 5 })),
      fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.nat().map(String), fc.constantFrom<unknown>('9'.repeat(400), 1e308, Number.MAX_SAFE_INTEGER, '12', '-1', 'x')),
      { maxKeys: 6 },
    );
    let accepted = 0;
    fc.assert(
      fc.property(hostileBody(envelopeOf(counts)), (input) => {
        const body = parseOrUndefined<ReminderUnreadResponse>(reminderUnreadResponseSchema, input);
        if (body === undefined || acceptUnread(body) !== true) return;
        accepted++;
        const once = sumUnread(body.data ?? {});
        expectPlainData(once);
        expectCount(once.total);
        Object.values(once.byType).forEach(expectCount);
        expect(once.total).toBe(Object.values(once.byType).reduce((sum, count) => sum + count, 0));
        expect(sumUnread(once.byType)).toEqual(once);
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});
