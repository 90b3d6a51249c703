import * as z from 'zod/mini';
import { safeHref } from '@shell/site-config';
import { envelope, isRecord, readFlag, readText } from '@shell/api-client/server';

/** Spec §3 "Nav config item", as served by headerMenuListV2. */
export interface NavConfigItem {
  title: string;
  /** Passed through `safeHref`; `''` when absent or unsafe. */
  link: string;
  icon: string;
  children: NavConfigItem[];
  hidden: boolean;
  target: '_self' | '_blank';
  desc: string;
  disabled: boolean;
}

/** One item, or null when it is not an object or has no title. Children are validated alike. */
export function normalizeNavConfigItem(raw: unknown): NavConfigItem | null {
  if (!isRecord(raw)) return null;
  const title = readText(raw.title) ?? '';
  if (!title) return null;
  return {
    title,
    link: safeHref(raw.link) ?? '',
    icon: readText(raw.icon) ?? '',
    children: normalizeNavConfig(raw.children),
    hidden: readFlag(raw.hidden) ?? false,
    target: raw.target === '_blank' ? '_blank' : '_self',
    desc: readText(raw.desc) ?? '',
    disabled: readFlag(raw.disabled) ?? false,
  };
}

export function normalizeNavConfig(raw: unknown): NavConfigItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(normalizeNavConfigItem).filter((item): item is NavConfigItem => item !== null);
}

/** GET headerMenuListV2: `{ code, data: { list: NavConfigItem[] } }`; `data.list` must be an array. */
export const navConfigResponse = envelope(
  z.pipe(z.object({ list: z.array(z.unknown()) }), z.transform(({ list }) => normalizeNavConfig(list))),
);
