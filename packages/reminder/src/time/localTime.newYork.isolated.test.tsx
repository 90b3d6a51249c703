import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { inZone, REFERENCE_TIMES, shownTime } from './localTime.test-helper';

// Issue 22 item 13: notification timestamps show the time of the notification in the user's
// local time; they must not shift with the market reference-time setting (spec §3 settings:
// "reference time (24h, utc0, utc8)" is for market data). The same message in another zone: localTime.tokyo.isolated.test.tsx.

describe('notification time in the user’s local time: America/New_York (UTC−4 in September)', () => {
  inZone('America/New_York');
  it.each(REFERENCE_TIMES)('reference time %s: 09/23/2025, 04:00', (referenceTime) => {
    expect(shownTime(referenceTime)).toBe('09/23/2025, 04:00');
    expect(screen.queryByText(/GMT/)).toBeNull();
  });
});

