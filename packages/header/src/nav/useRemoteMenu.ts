import { useMemo } from 'react';
import { useShellPolicyContext, useShellSelector } from '@shell/api-client';
import { useGetRemoteMenuQuery } from '../data/headerData';
import type { RemoteMenuItem } from '../data/remoteMenu';
import type { MenuSurface } from './menuForPlatform';
import { menuForPlatform } from './menuForPlatform';

const NO_ITEMS: readonly RemoteMenuItem[] = Object.freeze([]);

export interface RemoteMenuOptions {
  /** False: no request, and no items (the caller shows its static menu). Default true. */
  enabled?: boolean;
  /**
   * Items used when the call fails, its answer is invalid or empty (spec §8: the server-passed
   * structure menu, else nothing). They are filtered for the surface like the fetched ones.
   */
  fallback?: readonly RemoteMenuItem[];
}

/**
 * The remote menu of one surface (`web` header, `h5` side menu), in the session's language, with
 * compliance-hidden tags removed; `options.fallback` when the call gives nothing usable.
 */
export function useRemoteMenu(platform: MenuSurface, options: RemoteMenuOptions = {}): { items: RemoteMenuItem[]; isLoading: boolean } {
  const { enabled = true, fallback = NO_ITEMS } = options;
  const lang = useShellSelector((state) => state.shellSession.lang);
  const { data, isSuccess, isLoading } = useGetRemoteMenuQuery(lang, { skip: !enabled });
  const hiddenCodes = useShellPolicyContext().compliance?.menu;
  const items = useMemo(() => {
    if (!enabled) return [];
    const source = isSuccess && data && data.length > 0 ? data : fallback;
    return menuForPlatform(source, { platform, hiddenCodes });
  }, [enabled, isSuccess, data, fallback, platform, hiddenCodes]);
  return { items, isLoading };
}
