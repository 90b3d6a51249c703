import type { CallId } from '../endpoints/catalog';
import { isCallId } from '../endpoints/catalog';

/** The ways a mock handler can fail, for tests, Storybook and the demo (`?fault=<call>:<kind>`). */
export const FAULT_KINDS = ['network', 'http-500', 'timeout', 'malformed-json', 'schema-invalid', 'empty'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** The `reason` the client logs when a call meets each fault (see FailureReason). */
export const FAULT_LOG_REASON = {
  network: 'network',
  'http-500': 'http-500',
  timeout: 'timeout',
  'malformed-json': 'malformed-json',
  'schema-invalid': 'schema',
  empty: 'empty',
} as const satisfies Record<FaultKind, string>;

export function isFaultKind(value: unknown): value is FaultKind {
  return typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);
}

export interface FaultSpec {
  call: CallId | '*';
  kind: FaultKind;
}

/**
 * Parses `spotMarkets:timeout,reminderTabs:http-500` (or `*:network`) into fault specs. Unknown
 * entries are ignored, so a typo in a URL never breaks the demo.
 */
export function parseFaultList(value: string | null | undefined): FaultSpec[] {
  if (!value) return [];
  const specs: FaultSpec[] = [];
  for (const entry of value.split(',')) {
    const [call, kind] = entry.trim().split(':');
    if ((call === '*' || isCallId(call)) && isFaultKind(kind)) specs.push({ call, kind });
  }
  return specs;
}

export interface FaultController {
  set(call: CallId | '*', kind: FaultKind): void;
  clear(call?: CallId | '*'): void;
  get(call: CallId): FaultKind | undefined;
  list(): FaultSpec[];
}

export function createFaultController(initial: readonly FaultSpec[] = []): FaultController {
  const faults = new Map<CallId | '*', FaultKind>();
  for (const spec of initial) faults.set(spec.call, spec.kind);
  return {
    set: (call, kind) => void faults.set(call, kind),
    clear: (call) => (call ? void faults.delete(call) : faults.clear()),
    get: (call) => faults.get(call) ?? faults.get('*'),
    list: () => [...faults].map(([call, kind]) => ({ call, kind })),
  };
}
