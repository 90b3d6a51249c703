import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Visible title (rendered as the dialog's `<h2>` and its accessible name). */
  title: ReactNode;
  /** Hide the title visually but keep it as the accessible name. */
  hideTitle?: boolean;
  /** Element focused when the dialog opens (default: the first focusable inside). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `modal`: centred with a backdrop. `sheet`: full-height side panel (mobile drawer). `fullscreen`: covers the page. */
  variant?: 'modal' | 'sheet' | 'fullscreen';
  /** Close on a backdrop click (default true). */
  dismissible?: boolean;
  className?: string;
  children?: ReactNode;
}

const subscribeNothing = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): rendered into `document.body` only while open and
 * only in the browser (nothing in server HTML), focus moves in and is trapped, Escape and the
 * backdrop close it, focus returns to where it was, and the page behind does not scroll.
 */
export function Dialog({ open, onClose, title, hideTitle, initialFocusRef, variant = 'modal', dismissible = true, className, children }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement | null>(null);
  // False on the server and during hydration, true in the browser afterwards: the portal never
  // appears in server HTML, so hydration cannot mismatch.
  const mounted = useSyncExternalStore(subscribeNothing, isBrowser, isServer);

  useEffect(() => {
    if (!open || !mounted) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? (panel ? focusables(panel)[0] : null) ?? panel;
    target?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous && typeof previous.focus === 'function' && previous.isConnected) previous.focus();
    };
  }, [open, mounted, initialFocusRef]);

  if (!open || !mounted) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusables(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div className={`shell-dialog shell-dialog--${variant}`} data-shell-dialog="">
      <div className="shell-dialog__backdrop" aria-hidden="true" onClick={dismissible ? () => onClose() : undefined} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `shell-dialog__panel ${className}` : 'shell-dialog__panel'}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={hideTitle ? 'shell-visually-hidden' : 'shell-dialog__title'}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
