import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ShellDispatch, ShellRootState, ShellStore } from '../store';
import type { ShellLogger } from '../logger';

// The store hooks, apart from the provider so that `@shell/api-client/ui` can use them without
// pulling in the providers and the endpoints they subscribe to.

export const useShellDispatch = useDispatch.withTypes<ShellDispatch>();
export const useShellSelector = useSelector.withTypes<ShellRootState>();

/** The store's logger (the one `api.fallback` lines go to); for components' own log lines. */
export function useShellLogger(): ShellLogger {
  return (useStore() as ShellStore).shellConfig.logger;
}
