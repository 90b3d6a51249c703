import type { ReactNode } from 'react';
import { ShellLink, useDisclosure } from '@shell/api-client/ui';
import { useAnchoredPanel } from '../nav/useAnchoredPanel';

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
  links: readonly MenuLink[];
  /** Split the items into two columns (horizontal layout, first column rounded up). */
  columns?: readonly [readonly MenuLink[], readonly MenuLink[]];
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

/**
 * A navigation dropdown following the WAI-ARIA menu-button pattern: hover opens it on desktop,
 * click / tap / Enter / Space / ArrowDown too; arrows move between items, Escape closes and
 * returns focus to the trigger. Its links are in the server HTML (hidden until opened).
 */
export function MenuDropdown({ label, links, columns, footer, className, name }: MenuDropdownProps) {
  const menu = useDisclosure({ hover: true, pattern: 'menu' });
  // In the navigation the panel opens under its entry; elsewhere the styles place it.
  useAnchoredPanel(menu.open, menu.panelProps.ref);
  return (
    <div {...menu.rootProps} className={`shell-header__dropdown${className ? ` ${className}` : ''}`} data-menu={name}>
      <button {...menu.triggerProps} className="shell-header__trigger">
        {label}
        <span className="shell-header__chevron" aria-hidden="true" />
      </button>
      <div {...menu.panelProps} className={`shell-header__panel${columns ? ' shell-header__panel--columns' : ''}`}>
        {columns ? (
          <>
            <Items links={columns[0]} />
            <Items links={columns[1]} />
          </>
        ) : (
          <Items links={links} />
        )}
        {footer}
      </div>
    </div>
  );
}
