import { useLayoutEffect } from 'react';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createShellStore, ShellProvider, useShellSelector } from '@shell/api-client';
import type { ShellRootState, ShellStore } from '@shell/api-client';
import { createMemoryLogger, createMemoryStorage } from '@shell/api-client/core';
import type { MemoryLogger, ShellApiConfig, ShellMessages } from '@shell/api-client/core';
import type { FaultSpec, MockUserKind } from '@shell/mocks';
import type { LangCode, SiteKey, ThemeName } from '@shell/site-config';
import { mockBackend } from './server';

export const TEST_BASE_URL = 'http://shell.test';
/** Request timeout of a test store: generous, so answers arrive even on a loaded 2-core CI box. */
export const TEST_TIMEOUT_MS = 5000;
/** Request timeout when a `timeout` fault is switched on, so the fallback arrives quickly. */
export const TEST_TIMEOUT_FAULT_MS = 150;

export interface ShellTestOptions {
  site?: SiteKey;
  user?: MockUserKind;
  lang?: LangCode;
  theme?: ThemeName;
  preloadedState?: Partial<ShellRootState>;
  faults?: readonly FaultSpec[];
  messages?: ShellMessages;
  config?: Partial<ShellApiConfig>;
  /** The mock backend's hostile scenario (`?hostile=<n>` in the demo): corpus entry n - 1 in the one-value sinks. */
  hostileRound?: number;
}

export interface ShellTestContext {
  store: ShellStore;
  logger: MemoryLogger;
}

/**
 * The cookies of a test store by default: the CSRF cookie an exchange session always has (its
 * value is the spec's default token `1`). Without it a state-changing call (POST) is not sent
 * (issue 21 L12); tests of that case pass `config: { getCookies: () => '' }`.
 */
export const TEST_SESSION_COOKIES = 'csrftoken=1';

/** A fresh store on the mock backend, with the given site, user, language and theme. */
export function createTestStore(options: ShellTestOptions = {}): ShellTestContext {
  mockBackend.reset({ user: options.user ?? 'visitor', site: options.site ?? 'main', faults: options.faults, hostileRound: options.hostileRound });
  const logger = createMemoryLogger();
  const store = createShellStore({
    config: {
      baseUrl: TEST_BASE_URL,
      timeoutMs: options.faults?.some((fault) => fault.kind === 'timeout') ? TEST_TIMEOUT_FAULT_MS : TEST_TIMEOUT_MS,
      logger,
      storage: createMemoryStorage(),
      getCookies: () => TEST_SESSION_COOKIES,
      // Retries (remote menu, user info, compliance, common data) do not wait in tests; a test
      // that checks the waits passes its own.
      sleep: async () => {},
      ...options.config,
    },
    session: {
      site: options.site ?? 'main',
      lang: options.lang ?? 'en',
      theme: options.theme ?? 'light',
    },
    preloadedState: options.preloadedState,
    listen: false,
  });
  return { store, logger };
}

export type ShellRenderResult = RenderResult &
  ShellTestContext & {
    user: ReturnType<typeof userEvent.setup>;
    /**
     * True once every request the tree started has answered and a commit has rendered those
     * answers. An answer reaches the store before React renders it, so a test that waits on the
     * store alone can read the DOM a commit early.
     */
    settled: () => boolean;
  };

type ApiState = ShellRootState['shellApi'];

/** Records the API state of the last commit (layout effects run once the DOM is updated). */
function CommittedApi({ onCommit }: { onCommit: (api: ApiState) => void }) {
  const api = useShellSelector((state) => state.shellApi);
  useLayoutEffect(() => onCommit(api));
  return null;
}

/** Renders `ui` inside the same providers the demo and Storybook use, on a fresh store. */
export function renderWithShell(ui: ReactElement, options: ShellTestOptions = {}): ShellRenderResult {
  const context = createTestStore(options);
  let committed: ApiState | null = null;
  const result = render(
    <ShellProvider store={context.store} messages={options.messages}>
      <CommittedApi
        onCommit={(api) => {
          committed = api;
        }}
      />
      {ui}
    </ShellProvider>,
  );
  const settled = () => {
    const api = context.store.getState().shellApi;
    const queries = Object.values(api.queries);
    return committed === api && queries.length > 0 && queries.every((query) => query?.status !== 'pending');
  };
  return { ...result, ...context, user: userEvent.setup(), settled };
}
