/**
 * How the open tabs of one site talk to each other: a BroadcastChannel where the browser has one,
 * otherwise `storage` events on a localStorage key (every other tab of the origin receives them),
 * otherwise nothing (the tab then works alone).
 */
export interface SyncTransport {
  /** Sends to every OTHER tab on the channel (never back to the sender). */
  post(message: unknown): void;
  /** Registers the receiver; returns the unsubscribe function. */
  subscribe(receive: (message: unknown) => void): () => void;
  close(): void;
}

/** A BroadcastChannel transport; `null` where the API is missing (server, old browsers). */
export function broadcastChannelTransport(name: string): SyncTransport | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(name);
  } catch {
    // Refused (an opaque origin, a sandboxed frame): the storage fallback or none.
    return null;
  }
  return {
    post: (message) => channel.postMessage(message),
    subscribe(receive) {
      const listener = (event: MessageEvent) => receive(event.data);
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
    close: () => channel.close(),
  };
}

/**
 * The fallback transport: each message is written to one localStorage key (with a nonce, so equal
 * messages still change the value); other tabs receive it as a `storage` event. `null` where
 * storage is missing or refuses writes (server, privacy mode).
 */
export function storageEventTransport(key: string): SyncTransport | null {
  if (typeof window === 'undefined') return null;
  let storage: Storage;
  try {
    storage = window.localStorage;
    storage.setItem(key, '');
  } catch {
    return null;
  }
  let nonce = 0;
  return {
    post(message) {
      try {
        storage.setItem(key, JSON.stringify({ message, nonce: `${Date.now()}-${(nonce += 1)}-${Math.random()}` }));
      } catch {
        // Quota or privacy mode: this tab's news stays local, which is harmless.
      }
    },
    subscribe(receive) {
      const listener = (event: StorageEvent) => {
        if (event.key !== key || !event.newValue) return;
        try {
          receive((JSON.parse(event.newValue) as { message?: unknown }).message);
        } catch {
          // Another writer's garbage under our key: ignore it.
        }
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
    close() {},
  };
}

/** The best transport this browser offers for `name`, or `null`. */
export function openSyncTransport(name: string): SyncTransport | null {
  return broadcastChannelTransport(name) ?? storageEventTransport(name);
}
