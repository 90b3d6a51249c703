import { useContext } from 'react';
import { createSelectorHook } from 'react-redux';
import type { ShellDispatch, ShellRootState, ShellStore } from '../store';
import type { ShellLogger } from '../logger';
import { ON_SERVER } from './serverRender';
import { ShellReduxContext } from './context';

// The store hooks, apart from the provider so that modules can use them without
// pulling in the providers and the endpoints they subscribe to.

/**
 * The shell's store, from the shell's own react-redux context (never the host's). react-redux's
 * `createStoreHook(ShellReduxContext)` does the same, and reads `process.env.NODE_ENV` on every
 * call for a development check; in Node that read is a call into the process environment, and the
 * shell's server render made about a thousand of them (3% of its time).
 */
export function useShellStore(): ShellStore {
  const context = useContext(ShellReduxContext);
  if (context === null) throw new Error('the shell store hooks must be used inside <ShellProvider>');
  return context.store as ShellStore;
}

/** The store's `dispatch` (react-redux's `useDispatch`, without its per-call environment read). */
export function useShellDispatch(): ShellDispatch {
  return useShellStore().dispatch;
}

const useClientSelector = createSelectorHook(ShellReduxContext).withTypes<ShellRootState>();

/**
 * On the server a selector reads the store once. Nothing dispatches during a server render, so
 * react-redux's subscription machinery (an external-store hook with its memoized selector per
 * call) would only cost time: about a tenth of the shell's `renderToString`.
 */
function useServerSelector<Selected>(selector: (state: ShellRootState) => Selected): Selected {
  return selector(useShellStore().getState());
}

/** `useSelector` for the shell's state; a single store read on the server. */
export const useShellSelector: typeof useClientSelector = ON_SERVER ? (useServerSelector as typeof useClientSelector) : useClientSelector;

/** The store's logger (the one `api.fallback` lines go to); for components' own log lines. */
export function useShellLogger(): ShellLogger {
  return useShellStore().shellConfig.logger;
}
