import { onTestFinished, vi } from 'vitest';

/** Lets real I/O (MSW answers, fetch bodies) settle: setImmediate is never faked in these tests. */
export async function settle(rounds = 8): Promise<void> {
  for (let i = 0; i < rounds; i++) await tick();
}

/**
 * Lets real I/O settle until `done()` holds (or `maxRounds` passes): a store's first requests
 * chain (user info → policy → bell → count), so a fixed number of rounds is not enough.
 */
export async function settleUntil(done: () => boolean, maxRounds = 500): Promise<void> {
  for (let i = 0; i < maxRounds && !done(); i++) await tick();
  await settle();
}

/**
 * One round of real I/O, plus 1 ms of fake time when the clock is fake: RTK's auto-batching
 * notifies React from a (faked) timer, so a render waiting on an answer needs the clock to move.
 */
async function tick(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(1);
}

/** Fake timers for the poll schedule; I/O stays real so MSW still answers. */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  onTestFinished(() => void vi.useRealTimers());
}

/** Moves the fake clock on by `ms` in steps, letting requests started on the way complete. */
export async function advance(ms: number, step = 10_000): Promise<void> {
  for (let done = 0; done < ms; done += step) {
    await vi.advanceTimersByTimeAsync(Math.min(step, ms - done));
    await settle();
  }
}

let visibility: DocumentVisibilityState = 'visible';

/** Sets `document.visibilityState` (jsdom's is fixed) and fires `visibilitychange`. */
export function setVisibility(state: DocumentVisibilityState, fire = true): void {
  visibility = state;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  if (fire) document.dispatchEvent(new Event('visibilitychange'));
}
