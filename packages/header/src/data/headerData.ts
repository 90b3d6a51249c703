import { isomorphicQueryHook, shellApi } from '@shell/api-client';
import { HEADER_TAG_TYPES, headerDataEndpoints } from './headerEndpoints';

/**
 * Header data injected into the browser's API slice with the header's own tag types (the
 * definitions, shared with `@shell/header/server`, are in `headerEndpoints.ts`).
 */
export const headerDataApi = shellApi.enhanceEndpoints({ addTagTypes: HEADER_TAG_TYPES }).injectEndpoints({ endpoints: headerDataEndpoints });

/** Query hooks for server-rendered components: RTK Query's in the browser, a store read on the server (`isomorphicQueryHook`). */
export const useGetRemoteMenuQuery = isomorphicQueryHook(headerDataApi.endpoints.getRemoteMenu, headerDataApi.useGetRemoteMenuQuery);
export const useGetHeaderBubbleQuery = isomorphicQueryHook(headerDataApi.endpoints.getHeaderBubble, headerDataApi.useGetHeaderBubbleQuery);
export const useGetHeaderTagQuery = isomorphicQueryHook(headerDataApi.endpoints.getHeaderTag, headerDataApi.useGetHeaderTagQuery);
