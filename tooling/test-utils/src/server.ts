import { setupServer } from 'msw/node';
import { createMockBackend } from '@shell/api-client/mocks';

/** The mock backend every unit test runs against (no latency). Reset after each test by the preset. */
export const mockBackend = createMockBackend({ latencyMs: 0 });

/** The MSW server over {@link mockBackend}; use `mockServer.use(...)` for one-off overrides. */
export const mockServer = setupServer(...mockBackend.handlers);
