import { useEffect, useMemo, useRef } from 'react';
import { resolveComplianceRedirect } from '@shell/site-config';
import type { ComplianceRedirect } from '@shell/site-config';
import { shellDataApi, useShellLogger, useShellSession, useUserInfo } from '@shell/api-client';
import { useSafeNavigate, useShellHost } from '@shell/ui';

export interface ComplianceRedirectOptions {
  /** Off for pages that must never move (default true). */
  enabled?: boolean;
}

/**
 * Runs the compliance redirect of spec §3/§4 once per mount, as soon as user info, the compliance
 * check and common data have answered (or fallen back): a sanctioned location goes to
 * `/state_compliance_tips`; a logged-out visitor on a listed public path goes to the Australian
 * host (`au_redirect`) or, on a non-main host, to their regional host. The navigation replaces
 * the history entry (the page they left would only redirect again) and goes through
 * `useSafeNavigate`. Returns the decision for the current inputs (null = stay, or not known yet).
 *
 * The host app calls it once per page, e.g. in its layout; the rules are
 * `resolveComplianceRedirect` of @shell/site-config.
 */
export function useComplianceRedirect(options: ComplianceRedirectOptions = {}): ComplianceRedirect | null {
  const enabled = options.enabled ?? true;
  const { site } = useShellSession();
  const { pathname, search } = useShellHost();
  const user = useUserInfo();
  const compliance = shellDataApi.endpoints.getComplianceCheck.useQuery(undefined, { skip: !enabled });
  const common = shellDataApi.endpoints.getCommonData.useQuery(undefined, { skip: !enabled });
  const navigate = useSafeNavigate();
  const logger = useShellLogger();
  const decided = useRef(false);

  const ready = enabled && !user.clientLoading && compliance.data !== undefined && common.data !== undefined;
  const decision = useMemo(
    () =>
      ready && compliance.data && common.data
        ? resolveComplianceRedirect({
            site,
            pathname,
            search,
            loggedIn: user.isLogin,
            limit: compliance.data.limit,
            visitorCountry: common.data.userLandingPageCountry,
          })
        : null,
    [ready, site, pathname, search, user.isLogin, compliance.data, common.data],
  );

  // Once per mount: after a client-side navigation the next page's layout decides again.
  useEffect(() => {
    if (!ready || decided.current) return;
    decided.current = true;
    if (decision === null) return;
    logger.log({ level: 'warn', event: 'prefs.compliance-redirect', source: 'useComplianceRedirect', reason: decision.reason, detail: decision.href });
    navigate(decision.href, { replace: true, source: 'useComplianceRedirect' });
  }, [ready, decision, navigate, logger]);

  return decision;
}
