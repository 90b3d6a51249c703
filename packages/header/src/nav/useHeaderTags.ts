import { useCallback, useMemo } from 'react';
import { useGetHeaderTagQuery } from '../data/headerData';
import type { MenuTag } from '../data/menuTag';
import { useHeader } from '../internal/HeaderContext';

const NO_TAGS: readonly MenuTag[] = [];

/**
 * The header tag call: tags keyed by the entry code they belong to (`futures`, `alpha`, …), with
 * the tags whose code the compliance menu list names removed (spec §5).
 */
export function useHeaderTags(): (code: string) => readonly MenuTag[] {
  const { policy } = useHeader();
  const { data = NO_TAGS } = useGetHeaderTagQuery();
  const hidden = policy.compliance?.menu;
  const byCode = useMemo(() => {
    const map = new Map<string, MenuTag[]>();
    for (const tag of data) {
      if (hidden?.includes(tag.code)) continue;
      map.set(tag.code, [...(map.get(tag.code) ?? []), tag]);
    }
    return map;
  }, [data, hidden]);
  return useCallback((code: string) => byCode.get(code) ?? NO_TAGS, [byCode]);
}
