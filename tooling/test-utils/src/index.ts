export { installMockFeatures, mockBackend, mockServer } from './server';
export { createTestStore, renderWithShell, TEST_BASE_URL, TEST_TIMEOUT_FAULT_MS, TEST_TIMEOUT_MS } from './renderWithShell';
export type { ShellRenderResult, ShellTestContext, ShellTestOptions } from './renderWithShell';
export { failingStorage, quotaError, securityError } from './storage';
export type { StorageFailures } from './storage';
export { holdCall } from './holdCall';
export { hydrateServerHtml } from './hydrate';
export type { Hydrated } from './hydrate';
export { countRequests, runMutation, runQuery } from './requests';
