import type { FaultKind } from '@shell/mocks';

/**
 * The `reason` of the one `api.fallback` line the client logs when a call meets each fault of the
 * mock backend (the client's `FailureReason`): what every package's fault-matrix test expects.
 */
export const FAULT_LOG_REASON = {
  network: 'network',
  'http-500': 'http-500',
  timeout: 'timeout',
  'malformed-json': 'malformed-json',
  'schema-invalid': 'schema',
  empty: 'empty',
} as const satisfies Record<FaultKind, string>;
