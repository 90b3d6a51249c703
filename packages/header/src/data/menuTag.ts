import { TAG_KIND } from '../internal/spec';
import { isRecord, readNumber, readText } from '@shell/api-client/core';

/** Tag kind of spec §4: 1 custom image, 2 green background, 3 fire, 4 live image, 5 VIP tag. */
export type MenuTagKind = (typeof TAG_KIND)[keyof typeof TAG_KIND];

/** Spec §3 "Tag" on a remote menu item or a header entry. */
export interface MenuTag {
  type: MenuTagKind;
  code: string;
  word: string;
  light_icon: string;
  dark_icon: string;
}

const KINDS = new Set<number>(Object.values(TAG_KIND));

/** One tag, or null when it has no known kind (numeric strings are coerced) or nothing to show. */
export function normalizeMenuTag(raw: unknown): MenuTag | null {
  if (!isRecord(raw)) return null;
  const type = readNumber(raw.type);
  if (type === undefined || !KINDS.has(type)) return null;
  const tag: MenuTag = {
    type: type as MenuTagKind,
    code: readText(raw.code) ?? '',
    word: readText(raw.word) ?? '',
    light_icon: readText(raw.light_icon) ?? '',
    dark_icon: readText(raw.dark_icon) ?? '',
  };
  return tag.word || tag.light_icon || tag.dark_icon ? tag : null;
}

/** The usable tags of a list; a non-array is no tags. */
export function normalizeMenuTags(raw: unknown): MenuTag[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(normalizeMenuTag).filter((tag): tag is MenuTag => tag !== null);
}
