/**
 * Every failed call, timeout, malformed body or failed parse is reported once through this
 * logger and never thrown into React. Host apps replace it (Sentry, their own pipeline) through
 * `createShellStore({ config: { logger } })`.
 */
export type ShellLogLevel = 'warn' | 'error';

export interface ShellLogEntry {
  level: ShellLogLevel;
  /** Stable machine-readable event, e.g. `api.fallback`. */
  event: string;
  /** Endpoint or component name, e.g. `getCommonData`. */
  source: string;
  /** Why: `network`, `http-500`, `timeout`, `malformed-json`, `schema`, `empty`, … */
  reason: string;
  detail?: unknown;
}

export interface ShellLogger {
  log(entry: ShellLogEntry): void;
}

export const consoleLogger: ShellLogger = {
  log(entry) {
    const line = `[shell] ${entry.event} ${entry.source}: ${entry.reason}`;
    if (entry.level === 'error') console.error(line, entry.detail ?? '');
    else console.warn(line, entry.detail ?? '');
  },
};

export const silentLogger: ShellLogger = { log() {} };

/** A logger that keeps its entries, for tests and the demo's log panel. */
export interface MemoryLogger extends ShellLogger {
  readonly entries: ShellLogEntry[];
  clear(): void;
}

export function createMemoryLogger(forward?: ShellLogger): MemoryLogger {
  const entries: ShellLogEntry[] = [];
  return {
    entries,
    log(entry) {
      entries.push(entry);
      forward?.log(entry);
    },
    clear() {
      entries.length = 0;
    },
  };
}
