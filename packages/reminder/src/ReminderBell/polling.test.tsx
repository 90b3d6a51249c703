import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { CALLS } from '@shell/api-client/core';
import { REMINDER_CALLS } from '../api/calls';
import { countRequests, mockBackend, renderWithShell } from '@shell/test-utils';
import type { ShellTestOptions } from '@shell/test-utils';
import { UNREAD_POLL_INITIAL_DELAY_MS, UNREAD_POLL_MS } from '../internal/spec';
import { advance, settle, settleUntil, setVisibility, useFakeClock } from '../testing/helpers';
import { ReminderBell } from './ReminderBell';

const HOUR = 3_600_000;

// The bell's working half is a lazy chunk: load it before the fake clock, as a signed-in page's
// mount would, so the counts below measure polling and not how long a dynamic import takes.
beforeAll(() => ReminderBell.preload());

/** Renders the bell and waits until user info has answered (and, when visible, the first count). */
async function mountBell(user: 'user' | 'visitor' = 'user', faults: ShellTestOptions['faults'] = []) {
  const unread = countRequests(REMINDER_CALLS.reminderUnread.path);
  const userInfo = countRequests(CALLS.userInfo.path);
  const view = renderWithShell(<ReminderBell />, { user, faults });
  const expectCount = user === 'user' && document.visibilityState === 'visible';
  await act(() => settleUntil(() => (expectCount ? unread.count > 0 && screen.queryByRole('button') !== null : userInfo.count > 0)));
  await act(() => settle());
  return { unread, view };
}

const focusWindow = () => act(() => void window.dispatchEvent(new Event('focus')));

afterEach(() => setVisibility('visible', false));

describe('unread polling (spec §4), counted through MSW', () => {
  it('fetches once on mount and shows the summed count', async () => {
    useFakeClock();
    const { unread } = await mountBell();
    expect(unread.count).toBe(1);
    expect(screen.getByRole('button', { name: 'Notifications, 19 unread' })).toBeInTheDocument();
  });

  it('fetches again on window focus', async () => {
    useFakeClock();
    const { unread } = await mountBell();
    await act(() => advance(10_000));
    await focusWindow();
    await act(() => settle());
    expect(unread.count).toBe(2);
  });

  it('waits 60 s before the periodic mode, then polls once per 300 s', async () => {
    useFakeClock();
    const { unread } = await mountBell();
    await act(() => advance(UNREAD_POLL_INITIAL_DELAY_MS));
    expect(unread.count).toBe(1);
    await act(() => advance(UNREAD_POLL_MS - 10_000));
    expect(unread.count).toBe(1);
    await act(() => advance(10_000));
    expect(unread.count).toBe(2);
    await act(() => advance(UNREAD_POLL_MS));
    expect(unread.count).toBe(3);
  });

  it('over a simulated visible hour makes 12 requests: mount + 11 polls (at 360 s, 660 s, … 3360 s)', async () => {
    useFakeClock();
    const { unread } = await mountBell();
    await act(() => advance(HOUR));
    expect(unread.count).toBe(12);
  });

  it('makes no request at all while hidden — a whole hour — and fetches what is due on becoming visible', async () => {
    setVisibility('hidden', false);
    useFakeClock();
    const { unread } = await mountBell();
    await act(() => advance(HOUR));
    expect(unread.count).toBe(0);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    await act(() => setVisibility('visible'));
    await act(() => settle());
    expect(unread.count).toBe(1);
    expect(screen.getByRole('button', { name: 'Notifications, 19 unread' })).toBeInTheDocument();
  });

  it('pauses while hidden mid-hour and catches up once when visible again', async () => {
    useFakeClock();
    const { unread } = await mountBell();
    await act(() => advance(400_000)); // mount + poll at 360 s
    expect(unread.count).toBe(2);
    await act(() => setVisibility('hidden'));
    await act(() => advance(1_200_000)); // ticks at 660, 960, 1260, 1560 s all skipped
    expect(unread.count).toBe(2);
    await act(() => setVisibility('visible')); // 1600 s: the last count is 1240 s old → due
    await act(() => settle());
    expect(unread.count).toBe(3);
    await act(() => advance(HOUR - 1_600_000)); // ticks at 1860 … 3360 s: 6 more
    expect(unread.count).toBe(9);
  });

  it('serves a focus within 5 s of the last request from it, and coalesces visibility + focus', async () => {
    useFakeClock();
    const { unread } = await mountBell();
    await focusWindow();
    await act(() => settle());
    expect(unread.count).toBe(1);
    await act(() => advance(400_000));
    expect(unread.count).toBe(2);
    await act(() => setVisibility('hidden'));
    await act(() => advance(400_000));
    await act(() => setVisibility('visible'));
    await focusWindow();
    await act(() => settle());
    expect(unread.count).toBe(3);
  });

  it('requests nothing and renders nothing for visitors, over an hour with focus and visibility events', async () => {
    useFakeClock();
    const { unread, view } = await mountBell('visitor');
    await focusWindow();
    await act(() => setVisibility('hidden'));
    await act(() => setVisibility('visible'));
    await act(() => advance(HOUR));
    expect(unread.count).toBe(0);
    expect(view.container).toBeEmptyDOMElement();
  });

  it('treats a failed count as none, logged, and recovers on the next poll', async () => {
    useFakeClock();
    const { unread, view } = await mountBell('user', [{ call: 'reminderUnread', kind: 'http-500' }]);
    expect(unread.count).toBe(1);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('reminder-red-dot')).toBeNull();
    expect(view.logger.entries).toContainEqual(expect.objectContaining({ event: 'api.fallback', source: 'getUnreadCount', reason: 'http-500' }));
    mockBackend.faults.clear();
    await act(() => advance(UNREAD_POLL_INITIAL_DELAY_MS + UNREAD_POLL_MS));
    expect(unread.count).toBe(2);
    expect(screen.getByRole('button', { name: 'Notifications, 19 unread' })).toBeInTheDocument();
  });

  it('stops polling when unmounted', async () => {
    useFakeClock();
    const { unread, view } = await mountBell();
    view.unmount();
    await advance(HOUR);
    expect(unread.count).toBe(1);
  });
});
