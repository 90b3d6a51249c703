import type { LangCode } from '@shell/site-config';
import { MARKET_CALLS } from './calls';
import { shellApi } from '@shell/api-client';
import { acceptCode200, normalizedQueryFn } from '@shell/api-client/core';
import { keywordSearchResponseSchema, normalizeKeywordResults } from '../schemas/keywordSearch';
import type { KeywordResult } from '../schemas/keywordSearch';

export interface KeywordSearchArg {
  /** Trimmed before sending; the caller debounces (spec §4). */
  keyword: string;
  lang: LangCode;
}

export const keywordSearchQueryFn = normalizedQueryFn<KeywordSearchArg, { code: number; data: unknown[] }, KeywordResult[]>({
  name: 'getKeywordSearch',
  request: (arg) => ({
    url: MARKET_CALLS.keywordSearch.path,
    method: MARKET_CALLS.keywordSearch.method,
    params: { keyword: arg.keyword.trim(), lang: arg.lang },
  }),
  schema: keywordSearchResponseSchema,
  accept: acceptCode200,
  normalize: (raw) => normalizeKeywordResults(raw.data),
  fallback: () => [],
});

export const searchApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** Server-side search across products for a keyword. */
    getKeywordSearch: build.query<KeywordResult[], KeywordSearchArg>({
      queryFn: keywordSearchQueryFn,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetKeywordSearchQuery, useLazyGetKeywordSearchQuery } = searchApi;
