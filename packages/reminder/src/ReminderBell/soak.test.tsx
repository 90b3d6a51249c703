import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { countRequests, renderWithShell } from '@shell/test-utils';
import { REMINDER_CALLS } from '../api/calls';
import { UNREAD_POLL_INITIAL_DELAY_MS, UNREAD_POLL_MS } from '../internal/spec';
import { advance, settle, settleUntil, useFakeClock } from '../testing/helpers';
import { ReminderBell } from './ReminderBell';

/**
 * Soak (issue 21, "Corpus and load"): 24 hours of unread polling in two tabs of one user — two
 * stores, two real ReminderBells, one leader election over the real BroadcastChannel — on the
 * fake clock. The request count is exact, and what the bells register (event listeners, timers)
 * is the same after 24 hours as after one: nothing grows with time.
 */

const HOUR = 3_600_000;

beforeAll(() => ReminderBell.preload());

/**
 * Event listeners added and not removed, on every long-lived EventTarget (window, document, DOM
 * nodes, the BroadcastChannels). A request's AbortSignal lives as long as its request: its
 * listeners are not counted as live (the signal goes with them), but the most any one signal holds
 * is, so a signal that outlived its request and collected listeners would show.
 */
function trackListeners() {
  const live = new Map<EventTarget, Map<string, Set<unknown>>>();
  const perSignal = new WeakMap<EventTarget, number>();
  let signals = 0;
  let mostOnOneSignal = 0;
  const prototypes = new Set<{ addEventListener: EventTarget['addEventListener']; removeEventListener: EventTarget['removeEventListener'] }>([
    window.EventTarget.prototype,
    globalThis.EventTarget.prototype,
    Object.getPrototypeOf(BroadcastChannel.prototype) as EventTarget,
  ]);
  const restore: (() => void)[] = [];
  for (const proto of prototypes) {
    const { addEventListener: add, removeEventListener: remove } = proto;
    proto.addEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
      if (this instanceof AbortSignal || this.constructor.name === 'AbortSignal') {
        const held = (perSignal.get(this) ?? 0) + 1;
        if (held === 1) signals += 1;
        perSignal.set(this, held);
        mostOnOneSignal = Math.max(mostOnOneSignal, held);
      } else if (listener) {
        let byType = live.get(this);
        if (!byType) live.set(this, (byType = new Map()));
        let set = byType.get(type);
        if (!set) byType.set(type, (set = new Set()));
        set.add(listener);
      }
      return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
    };
    proto.removeEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
      live.get(this)?.get(type)?.delete(listener);
      return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
    };
    restore.push(() => {
      proto.addEventListener = add;
      proto.removeEventListener = remove;
    });
  }
  return {
    count: () => [...live.values()].reduce((sum, byType) => sum + [...byType.values()].reduce((n, set) => n + set.size, 0), 0),
    signals: () => ({ signals, mostOnOneSignal }),
    restore: () => restore.forEach((undo) => undo()),
  };
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round((process.memoryUsage().heapUsed / 1048576) * 10) / 10;
}

let listeners: ReturnType<typeof trackListeners> | null = null;
afterEach(() => listeners?.restore());

describe('soak: 24 h of unread polling in two tabs', () => {
  it('one leader polls for both: mount + one poll per 300 s after the first 60 s, and no listener or timer growth', async () => {
    listeners = trackListeners();
    useFakeClock();
    const heapBefore = heapMb();
    const unread = countRequests(REMINDER_CALLS.reminderUnread.path);
    // Two tabs: two stores, two bells, the one channel of this user on this site.
    const first = renderWithShell(<ReminderBell />, { user: 'user' });
    const second = renderWithShell(<ReminderBell />, { user: 'user' });
    await act(() => settleUntil(() => unread.count >= 2 && screen.queryAllByRole('button', { name: /Notifications/ }).length === 2));
    await act(() => settle());
    const mounted = unread.count;
    expect(mounted).toBe(2); // each tab's own mount

    await act(() => advance(HOUR, UNREAD_POLL_MS));
    const atHour1 = { requests: unread.count, listeners: listeners.count(), timers: vi.getTimerCount(), ...listeners.signals(), heap: heapMb() };
    await act(() => advance(23 * HOUR, UNREAD_POLL_MS));
    const atHour24 = { requests: unread.count, listeners: listeners.count(), timers: vi.getTimerCount(), ...listeners.signals(), heap: heapMb() };

    // The leader's polls: at 60 s + 300 s, + 600 s, … up to 24 h (the settle steps add < 1 s an hour).
    const polls = Math.floor((24 * HOUR - UNREAD_POLL_INITIAL_DELAY_MS) / UNREAD_POLL_MS);
    expect(polls).toBe(287);
    expect(atHour1.requests).toBe(2 + 11);
    expect(atHour24.requests).toBe(2 + polls);
    expect(atHour24.listeners).toBe(atHour1.listeners);
    expect(atHour24.timers).toBe(atHour1.timers);
    expect(atHour24.mostOnOneSignal).toBe(atHour1.mostOnOneSignal);
    for (const bell of screen.getAllByRole('button', { name: /Notifications/ })) expect(bell).toHaveAccessibleName('Notifications, 19 unread');

    first.unmount();
    second.unmount();
    await act(() => settle());
    const heapAfter = heapMb();
    console.log(
      `soak 24 h, 2 tabs: ${atHour24.requests} unread requests (${mounted} mounts + ${atHour24.requests - mounted} polls; ${atHour1.requests} after 1 h); ` +
        `listeners ${atHour1.listeners} at 1 h, ${atHour24.listeners} at 24 h, ${listeners.count()} after unmount ` +
        `(request signals: ${atHour24.signals} seen, at most ${atHour24.mostOnOneSignal} listeners on one); timers ${atHour1.timers} at 1 h, ${atHour24.timers} at 24 h; ` +
        `heap used ${heapBefore} MB before, ${atHour1.heap} MB at 1 h, ${atHour24.heap} MB at 24 h, ${heapAfter} MB after unmount (gc ${typeof (globalThis as { gc?: unknown }).gc === 'function' ? 'run' : 'not exposed'})`,
    );
  });
});
