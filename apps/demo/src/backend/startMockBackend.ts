import { setupWorker } from 'msw/browser';
import { createMockBackend, issueMockCsrfCookie } from '@shell/mocks';
import { marketsMockFeature } from '@shell/markets/mocks';
import { reminderMockFeature } from '@shell/reminder/mocks';
import type { MockBackend } from '@shell/mocks';
import { headerMockFeature } from '@shell/header/mocks';
import type { DemoState } from '../state/demoState';
import { registerMockWorker } from './registerMockWorker';

/** The micro-app the mock static host serves, for the shell's `searchApp`. */
export { MOCK_SEARCH_APP } from '@shell/mocks';
// The security page's fixture: a release whose bytes changed after its hash was published. Only
// this demo shows it, so it is not part of @shell/mocks' API (the demo bundles the sources).
export { MOCK_TAMPERED_SEARCH_APP } from '../../../../packages/mocks/src/staticAssets';

/** Enough latency that loading states are visible, little enough that the demo feels quick. */
const DEMO_LATENCY_MS = 120;

/**
 * Starts the MSW service worker with the shell's mock backend, switched to the URL's user, site,
 * faults and hostile round. Must finish before the first render: a request sent before the
 * worker controls the page would reach the static server instead. main.ts imports this module
 * dynamically, so a build pointed at a real API never downloads MSW or the generators.
 */
export async function startMockBackend(state: DemoState): Promise<MockBackend> {
  const backend = createMockBackend({
    features: [headerMockFeature, marketsMockFeature, reminderMockFeature],
    latencyMs: DEMO_LATENCY_MS,
    user: state.user,
    site: state.site,
    faults: state.faults,
    hostileRound: state.hostile,
    badInput: state.badInput,
  });
  issueMockCsrfCookie();
  // MSW's worker behind a listener that lets the build's own chunks bypass it (public/demoServiceWorker.js).
  const url = `${import.meta.env.BASE_URL}demoServiceWorker.js`;
  // Registered first, with a Trusted Types script URL, so MSW finds the registration and never
  // calls `register()` with a plain string (blocked under `require-trusted-types-for 'script'`).
  await registerMockWorker(url);
  await setupWorker(...backend.handlers).start({
    // Scripts, styles and the HMR socket are not API calls.
    onUnhandledRequest: 'bypass',
    serviceWorker: { url },
    quiet: true,
  });
  return backend;
}
