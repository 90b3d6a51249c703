import { createApi } from '@reduxjs/toolkit/query/react';
import { shellBaseQuery } from './baseQuery';

/**
 * Every tag type of the shell is declared here, on the one API slice: tag invalidation only works
 * within a single slice, and feature packages add their endpoints with `injectEndpoints`.
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
  'HeaderMenu',
  'HeaderBubble',
  'HeaderTag',
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
