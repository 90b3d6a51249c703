// Test-only helpers (never exported from the package): run one endpoint on a store and unwrap it,
// and count what the mock network sees.
import { onTestFinished } from 'vitest';
import { mockServer } from '@shell/test-utils';

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

export async function runMutation<T>(request: MutationRequest<T>): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}

/**
 * Counts the requests MSW sees for one path during the current test (through the `request:start`
 * life-cycle event, so nothing about fetch or the hooks is mocked).
 */
export function countRequests(path: string): { readonly count: number } {
  const counter = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) counter.count++;
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => {
    mockServer.events.removeListener('request:start', listener);
  });
  return counter;
}
