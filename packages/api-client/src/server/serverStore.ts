import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ShellApiConfig, ShellThunkExtra } from '../config';
import { resolveShellApiConfig } from '../config';
import { consoleLogger } from '../logger';
import type { ShellLogger } from '../logger';
import type { ShellSessionState } from '../session/sessionSlice';
import { createSessionState, shellSessionReducer } from '../session/sessionSlice';
import { shellServerApi } from './serverApi';

export interface CreateServerStoreOptions {
  /** As for `createShellStore`; pass `getCookies` (the request's `Cookie` header) for a signed-in render. */
  config: ShellApiConfig;
  /** The request's session: site, language, settings (`readServerSession`). */
  session?: Partial<ShellSessionState>;
}

const serverReducer = combineSlices({
  [shellServerApi.reducerPath]: shellServerApi.reducer,
  shellSession: shellSessionReducer,
});

export type ShellServerState = ReturnType<typeof serverReducer>;

/**
 * A store for one server request: the server's API slice and the session, nothing of React, no
 * listeners, no storage unless given. Make one per request and drop it: a store kept in module
 * state would hand one user's data to the next request.
 *
 * It remembers which endpoints answered their spec §8 fallback (a failed or timed-out call) in
 * `fellBack`, so `dehydrateShellApi` leaves those to the browser instead of freezing a fallback
 * into the page.
 */
export function createServerStore(options: CreateServerStoreOptions) {
  const fellBack = new Set<string>();
  const logger: ShellLogger = options.config.logger ?? consoleLogger;
  const watching: ShellLogger = {
    log(entry) {
      if (entry.event === 'api.fallback') fellBack.add(entry.source);
      logger.log(entry);
    },
  };
  const extra: ShellThunkExtra = { shellConfig: resolveShellApiConfig({ ...options.config, logger: watching }) };
  const store = configureStore({
    reducer: serverReducer,
    preloadedState: { shellSession: createSessionState(options.session) } as ShellServerState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: false, immutableCheck: false }).concat(shellServerApi.middleware),
  });
  return Object.assign(store, { shellConfig: extra.shellConfig, fellBack: fellBack as ReadonlySet<string> });
}

export type ShellServerStore = ReturnType<typeof createServerStore>;
