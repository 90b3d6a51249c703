import { describe, expect, it, vi } from 'vitest';
import { REMINDER_CALLS } from '../api/calls';
import { reminderApi } from '../api/reminderApi';
import { noUnread } from '../schemas/unread';
import type { ReminderUnreadCount } from '../schemas/unread';
import { countRequests, createTestStore } from '@shell/test-utils';
import { UNREAD_POLL_MS } from '../internal/spec';
import { createFakeChannel, createFakeTab } from '../testing/fakeTabs';
import { advance, settle, useFakeClock } from '../testing/helpers';
import { parseSyncMessage } from './messages';
import { broadcastChannelTransport, storageEventTransport } from './transport';
import { createUnreadSync } from './unreadSync';
import type { UnreadSync } from './unreadSync';

const HOUR = 3_600_000;

/** A tab's count read through its own store: the real endpoint, always a fresh request. */
const countFrom = (store: ReturnType<typeof createTestStore>['store']) => async () =>
  (await store.dispatch(reminderApi.endpoints.getUnreadCount.initiate(undefined, { subscribe: false, forceRefetch: true }))).data ?? noUnread();

/** N browser tabs of one user on one site: each its own store, all on one fake channel. */
function openTabs(visibility: readonly boolean[]) {
  const channel = createFakeChannel();
  const { store } = createTestStore({ user: 'user' });
  const remoteReads: string[][] = visibility.map(() => []);
  const tabs = visibility.map((visible, index) => {
    // Every tab has its own store (its own page), on the one mock backend.
    const own = index === 0 ? store : createTestStore({ user: 'user' }).store;
    const tab = createFakeTab(visible);
    const sync: UnreadSync = createUnreadSync({
      id: `tab-${index}`,
      fetchCount: countFrom(own),
      openTransport: () => channel.connect(),
      tabEnvironment: () => tab.env,
      onRemoteRead: (type) => remoteReads[index]!.push(type),
    });
    return { ...tab, sync };
  });
  return { tabs, remoteReads };
}

async function startAll(tabs: { sync: UnreadSync }[]) {
  for (const tab of tabs) {
    tab.sync.start();
    await settle();
  }
}

const leaders = (tabs: { sync: UnreadSync }[]) => tabs.filter((tab) => tab.sync.getSnapshot().leader).length;

