import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { shellDataApi, useUserInfo } from '@shell/api-client';
import { createMemoryLogger, CALLS } from '@shell/api-client/core';
import { mockServer, TEST_BASE_URL } from '@shell/test-utils';
import { ShellRoot } from '@shell/root';

// Issue 22 item 5 — spec §4 "Logged-out visitors on listed public paths on a non-main host are
// redirected to their regional host": part of ShellRoot, on by default, configurable off.

/** Common data of a visitor landing from Türkiye (`userLandingPageCountry: 'TR'`). */
function visitorFromTurkey() {
  mockServer.use(
    http.get(`*${CALLS.commonData.path}`, () =>
      HttpResponse.json({ code: 200, data: { sub_website_id: 106, lang_list: { en: 'English' }, fiat_list: [], curr_fiat: 'EUR', userLandingPageCountry: 'TR' } }),
    ),
  );
}

/** Shows when the decision's three inputs have answered (or fallen back), so "stays" is a real answer. */
function Inputs() {
  const common = shellDataApi.endpoints.getCommonData.useQuery();
  const compliance = shellDataApi.endpoints.getComplianceCheck.useQuery();
  const user = useUserInfo();
  const ready = common.data !== undefined && compliance.data !== undefined && !user.clientLoading;
  return <p>{ready ? `inputs ready: ${common.data?.userLandingPageCountry || 'none'}` : 'page'}</p>;
}

function renderRoot(props: { complianceRedirect?: boolean; pathname?: string } = {}) {
  const navigate = vi.fn<(href: string, options?: { replace?: boolean }) => void>();
  const logger = createMemoryLogger();
  render(
    <ShellRoot site="eu" lang="en" apiBaseUrl={TEST_BASE_URL} logger={logger} pathname={props.pathname ?? '/price/bitcoin'} search="ref=ad" navigate={navigate} {...(props.complianceRedirect === undefined ? {} : { complianceRedirect: props.complianceRedirect })}>
      <Inputs />
    </ShellRoot>,
  );
  return { navigate, logger };
}

/** Waits until the three inputs of the decision have answered (or fallen back) and effects ran. */
async function settle(country: string) {
  await screen.findByText(`inputs ready: ${country}`);
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('ShellRoot compliance redirect (spec §4)', () => {
  it('on by default: a logged-out visitor from Türkiye on a listed public path of the EU host goes to the Turkey host, path and query kept', async () => {
    visitorFromTurkey();
    const { navigate } = renderRoot();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://tr.gate.example/price/bitcoin?ref=ad', { replace: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('complianceRedirect={false} turns it off', async () => {
    visitorFromTurkey();
    const { navigate } = renderRoot({ complianceRedirect: false });
    await settle('TR');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a page that is not a listed public path (trading) stays', async () => {
    visitorFromTurkey();
    const { navigate } = renderRoot({ pathname: '/trade/BTC_USDT' });
    await settle('TR');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('fails open: a failing common data call keeps the visitor on the page (one fallback log line)', async () => {
    mockServer.use(http.get(`*${CALLS.commonData.path}`, () => new HttpResponse(null, { status: 500 })));
    const { navigate, logger } = renderRoot();
    await settle('none');
    expect(logger.entries.some((e) => e.event === 'api.fallback' && e.source === 'getCommonData')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
