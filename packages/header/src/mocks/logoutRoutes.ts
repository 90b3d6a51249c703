import { HttpResponse } from 'msw';
import type { MockRequestInfo, MockRoute } from '@shell/mocks';
import type { HeaderCallId } from '../data/calls';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Logging out succeeds only for a form post (spec §7 "POST (form)") and turns the mock user
 * into a visitor, so a refetched user info shows the logged-out header.
 */
async function logout({ request, state }: MockRequestInfo) {
  if (request.method === 'POST' && !request.headers.get('content-type')?.startsWith(FORM_TYPE)) {
    return HttpResponse.json({ code: 400, message: 'expected a form post' }, { status: 400 });
  }
  state.user = 'visitor';
  return { code: 200, message: 'success' };
}

const LOGOUT_CALLS: readonly HeaderCallId[] = ['logout', 'logoutThisDevice'];

export function createLogoutRoutes(): MockRoute<HeaderCallId>[] {
  return LOGOUT_CALLS.map((call) => ({ call, resolve: logout, invalidBody: () => ({ message: 'logged out' }) }));
}