describe('one poll serves every open tab (cross-tab sharing)', () => {
  it('two visible windows: one leader polls, both show the count — 13 requests an hour instead of 24', async () => {
    useFakeClock();
    const unread = countRequests(REMINDER_CALLS.reminderUnread.path);
    const { tabs } = openTabs([true, true]);
    await startAll(tabs);
    expect(unread.count).toBe(2); // each tab's own mount
    expect(leaders(tabs)).toBe(1);
    expect(tabs[1]!.sync.getSnapshot().leader).toBe(true); // the latest claim wins
    await advance(HOUR);
    expect(unread.count).toBe(2 + 11);
    for (const tab of tabs) expect(tab.sync.getSnapshot().total).toBe(19);
    for (const tab of tabs) tab.sync.stop();
  });

  it('ten tabs, one visible: 12 requests an hour in all, and the hidden ones still know the count', async () => {
    useFakeClock();
    const unread = countRequests(REMINDER_CALLS.reminderUnread.path);
    const { tabs } = openTabs([true, ...Array.from({ length: 9 }, () => false)]);
    await startAll(tabs);
    await advance(HOUR);
    expect(unread.count).toBe(12);
    expect(tabs.map((tab) => tab.sync.getSnapshot().total)).toEqual(Array.from({ length: 10 }, () => 19));
    for (const tab of tabs) tab.sync.stop();
  });

  it('a tab switch within 5 s of the last request costs none; later it costs one', async () => {
    useFakeClock();
    const unread = countRequests(REMINDER_CALLS.reminderUnread.path);
    const { tabs } = openTabs([true, false]);
    await startAll(tabs);
    expect(unread.count).toBe(1);
    const [first, second] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    first.setVisible(false);
    second.setVisible(true);
    second.focus();
    await settle();
    expect(unread.count).toBe(1);
    expect(second.sync.getSnapshot()).toMatchObject({ leader: true, total: 19 });
    expect(first.sync.getSnapshot().leader).toBe(false);

    await advance(30_000);
    second.setVisible(false);
    first.setVisible(true);
    first.focus();
    await settle();
    expect(unread.count).toBe(2);
    for (const tab of tabs) tab.sync.stop();
  });

  it('hands over when the leader is hidden or closed, and polling continues in the visible tab', async () => {
    useFakeClock();
    const unread = countRequests(REMINDER_CALLS.reminderUnread.path);
    const { tabs } = openTabs([true, true]);
    await startAll(tabs);
    const [follower, leader] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    expect(leader.sync.getSnapshot().leader).toBe(true);

    leader.setVisible(false);
    await settle();
    expect(follower.sync.getSnapshot().leader).toBe(true);
    expect(leader.sync.getSnapshot().leader).toBe(false);

    await advance(400_000); // the follower's grid: a poll at 360 s
    expect(unread.count).toBe(3);

    leader.setVisible(true); // claims back
    await settle();
    expect(leaders(tabs)).toBe(1);
    expect(leader.sync.getSnapshot().leader).toBe(true);
    leader.pageHide(); // closed: gives leadership to the visible follower
    leader.sync.stop();
    await settle();
    expect(follower.sync.getSnapshot().leader).toBe(true);
    const before = unread.count;
    await advance(UNREAD_POLL_MS);
    expect(unread.count).toBe(before + 1);
    follower.sync.stop();
  });

  it('settles simultaneous claims on exactly one leader', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { tabs } = openTabs([true, true, true]);
    for (const tab of tabs) tab.sync.start(); // all claim at the same instant
    await settle();
    expect(leaders(tabs)).toBe(1);
    expect(tabs[2]!.sync.getSnapshot().leader).toBe(true); // equal times: the highest id wins everywhere
    for (const tab of tabs) tab.sync.stop();
  });

  it('shares read marks: the other tabs zero that type and refresh what they show of it', async () => {
    const { tabs, remoteReads } = openTabs([true, false]);
    await startAll(tabs);
    await settle();
    expect(tabs[1]!.sync.getSnapshot().total).toBe(19);
    tabs[0]!.sync.markedRead('trade');
    await settle();
    expect(tabs[0]!.sync.getSnapshot()).toMatchObject({ total: 7, byType: expect.objectContaining({ trade: 0 }) });
    expect(tabs[1]!.sync.getSnapshot()).toMatchObject({ total: 7, byType: expect.objectContaining({ trade: 0 }) });
    expect(remoteReads).toEqual([[], ['trade']]);
    for (const tab of tabs) tab.sync.stop();
  });

  it('works alone without a channel', async () => {
    useFakeClock();
    const unread = countRequests(REMINDER_CALLS.reminderUnread.path);
    const { store } = createTestStore({ user: 'user' });
    const tab = createFakeTab(true);
    const sync = createUnreadSync({
      fetchCount: countFrom(store),
      openTransport: () => null,
      tabEnvironment: () => tab.env,
    });
    sync.start();
    await advance(HOUR);
    expect(unread.count).toBe(12);
    expect(sync.getSnapshot()).toMatchObject({ total: 19, leader: true });
    sync.stop();
  });
});

