import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { ShellApiConfig, ShellThunkExtra } from './config';
import { isBrowser, resolveShellApiConfig } from './config';
import { shellApi } from './shellApi';
import type { ShellSessionState } from './session/sessionSlice';
import { createSessionState, shellSessionReducer } from './session/sessionSlice';

export interface CreateShellStoreOptions {
  config: ShellApiConfig;
  /** Initial session (site, language, settings), e.g. read from the request's cookies on the server. */
  session?: Partial<ShellSessionState>;
  /** Extra state for the API slice, e.g. data dehydrated from a server render. */
  preloadedState?: Partial<ShellRootState>;
  /** The host app's own reducers, mounted beside the shell's. */
  reducers?: Record<string, Reducer>;
  /** Refetch on focus/reconnect. Defaults to true in the browser. */
  listen?: boolean;
}

const shellReducer = combineSlices({
  [shellApi.reducerPath]: shellApi.reducer,
  shellSession: shellSessionReducer,
});

export type ShellRootState = ReturnType<typeof shellReducer>;

/**
 * A fresh store for one app, one server request or one test. Safe on the server: nothing here
 * touches `window`, `document` or storage unless it exists.
 */
export function createShellStore(options: CreateShellStoreOptions) {
  const extra: ShellThunkExtra = { shellConfig: resolveShellApiConfig(options.config) };
  const reducer = options.reducers
    ? combineSlices({ [shellApi.reducerPath]: shellApi.reducer, shellSession: shellSessionReducer }, options.reducers)
    : shellReducer;
  const store = configureStore({
    reducer: reducer as typeof shellReducer,
    preloadedState: {
      ...options.preloadedState,
      shellSession: createSessionState({ ...options.preloadedState?.shellSession, ...options.session }),
    } as ShellRootState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: false, immutableCheck: false }).concat(
        shellApi.middleware,
      ),
  });
  // Kept so the window listeners (focus, online, visibilitychange) can be removed: a store that
  // is thrown away (a test, an unmounted ShellRoot, a micro-frontend torn down) must not leave
  // them dispatching into it.
  let detach: (() => void) | undefined;
  const dispose = (): void => {
    detach?.();
    detach = undefined;
  };
  const listen = (): (() => void) => {
    detach ??= setupListeners(store.dispatch);
    return dispose;
  };
  if (options.listen ?? isBrowser()) listen();
  return Object.assign(store, {
    shellConfig: extra.shellConfig,
    /**
     * Refetch on focus/reconnect from now on (a no-op when already listening); returns
     * {@link dispose}. For a store made with `listen: false` whose owner mounts and unmounts it.
     */
    listen,
    /** Removes the focus/reconnect listeners. Call it when the store is thrown away; idempotent. */
    dispose,
  });
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type ShellDispatch = ShellStore['dispatch'];
