import { CALLS } from '../../endpoints/catalog';
import type { CallId } from '../../endpoints/catalog';
import { createMockBackend } from '../backend';
import { createSharedRoutes } from './index';
import { commonDataResponse } from '../../schemas/commonData';
import { userInfoResponse } from '../../schemas/userInfo';
import { complianceResponse } from '../../schemas/compliance';
import { kycStatusResponse } from '../../schemas/kycStatus';
import { fiatRatesResponse } from '../../schemas/fiatRates';
import { unifiedAccountModeResponse } from '../../schemas/unifiedAccount';
import { crossMarginInfoResponse } from '../../schemas/crossMargin';
import type { ShellSchema } from '../../safeQuery';
import type { MockState } from '../route';

const SHARED_CALLS = Object.values(CALLS).map((info) => info.id as CallId);

const SCHEMAS: Record<string, ShellSchema<unknown>> = {
  commonData: commonDataResponse,
  userInfo: userInfoResponse,
  complianceCheck: complianceResponse,
  kycStatus: kycStatusResponse,
  currFiatMarketRates: fiatRatesResponse,
  unifiedAccountMode: unifiedAccountModeResponse,
  crossMarginInfo: crossMarginInfoResponse,
};

const routes = createSharedRoutes({ seed: 1, state: { user: 'user', site: 'main', scratch: new Map() } });

describe('shared mock routes', () => {
  it('the mock backend routes every shared call', () => {
    expect(createMockBackend().routedCalls).toEqual(expect.arrayContaining(SHARED_CALLS));
  });

  it('has exactly one route per shared call, each with its own invalid body', () => {
    expect(routes.map((route) => route.call).sort()).toEqual([...SHARED_CALLS].sort());
    for (const route of routes) expect(route.invalidBody, route.call).toBeTypeOf('function');
  });

  // The announcement calls' schema is @shell/header's: its fault matrix runs their invalid bodies.
  it.each(SHARED_CALLS.filter((call) => call in SCHEMAS))('%s: the invalid body fails the schema, a normal answer passes', async (call) => {
    const route = routes.find((entry) => entry.call === call);
    const schema = SCHEMAS[call];
    expect(route && schema).toBeTruthy();
    expect(schema?.safeParse(route?.invalidBody?.()).success).toBe(false);
    const state: MockState = { user: 'user', site: 'main', scratch: new Map() };
    const info = CALLS[call];
    const url = new URL(`http://shell.test${info.path}?page_key=index&lang=en`);
    const request = new Request(url, { method: info.method, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const body = await route?.resolve({ request, url, state });
    expect(body).not.toBeInstanceOf(Response);
    expect(schema?.safeParse(body).success).toBe(true);
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
