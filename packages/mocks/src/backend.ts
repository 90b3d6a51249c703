import type { HttpHandler } from 'msw';
import type { SiteKey } from '@shell/site-config';
import type { CallInfo } from '@shell/api-client/core';
import { CALLS } from '@shell/api-client/core';
import type { FaultController, FaultSpec } from './faults';
import { createFaultController } from './faults';
import type { MockDomainContext, MockFeature, MockRoute, MockState, MockUserKind } from './route';
import { routesHandler } from './route';
import { createSharedRoutes } from './shared';
import { createStaticAssetHandlers } from './staticAssets';
import { withBadInputAnswers } from './badInput';
import { withHostileAnswers } from './hostile/answers';

// The seed when none is given: fixed, so every run and every machine sees the same data.
const DEFAULT_MOCK_SEED = 20250923;

export interface MockBackendOptions {
  /**
   * The features whose calls the backend answers besides the shared ones (common data, user,
   * compliance, announcements), e.g. `[headerMockFeature, marketsMockFeature,
   * reminderMockFeature]` from `@shell/header/mocks`, `@shell/markets/mocks` and
   * `@shell/reminder/mocks`. A consumer mocks only what it renders.
   */
  features?: readonly MockFeature[];
  /** Same seed, same data. */
  seed?: number;
  user?: MockUserKind;
  site?: SiteKey;
  faults?: readonly FaultSpec[];
  /** Latency added to every answer (ms). 0 in tests; the demo uses a little to look real. */
  latencyMs?: number;
  /**
   * Answer each request for the user its mock session cookie names (`shell_mock_user=alice`,
   * `MOCK_USER_COOKIE`); requests without it get `user` (the option above). Default true: concurrent server
   * renders for different users share one backend.
   */
  userFromCookie?: boolean;
  /** 1 or more: serve the hostile corpus in every link and text field (`hostile/answers.ts`); 0 (default) for normal data. */
  hostileRound?: number;
  /** True: serve the bad-input scenario (`badInput.ts`: very long names, 9-digit prices, missing avatar and icons). */
  badInput?: boolean;
}

export interface MockBackend {
  /** The calls' handlers and the static host's (placeholder icons and avatars, the search micro-app). */
  handlers: HttpHandler[];
  /** The seed the data comes from: a test computes expected data from the same seed. */
  seed: number;
  faults: FaultController;
  state: MockState;
  /** Resets user, site, faults and per-domain state (between tests). */
  reset(options?: Pick<MockBackendOptions, 'user' | 'site' | 'faults' | 'hostileRound' | 'badInput'>): void;
  /** The ids of the calls that have a route: the shared ones and every feature's. */
  routedCalls: string[];
  /** Every routed call by id (path and method). */
  calls: Readonly<Record<string, CallInfo>>;
  /** The routed call ids per feature, `shell` for the shared ones (the demo's fault picker groups by it). */
  callsByFeature: ReadonlyArray<{ name: string; calls: readonly string[] }>;
  /** The calls whose answers the hostile scenario rewrites. */
  hostileCalls: string[];
}

/** The shared calls: what `@shell/api-client` itself defines. */
const SHARED_FEATURE: MockFeature = { name: 'shell', calls: CALLS, routes: createSharedRoutes };

/**
 * The mock HTTP backend of the shell: one MSW handler that answers every call of the shared
 * catalogue and of each feature given (see `routesHandler`), answering with seeded, realistic data, and each switchable to a fault.
 * The same handlers serve unit tests (msw/node), Storybook and the demo app (msw/browser).
 */
export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const seed = options.seed ?? DEFAULT_MOCK_SEED;
  const state: MockState = { user: options.user ?? 'visitor', site: options.site ?? 'main', scratch: new Map(), hostileRound: options.hostileRound ?? 0, badInput: options.badInput ?? false };
  const faults = createFaultController(options.faults);
  const context: MockDomainContext = { seed, state };
  const features = [SHARED_FEATURE, ...(options.features ?? [])];
  const calls: Record<string, CallInfo> = {};
  const routes: MockRoute[] = [];
  for (const feature of features) {
    for (const [id, info] of Object.entries(feature.calls)) {
      // Two features answering one path would make MSW's order decide: refuse it where it is written.
      if (id in calls) throw new Error(`mock backend: call "${id}" is defined by more than one feature (${feature.name})`);
      calls[id] = info;
    }
    routes.push(...feature.routes(context));
  }
  const hostileRoutes = withHostileAnswers(routes);
  const routeOptions = { faults, state, latencyMs: options.latencyMs ?? 0, userFromCookie: options.userFromCookie ?? true };
  const routed = withBadInputAnswers(hostileRoutes).map((route) => {
    const info = calls[route.call];
    if (!info) throw new Error(`mock backend: route for unknown call "${route.call}"`);
    return { route, info };
  });
  const routedCalls = Object.keys(calls).filter((id) => routes.some((route) => route.call === id));
  return {
    handlers: [routesHandler(routed, routeOptions), ...createStaticAssetHandlers()],
    seed,
    faults,
    state,
    reset(next = {}) {
      state.user = next.user ?? 'visitor';
      state.site = next.site ?? 'main';
      state.hostileRound = next.hostileRound ?? 0;
      state.badInput = next.badInput ?? false;
      state.scratch.clear();
      faults.clear();
      for (const spec of next.faults ?? []) faults.set(spec.call, spec.kind);
    },
    routedCalls,
    calls,
    callsByFeature: features.map((feature) => ({ name: feature.name, calls: Object.keys(feature.calls).filter((id) => routedCalls.includes(id)) })),
    hostileCalls: hostileRoutes.filter((route, index) => route !== routes[index]).map((route) => route.call),
  };
}
