import { afterAll, beforeAll, expect } from 'vitest';
import { renderWithShell } from '@shell/test-utils';
import type { ReferenceTime } from '@shell/site-config';
import type { ReminderMessage as ReminderMessageData } from '../schemas/records';
import { ReminderMessage } from '../ReminderMessage/ReminderMessage';

// Issue 22 item 13: notification timestamps show the time of the notification in the user's
// local time; they must not shift with the market reference-time setting (spec §3 settings:
// "reference time (24h, utc0, utc8)" is for market data).

const MESSAGE: ReminderMessageData = {
  id: 'm1',
  title: 'Order filled',
  content: 'Filled.',
  isread: false,
  send_timest: 1758614400, // 2025-09-23 08:00 UTC
  type: 'trade',
  template_id: 'spot_order_filled',
  template_args: [],
  extras: {},
};

/**
 * The runtime's zone is the user's: Node follows a change of process.env.TZ at once. One zone per
 * test file, because formatters made in one zone are cached for the file's module graph.
 */
export function inZone(zone: string) {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}

export const REFERENCE_TIMES: readonly ReferenceTime[] = ['24h', 'utc0', 'utc8'];

export function shownTime(referenceTime: ReferenceTime): string {
  const { unmount } = renderWithShell(<ReminderMessage message={MESSAGE} unread={false} />, { preloadedState: { shellSession: { referenceTime } as never } });
  const time = document.querySelector('time');
  const text = time?.textContent ?? '';
  expect(time).toHaveAttribute('datetime', '2025-09-23T08:00:00.000Z');
  unmount();
  return text;
}

