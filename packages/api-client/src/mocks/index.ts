export { createMockBackend, DEFAULT_MOCK_SEED } from './backend';
export { createStaticAssetHandlers, MOCK_SEARCH_APP, MOCK_STATIC_HOST, MOCK_TAMPERED_SEARCH_APP } from './staticAssets';
export type { MockBackend, MockBackendOptions } from './backend';
export { FAULT_KINDS, FAULT_LOG_REASON, isFaultKind, parseFaultList } from './faults';
export type { FaultController, FaultKind, FaultSpec } from './faults';
export { MOCK_USER_COOKIE } from './route';
export { issueMockCsrfCookie, MOCK_CSRF_COOKIE } from './csrf';
export type { HostileTransform, MockDomainContext, MockFeature, MockRequestInfo, MockRoute, MockState, MockUserKind } from './route';
// Building blocks for a feature's own routes (each package's `mocks` entry).
export { NOT_LOGGED_IN, ok } from './shared/ok';
export { badRequest, memoize, nowSeconds } from './helpers';
export { createRng } from './rng';
export type { Rng } from './rng';
