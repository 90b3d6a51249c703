import { getResponse } from 'msw';
import { CALLS } from '@shell/api-client/core';
import { createMockBackend } from './backend';

// The per-request switches of the mock backend: where the visitor is and which calls fail, read
// from the request's cookies, so one shared backend (a host's dev server, parallel e2e tests)
// answers each request as its own scenario.

const backend = createMockBackend({ site: 'eu' });

async function commonData(cookie?: string): Promise<{ status: number; country?: string }> {
  const request = new Request(`http://shell.test${CALLS.commonData.path}`, { headers: cookie === undefined ? {} : { cookie } });
  const response = await getResponse(backend.handlers, request);
  if (!response) throw new Error('no handler answered common data');
  if (response.status !== 200) return { status: response.status };
  const body = (await response.json()) as { data: { userLandingPageCountry: string } };
  return { status: response.status, country: body.data.userLandingPageCountry };
}

describe('per-request mock cookies', () => {
  it("answers common data's country from shell_mock_country, else the site's own", async () => {
    expect(await commonData()).toEqual({ status: 200, country: 'EU' });
    expect(await commonData('shell_mock_country=tr')).toEqual({ status: 200, country: 'TR' });
    // A value that is not two letters is no country: the default stands.
    for (const garbage of ['shell_mock_country=TUR', 'shell_mock_country=<b>', 'shell_mock_country=']) {
      expect(await commonData(garbage), garbage).toEqual({ status: 200, country: 'EU' });
    }
  });

  it('fails the calls shell_mock_faults names for that request only, before the backend faults', async () => {
    expect(await commonData('shell_mock_faults=commonData:http-500')).toEqual({ status: 500 });
    expect(await commonData('shell_mock_faults=*:http-500')).toEqual({ status: 500 });
    // Another call's fault, an unknown kind: common data answers.
    expect(await commonData('shell_mock_faults=userInfo:http-500')).toEqual({ status: 200, country: 'EU' });
    expect(await commonData('shell_mock_faults=commonData:melt')).toEqual({ status: 200, country: 'EU' });
    // The next request without the cookie is not touched by it.
    expect(await commonData()).toEqual({ status: 200, country: 'EU' });
  });
});
