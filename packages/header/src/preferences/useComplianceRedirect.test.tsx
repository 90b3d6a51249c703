import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CALLS } from '@shell/api-client/core';
import type { ComplianceRedirect } from '@shell/site-config';
import { mockServer } from '@shell/test-utils';
import { useComplianceRedirect } from './useComplianceRedirect';
import { renderPrefs } from './testing.test-helper';

function Probe({ onDecision, enabled }: { onDecision?: (decision: ComplianceRedirect | null) => void; enabled?: boolean }) {
  const decision = useComplianceRedirect({ enabled });
  onDecision?.(decision);
  return null;
}

function limit(value: { au_redirect: boolean; is_sanction_country: boolean }) {
  mockServer.use(http.get(`*${CALLS.complianceCheck.path}`, () => HttpResponse.json({ code: 200, data: { menu: [], business: [], limit: value } })));
}

/** Lets every pending request answer and effects run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('useComplianceRedirect', () => {
  it('sends a sanctioned location to /state_compliance_tips (with the language), replacing the entry, once', async () => {
    limit({ au_redirect: false, is_sanction_country: true });
    const decisions: (ComplianceRedirect | null)[] = [];
    const { navigate, logger } = renderPrefs(<Probe onDecision={(d) => decisions.push(d)} />, { lang: 'de', pathname: '/de/trade/BTC_USDT', user: 'user' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/de/state_compliance_tips', { replace: true }));
    await settle();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(decisions.at(-1)).toEqual({ href: '/de/state_compliance_tips', reason: 'sanction' });
    expect(logger.entries).toContainEqual(expect.objectContaining({ event: 'prefs.compliance-redirect', reason: 'sanction' }));
  });

  it('sends a logged-out au_redirect visitor on a listed path to the Australian host', async () => {
    limit({ au_redirect: true, is_sanction_country: false });
    const { navigate } = renderPrefs(<Probe />, { site: 'main', pathname: '/price/bitcoin', search: 'x=1' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://au.gate.example/price/bitcoin?x=1', { replace: true }));
  });

  it('leaves a logged-in au_redirect user where they are', async () => {
    limit({ au_redirect: true, is_sanction_country: false });
    const { navigate } = renderPrefs(<Probe />, { site: 'main', pathname: '/price', user: 'user' });
    await settle();
    await settle();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a logged-out visitor from another region on a non-main host to their regional host', async () => {
    mockServer.use(
      http.get(`*${CALLS.commonData.path}`, () =>
        HttpResponse.json({ code: 200, data: { lang_list: { en: 'English' }, fiat_list: [], userLandingPageCountry: 'JP' } }),
      ),
    );
    const { navigate } = renderPrefs(<Probe />, { site: 'tr', pathname: '/learn' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://jp.gate.example/learn', { replace: true }));
  });

  it.each([
    ['a visitor of their own region (mock: TR on tr)', { site: 'tr' as const, pathname: '/' }],
    ['an unlisted path', { site: 'tr' as const, pathname: '/trade/BTC_TRY' }],
    ['main', { site: 'main' as const, pathname: '/' }],
  ])('stays for %s', async (_label, options) => {
    const { navigate } = renderPrefs(<Probe />, options);
    await settle();
    await settle();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', async () => {
    limit({ au_redirect: false, is_sanction_country: true });
    const { navigate } = renderPrefs(<Probe enabled={false} />, { pathname: '/' });
    await settle();
    await settle();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays when the compliance check fails (logged; its fallback has no limits)', async () => {
    const { navigate, logger } = renderPrefs(<Probe />, { site: 'tr', pathname: '/', faults: [{ call: 'complianceCheck', kind: 'http-500' }] });
    await waitFor(() => expect(logger.entries.some((e) => e.source === 'getComplianceCheck')).toBe(true));
    await settle();
    expect(navigate).not.toHaveBeenCalled();
  });
});
