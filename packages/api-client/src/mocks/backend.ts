import type { HttpHandler } from 'msw';
import type { SiteKey } from '@shell/site-config';
import type { CallId } from '../endpoints/catalog';
import { CALL_IDS } from '../endpoints/catalog';
import type { FaultController, FaultSpec } from './faults';
import { createFaultController } from './faults';
import type { MockRoute, MockState, MockUserKind } from './route';
import { toHandler } from './route';
import { createSharedRoutes } from './shared';
import { createMarketRoutes } from './markets';
import { createHeraldRoutes } from './herald';
import { createStaticAssetHandlers } from './staticAssets';
import { withHostileAnswers } from './hostile/answers';

export const DEFAULT_MOCK_SEED = 20250923;

export interface MockBackendOptions {
  /** Same seed, same data. */
  seed?: number;
  user?: MockUserKind;
  site?: SiteKey;
  faults?: readonly FaultSpec[];
  /** Latency added to every answer (ms). 0 in tests; the demo uses a little to look real. */
  latencyMs?: number;
  /** 1 or more: serve the hostile corpus in every link and text field (`hostile/answers.ts`); 0 (default) for normal data. */
  hostileRound?: number;
}

/** Everything a domain's route factory gets: the seed (for its own generators) and the live state. */
export interface MockDomainContext {
  seed: number;
  state: MockState;
}

export interface MockBackend {
  handlers: HttpHandler[];
  faults: FaultController;
  state: MockState;
  /** Resets user, site, faults and per-domain state (between tests). */
  reset(options?: Pick<MockBackendOptions, 'user' | 'site' | 'faults' | 'hostileRound'>): void;
  /** The calls that have a route (every call of the catalogue). */
  routedCalls: CallId[];
}

/**
 * The mock HTTP backend of the shell: one MSW handler for every call of spec §7, answering with
 * seeded, realistic data, and each switchable to a fault. The same handlers serve unit tests
 * (msw/node), Storybook and the demo app (msw/browser).
 */
export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const seed = options.seed ?? DEFAULT_MOCK_SEED;
  const state: MockState = { user: options.user ?? 'visitor', site: options.site ?? 'main', scratch: new Map(), hostileRound: options.hostileRound ?? 0 };
  const faults = createFaultController(options.faults);
  const context: MockDomainContext = { seed, state };
  const routes: MockRoute[] = withHostileAnswers([
    ...createSharedRoutes(context),
    ...createMarketRoutes(context),
    ...createHeraldRoutes(context),
  ]);
  const routeOptions = { faults, state, latencyMs: options.latencyMs ?? 0 };
  return {
    handlers: [...routes.map((route) => toHandler(route, routeOptions)), ...createStaticAssetHandlers()],
    faults,
    state,
    reset(next = {}) {
      state.user = next.user ?? 'visitor';
      state.site = next.site ?? 'main';
      state.hostileRound = next.hostileRound ?? 0;
      state.scratch.clear();
      faults.clear();
      for (const spec of next.faults ?? []) faults.set(spec.call, spec.kind);
    },
    routedCalls: CALL_IDS.filter((id) => routes.some((route) => route.call === id)),
  };
}
