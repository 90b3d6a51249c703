import { useMemo } from 'react';
import { useShellSelector } from '../react/ShellProvider';
import { useGetRemoteMenuQuery } from '../endpoints/headerData';
import { useGetComplianceCheckQuery } from '../endpoints/compliance';
import type { RemoteMenuItem } from '../schemas/remoteMenu';
import type { MenuSurface } from './menuForPlatform';
import { menuForPlatform } from './menuForPlatform';

const NO_ITEMS: RemoteMenuItem[] = [];

/** The remote menu of one surface, in the session's language, with compliance-hidden tags removed. */
export function useRemoteMenu(platform: MenuSurface): { items: RemoteMenuItem[]; isLoading: boolean } {
  const lang = useShellSelector((state) => state.shellSession.lang);
  const { data = NO_ITEMS, isLoading } = useGetRemoteMenuQuery(lang);
  const { data: compliance } = useGetComplianceCheckQuery();
  const items = useMemo(
    () => menuForPlatform(data, { platform, hiddenTagCodes: compliance?.menu }),
    [data, platform, compliance?.menu],
  );
  return { items, isLoading };
}
