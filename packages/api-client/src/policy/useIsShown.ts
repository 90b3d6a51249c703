import { explainPolicy, isShown } from '@shell/site-config';
import type { GatedItem, PolicyDecision, PolicyEnv } from '@shell/site-config';
import { useShellPolicyContext } from './useShellPolicyContext';

/** Whether a gated item (spec §2/§4/§6) is shown in the current session. */
export function useIsShown(item: GatedItem, env?: PolicyEnv): boolean {
  return isShown(item, useShellPolicyContext(env));
}

/** The decision and its reason, for the policy matrix and debugging. */
export function useExplainPolicy(item: GatedItem, env?: PolicyEnv): PolicyDecision {
  return explainPolicy(item, useShellPolicyContext(env));
}
