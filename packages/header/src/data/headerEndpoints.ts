import type { LangCode, SiteKey } from '@shell/site-config';
import { safeQueryFn } from '@shell/api-client/core';
import type { ShellEndpointBuilder, ShellTagType } from '@shell/api-client/core';
import type { RemoteMenuItem } from './remoteMenu';
import type { MenuTag } from './menuTag';
import { HEADER_CALLS } from './calls';
import { remoteMenuQueryFn } from './remoteMenuQueryFn';

/** The header's own tag types, added to the slice its endpoints are injected into. */
export const HEADER_TAG_TYPES = ['HeaderMenu', 'HeaderBubble', 'HeaderTag'] as const;

export type HeaderTagType = (typeof HEADER_TAG_TYPES)[number];

const getHeaderBubbleFromServer = safeQueryFn({
  name: 'getHeaderBubble',
  request: () => ({ url: HEADER_CALLS.headerBubble.path }),
  // Loaded beside the request: zod stays out of the page's initial JS (SchemaSource).
  schema: () => import('./headerSchemas').then((m) => m.headerBubbleResponse),
  fallback: () => '',
});

/**
 * Header data: the remote menu, the bubble text and the entry tags. Written once,
 * injected into the browser's slice (`headerData.ts`, with hooks) and the server's
 * (`@shell/header/server`), so a server's cache entries are the browser's.
 */
export const headerDataEndpoints = (build: ShellEndpointBuilder<ShellTagType | HeaderTagType>) => ({
  /** Validated items of every platform; filter with `menuForPlatform` (or `useRemoteMenu`). */
  getRemoteMenu: build.query<RemoteMenuItem[], LangCode>({
    queryFn: remoteMenuQueryFn,
    providesTags: (_result, _error, lang) => [{ type: 'HeaderMenu' as const, id: `remote-${lang}` }],
  }),
  /** Main site only (spec §7): other sites resolve with `''` without a request. */
  getHeaderBubble: build.query<string, SiteKey>({
    queryFn: (site, api) => (site === 'main' ? getHeaderBubbleFromServer(site, api) : { data: '' }),
    providesTags: ['HeaderBubble'],
  }),
  getHeaderTag: build.query<MenuTag[], void>({
    queryFn: safeQueryFn({
      name: 'getHeaderTag',
      request: () => ({ url: HEADER_CALLS.headerTag.path }),
      schema: () => import('./headerSchemas').then((m) => m.headerTagResponse),
      fallback: () => [],
    }),
    providesTags: ['HeaderTag'],
  }),
});
