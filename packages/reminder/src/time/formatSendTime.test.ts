import { describe, expect, it } from 'vitest';
import { formatSendTime, sendTimeIso } from './formatSendTime';

// The shell's intl formats dates with Intl.DateTimeFormat: the same formatter, en-US.
const intl = { formatDate: (value: number | Date | string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options).format(new Date(value)) };
const SENT = 1758614400; // 2025-09-23 08:00 UTC

describe('formatSendTime', () => {
  it.each([
    ['UTC', '09/23/2025, 08:00'],
    ['Asia/Tokyo', '09/23/2025, 17:00'],
    ['America/New_York', '09/23/2025, 04:00'],
    ['Pacific/Kiritimati', '09/23/2025, 22:00'],
    ['Pacific/Pago_Pago', '09/22/2025, 21:00'],
  ])('shows the time in the timeZone option %s: %s', (timeZone, expected) => {
    expect(formatSendTime(intl, SENT, { timeZone })).toBe(expected);
  });

  it('writes midnight as 00, never 24 (24-hour clock)', () => {
    expect(formatSendTime(intl, 1758585600, { timeZone: 'UTC' })).toBe('09/23/2025, 00:00');
  });

  it('gives <time dateTime> the instant in UTC', () => {
    expect(sendTimeIso(SENT)).toBe('2025-09-23T08:00:00.000Z');
  });
});
