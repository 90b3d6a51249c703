import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryLogger } from '@shell/api-client/core';
import { TEST_BASE_URL } from '@shell/test-utils';
import { ShellRoot } from '@shell/root';

/** The window events RTK Query's `setupListeners` subscribes to (focus/reconnect refetching). */
const EVENTS = new Set(['focus', 'online', 'offline', 'visibilitychange']);

describe('ShellRoot teardown (issue 21 L5)', () => {
  it('removes the store’s focus/reconnect listeners when it unmounts, StrictMode included', () => {
    let live = 0;
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    const addSpy = vi.spyOn(window, 'addEventListener').mockImplementation(((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]) => {
      if (EVENTS.has(type)) live++;
      add(type, ...rest);
    }) as typeof window.addEventListener);
    const removeSpy = vi.spyOn(window, 'removeEventListener').mockImplementation(((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | EventListenerOptions)?]) => {
      if (EVENTS.has(type)) live--;
      remove(type, ...rest);
    }) as typeof window.removeEventListener);
    try {
      const before = live;
      const view = render(
        <StrictMode>
          <ShellRoot site="main" apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
            <p>host</p>
          </ShellRoot>
        </StrictMode>,
      );
      // Mounted: the store refetches on focus/reconnect (RTK Query's four listeners, once).
      expect(live - before).toBe(4);
      view.unmount();
      expect(live).toBe(before);
    } finally {
      addSpy.mockRestore();
      removeSpy.mockRestore();
    }
  });
});
