import { consoleLogger } from '@shell/api-client/core';
import type { MemoryLogger, ShellLogEntry } from '@shell/api-client/core';

/** A log entry with the time it was written (ms since epoch, the clock RTK Query stamps with). */
export interface TimedLogEntry extends ShellLogEntry {
  at: number;
}

/**
 * A memory logger the demo can subscribe to: the log panel lists its entries, and the data panels
 * match an `api.fallback` line to the request that produced it by time.
 */
export interface ObservableLogger extends MemoryLogger {
  readonly entries: TimedLogEntry[];
  subscribe(listener: () => void): () => void;
  /** Bumps on every entry and on clear; the snapshot for useSyncExternalStore. */
  version(): number;
}

export function createObservableLogger(options: { echoToConsole?: boolean } = {}): ObservableLogger {
  const entries: TimedLogEntry[] = [];
  const listeners = new Set<() => void>();
  let version = 0;
  const notify = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  return {
    entries,
    log(entry) {
      entries.push({ ...entry, at: Date.now() });
      // Echo only in dev: in the built demo the panel is the place to read fallbacks, and the e2e
      // tests treat any console error as a failure.
      if (options.echoToConsole) consoleLogger.log(entry);
      notify();
    },
    clear() {
      entries.length = 0;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
