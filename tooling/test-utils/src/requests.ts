import { onTestFinished } from 'vitest';
import { mockServer } from './server';

/**
 * Counts the requests MSW sees for one path (and, when given, one method) during the current test,
 * through the `request:start` life-cycle event: nothing about fetch or the hooks is mocked.
 */
export function countRequests(path: string, method?: string): { readonly count: number; readonly urls: readonly URL[] } {
  const counter = { count: 0, urls: [] as URL[] };
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname !== path || (method !== undefined && request.method !== method)) return;
    counter.count++;
    counter.urls.push(url);
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => void mockServer.events.removeListener('request:start', listener));
  return counter;
}

interface QueryRequest<T> {
  unwrap(): Promise<T>;
  unsubscribe(): void;
}

interface MutationRequest<T> {
  unwrap(): Promise<T>;
  reset(): void;
}

/** Awaits a dispatched query's data and drops the subscription, so no cache timer outlives the test. */
export async function runQuery<T>(request: QueryRequest<T>): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

/** Awaits a dispatched mutation's result and resets it. */
export async function runMutation<T>(request: MutationRequest<T>): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}
