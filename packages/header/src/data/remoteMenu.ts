import type { LangCode } from '@shell/site-config';
import { safeHref, withLang } from '@shell/site-config';
import { LAYOUT, LINK_TYPE, PLATFORM_TYPE } from '../internal/spec';
import type { MenuTag } from './menuTag';
import { normalizeMenuTags } from './menuTag';
import { isRecord, readFlag, readText } from '@shell/api-client/core';

export type MenuJumpType = keyof typeof LINK_TYPE;
export type MenuShowMode = keyof typeof LAYOUT;
export type MenuPlatform = keyof typeof PLATFORM_TYPE;

/** Spec §3 "Remote menu item", after the §5 validation. */
export interface RemoteMenuItem {
  code: string;
  title: string;
  title_key: string;
  desc: string;
  desc_key: string;
  light_image: string;
  dark_image: string;
  light_icon: string;
  dark_icon: string;
  jump_type: MenuJumpType;
  hidden: boolean;
  /** Language-prefixed when relative, kept when absolute http(s), `''` when absent or unsafe. */
  jump_url: string;
  show_mode: MenuShowMode;
  platform_type: MenuPlatform;
  tags: MenuTag[];
  children: RemoteMenuItem[];
}

/** Why an item was skipped, for the log line. */
export type InvalidMenuItemReason = 'not-an-object' | 'no-title-or-image';

export interface RemoteMenuValidation {
  /** The language whose prefix relative links get. */
  lang: LangCode;
  /** Called once per skipped item (children included). */
  onInvalid?: (reason: InvalidMenuItemReason, item: unknown) => void;
}

/**
 * An enumerated field (spec §5 "Invalid or numeric values coerce to defaults"): its name, or its
 * exact numeric code (an integer, or a string of digits); anything else — an unknown code, `2.5`,
 * `' 2 '`, `'0x2'`, `'2e0'`, `true` — is the spec's default, never a guess at what was meant.
 */
function readEnum<K extends string>(codes: Readonly<Record<K, number>>, raw: unknown, fallback: K): K {
  if (typeof raw === 'string' && Object.prototype.hasOwnProperty.call(codes, raw)) return raw as K;
  const code = typeof raw === 'number' && Number.isInteger(raw) ? raw : typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : undefined;
  if (code === undefined) return fallback;
  const match = (Object.keys(codes) as K[]).find((name) => codes[name] === code);
  return match ?? fallback;
}

/**
 * Relative links get the language prefix once; absolute http(s) links are kept (spec §5), others
 * (`javascript:`, `//host`, `/\host`, …) dropped. Only the shape is checked here: which hosts a
 * link may go to is the host app's `externalHosts`, applied where it renders (`ShellLink`), so a
 * host can widen or narrow it.
 */
export function localizeMenuUrl(raw: unknown, lang: LangCode): string {
  const href = safeHref(raw);
  if (href === null) return '';
  if (!href.startsWith('/')) return href;
  // The language's home is its prefix ('/zh'; '/' for en, which has none).
  const home = withLang('/', lang);
  const prefix = home === '/' ? '' : home;
  if (prefix === '' || href === prefix || href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}?`)) return href;
  return `${prefix}${href}`;
}

function text(raw: Record<string, unknown>, key: string): string {
  return readText(raw[key]) ?? '';
}

/** Validates one item and its children (spec §5); null when it must be skipped. */
export function normalizeRemoteMenuItem(raw: unknown, options: RemoteMenuValidation): RemoteMenuItem | null {
  if (!isRecord(raw)) {
    options.onInvalid?.('not-an-object', raw);
    return null;
  }
  const item: RemoteMenuItem = {
    code: text(raw, 'code'),
    title: text(raw, 'title'),
    title_key: text(raw, 'title_key'),
    desc: text(raw, 'desc'),
    desc_key: text(raw, 'desc_key'),
    light_image: text(raw, 'light_image'),
    dark_image: text(raw, 'dark_image'),
    light_icon: text(raw, 'light_icon'),
    dark_icon: text(raw, 'dark_icon'),
    jump_type: readEnum(LINK_TYPE, raw.jump_type, 'internal'),
    hidden: readFlag(raw.hidden) ?? false,
    jump_url: localizeMenuUrl(raw.jump_url, options.lang),
    show_mode: readEnum(LAYOUT, raw.show_mode, 'vertical'),
    platform_type: readEnum(PLATFORM_TYPE, raw.platform_type, 'all'),
    tags: normalizeMenuTags(raw.tags),
    children: normalizeRemoteMenu(raw.children, options),
  };
  if (!item.title && !item.title_key && !item.light_image && !item.dark_image) {
    options.onInvalid?.('no-title-or-image', raw);
    return null;
  }
  return item;
}

/** Validates a list; a non-array is an empty list. */
export function normalizeRemoteMenu(raw: unknown, options: RemoteMenuValidation): RemoteMenuItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item) => normalizeRemoteMenuItem(item, options)).filter((item): item is RemoteMenuItem => item !== null);
}
