import { useCallback, useState } from 'react';
import { endClientSession, useShellLogger, useShellStore } from '@shell/api-client';
import { useShellAnalytics, useShellHost } from '@shell/ui';
import { loginRoute, withLang } from '@shell/site-config';
import type { LangCode } from '@shell/site-config';
import { useLogoutMutation, useLogoutThisDeviceMutation } from './logoutApi';

export type LogoutScope = 'all' | 'this';

/**
 * Logging out (spec §4, §7; README "Logout"): "all devices" posts the logout form
 * (`POST /api/web/v1/usercenter/logout`), "this device" requests the separate page logout
 * (`GET /logout`). Both show the full-screen "Logging out" spinner, then — whatever the server
 * said — end the session on the client (`endClientSession`: `pver`/`sign` deleted host-only, for
 * the host and the configured parent domain; the user's local-storage entries; the visitor shown),
 * tell the other tabs (`tellOtherTabs`: they go to login too) and go to `/login` with the
 * language prefix through the checked navigation. A failed call is logged (`header.logout`).
 */
export function useLogout(lang: LangCode) {
  const store = useShellStore();
  const [logoutAllDevices] = useLogoutMutation();
  const [logoutThisDevice] = useLogoutThisDeviceMutation();
  const { navigate } = useShellHost();
  const logger = useShellLogger();
  const report = useShellAnalytics();
  const [pending, setPending] = useState<LogoutScope | null>(null);

  const logout = useCallback(
    async (scope: LogoutScope) => {
      setPending(scope);
      let success = false;
      try {
        report(`header.logout.${scope}`, 'logout');
        const result = await (scope === 'all' ? logoutAllDevices() : logoutThisDevice());
        success = 'data' in result && result.data?.success === true;
        if (!success) logger.log({ level: 'warn', event: 'header.logout', source: scope === 'all' ? 'logout' : 'logoutThisDevice', reason: 'failed', detail: 'ending the session on this page and redirecting to login anyway' });
        endClientSession(store, { tellOtherTabs: true });
        navigate(withLang(loginRoute(), lang), { source: 'logout' });
      } catch (error) {
        // The host's navigate (or its analytics) threw: the session has ended all the same; the
        // error goes to the log, never into React.
        logger.log({ level: 'error', event: 'header.logout', source: 'navigate', reason: 'threw', detail: error instanceof Error ? error.message : String(error) });
      } finally {
        // A host router keeps the header mounted: the spinner ends with the navigation, or with
        // its failure (a spinner left up would block the page for good).
        setPending(null);
      }
      return success;
    },
    [store, logoutAllDevices, logoutThisDevice, logger, navigate, lang, report],
  );

  return { logout, pending };
}
