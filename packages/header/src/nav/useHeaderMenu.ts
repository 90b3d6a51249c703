import type { RemoteMenuItem } from '../data/remoteMenu';
import type { MenuSurface } from './menuForPlatform';
import { useRemoteMenu } from './useRemoteMenu';
import { useHeader } from '../internal/HeaderContext';

/**
 * The remote menu of one surface (`web` = header, `h5` = side menu) when the new menu system is
 * on (main site and the environment flag, decided by the policy item `header.newMenuSystem`);
 * `null` when it is off, so the static navigation is used. A failed, invalid or empty answer
 * (already logged by the endpoint) falls back to the cached menu of the language (the endpoint's
 * spec §5 cache), else to the server-passed structure menu, else to no items (spec §8).
 */
export function useHeaderMenu(surface: MenuSurface, structureMenu: readonly RemoteMenuItem[] | undefined): RemoteMenuItem[] | null {
  const { shown } = useHeader();
  const enabled = shown('header.newMenuSystem');
  const { items } = useRemoteMenu(surface, { enabled, fallback: structureMenu });
  return enabled ? items : null;
}
