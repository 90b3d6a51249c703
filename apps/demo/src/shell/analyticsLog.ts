import type { ShellAnalyticsEvent } from '@shell/ui';

/**
 * The analytics callback a host app would send to its vendor; the demo keeps the events so the
 * page can show them (and e2e tests can read them) — the shell bundles no analytics vendor.
 */
export interface AnalyticsLog {
  record(event: ShellAnalyticsEvent): void;
  events(): readonly ShellAnalyticsEvent[];
  subscribe(listener: () => void): () => void;
}

export function createAnalyticsLog(limit = 50): AnalyticsLog {
  let snapshot: readonly ShellAnalyticsEvent[] = [];
  const listeners = new Set<() => void>();
  return {
    record(event) {
      snapshot = [event, ...snapshot].slice(0, limit);
      for (const listener of listeners) listener();
    },
    events: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const demoAnalytics = createAnalyticsLog();
