// `@shell/api-client`: the client entry ("use client"). The one API slice with React hooks, the
// store factory, the provider and its hooks, the shared calls' hooks, settings and logout. The
// framework-free kit (endpoint building blocks, call catalogue, loggers, message loader, session
// reader) is `@shell/api-client/core`; the server's slice and store are `@shell/api-client/server`.

// The one API slice and the hook maker of server-rendered features' endpoints.
export { shellApi } from './shellApi';
export type { ShellApi } from './shellApi';
export { isomorphicQueryHook } from './hooks/serverQuery';

// Store, session actions and React bindings.
export { createShellStore } from './store';
export type { CreateShellStoreOptions, ShellDispatch, ShellRootState, ShellStore } from './store';
export { hostSessionChanged } from './session/sessionSlice';
export type { HostSessionChange } from './session/sessionSlice';
export { ShellProvider, useShellIntl, useShellLogger, useShellSelector, useShellStore, useShellSession } from './react/ShellProvider';
export type { ShellIntl, ShellProviderProps } from './react/ShellProvider';
// A server snapshot checked before a browser store starts from it.
export { restoreShellApiSnapshot } from './snapshotRestore';
export type { RestoredSnapshot } from './snapshotRestore';

// Shared endpoints, injected into the one slice together: `shellDataApi.endpoints.<name>` has every
// one of them (`initiate`, `select`, `useQuery`). Components read the start-up data through the
// provider's one subscription instead: `useUserInfo`, `useCommonData`, `useShellPolicyContext`.
export { shellDataApi } from './endpoints/sharedData';

// Hooks over the shared endpoints.
export { useUserInfo } from './hooks/useUserInfo';
export type { UserInfoState } from './hooks/useUserInfo';

// Policy: site-config's policy over the session's data (`buildPolicyContext` is core's).
export { useShellPolicyContext, useCommonData } from './policy/useShellPolicyContext';
export { useIsShown } from './policy/useIsShown';

// The shell's own cookies in the browser (configured parent domain, host-only copies replaced).
export { writeShellCookies } from './browserCookies';
// Logout on the client: every session trace a page can reach, and the other tabs told.
export { endClientSession } from './session/endClientSession';
export type { LogoutMessage } from './settings';

// Settings changes: site rules, session, cookies and cross-tab sync in one place.
export { useApplySettings, useFiatDisplay, useSettingsSync, useThemePreference } from './settings';
export type { FiatDisplay, SettingsChange, SettingsMessage, SettingsRequest } from './settings';