describe('polling survives a dead leader, a failed fetch and a broken channel (L3)', () => {
  const counts = (total: number): ReminderUnreadCount => ({ total, byType: { system: total } });

  it('a leader that dies without a word: a visible follower takes over within one poll period', async () => {
    useFakeClock();
    const channel = createFakeChannel();
    let leaderFetches = 0;
    let followerFetches = 0;
    const follower = createFakeTab(true);
    const leader = createFakeTab(true);
    const a = createUnreadSync({ id: 'a', fetchCount: async () => ((followerFetches += 1), counts(1)), openTransport: () => channel.connect(), tabEnvironment: () => follower.env });
    // The leader answers once, then freezes: no count, no resign, no pagehide.
    const b = createUnreadSync({
      id: 'b',
      fetchCount: () => ((leaderFetches += 1), leaderFetches === 1 ? Promise.resolve(counts(2)) : new Promise<never>(() => {})),
      openTransport: () => channel.connect(),
      tabEnvironment: () => leader.env,
    });
    a.start();
    await settle();
    b.start();
    await settle();
    expect(b.getSnapshot().leader).toBe(true);
    expect(a.getSnapshot().leader).toBe(false);
    const before = followerFetches;
    // The initial delay, one period in which the frozen leader posts nothing, and the next tick.
    await advance(60_000 + 2 * UNREAD_POLL_MS);
    expect(a.getSnapshot().leader).toBe(true);
    expect(followerFetches).toBeGreaterThan(before);
    a.stop();
    b.stop();
  });

  it('a live leader keeps its followers quiet: no takeover while its counts arrive', async () => {
    useFakeClock();
    const unread = countRequests(REMINDER_CALLS.reminderUnread.path);
    const { tabs } = openTabs([true, true]);
    await startAll(tabs);
    await advance(HOUR);
    expect(leaders(tabs)).toBe(1);
    expect(unread.count).toBe(2 + 11);
    for (const tab of tabs) tab.sync.stop();
  });

  it('a fetch that rejects does not stick: the next poll fetches again', async () => {
    useFakeClock();
    const tab = createFakeTab(true);
    let calls = 0;
    const sync = createUnreadSync({
      fetchCount: () => ((calls += 1), calls === 1 ? Promise.reject(new Error('boom')) : Promise.resolve(counts(7))),
      openTransport: () => null,
      tabEnvironment: () => tab.env,
    });
    sync.start();
    await settle();
    expect(sync.getSnapshot().total).toBe(0);
    await advance(60_000 + UNREAD_POLL_MS);
    expect(calls).toBeGreaterThan(1);
    expect(sync.getSnapshot().total).toBe(7);
    sync.stop();
  });

  it('a channel that throws on post: the tab leads itself and keeps polling, 12 requests an hour', async () => {
    useFakeClock();
    const unread = countRequests(REMINDER_CALLS.reminderUnread.path);
    const { store } = createTestStore({ user: 'user' });
    const tab = createFakeTab(true);
    const sync = createUnreadSync({
      fetchCount: countFrom(store),
      openTransport: () => ({
        post: () => {
          throw new DOMException('closed', 'InvalidStateError');
        },
        subscribe: () => () => {},
        close: () => {},
      }),
      tabEnvironment: () => tab.env,
    });
    sync.start();
    await advance(HOUR);
    expect(unread.count).toBe(12);
    expect(sync.getSnapshot()).toMatchObject({ total: 19, leader: true });
    sync.stop();
  });

  it('a BroadcastChannel the browser refuses to open gives no transport (the storage fallback takes over)', () => {
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        constructor() {
          throw new DOMException('opaque origin', 'SecurityError');
        }
      },
    );
    try {
      expect(broadcastChannelTransport('shell-unread')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('cross-tab messages', () => {
  it('drops anything that is not exactly a sync message', () => {
    for (const raw of [null, 'hello', [], {}, { kind: 'hello' }, { kind: 'claim', from: 'a' }, { kind: 'count', from: 'a', count: { total: -1, byType: {} }, fetchedAt: 1 }, { kind: 'count', from: 'a', count: { total: 1, byType: { x: 'many' } }, fetchedAt: 1 }, { kind: 'read', from: 'a', msgType: '' }, { kind: 'evil', from: 'a' }]) {
      expect(parseSyncMessage(raw)).toBeNull();
    }
    expect(parseSyncMessage({ kind: 'read', from: 'a', msgType: 'trade' })).toEqual({ kind: 'read', from: 'a', msgType: 'trade' });
  });

  it('falls back to storage events: another tab\'s write arrives, foreign keys and garbage do not', () => {
    const transport = storageEventTransport('shell-test-channel');
    expect(transport).not.toBeNull();
    const received: unknown[] = [];
    const unsubscribe = transport!.subscribe((message) => received.push(message));
    const fire = (key: string, newValue: string) => window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    fire('shell-test-channel', JSON.stringify({ message: { kind: 'hello', from: 'b' }, nonce: '1' }));
    fire('other-key', JSON.stringify({ message: { kind: 'hello', from: 'c' }, nonce: '2' }));
    fire('shell-test-channel', '{not json');
    expect(received).toEqual([{ kind: 'hello', from: 'b' }]);
    transport!.post({ kind: 'hello', from: 'a' });
    expect(JSON.parse(window.localStorage.getItem('shell-test-channel') ?? '{}')).toMatchObject({ message: { kind: 'hello', from: 'a' } });
    unsubscribe();
    transport!.close();
  });
});
