import { createApi } from '@reduxjs/toolkit/query/react';
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
