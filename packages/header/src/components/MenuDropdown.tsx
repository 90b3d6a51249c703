import type { ReactNode } from 'react';
import { preloadOn, ShellLink, useDisclosure } from '@shell/ui';
import { splitDropdownColumns } from '../nav/menuForPlatform';
import { useAnchoredPanel } from '../nav/useAnchoredPanel';
import { IconChevronDown } from '../icons/icons';

/** One item of a dropdown menu. */
export interface MenuLink {
  key: string;
  label: ReactNode;
  href: string;
  /** Analytics entry name. */
  entry: string;
  newTab?: boolean;
  extra?: ReactNode;
}

export interface MenuDropdownProps {
  /** The trigger's content (text, or icon plus a visually hidden name). */
  label: ReactNode;
  /**
   * The items, asked for when the panel first opens: a closed menu costs its trigger only, on
   * the server and in the first client render.
   */
  links?: () => readonly MenuLink[];
  /**
   * Or the panel's content itself, drawn on first open in place of `links` — a lazy part that
   * makes its items (and renders them with `MenuItems`).
   */
  panel?: ReactNode;
  /** The lazy part `panel` draws: fetched on pointer-enter, pointer-down and focus of the trigger. */
  preload?: { preload(): Promise<void> };
  /** Split the items into two columns (horizontal layout, first column rounded up). */
  horizontal?: boolean;
  /** Rendered after the items, inside the panel (e.g. the More menu placement). */
  footer?: ReactNode;
  className?: string;
  /** Marks the dropdown for tests and styles: `data-menu`. */
  name: string;
}

function Items({ links }: { links: readonly MenuLink[] }) {
  return (
    <ul role="none" className="shell-header__menu-list">
      {links.map((link) => (
        <li role="none" key={link.key}>
          <ShellLink role="menuitem" tabIndex={-1} href={link.href} entry={link.entry} newTab={link.newTab} className="shell-header__menu-item">
            {link.label}
            {link.extra}
          </ShellLink>
        </li>
      ))}
    </ul>
  );
}

/** The items of a dropdown panel, in one list or split into two columns (horizontal layout). */
export function MenuItems({ links: items, horizontal }: { links: readonly MenuLink[]; horizontal?: boolean | undefined }) {
  if (!horizontal) return <Items links={items} />;
  const [first, second] = splitDropdownColumns(items);
  return (
    <>
      <Items links={first} />
      <Items links={second} />
    </>
  );
}

/**
 * A navigation dropdown following the WAI-ARIA menu-button pattern: hover opens it on desktop,
 * click / tap / Enter / Space / ArrowDown too; arrows move between items, Escape closes and
 * returns focus to the trigger. Its items are drawn when it first opens and stay (hidden) after
 * it closes; the server HTML carries the trigger only (see the README, "Server rendering").
 */
export function MenuDropdown({ label, links, panel, preload, horizontal, footer, className, name }: MenuDropdownProps) {
  const menu = useDisclosure({ hover: true, pattern: 'menu' });
  // In the navigation the panel opens under its entry; elsewhere the styles place it.
  useAnchoredPanel(menu.open, menu.panelProps.ref);
  return (
    <div {...menu.rootProps} className={`shell-header__dropdown${className ? ` ${className}` : ''}`} data-menu={name}>
      <button {...menu.triggerProps} {...(preload ? preloadOn(preload) : null)} className="shell-header__trigger">
        {label}
        <IconChevronDown size={14} className="shell-header__chevron" />
      </button>
      <div {...menu.panelProps} className={`shell-header__panel${horizontal ? ' shell-header__panel--columns' : ''}`}>
        {menu.everOpened ? (
          <>
            {panel ?? (links ? <MenuItems links={links()} horizontal={horizontal} /> : null)}
            {footer}
          </>
        ) : null}
      </div>
    </div>
  );
}
