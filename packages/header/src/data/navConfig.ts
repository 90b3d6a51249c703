import * as z from 'zod/mini';
import { DEFAULT_IMAGE_HOSTS, DEFAULT_LINK_HOSTS, safeHref, safeImageSrc } from '@shell/site-config';
import { envelope, isRecord, readFlag, readText } from '@shell/api-client/server';

/** Spec §3 "Nav config item", as served by headerMenuListV2. */
export interface NavConfigItem {
  title: string;
  /** Passed through `safeHref` with the exchange's hosts (`DEFAULT_LINK_HOSTS`); `''` when absent, unsafe or elsewhere. */
  link: string;
  /** Passed through `safeImageSrc` (`https:` on `DEFAULT_IMAGE_HOSTS`); `''` otherwise — never a relative URL. */
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
    link: safeHref(raw.link, { allowedHosts: DEFAULT_LINK_HOSTS }) ?? '',
    icon: safeImageSrc(raw.icon, DEFAULT_IMAGE_HOSTS) ?? '',
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
