export { createMockBackend, DEFAULT_MOCK_SEED } from './backend';
export { createStaticAssetHandlers, MOCK_STATIC_HOST, placeholderSvg, SEARCH_APP_SOURCE } from './staticAssets';
export type { MockBackend, MockBackendOptions } from './backend';
export { createFaultController, FAULT_KINDS, FAULT_LOG_REASON, isFaultKind, parseFaultList } from './faults';
export type { FaultController, FaultKind, FaultSpec } from './faults';
export type { HostileTransform, MockDomainContext, MockFeature, MockRequestInfo, MockRoute, MockState, MockUserKind } from './route';
// Building blocks for a feature's own routes (each package's `mocks` entry).
export { NOT_LOGGED_IN, ok } from './shared/ok';
export { badRequest, memoize, nowSeconds } from './helpers';
// Transitional: the markets and reminder features, until their packages own them.
export { marketsMockFeature } from './markets';
export { reminderMockFeature } from './herald';
export { createRng } from './rng';
export type { Rng } from './rng';
export { withHostileAnswers } from './hostile/answers';
export {
  corpusAt,
  HOSTILE_AUTHORITY_URLS,
  HOSTILE_HOST_URLS,
  HOSTILE_HOSTS,
  HOSTILE_ROUNDS,
  HOSTILE_SCRIPT_URLS,
  HOSTILE_TEXTS,
  HOSTILE_URLS,
  hostileUrlOfRound,
  PWNED_FLAG,
} from './hostile/corpus';
