import type { UnifiedAccountMode } from '../schemas/unifiedAccount';
import { useSessionData } from '../policy/useShellPolicyContext';

/**
 * The unified-account mode; the spec §3 defaults for visitors and while loading (no request for
 * visitors). `ShellProvider` holds the one subscription.
 */
export function useUnifiedAccountMode(): UnifiedAccountMode {
  return useSessionData().unifiedAccountMode;
}
