import { useCallback, useState } from 'react';
import { useShellLogger } from '@shell/api-client';
import { useShellAnalytics, useShellHost } from '@shell/ui';
import { isSecureProtocol, loginRoute, logoutCookieWrites, serializeCookie, withLang } from '@shell/site-config';
import type { LangCode } from '@shell/site-config';
import { useLogoutAllMutation, useLogoutThisDeviceMutation } from './logoutApi';

export type LogoutScope = 'all' | 'this';

/**
 * Deletes the `pver` and `sign` cookies (spec §4); nothing to do on the server. Never throws: a
 * page that may not touch cookies (a sandboxed iframe throws SecurityError) must still redirect.
 */
function deleteLogoutCookies(): void {
  if (typeof document === 'undefined') return;
  const secure = isSecureProtocol(window.location.protocol);
  try {
    for (const write of logoutCookieWrites()) document.cookie = serializeCookie(write, { secure });
  } catch {
    // Nothing to delete where cookies cannot be used.
  }
}

/**
 * Logging out (spec §4): "all devices" calls the logout-all endpoint, "this device" the separate
 * logout; both delete the `pver` and `sign` cookies and send the user to `/login` with the
 * language prefix — also when the call failed, which is logged (`header.logout`). On success the
 * endpoint invalidates the user-scoped data, so the session shows the visitor's header.
 */
export function useLogout(lang: LangCode) {
  const [logoutAll] = useLogoutAllMutation();
  const [logoutThisDevice] = useLogoutThisDeviceMutation();
  const { navigate } = useShellHost();
  const logger = useShellLogger();
  const report = useShellAnalytics();
  const [pending, setPending] = useState<LogoutScope | null>(null);

  const logout = useCallback(
    async (scope: LogoutScope) => {
      setPending(scope);
      report(`header.logout.${scope}`, 'logout');
      const result = await (scope === 'all' ? logoutAll() : logoutThisDevice());
      const success = 'data' in result && result.data?.success === true;
      if (!success) logger.log({ level: 'warn', event: 'header.logout', source: scope === 'all' ? 'logoutAll' : 'logoutThisDevice', reason: 'failed', detail: 'redirecting to login anyway' });
      deleteLogoutCookies();
      navigate(withLang(loginRoute(), lang));
      // A host router keeps the header mounted: the spinner ends with the navigation.
      setPending(null);
      return success;
    },
    [logoutAll, logoutThisDevice, logger, navigate, lang, report],
  );

  return { logout, pending };
}
