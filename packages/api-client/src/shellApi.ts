import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { createDispatchHook, createSelectorHook, createStoreHook } from 'react-redux';
import { shellBaseQuery } from './baseQuery';
import { ShellReduxContext } from './react/context';

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

/**
 * The tag types of the shared data, declared on the one API slice (tag invalidation only works
 * within a single slice). A feature package adds its own with `shellApi.enhanceEndpoints({
 * addTagTypes })` where it injects its endpoints (the header's menus, bubble and tags).
 */
export const SHELL_TAG_TYPES = [
  'CommonData',
  'UserInfo',
  'Compliance',
  'KycStatus',
  'FiatList',
  'FiatRates',
  'Bulletin',
  'UnifiedAccount',
  'CrossMargin',
  'SpotMarkets',
  'FuturesMarkets',
  'DeliveryContracts',
  'OptionsMarkets',
  'PreMarket',
  'PilotMarkets',
  'AlphaMarkets',
  'MarketTabs',
  'ReminderTabs',
  'ReminderRecords',
  'ReminderUnread',
] as const;

export type ShellTagType = (typeof SHELL_TAG_TYPES)[number];

export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: shellBaseQuery,
  tagTypes: SHELL_TAG_TYPES,
  // Shell data is cheap to keep and expensive to lose on a flyout close/open cycle.
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});

export type ShellApi = typeof shellApi;
