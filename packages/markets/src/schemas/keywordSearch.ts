import * as z from 'zod/mini';
import { codedEnvelope, optStr, parseItems } from '@shell/api-client/core';

/**
 * `GET /apiw/v2/search/keywords?keyword=&lang=` (not shown; chosen): results across products,
 * `{ code, data: [{ type, market, title, sub }] }` with `type` one of spot, futures, alpha,
 * pilot, pre_market.
 */
export const keywordSearchResponseSchema = codedEnvelope(z.array(z.unknown()));

export const KEYWORD_RESULT_TYPES = ['spot', 'futures', 'alpha', 'pilot', 'pre_market'] as const;
export type KeywordResultType = (typeof KEYWORD_RESULT_TYPES)[number];

export const keywordResultSchema = z.object({
  type: z.enum(KEYWORD_RESULT_TYPES),
  market: z.string().check(z.minLength(1)),
  title: optStr(),
  sub: optStr(),
});
export type KeywordResult = z.infer<typeof keywordResultSchema>;

export function normalizeKeywordResults(list: readonly unknown[]) {
  const parsed = parseItems(list, keywordResultSchema);
  return { value: parsed.items, dropped: parsed.dropped, samples: parsed.samples };
}
