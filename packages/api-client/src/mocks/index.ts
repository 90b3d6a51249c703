export { createMockBackend, DEFAULT_MOCK_SEED } from './backend';
export { createStaticAssetHandlers, MOCK_STATIC_HOST, placeholderSvg, SEARCH_APP_SOURCE } from './staticAssets';
export type { MockBackend, MockBackendOptions, MockDomainContext } from './backend';
export { createFaultController, FAULT_KINDS, FAULT_LOG_REASON, isFaultKind, parseFaultList } from './faults';
export type { FaultController, FaultKind, FaultSpec } from './faults';
export type { MockRequestInfo, MockRoute, MockState, MockUserKind } from './route';
export { createRng } from './rng';
export type { Rng } from './rng';
export { HOSTILE_CALLS, hostileHeaderTags, hostileRemoteMenu, withHostileAnswers } from './hostile/answers';
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
