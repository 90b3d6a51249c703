import { createShellStore } from './store';
import { createMemoryLogger } from './logger';

/** The window events RTK Query's `setupListeners` subscribes to. */
const EVENTS = ['focus', 'online', 'offline', 'visibilitychange'];

function countListeners() {
  const live = new Map<string, number>();
  const add = vi.spyOn(window, 'addEventListener').mockImplementation(function (this: Window, type: string) {
    if (EVENTS.includes(type)) live.set(type, (live.get(type) ?? 0) + 1);
  } as typeof window.addEventListener);
  const remove = vi.spyOn(window, 'removeEventListener').mockImplementation(function (this: Window, type: string) {
    if (EVENTS.includes(type)) live.set(type, (live.get(type) ?? 0) - 1);
  } as typeof window.removeEventListener);
  return {
    total: () => [...live.values()].reduce((sum, n) => sum + n, 0),
    restore: () => {
      add.mockRestore();
      remove.mockRestore();
    },
  };
}

describe('store listeners (issue 21 L5)', () => {
  it('removes the focus/reconnect listeners on dispose(), once, however often it is called', () => {
    const listeners = countListeners();
    try {
      const store = createShellStore({ config: { baseUrl: 'http://shell.test', logger: createMemoryLogger() } });
      expect(listeners.total()).toBeGreaterThan(0);
      store.dispose();
      expect(listeners.total()).toBe(0);
      store.dispose();
      expect(listeners.total()).toBe(0);
    } finally {
      listeners.restore();
    }
  });

  it('listen() attaches once and returns the disposer: mount/unmount cycles leave nothing behind', () => {
    const listeners = countListeners();
    try {
      const store = createShellStore({ config: { baseUrl: 'http://shell.test', logger: createMemoryLogger() }, listen: false });
      expect(listeners.total()).toBe(0);
      for (let cycle = 0; cycle < 5; cycle++) {
        const off = store.listen();
        store.listen();
        const attached = listeners.total();
        expect(attached).toBeGreaterThan(0);
        off();
        expect(listeners.total()).toBe(0);
      }
    } finally {
      listeners.restore();
    }
  });
});
