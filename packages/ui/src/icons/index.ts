// `@shell/ui/icons`: the one icon set of the shell. Every package draws its icons from here;
// a host replaces any of them through `ShellIconsProvider` (ShellRoot's `icons` prop).
//
// Each icon is a component of its own, created with a `@__PURE__` call, so a bundler keeps only
// the icons a page imports (the top bar's eight or so in the start-up chunk, the drawer's and the
// dialogs' with their lazy chunks). The artwork is lucide's (see scripts/generate-icons.mjs).
import { createContext, createElement, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import * as art from './artwork.generated';
import type { IconArtwork } from './types';

export type { IconArtwork, IconElement } from './types';

/** Props every icon (and a host's replacement) takes. Icons are decorative: the control they sit in carries the name. */
export interface ShellIconProps {
  /** Width and height in CSS pixels (default 20). */
  size?: number;
  className?: string;
}

/** The names of the shell's icons, the keys of a host's `icons` override. */
export type ShellIconName = keyof typeof art | SocialNetworkIcon;
/** The social networks the footer links to. */
export type SocialNetworkIcon = 'x' | 'telegram' | 'youtube' | 'linkedin' | 'facebook';

/** A host's replacements, by icon name. Each gets `{ size, className }` and must draw a decorative (`aria-hidden`) icon. */
export type ShellIcons = Partial<Record<ShellIconName, ComponentType<ShellIconProps>>>;

const NO_OVERRIDES: ShellIcons = {};
const IconsContext = createContext<ShellIcons>(NO_OVERRIDES);

/** Replaces icons of the shell below it; nested providers combine (an inner one wins per icon). */
export function ShellIconsProvider({ icons, children }: { icons?: ShellIcons; children?: ReactNode }): ReactNode {
  const outer = useContext(IconsContext);
  // No memo: hosts pass a module-level object; a provider with nothing to add passes the outer one on.
  const value = icons ? { ...outer, ...icons } : outer;
  return createElement(IconsContext.Provider, { value }, children);
}

function draw(artwork: IconArtwork, filled: boolean, { size = 20, className }: ShellIconProps) {
  return createElement(
    'svg',
    {
      viewBox: '0 0 24 24',
      width: size,
      height: size,
      fill: filled ? 'currentColor' : 'none',
      stroke: filled ? undefined : 'currentColor',
      strokeWidth: filled ? undefined : 2,
      strokeLinecap: filled ? undefined : 'round',
      strokeLinejoin: filled ? undefined : 'round',
      'aria-hidden': true,
      focusable: false,
      className: className ? `shell-icon ${className}` : 'shell-icon',
    },
    ...artwork.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs })),
  );
}

/**
 * Makes the component of one icon: the host's replacement when it gave one, else the artwork.
 * `ownClass` is a class the icon always carries (before the caller's): the direction-bound
 * chevrons carry `shell-flip-rtl`, so no caller can forget to mirror them (a host's replacement
 * gets it too, in `className`).
 */
function icon(name: ShellIconName, artwork: IconArtwork, filled = false, ownClass?: string): ComponentType<ShellIconProps> {
  function ShellIcon(props: ShellIconProps) {
    const Override = useContext(IconsContext)[name];
    const own = ownClass === undefined ? props : { ...props, className: props.className ? `${ownClass} ${props.className}` : ownClass };
    return Override ? createElement(Override, own) : draw(artwork, filled, own);
  }
  return ShellIcon;
}

export const IconSearch = /* @__PURE__ */ icon('search', art.search);
export const IconGlobe = /* @__PURE__ */ icon('globe', art.globe);
export const IconSettings = /* @__PURE__ */ icon('settings', art.settings);
export const IconDownload = /* @__PURE__ */ icon('download', art.download);
export const IconMenu = /* @__PURE__ */ icon('menu', art.menu);
export const IconUser = /* @__PURE__ */ icon('user', art.user);
/** Points down; turned by CSS when its disclosure opens. */
export const IconChevronDown = /* @__PURE__ */ icon('chevronDown', art.chevronDown);
/**
 * Points to the inline end: right in left-to-right. Always carries `shell-flip-rtl`, which
 * site-config's theme.css mirrors under `[dir='rtl']`.
 */
export const IconChevronEnd = /* @__PURE__ */ icon('chevronEnd', art.chevronEnd, false, 'shell-flip-rtl');
/** Points to the inline start ("back"); mirrored like `IconChevronEnd`. */
export const IconChevronStart = /* @__PURE__ */ icon('chevronStart', art.chevronStart, false, 'shell-flip-rtl');
export const IconBell = /* @__PURE__ */ icon('bell', art.bell);
export const IconSun = /* @__PURE__ */ icon('sun', art.sun);
export const IconMoon = /* @__PURE__ */ icon('moon', art.moon);
export const IconClose = /* @__PURE__ */ icon('close', art.close);
export const IconCopy = /* @__PURE__ */ icon('copy', art.copy);
export const IconCheck = /* @__PURE__ */ icon('check', art.check);
export const IconInfo = /* @__PURE__ */ icon('info', art.info);

// Brand marks of the footer's social links (filled, drawn in the text colour). Lucide has none:
// brands ask for their own marks, simplified here to one path each.
const SOCIAL: Record<SocialNetworkIcon, IconArtwork> = {
  x: [['path', { d: 'M4 3h4.6l4.1 5.8L17.6 3H20l-6.2 7.3L21 21h-4.6l-4.5-6.3L6.4 21H4l6.8-7.9z' }]],
  telegram: [['path', { d: 'M21.5 3.6 2.9 10.8c-1 .4-1 1.6 0 1.9l4.7 1.5 1.8 5.6c.3.8 1.3 1 1.9.4l2.6-2.5 4.8 3.5c.7.5 1.6.1 1.8-.7l3.1-15c.2-1.1-.9-2-2-1.5zM9.7 14.4l-.5 4-1.4-4.6 10.4-6.7z' }]],
  youtube: [['path', { d: 'M22 8.2c-.2-1.6-1-2.7-2.6-2.9C17 5 12 5 12 5s-5 0-7.4.3C3 5.5 2.2 6.6 2 8.2 1.8 9.5 1.8 12 1.8 12s0 2.5.2 3.8c.2 1.6 1 2.7 2.6 2.9C7 19 12 19 12 19s5 0 7.4-.3c1.6-.2 2.4-1.3 2.6-2.9.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10 15V9l5.2 3z' }]],
  linkedin: [['path', { d: 'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.3 8.5h3.4V21H2.3zM8.5 8.5h3.3v1.7c.5-.9 1.7-2 3.6-2 3.7 0 4.4 2.4 4.4 5.6V21h-3.4v-6.4c0-1.5 0-3.5-2.1-3.5s-2.4 1.6-2.4 3.4V21H8.5z' }]],
  facebook: [['path', { d: 'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z' }]],
};

/** The mark of one social network (footer). */
export const SOCIAL_ICONS: Readonly<Record<SocialNetworkIcon, ComponentType<ShellIconProps>>> = /* @__PURE__ */ (() => ({
  x: icon('x', SOCIAL.x, true),
  telegram: icon('telegram', SOCIAL.telegram, true),
  youtube: icon('youtube', SOCIAL.youtube, true),
  linkedin: icon('linkedin', SOCIAL.linkedin, true),
  facebook: icon('facebook', SOCIAL.facebook, true),
}))();
