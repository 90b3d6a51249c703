import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ShellStore } from '@shell/api-client';
import type { ShellLogEntry, ShellLogger } from '@shell/api-client/core';
import type { FaultSpec, MockBackend, MockUserKind } from '@shell/mocks';

/**
 * A logger whose entries React can subscribe to, so stories show the log lines of their fresh
 * store as they happen (the demo's log panel does the same). Snapshots are immutable arrays.
 */
export interface ObservableLogger extends ShellLogger {
  entries(): readonly ShellLogEntry[];
  subscribe(listener: () => void): () => void;
}

export function createObservableLogger(): ObservableLogger {
  let snapshot: readonly ShellLogEntry[] = [];
  const listeners = new Set<() => void>();
  return {
    log(entry) {
      snapshot = [...snapshot, entry];
      for (const listener of listeners) listener();
    },
    entries: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** What the global decorator built for the story being rendered. */
export interface ShellStoryEnvironment {
  /** Increases with every store the decorator builds (one per render of a story). */
  id: number;
  store: ShellStore;
  logger: ObservableLogger;
  backend: MockBackend;
  user: MockUserKind;
  faults: readonly FaultSpec[];
}

export const ShellStoryContext = createContext<ShellStoryEnvironment | null>(null);

/** The story's environment; only for docs helpers, components read the store through hooks. */
export function useShellStory(): ShellStoryEnvironment {
  const environment = useContext(ShellStoryContext);
  if (!environment) throw new Error('useShellStory must be used inside the global shell decorator');
  return environment;
}

export function useLogEntries(): readonly ShellLogEntry[] {
  const { logger } = useShellStory();
  return useSyncExternalStore(logger.subscribe, logger.entries, logger.entries);
}
