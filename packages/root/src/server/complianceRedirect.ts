import { shellServerApi } from '@shell/api-client/server';
import type { ShellServerStore } from '@shell/api-client/server';
import { resolveComplianceRedirect } from '@shell/site-config';
import type { ComplianceRedirect, SiteKey } from '@shell/site-config';

/** The three answers a compliance redirect is decided from. */
const INPUTS = ['getUserInfo', 'getComplianceCheck', 'getCommonData'] as const;

/**
 * The compliance redirect of one request (spec §4 "Logged-out visitors on listed public paths on
 * a non-main host are redirected to their regional host"; §3 `au_redirect`, `is_sanction_country`),
 * decided on the server from the preloaded answers, so the host answers with a redirect response
 * instead of a page that moves after it showed.
 *
 * **Fails open**: when user info, the compliance check or common data did not answer in time or
 * answered only its §8 fallback, nothing is decided here (null) — a visitor is
 * never sent away on a guess, and an API outage never bounces every page. The browser decides
 * again once it has real answers (ShellRoot's client check).
 */
export function serverComplianceRedirect(
  store: ShellServerStore,
  input: { site: SiteKey; pathname: string; search: string },
): ComplianceRedirect | null {
  const state = store.getState();
  const userInfo = shellServerApi.endpoints.getUserInfo.select(undefined)(state);
  const compliance = shellServerApi.endpoints.getComplianceCheck.select(undefined)(state);
  const common = shellServerApi.endpoints.getCommonData.select(undefined)(state);
  // The failed calls have logged their own fallback line already: no second line here.
  if (INPUTS.some((name) => store.fellBack.has(name)) || !userInfo.data || !compliance.data || !common.data) return null;
  return resolveComplianceRedirect({
    site: input.site,
    pathname: input.pathname,
    search: input.search,
    loggedIn: userInfo.data.isLogin,
    limit: compliance.data.limit,
    visitorCountry: common.data.userLandingPageCountry,
  });
}
