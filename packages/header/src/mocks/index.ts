// The `@shell/header/mocks` entry: the header's part of the mock backend. It imports @shell/mocks
// and msw (optional peers of this package): a runtime entry of the header never imports this module.
import type { MockFeature } from '@shell/mocks';
import { HEADER_CALLS } from '../data/calls';
import { createHeaderRoutes } from './headerRoutes';
import { createLogoutRoutes } from './logoutRoutes';

/**
 * The header's calls in the mock backend — remote menu, nav config, signup bubble, entry tags and
 * the three logouts — with their hostile rewrites: pass it in `createMockBackend({ features })`
 * (`@shell/mocks`) wherever a header is rendered on mocks.
 */
export const headerMockFeature: MockFeature = {
  name: 'header',
  calls: HEADER_CALLS,
  routes: () => [...createHeaderRoutes(), ...createLogoutRoutes()],
};
