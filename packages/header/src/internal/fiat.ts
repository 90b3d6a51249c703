import { useCommonData, useShellSession } from '@shell/api-client';
import { siteFiats } from '@shell/site-config';
import type { SiteFiats } from '@shell/site-config';

/** The session's fiats by site-config's one rule (`siteFiats`; the "Pay with" chooser follows it too). */
export function useHeaderFiats(): SiteFiats {
  const { fiat } = useShellSession();
  const common = useCommonData();
  return siteFiats(fiat, common);
}
