import { showsExpressBuy } from '../internal/spec';
import { useShellSession } from '@shell/api-client';

/**
 * Whether the express-buy entry is offered for the visitor's current fiat (spec §9: CNY hides
 * it). No fiat chosen counts as the default USD.
 */
export function useShowsExpressBuy(): boolean {
  const { fiat } = useShellSession();
  return showsExpressBuy(fiat);
}
