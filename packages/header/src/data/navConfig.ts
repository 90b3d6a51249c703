import * as z from 'zod/mini';
import { isExternalHref, safeHref } from '@shell/site-config';
import { envelope, isRecord, readFlag, readText } from '@shell/api-client/core';

/** Spec §3 "Nav config item", as served by headerMenuListV2. */
export interface NavConfigItem {
  title: string;
  /**
   * A relative path or an absolute http(s) URL (`safeHref`'s shape check); `''` when absent or
   * unsafe (`javascript:`, `//host`, `/\host`, …). Which hosts it may go to is the host's decision
   * (`externalHosts`), taken where it renders (`ShellLink`).
   */
  link: string;
  /**
   * An absolute http(s) URL; `''` otherwise — never a relative URL (`/logout` as an image is a
   * same-origin GET with cookies). Which hosts it may load from is the host's decision
   * (`imageHosts`), taken where it renders (`useImageSrc`).
   */
  icon: string;
  children: NavConfigItem[];
  hidden: boolean;
  target: '_self' | '_blank';
  desc: string;
  disabled: boolean;
}

/** An absolute http(s) URL of safe shape (see {@link NavConfigItem.icon}), else `''`. */
function absoluteUrl(raw: unknown): string {
  const href = safeHref(raw);
  return href !== null && isExternalHref(href) ? href : '';
}

/** One item, or null when it is not an object or has no title. Children are validated alike. */
export function normalizeNavConfigItem(raw: unknown): NavConfigItem | null {
  if (!isRecord(raw)) return null;
  const title = readText(raw.title) ?? '';
  if (!title) return null;
  return {
    title,
    link: safeHref(raw.link) ?? '',
    icon: absoluteUrl(raw.icon),
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
