import { logoutCookieWrites } from '@shell/site-config';
import { deleteShellCookies } from '../browserCookies';
import { forgetCompliance } from '../policy/complianceMemory';
import { shellDataApi } from '../endpoints/sharedData';
import { VISITOR_USER_INFO } from '../schemas/sharedDefaults';
import { broadcastLogout } from '../settings/channel';
import type { ShellStore } from '../store';
import { loginHintChanged } from './sessionSlice';

/**
 * Where the shell keeps per-user entries in local storage: keys of the `shell.` namespace whose
 * last segment is the user's id (`shell.markets.viewed.main.10001`). Logout removes them.
 */
function isUserStorageKey(key: string, uid: string): boolean {
  return uid !== '' && key.startsWith('shell.') && key.endsWith(`.${uid}`);
}

/** Removes the user's local-storage entries; storage that is missing or throws has none to remove. */
function removeUserStorage(uid: string): number {
  if (typeof window === 'undefined' || uid === '') return 0;
  let removed = 0;
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && isUserStorageKey(key, uid)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    removed = keys.length;
  } catch {
    // Privacy mode or a sandboxed iframe: nothing was stored either.
  }
  return removed;
}

/**
 * Ends the session on this page, whatever the server said about the logout (spec §4, issue 21 M3):
 * deletes `pver` and `sign` wherever a page can (host-only, the host, the configured parent
 * domain), removes the user's local-storage entries, shows the visitor (user info) without a
 * request and drops the login hint. An `HttpOnly` session cookie is beyond a page: only the
 * server's logout response clears it. Never throws.
 *
 * `tellOtherTabs`: the logout started here, so the site's other tabs end theirs too (they go to
 * login). A tab ending its session because another told it so passes nothing: no echo.
 */
export function endClientSession(store: ShellStore, { tellOtherTabs = false }: { tellOtherTabs?: boolean } = {}): void {
  const info = shellDataApi.endpoints.getUserInfo.select()(store.getState()).data;
  const uid = info?.isLogin ? String(info.uid ?? '') : '';
  deleteShellCookies(store, logoutCookieWrites());
  removeUserStorage(uid);
  // The kept compliance answer lives in the shell's configured storage, which may not be localStorage.
  forgetCompliance(store.shellConfig, store.getState().shellSession.site, uid);
  store.dispatch(shellDataApi.util.upsertQueryData('getUserInfo', undefined, VISITOR_USER_INFO));
  store.dispatch(loginHintChanged(false));
  if (tellOtherTabs) broadcastLogout(store.getState().shellSession.site);
}
