import { onTestFinished } from 'vitest';
import { mockServer } from '@shell/test-utils';

/**
 * Test helper: counts the requests MSW sees for one path during the current test (through the
 * `request:start` life-cycle event, so nothing about fetch or the hooks is mocked).
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
