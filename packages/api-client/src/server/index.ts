// `@shell/api-client/server`: what only a server (a React Server Component, a route handler) needs
// to preload the shell's data for one request. Nothing here imports React or react-redux, so it
// loads under `node --conditions=react-server`. The framework-free kit (session reader, loggers,
// message loader, endpoint building blocks, start-up calls) is `@shell/api-client/core`.

// The server's API slice (same options and endpoint definitions as the browser's) and its store.
export { shellServerApi } from './serverApi';
export type { ShellServerApi } from './serverApi';
export { createServerStore } from './serverStore';
export type { CreateServerStoreOptions, ShellServerState, ShellServerStore } from './serverStore';
export { dehydrateShellApi } from './dehydrate';
export type { ShellApiSnapshot, SnapshotQuery, SnapshotTag } from './dehydrate';

// A server has nothing to download: the shared calls' response schemas (a chunk the browser loads
// beside its first requests) start loading with this entry, so a request's calls do not wait for
// the module loader inside `prepareShell`'s deadline.
void import('../schemas/sharedResponses').catch(() => {});
