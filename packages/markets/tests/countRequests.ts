import { onTestFinished } from 'vitest';
import { mockServer } from '@shell/test-utils';

/** Counts the requests MSW sees for a path during the current test (nothing is mocked). */
export function countRequests(path: string): { readonly count: number; readonly urls: URL[] } {
  const counter = { count: 0, urls: [] as URL[] };
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) {
      counter.count++;
      counter.urls.push(url);
    }
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => {
    mockServer.events.removeListener('request:start', listener);
  });
  return counter;
}
