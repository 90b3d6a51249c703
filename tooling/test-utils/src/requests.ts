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

/** A CSRF token with characters that need encoding, and a cookie header that carries it. */
export const CSRF_TEST_TOKEN = 'tok/42+x';
export const CSRF_TEST_COOKIES = `theme_mode=2; csrftoken=${encodeURIComponent(CSRF_TEST_TOKEN)}; curr_fiat=EUR`;

export interface RecordedRequest {
  method: string;
  url: URL;
  /** The `csrftoken` header it carried. */
  csrf: string | null;
  /** The `Cookie` header it carried (a server's request; a browser's cookies are not headers MSW sees). */
  cookie: string | null;
}

const recorders = new Set<() => void>();

/** Stops every recorder started with {@link recordRequests} (they also stop when the test ends). */
export function stopRecordingRequests(): void {
  for (const stop of [...recorders]) stop();
}

/** Every request the mock network sees from now until the test ends, with the CSRF and cookie headers it carried. */
export function recordRequests(): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push({ method: request.method, url: new URL(request.url), csrf: request.headers.get('csrftoken'), cookie: request.headers.get('cookie') });
  };
  mockServer.events.on('request:start', listener);
  const stop = () => {
    mockServer.events.removeListener('request:start', listener);
    recorders.delete(stop);
  };
  recorders.add(stop);
  onTestFinished(stop);
  return seen;
}
