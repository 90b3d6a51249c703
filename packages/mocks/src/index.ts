// `@shell/mocks`: the mock HTTP backend of the shell (MSW handlers) for tests, Storybook, demos and
// a host's development server. No runtime entry of any package imports it.

// The backend: the shared calls of @shell/api-client plus the features' routes, seeded.
export { createMockBackend } from './backend';
export type { MockBackend, MockBackendOptions } from './backend';
// Fault injection (`?fault=<call>:<kind>` in the demo, `faults` parameter in Storybook).
export { FAULT_KINDS, parseFaultList } from './faults';
export type { FaultController, FaultKind, FaultSpec } from './faults';
// The mock session: sign-in cookie, CSRF cookie.
export { MOCK_USER_COOKIE } from './route';
export { issueMockCsrfCookie, MOCK_CSRF_COOKIE } from './csrf';
// The search micro-app on the mock static host, and a tampered release of it (the backend's
// handlers serve the static host's placeholder files: coin icons, avatars, the micro-app).
export { MOCK_SEARCH_APP } from './staticAssets';

// Building blocks for a feature's own routes (each package's `mocks` entry).
export type { HostileTransform, MockDomainContext, MockFeature, MockRequestInfo, MockRoute, MockState, MockUserKind } from './route';
export { ok } from './shared/ok';
export { badRequest, memoize } from './helpers';
export { createRng } from './rng';
export type { Rng } from './rng';

// The hostile-input corpus (XSS and open-redirect URLs, hostile text) every URL check and every
// feature's hostile scenario is tested against.
// Images have their own list (a same-site path is a hostile image), market names theirs.
export { corpusAt, HOSTILE } from './hostile/corpus';
