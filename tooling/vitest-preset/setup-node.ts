import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockBackend, mockServer } from '@shell/test-utils';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  mockBackend.reset();
});
afterAll(() => mockServer.close());
