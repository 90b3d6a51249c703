import { http } from 'msw';
import { mockBackend, mockServer } from './server';

/**
 * Holds every request of a call (an id of any installed feature's catalogue) until the returned
 * `answer()`, then lets the mock backend answer it as usual: for asserting what the shell shows
 * while that one answer is outstanding. Reset with the other handlers after each test.
 */
export function holdCall(call: string): () => void {
  const info = mockBackend.calls[call];
  if (!info) throw new Error(`holdCall: "${call}" is not a call of the test backend (is its feature installed?)`);
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  // Resolving to nothing passes the request on to the next handler: the mock backend's.
  mockServer.use(http.all(`*${info.path}`, () => held));
  return answer;
}
