import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import { useShellIntl } from '@shell/api-client';
import { ShellLink, useIsMobile } from '@shell/ui';
import type { ResolvedFooterColumn, ResolvedFooterItem } from '../content/resolve';
import { footerMessages } from './messages';
import { IconChevronDown } from '../icons/icons';

function FooterLinkList({ items, className }: { items: readonly ResolvedFooterItem[]; className: string }) {
  const intl = useShellIntl();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className="shell-footer-columns__item" data-item={item.id}>
          {item.href === null ? (
            <span className="shell-footer-columns__group">{intl.formatMessage(item.text)}</span>
          ) : (
            <ShellLink className="shell-footer-columns__link" href={item.href} entry={item.entry} newTab={item.newTab}>
              {intl.formatMessage(item.text)}
            </ShellLink>
          )}
          {item.children.length > 0 && <FooterLinkList items={item.children} className="shell-footer-columns__sublist" />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The link columns. Each column is a `<details>`: below 768 px it is an accordion that works
 * before hydration (native disclosure, no script); from 768 px CSS shows every column's content
 * (`::details-content`) and, once hydrated, the columns are opened so assistive technology
 * reports them expanded, and their headings stop toggling.
 */
export function FooterColumns({ columns }: { columns: readonly ResolvedFooterColumn[] }) {
  const intl = useShellIntl();
  const isMobile = useIsMobile();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // `open` is left to the browser (never a React prop), so server HTML and hydration agree.
    for (const details of navRef.current?.querySelectorAll('details') ?? []) details.open = !isMobile;
  }, [isMobile, columns]);

  const keepOpenOnDesktop = (event: MouseEvent<HTMLElement>) => {
    if (!isMobile) event.preventDefault();
  };

  return (
    <nav ref={navRef} className="shell-footer-columns" aria-label={intl.formatMessage(footerMessages.nav)}>
      {columns.map((column) => (
        <details key={column.id} className="shell-footer-columns__column" data-column={column.id}>
          <summary className="shell-footer-columns__title" onClick={keepOpenOnDesktop}>
            <span>{intl.formatMessage(column.title)}</span>
            <IconChevronDown size={16} className="shell-footer-columns__chevron" />
          </summary>
          <FooterLinkList items={column.items} className="shell-footer-columns__list" />
        </details>
      ))}
    </nav>
  );
}
