import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import { shellBaseQuery } from './baseQuery';

/**
 * The tag types of the shared data, declared on the one API slice (tag invalidation only works
 * within a single slice). A feature package adds its own with `shellApi.enhanceEndpoints({
 * addTagTypes })` where it injects its endpoints (the header's menus, bubble and tags).
 */
export const SHELL_TAG_TYPES = [
  'CommonData',
  'UserInfo',
  'Compliance',
  'FiatList',
  'FiatRates',
  'UnifiedAccount',
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

/** The slice's key in the store: the browser's slice and the server's share it, so a server's state is the browser's. */
const SHELL_REDUCER_PATH = 'shellApi';

/**
 * Everything but the endpoints of the shell's API slice. The browser's slice (`shellApi`, with
 * React hooks) and the server's (`shellServerApi`, core only) are both made from it, so their
 * cache keys, tags and lifetimes agree and a server's state hydrates the browser's store.
 */
export const SHELL_API_OPTIONS = {
  reducerPath: SHELL_REDUCER_PATH,
  baseQuery: shellBaseQuery,
  tagTypes: SHELL_TAG_TYPES,
  // Shell data is cheap to keep and expensive to lose on a flyout close/open cycle.
  keepUnusedDataFor: 300,
} as const;

/**
 * The `build` an endpoint module's definitions get. Each module exports its definitions once
 * (`(build: ShellEndpointBuilder) => ({ … })`) and both slices inject them: no endpoint is
 * written twice. A feature with its own tag types widens `Tags`.
 */
export type ShellEndpointBuilder<Tags extends string = ShellTagType> = EndpointBuilder<typeof shellBaseQuery, Tags, typeof SHELL_REDUCER_PATH>;
