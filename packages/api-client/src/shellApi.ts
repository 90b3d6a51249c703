import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { createDispatchHook, createSelectorHook, createStoreHook } from 'react-redux';
import { SHELL_API_OPTIONS } from './apiOptions';
import { ShellReduxContext } from './react/context';

export { SHELL_TAG_TYPES } from './apiOptions';
export type { ShellTagType } from './apiOptions';

/**
 * `createApi` whose generated hooks read the shell's own react-redux context: an endpoint hook
 * inside a host's Redux `<Provider>` still finds the shell's store, and the host's hooks still find
 * the host's.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({
    hooks: {
      useDispatch: createDispatchHook(ShellReduxContext),
      useSelector: createSelectorHook(ShellReduxContext),
      useStore: createStoreHook(ShellReduxContext),
    },
  }),
);

/** The browser's API slice (with React hooks). Its server twin is `shellServerApi` (`@shell/api-client/server`). */
export const shellApi = createApi({
  ...SHELL_API_OPTIONS,
  endpoints: () => ({}),
});

export type ShellApi = typeof shellApi;
