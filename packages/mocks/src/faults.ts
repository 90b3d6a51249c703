/** The ways a mock handler can fail, for tests, Storybook and the demo (`?fault=<call>:<kind>`). */
export const FAULT_KINDS = ['network', 'http-500', 'timeout', 'malformed-json', 'schema-invalid', 'empty'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

function isFaultKind(value: unknown): value is FaultKind {
  return typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);
}

export interface FaultSpec {
  /** A call id of any feature's catalogue, or `*` for every call. */
  call: string;
  kind: FaultKind;
}

/**
 * Parses `spotMarkets:timeout,reminderTabs:http-500` (or `*:network`) into fault specs. Entries
 * whose call is not in `knownCalls` (when given) or whose kind is unknown are ignored, so a typo
 * in a URL never breaks the demo.
 */
export function parseFaultList(value: string | null | undefined, knownCalls?: readonly string[]): FaultSpec[] {
  if (!value) return [];
  const specs: FaultSpec[] = [];
  for (const entry of value.split(',')) {
    const [call, kind] = entry.trim().split(':');
    if (call === undefined || !isFaultKind(kind)) continue;
    const known = call === '*' || (knownCalls ? knownCalls.includes(call) : /^[A-Za-z][A-Za-z0-9]*$/.test(call));
    if (known) specs.push({ call, kind });
  }
  return specs;
}

export interface FaultController {
  set(call: string, kind: FaultKind): void;
  clear(call?: string): void;
  get(call: string): FaultKind | undefined;
  list(): FaultSpec[];
}

export function createFaultController(initial: readonly FaultSpec[] = []): FaultController {
  const faults = new Map<string, FaultKind>();
  for (const spec of initial) faults.set(spec.call, spec.kind);
  return {
    set: (call, kind) => void faults.set(call, kind),
    clear: (call) => (call ? void faults.delete(call) : faults.clear()),
    get: (call) => faults.get(call) ?? faults.get('*'),
    list: () => [...faults].map(([call, kind]) => ({ call, kind })),
  };
}
