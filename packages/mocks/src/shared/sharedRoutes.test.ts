import { CALLS } from '@shell/api-client/core';
import type { CallId } from '@shell/api-client/core';
import { createMockBackend } from '../backend';
import type { MockState } from '../route';
import { createSharedRoutes } from './index';

// That each answer passes (and each invalid body fails) its schema is tested where the schemas
// live: @shell/api-client's src/schemas/mockAnswers.test.ts.

const SHARED_CALLS = Object.values(CALLS).map((info) => info.id as CallId);

const routes = createSharedRoutes({ seed: 1, state: { user: 'user', site: 'main', scratch: new Map() } });

describe('shared mock routes', () => {
  it('the mock backend routes every shared call', () => {
    expect(createMockBackend().routedCalls).toEqual(expect.arrayContaining(SHARED_CALLS));
  });

  it('has exactly one route per shared call, each with its own invalid body', () => {
    expect(routes.map((route) => route.call).sort()).toEqual([...SHARED_CALLS].sort());
    for (const route of routes) expect(route.invalidBody, route.call).toBeTypeOf('function');
  });

  it('is deterministic for a seed', async () => {
    const state: MockState = { user: 'user', site: 'main', scratch: new Map() };
    const answer = async (seed: number) => {
      const route = createSharedRoutes({ seed, state }).find((entry) => entry.call === 'userInfo');
      const url = new URL(`http://shell.test${CALLS.userInfo.path}`);
      return route?.resolve({ request: new Request(url), url, state });
    };
    expect(await answer(7)).toEqual(await answer(7));
    expect(await answer(7)).not.toEqual(await answer(8));
  });
});
