import { hostSessionChanged, shellApi } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import type { ShellMessages } from '@shell/api-client/core';
import type { MockBackend } from '@shell/mocks';
import type { SearchAppSource } from '@shell/root';
import { isSecureProtocol, serializeCookie, settingsCookieWrites } from '@shell/site-config';
import type { ThemeName } from '@shell/site-config';
import type { DemoState } from './demoState';
import { demoHref, readDemoState, sameFaults } from './demoState';

/**
 * Keeps the URL, the store and the mock backend in step. The URL is the truth: the control
 * panel calls `navigate`, which applies the new state to the backend and the store *before*
 * React renders it, so no component ever fetches with a stale user, site or fault set.
 */
export interface DemoController {
  getState(): DemoState;
  subscribe(listener: () => void): () => void;
  navigate(change: Partial<DemoState>): void;
  /** The theme shown when the URL does not name one (cookie or default). */
  fallbackTheme: ThemeName;
  store: ShellStore;
  backend: MockBackend | null;
  /** The search micro-app the shell may load (the mock static host's), none against a real backend. */
  searchApp?: SearchAppSource;
  /** The shell's catalogs of the first language, loaded before the first render. */
  messages?: ShellMessages;
}

export function applyFaults(backend: MockBackend, state: DemoState): void {
  backend.faults.clear();
  for (const fault of state.faults) backend.faults.set(fault.call, fault.kind);
}

export function createDemoController(options: {
  store: ShellStore;
  backend: MockBackend | null;
  searchApp?: SearchAppSource;
  messages?: ShellMessages;
  fallbackTheme: ThemeName;
  initial: DemoState;
}): DemoController {
  const { store, backend, fallbackTheme, searchApp, messages } = options;
  const listeners = new Set<() => void>();
  let current = options.initial;

  function apply(next: DemoState, previous: DemoState): void {
    const identityChanged = next.user !== previous.user || next.site !== previous.site;
    if (backend) {
      backend.state.user = next.user;
      backend.state.site = next.site;
      backend.state.hostileRound = next.hostile;
      backend.state.badInput = next.badInput;
      applyFaults(backend, next);
    }
    // What a real host knows from its session cookie: whether this page is a signed-in user's.
    store.dispatch(
      hostSessionChanged({
        loginHint: next.user !== previous.user ? next.user !== 'visitor' : undefined,
        site: next.site !== previous.site ? next.site : undefined,
        lang: next.lang !== previous.lang ? next.lang : undefined,
      }),
    );
    // Only a theme change in the URL overrides the session: the shell's own theme toggle (cookie +
    // session) must survive navigating between demo pages.
    if (next.theme !== previous.theme) {
      const theme = next.theme ?? fallbackTheme;
      if (theme !== store.getState().shellSession.theme) store.dispatch(hostSessionChanged({ theme }));
    }
    // Another user or site is another session: nothing cached for the old one may leak into it.
    // A new fault set refetches too, so the fallback shows at once instead of after the cache expires.
    // So does switching the hostile corpus on, off or to another round, or the bad-input data.
    if (identityChanged || !sameFaults(next.faults, previous.faults) || next.hostile !== previous.hostile || next.badInput !== previous.badInput) store.dispatch(shellApi.util.resetApiState());
    current = next;
    for (const listener of listeners) listener();
  }

  window.addEventListener('popstate', () => apply(readDemoState(window.location), current));

  return {
    store,
    backend,
    searchApp,
    messages,
    fallbackTheme,
    getState: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(change) {
      const next = { ...current, ...change };
      if (change.theme && change.theme !== current.theme) writeThemeCookie(change.theme);
      window.history.pushState(null, '', demoHref(next));
      apply(next, current);
    },
  };
}

/** Picking a theme in the panel is the product's theme toggle: it writes the theme cookies (spec §4). */
function writeThemeCookie(theme: ThemeName): void {
  const secure = isSecureProtocol(window.location.protocol);
  for (const write of settingsCookieWrites({ theme })) document.cookie = serializeCookie(write, { secure });
}
