import { getResponse } from 'msw';
import { createMockBackend, MOCK_USER_COOKIE } from '@shell/mocks';
import { CALLS } from '../endpoints/catalog';
import type { CallId } from '../endpoints/catalog';
import type { ShellSchema } from '../safeQuery';
import { commonDataResponse } from './commonData';
import { complianceResponse } from './compliance';
import { fiatRatesResponse } from './fiatRates';
import { unifiedAccountModeResponse } from './unifiedAccount';
import { userInfoResponse } from './userInfo';

// The mock backend (@shell/mocks) answers the shared calls for every test, Storybook and the
// demo: its normal answers must pass these schemas, and its `schema-invalid` fault must not (else
// a fault test would exercise the happy path). The announcement and bulletin calls are answered
// here too, but their schema is @shell/header's, whose tests check those answers.
type SharedCallId = Exclude<CallId, 'announcement' | 'fullsiteBulletin'>;
const SCHEMAS: Record<SharedCallId, ShellSchema<unknown>> = {
  commonData: commonDataResponse,
  userInfo: userInfoResponse,
  complianceCheck: complianceResponse,
  currFiatMarketRates: fiatRatesResponse,
  unifiedAccountMode: unifiedAccountModeResponse,
};

/** The JSON body the mock backend answers `call` with, as a signed-in user. */
async function answer(call: SharedCallId, faulty: boolean): Promise<unknown> {
  const backend = createMockBackend({ faults: faulty ? [{ call, kind: 'schema-invalid' }] : [] });
  const info = CALLS[call];
  const request = new Request(`http://shell.test${info.path}?page_key=index&lang=en`, {
    method: info.method,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${MOCK_USER_COOKIE}=user` },
  });
  const response = await getResponse(backend.handlers, request);
  expect(response?.status, call).toBe(200);
  return response?.json();
}

describe("the mock backend's answers to the shared calls", () => {
  it.each(Object.keys(SCHEMAS) as SharedCallId[])('%s: a normal answer passes its schema, the schema-invalid fault fails it', async (call) => {
    expect(SCHEMAS[call].safeParse(await answer(call, false)).success).toBe(true);
    expect(SCHEMAS[call].safeParse(await answer(call, true)).success).toBe(false);
  });
});
