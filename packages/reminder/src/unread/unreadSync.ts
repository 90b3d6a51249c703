import type { ReminderUnreadCount } from '../schemas/unread';
import { UNREAD_POLL_INITIAL_DELAY_MS, UNREAD_POLL_MS } from '../internal/spec';
import { UNREAD_TRIGGER_FRESH_MS } from './constants';
import { parseSyncMessage } from './messages';
import type { SyncMessage } from './messages';
import type { TabEnvironment } from './tabEnvironment';
import type { SyncTransport } from './transport';

/** What the bell reads: the summed unread count of every type, and who polls. */
export interface UnreadSnapshot {
  total: number;
  byType: Readonly<Record<string, number>>;
  /** When the count was last read from the server by any tab (ms epoch), `null` before that. */
  fetchedAt: number | null;
  /** Whether this tab is the one that polls for the others. */
  leader: boolean;
}

export interface UnreadSyncOptions {
  /** One count request (never rejects: a failure resolves as "none", spec §8). */
  fetchCount: () => Promise<ReminderUnreadCount>;
  /** Opens the cross-tab channel on start (`null`: the tab works alone). */
  openTransport: () => SyncTransport | null;
  /** The tab's visibility and focus, read on start. */
  tabEnvironment: () => TabEnvironment;
  /** Another tab marked a type read: refresh what this tab shows of it. */
  onRemoteRead?: (msgType: string) => void;
  /** Unique per tab; random by default. */
  id?: string;
  now?: () => number;
  pollMs?: number;
  initialDelayMs?: number;
  freshMs?: number;
}

export interface UnreadSync {
  start(): void;
  stop(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): UnreadSnapshot;
  /** A type was marked read in this tab: zero it here and in every other tab. */
  markedRead(msgType: string): void;
  /** Fresh unread numbers per type (e.g. from the tab list): apply here and share. */
  applyCounts(byType: Readonly<Record<string, number>>): void;
}

export const EMPTY_UNREAD: UnreadSnapshot = Object.freeze({ total: 0, byType: Object.freeze({}), fetchedAt: null, leader: false });

/** Stand-in before start and after stop: a hidden tab that hears nothing. */
const HIDDEN_TAB: TabEnvironment = {
  isVisible: () => false,
  onVisibilityChange: () => () => {},
  onFocus: () => () => {},
  onPageHide: () => () => {},
};

function sum(byType: Readonly<Record<string, number>>): number {
  return Object.values(byType).reduce((total, count) => total + count, 0);
}

function randomId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The unread count of one tab, polled as spec §4 says and shared between the open tabs of a site.
 *
 * Polling: a request on start, on window focus and, once the initial 60 s delay has passed, every
 * 300 s — but only while `document` is visible. A hidden tab makes no request at all; a trigger
 * that meets a hidden tab (start) is kept and served when it becomes visible, and becoming visible
 * also fetches when no tab has read the count for a whole poll period ("what is due").
 *
 * Sharing: one leader tab per site and user runs the periodic poll. Leadership follows the user's
 * eyes: a tab claims it when it starts visible, becomes visible or gains focus, and gives it up
 * when hidden or closed (a visible tab then takes over). Every count a tab fetches is broadcast,
 * so the others show it without a request, and a trigger meets no request when any tab fetched
 * less than 5 s ago. A type marked read in one tab is zeroed in all of them.
 */
