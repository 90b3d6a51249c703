import { useCommonData, useShellSession } from '@shell/api-client';
import { DEFAULT_FIAT } from '@shell/site-config';

/** The fiats the header names: `display` on the currency entry, `buy` in the buy-crypto links. */
export interface HeaderFiats {
  display: string;
  buy: string;
}

/**
 * One rule for every fiat the shell names (the markets' "Pay with" chooser follows it too): the
 * fiat the visitor chose (the `curr_fiat` cookie) wins; without one, the site's own from common
 * data — `curr_fiat` for the currency entry, `defaultBuyCryptoFiat` for buying — so a regional
 * site (EUR in the EU) never shows USD beside "Pay with EUR"; USD until common data answers.
 */
export function headerFiats(chosen: string | null, common: { curr_fiat?: string; defaultBuyCryptoFiat?: string } | undefined): HeaderFiats {
  if (chosen) return { display: chosen, buy: chosen };
  return { display: common?.curr_fiat || DEFAULT_FIAT, buy: common?.defaultBuyCryptoFiat || common?.curr_fiat || DEFAULT_FIAT };
}

export function useHeaderFiats(): HeaderFiats {
  const { fiat } = useShellSession();
  const common = useCommonData();
  return headerFiats(fiat, common);
}
