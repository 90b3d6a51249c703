import type { LangCode, SiteKey } from '@shell/site-config';
import { isomorphicQueryHook, safeQueryFn, shellApi } from '@shell/api-client';
import type { RemoteMenuItem } from './remoteMenu';
import type { NavConfigItem } from './navConfig';
import { navConfigResponse } from './navConfig';
import type { MenuTag } from './menuTag';
import { headerBubbleResponse, headerTagResponse } from './headerResponses';
import { HEADER_CALLS } from './calls';
import { remoteMenuQueryFn } from './remoteMenuQueryFn';
import { serverLangCode } from './serverLang';

const getHeaderBubbleFromServer = safeQueryFn({
  name: 'getHeaderBubble',
  request: () => ({ url: HEADER_CALLS.headerBubble.path }),
  schema: headerBubbleResponse,
  fallback: () => '',
});

/**
 * Header data: the remote menu, the nav config, the bubble text and the entry tags, injected
 * into the one API slice with the header's own tag types.
 */
export const headerDataApi = shellApi.enhanceEndpoints({ addTagTypes: ['HeaderMenu', 'HeaderBubble', 'HeaderTag'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Validated items of every platform; filter with `menuForPlatform` (or `useRemoteMenu`). */
    getRemoteMenu: build.query<RemoteMenuItem[], LangCode>({
      queryFn: remoteMenuQueryFn,
      providesTags: (_result, _error, lang) => [{ type: 'HeaderMenu', id: `remote-${lang}` }],
    }),
    getHeaderMenuListV2: build.query<NavConfigItem[], LangCode>({
      queryFn: safeQueryFn({
        name: 'getHeaderMenuListV2',
        request: (lang: LangCode) => ({ url: HEADER_CALLS.headerMenuListV2.path, params: { lang: serverLangCode(lang) } }),
        schema: navConfigResponse,
        fallback: () => [],
      }),
      providesTags: (_result, _error, lang) => [{ type: 'HeaderMenu', id: `v2-${lang}` }],
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
        schema: headerTagResponse,
        fallback: () => [],
      }),
      providesTags: ['HeaderTag'],
    }),
  }),
});

/** Query hooks for server-rendered components: RTK Query's in the browser, a store read on the server (`isomorphicQueryHook`). */
export const useGetRemoteMenuQuery = isomorphicQueryHook(headerDataApi.endpoints.getRemoteMenu, headerDataApi.useGetRemoteMenuQuery);
export const useGetHeaderMenuListV2Query = isomorphicQueryHook(headerDataApi.endpoints.getHeaderMenuListV2, headerDataApi.useGetHeaderMenuListV2Query);
export const useGetHeaderBubbleQuery = isomorphicQueryHook(headerDataApi.endpoints.getHeaderBubble, headerDataApi.useGetHeaderBubbleQuery);
export const useGetHeaderTagQuery = isomorphicQueryHook(headerDataApi.endpoints.getHeaderTag, headerDataApi.useGetHeaderTagQuery);
