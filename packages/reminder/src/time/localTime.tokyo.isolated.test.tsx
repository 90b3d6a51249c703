import { describe, expect, it } from 'vitest';
import { inZone, REFERENCE_TIMES, shownTime } from './localTime.test-helper';

// Issue 22 item 13: notification timestamps show the time of the notification in the user's
// local time; they must not shift with the market reference-time setting (spec §3 settings:
// "reference time (24h, utc0, utc8)" is for market data). The same message in another zone: localTime.newYork.isolated.test.tsx.

describe('notification time in the user’s local time: Asia/Tokyo (UTC+9)', () => {
  inZone('Asia/Tokyo');
  it.each(REFERENCE_TIMES)('reference time %s: 09/23/2025, 17:00', (referenceTime) => {
    expect(shownTime(referenceTime)).toBe('09/23/2025, 17:00');
  });
});
