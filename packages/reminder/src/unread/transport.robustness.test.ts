import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSyncTransport, storageEventTransport } from './transport';
import { createUnreadSync } from './unreadSync';
import { createFakeTab } from '../testing/fakeTabs';
import { settle } from '../testing/helpers';
import { quotaError, securityError } from '@shell/test-utils';

/**
 * The cross-tab unread sync's fallback transport (a localStorage key and `storage` events, used
 * where BroadcastChannel is missing) with storage that is blocked, full or full of garbage
 * (issue 8): it is simply absent or quiet — never a throw — and the tab then polls alone.
 */

const ORIGINAL = Object.getOwnPropertyDescriptor(window, 'localStorage');
afterEach(() => {
  if (ORIGINAL) Object.defineProperty(window, 'localStorage', ORIGINAL);
  else Reflect.deleteProperty(window, 'localStorage');
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const install = (descriptor: PropertyDescriptor) => Object.defineProperty(window, 'localStorage', { configurable: true, ...descriptor });

/** A Storage whose writes fail from the `failFrom`-th one on. */
function storageFailingAfter(failFrom: number, error: () => Error): Storage {
  const map = new Map<string, string>();
  let writes = 0;
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    clear: () => map.clear(),
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes += 1;
      if (writes >= failFrom) throw error();
      map.set(key, String(value));
    },
    removeItem: (key: string) => void map.delete(key),
  } as Storage;
}

describe('storage-event transport', () => {
  it.each([
    ['localStorage access throws SecurityError', () => install({ get: () => { throw securityError(); } })],
    ['localStorage is null', () => install({ value: null })],
    ['the first write throws (full or blocked)', () => install({ value: storageFailingAfter(1, quotaError) })],
  ] as const)('%s: no transport (the tab works alone), no throw', (_name, setUp) => {
    setUp();
    expect(storageEventTransport('shell-unread:test')).toBeNull();
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(openSyncTransport('shell-unread:test')).toBeNull();
  });

  it('storage that fills up later: posting never throws, the message just stays in this tab', () => {
    install({ value: storageFailingAfter(2, quotaError) });
    const transport = storageEventTransport('shell-unread:test');
    expect(transport).not.toBeNull();
    expect(() => transport!.post({ kind: 'hello', from: 'a' })).not.toThrow();
    expect(() => transport!.post({ kind: 'count', from: 'a', count: { total: 1, byType: { trade: 1 } }, fetchedAt: 1 })).not.toThrow();
  });

  it('garbage written under the key by anything on the origin is ignored, a real message still arrives', () => {
    const transport = storageEventTransport('shell-unread:test')!;
    const received: unknown[] = [];
    const unsubscribe = transport.subscribe((message) => received.push(message));
    const fire = (newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key: 'shell-unread:test', newValue }));
    for (const garbage of [null, '', '{', 'null', '42', '"x"', '[]', '{"nonce":1}', '{"message":']) fire(garbage);
    fire(JSON.stringify({ message: { kind: 'hello', from: 'b' }, nonce: '1' }));
    unsubscribe();
    // What arrives is only ever handed to parseSyncMessage, which drops anything malformed (messages.property.test.ts).
    expect(received.at(-1)).toEqual({ kind: 'hello', from: 'b' });
    expect(received.every((message) => message === undefined || message === null || typeof message === 'object')).toBe(true);
  });
});

describe('the unread sync without any cross-tab channel', () => {
  it('still polls and shows the count when storage is blocked and BroadcastChannel is missing', async () => {
    install({ get: () => { throw securityError(); } });
    vi.stubGlobal('BroadcastChannel', undefined);
    const fetchCount = vi.fn(async () => ({ total: 3, byType: { trade: 3 } }));
    const tab = createFakeTab(true);
    const sync = createUnreadSync({ fetchCount, openTransport: () => openSyncTransport('shell-unread:main:1'), tabEnvironment: () => tab.env });
    sync.start();
    await settle();
    expect(fetchCount).toHaveBeenCalledTimes(1);
    expect(sync.getSnapshot()).toMatchObject({ total: 3, leader: true });
    sync.stop();
  });
});
