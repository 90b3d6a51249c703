import { useSyncExternalStore } from 'react';
import { useDemoLogger } from '../state/DemoContext';
import type { TimedLogEntry } from './observableLogger';

export function useLogEntries(): readonly TimedLogEntry[] {
  const logger = useDemoLogger();
  useSyncExternalStore(logger.subscribe, logger.version);
  // A copy, so memoised consumers see a new value when an entry arrives.
  return logger.entries.slice();
}

interface RequestTimes {
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
}

/**
 * The `api.fallback` line written while this request ran, if any: then the data on screen is the
 * spec §8 fallback, not the server's answer.
 */
export function useFallbackEntry(source: string, request: RequestTimes): TimedLogEntry | undefined {
  const entries = useLogEntries();
  const { startedTimeStamp: started, fulfilledTimeStamp: fulfilled } = request;
  if (started === undefined || fulfilled === undefined) return undefined;
  return entries.findLast((entry) => entry.event === 'api.fallback' && entry.source === source && entry.at >= started && entry.at <= fulfilled);
}
