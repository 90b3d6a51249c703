// `@shell/ui/icons`: the one icon mechanism of the shell. Each package owns the icons it draws,
// made here with `createShellIcon`; a host replaces any of them BY NAME through
// `ShellIconsProvider` (ShellRoot's `icons` prop), whichever package defines the icon.
//
// An owner creates each icon with a `@__PURE__` call, one component per icon, so a bundler keeps
// only the icons a page imports (the top bar's in the start-up chunk, the drawer's and the
// dialogs' with their lazy chunks). This entry exports no icon itself: the artwork is lucide's,
// generated into each owning package by scripts/generate-icons.mjs.
import { createContext, createElement, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { GeneratedIconName } from './names.generated';
import type { IconArtwork } from './types';

export type { IconArtwork, IconElement } from './types';

/** Props every icon (and a host's replacement) takes. Icons are decorative: the control they sit in carries the name. */
export interface ShellIconProps {
  /** Width and height in CSS pixels (default 20). */
  size?: number;
  className?: string;
}

/** The names of the shell's icons (every package's), the keys of a host's `icons` override. */
export type ShellIconName = GeneratedIconName | SocialNetworkIcon;
/** The social networks the footer links to. */
export type SocialNetworkIcon = 'x' | 'telegram' | 'youtube' | 'linkedin' | 'facebook';

/** A host's replacements, by icon name. Each gets `{ size, className }` and must draw a decorative (`aria-hidden`) icon. */
export type ShellIcons = Partial<Record<ShellIconName, ComponentType<ShellIconProps>>>;

/** How `createShellIcon` draws an icon. */
export interface ShellIconOptions {
  /** Filled in the text colour (brand marks) instead of stroked. */
  filled?: boolean;
  /**
   * A class the icon always carries, before the caller's: the direction-bound chevrons carry
   * `shell-flip-rtl`, so no caller can forget to mirror them (a host's replacement gets it too).
   */
  className?: string;
}

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
 * Makes the component of one icon: the host's replacement for `name` when it gave one, else
 * `artwork` drawn as a decorative SVG. Call it at module level behind a `@__PURE__` annotation
 * (`const IconBell = /* @__PURE__ *\/ createShellIcon('bell', art.bell)`), so a bundler drops the
 * icons a page does not use.
 */
export function createShellIcon(name: ShellIconName, artwork: IconArtwork, { filled = false, className: ownClass }: ShellIconOptions = {}): ComponentType<ShellIconProps> {
  function ShellIcon(props: ShellIconProps) {
    const Override = useContext(IconsContext)[name];
    const own = ownClass === undefined ? props : { ...props, className: props.className ? `${ownClass} ${props.className}` : ownClass };
    return Override ? createElement(Override, own) : draw(artwork, filled, own);
  }
  return ShellIcon;
}
