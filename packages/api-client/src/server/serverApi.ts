import { createApi } from '@reduxjs/toolkit/query';
import { SHELL_API_OPTIONS } from '../apiOptions';
import { sharedEndpoints } from '../endpoints/definitions';

/**
 * The server's API slice: RTK Query's core `createApi` (no React, so it imports under
 * `--conditions=react-server`), made from the same options and fed the same endpoint definitions
 * as the browser's `shellApi`. Same reducer path, cache keys and tags: the state a server store
 * fills is the state a browser store starts from. A feature with server work injects its own
 * definitions here (`@shell/header/server` adds the header's start-up calls).
 *
 * Module state holds only definitions; data lives in the store each request makes
 * ({@link createServerStore}).
 */
// Pure: a browser bundle that reaches this module only for the definitions drops the slice.
export const shellServerApi = /* @__PURE__ */ createApi({
  ...SHELL_API_OPTIONS,
  endpoints: sharedEndpoints,
});

export type ShellServerApi = typeof shellServerApi;
