import { http } from 'msw';
import { CALLS } from '@shell/api-client';
import type { CallId } from '@shell/api-client';
import { mockServer } from './server';

/**
 * Holds every request of a call until the returned `answer()`, then lets the mock backend answer
 * it as usual: for asserting what the shell shows while that one answer is outstanding. Reset
 * with the other handlers after each test.
 */
export function holdCall(call: CallId): () => void {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  // Resolving to nothing passes the request on to the next handler: the mock backend's.
  mockServer.use(http.all(`*${CALLS[call].path}`, () => held));
  return answer;
}
