import type { ShellStore } from '@shell/api-client';
import type { UnreadSync } from './unreadSync';

interface Entry {
  sync: UnreadSync;
  refs: number;
}

/**
 * One unread poller per store and channel, however many bells are mounted (the header and its
 * drawer may both show one): they share its count and its requests.
 */
const registry = new WeakMap<ShellStore, Map<string, Entry>>();

/** The poller of `store` for `key`, made by `create` when there is none yet (not started). */
export function unreadSyncFor(store: ShellStore, key: string, create: () => UnreadSync): UnreadSync {
  let entries = registry.get(store);
  if (!entries) {
    entries = new Map();
    registry.set(store, entries);
  }
  let entry = entries.get(key);
  if (!entry) {
    entry = { sync: create(), refs: 0 };
    entries.set(key, entry);
  }
  return entry.sync;
}

/** Starts the poller with its first user; returns the release that stops it with its last one. */
export function retainUnreadSync(store: ShellStore, key: string, sync: UnreadSync): () => void {
  const entry = registry.get(store)?.get(key);
  if (!entry || entry.sync !== sync) return () => {};
  entry.refs += 1;
  if (entry.refs === 1) sync.start();
  return () => {
    entry.refs -= 1;
    if (entry.refs > 0) return;
    sync.stop();
    registry.get(store)?.delete(key);
  };
}
