import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { createMockBackend } from '@shell/mocks';
import type { MockBackend, MockFeature } from '@shell/mocks';

function build(features: readonly MockFeature[]): { backend: MockBackend; server: SetupServer } {
  const backend = createMockBackend({ latencyMs: 0, features });
  return { backend, server: setupServer(...backend.handlers) };
}

let current = build([]);

/**
 * The mock backend every unit test runs against (no latency): the shared calls, plus the features
 * the package's vitest setup installed with {@link installMockFeatures}. Reset after each test by
 * the preset. A live binding: read it when used, not at import.
 */
export let mockBackend: MockBackend = current.backend;

/** The MSW server over {@link mockBackend}; use `mockServer.use(...)` for one-off overrides. */
export let mockServer: SetupServer = current.server;

/**
 * Adds a feature's mock routes (`@shell/markets/mocks`, `@shell/reminder/mocks`, …) to the test
 * backend. Call it from a vitest setup file listed before the preset's (`defineShellVitestConfig({
 * mockFeatures })`), so the server the preset starts already answers them.
 */
export function installMockFeatures(features: readonly MockFeature[]): void {
  current.server.close();
  current = build(features);
  mockBackend = current.backend;
  mockServer = current.server;
}
