import type { TabEnvironment } from '../unread/tabEnvironment';
import type { SyncTransport } from '../unread/transport';

/** An in-memory BroadcastChannel: every message reaches every other member, asynchronously. */
export function createFakeChannel() {
  const members = new Set<(message: unknown) => void>();
  return {
    connect(): SyncTransport {
      let receiver: ((message: unknown) => void) | null = null;
      const deliver = (message: unknown) => receiver?.(message);
      return {
        post(message) {
          // Structured clone, like the real channel: no shared objects between tabs.
          const copy = structuredClone(message);
          for (const member of members) if (member !== deliver) queueMicrotask(() => member(copy));
        },
        subscribe(receive) {
          receiver = receive;
          members.add(deliver);
          return () => void members.delete(deliver);
        },
        close: () => void members.delete(deliver),
      };
    },
  };
}

/** A browser tab whose visibility and focus a test controls. */
export function createFakeTab(visible = true) {
  let isVisible = visible;
  const listeners = { visibility: new Set<() => void>(), focus: new Set<() => void>(), pagehide: new Set<() => void>() };
  const on = (set: Set<() => void>) => (listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  const env: TabEnvironment = {
    isVisible: () => isVisible,
    onVisibilityChange: on(listeners.visibility),
    onFocus: on(listeners.focus),
    onPageHide: on(listeners.pagehide),
  };
  return {
    env,
    setVisible(next: boolean) {
      isVisible = next;
      for (const listener of listeners.visibility) listener();
    },
    focus() {
      for (const listener of listeners.focus) listener();
    },
    pageHide() {
      for (const listener of listeners.pagehide) listener();
    },
  };
}