export function createUnreadSync(options: UnreadSyncOptions): UnreadSync {
  const { fetchCount, onRemoteRead } = options;
  const id = options.id ?? randomId();
  const now = options.now ?? (() => Date.now());
  const pollMs = options.pollMs ?? UNREAD_POLL_MS;
  const initialDelayMs = options.initialDelayMs ?? UNREAD_POLL_INITIAL_DELAY_MS;
  const freshMs = options.freshMs ?? UNREAD_TRIGGER_FRESH_MS;

  let snapshot: UnreadSnapshot = EMPTY_UNREAD;
  // Opened by start(), never during a render or on the server.
  let transport: SyncTransport | null = null;
  let env: TabEnvironment = HIDDEN_TAB;
  let claimAt = 0;
  let pendingStart = false;
  let periodicStarted = false;
  let running = false;
  let inFlight: Promise<void> | null = null;
  let delayTimer: ReturnType<typeof setTimeout> | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  const cleanups: (() => void)[] = [];
  const listeners = new Set<() => void>();

  const update = (next: Partial<UnreadSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  /**
   * A channel that throws (closed, DataCloneError, a browser's bug) is dropped: the tab then works
   * alone and leads itself, as a tab without BroadcastChannel does, so it keeps polling.
   */
  const post = (message: SyncMessage) => {
    if (!transport) return;
    try {
      transport.post(message);
    } catch {
      transport = null;
      if (!snapshot.leader) update({ leader: true });
    }
  };

  const setCounts = (byType: Readonly<Record<string, number>>, fetchedAt: number | null) =>
    update({ byType, total: sum(byType), fetchedAt: fetchedAt ?? snapshot.fetchedAt });

  const fresh = () => snapshot.fetchedAt !== null && now() - snapshot.fetchedAt < freshMs;

  function fetchNow(): void {
    if (inFlight) return;
    // A fetch that rejects (fetchCount should not, but a host's may) must not stick: the next
    // trigger or tick fetches again.
    inFlight = Promise.resolve()
      .then(fetchCount)
      .then(
        (count) => {
          if (!running) return;
          const fetchedAt = now();
          setCounts(count.byType, fetchedAt);
          post({ kind: 'count', from: id, count: { total: sum(count.byType), byType: count.byType }, fetchedAt });
        },
        () => undefined,
      )
      .finally(() => {
        inFlight = null;
      });
  }

  /** Start, focus or visibility: fetch unless hidden (then later) or another fetch is fresh. */
  function trigger(): void {
    if (!env.isVisible()) return;
    pendingStart = false;
    if (!fresh()) fetchNow();
  }

  function claim(): void {
    if (snapshot.leader) return;
    claimAt = now();
    update({ leader: true });
    post({ kind: 'claim', from: id, at: claimAt });
  }

  function resign(): void {
    if (!snapshot.leader) return;
    update({ leader: false });
    post({ kind: 'resign', from: id });
  }

  function tick(): void {
    if (!env.isVisible()) return;
    // A leader that died without a word (crashed, frozen, killed) posts no counts: a visible
    // follower that has heard none for a whole period (and a trigger's grace) takes over.
    if (!snapshot.leader && (snapshot.fetchedAt === null || now() - snapshot.fetchedAt >= pollMs + freshMs)) claim();
    if (snapshot.leader && !fresh()) fetchNow();
  }

  function onVisibility(): void {
    if (!env.isVisible()) {
      resign();
      return;
    }
    claim();
    const due = periodicStarted && (snapshot.fetchedAt === null || now() - snapshot.fetchedAt >= pollMs);
    if (pendingStart || due) trigger();
  }

  function onFocus(): void {
    // A focused window is visible; the check stays in `trigger` for odd browsers.
    if (env.isVisible()) claim();
    trigger();
  }

  function receive(raw: unknown): void {
    const message = parseSyncMessage(raw);
    if (!message || message.from === id || !running) return;
    switch (message.kind) {
      case 'hello':
        // A new tab: hand it what we know, so its bell is right before its first request.
        if (snapshot.leader && snapshot.fetchedAt !== null) {
          post({ kind: 'count', from: id, count: { total: snapshot.total, byType: snapshot.byType }, fetchedAt: snapshot.fetchedAt });
        }
        break;
      case 'claim':
        // The latest claim wins; equal times are settled by id, the same way in both tabs.
        if (snapshot.leader && (message.at > claimAt || (message.at === claimAt && message.from > id))) update({ leader: false });
        break;
      case 'resign':
        if (env.isVisible()) claim();
        break;
      case 'count':
        if (snapshot.fetchedAt === null || message.fetchedAt >= snapshot.fetchedAt) setCounts(message.count.byType, message.fetchedAt);
        break;
      case 'read':
        setCounts({ ...snapshot.byType, [message.msgType]: 0 }, null);
        onRemoteRead?.(message.msgType);
        break;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      transport = options.openTransport();
      env = options.tabEnvironment();
      if (transport) cleanups.push(transport.subscribe(receive));
      cleanups.push(env.onVisibilityChange(onVisibility), env.onFocus(onFocus), env.onPageHide(resign));
      delayTimer = setTimeout(() => {
        periodicStarted = true;
        pollTimer = setInterval(tick, pollMs);
      }, initialDelayMs);
      post({ kind: 'hello', from: id });
      pendingStart = true;
      if (env.isVisible()) claim();
      trigger();
    },
    stop() {
      if (!running) return;
      resign();
      running = false;
      if (delayTimer !== null) clearTimeout(delayTimer);
      if (pollTimer !== null) clearInterval(pollTimer);
      delayTimer = pollTimer = null;
      periodicStarted = false;
      for (const cleanup of cleanups.splice(0)) cleanup();
      transport?.close();
      transport = null;
      env = HIDDEN_TAB;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    markedRead(msgType) {
      setCounts({ ...snapshot.byType, [msgType]: 0 }, null);
      post({ kind: 'read', from: id, msgType });
    },
    applyCounts(byType) {
      const merged = { ...snapshot.byType, ...byType };
      const fetchedAt = now();
      setCounts(merged, fetchedAt);
      post({ kind: 'count', from: id, count: { total: sum(merged), byType: merged }, fetchedAt });
    },
  };
}
