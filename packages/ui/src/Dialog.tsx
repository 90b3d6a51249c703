import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FloatingFocusManager, useFloatingRootContext } from '@floating-ui/react';

export interface DialogProps {
  /** Whether the dialog is shown (controlled by the caller). */
  open: boolean;
  /** Called on Escape, the close button and (when `dismissible`) a backdrop click; the caller sets `open` to false. */
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
  /** Extra class on the dialog's panel. */
  className?: string;
  children?: ReactNode;
}

const subscribeNothing = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA dialog pattern): rendered into `document.body` only while open and
 * only in the browser (nothing in server HTML), focus moves in and stays inside, Escape and the
 * backdrop close it, focus returns to where it was, the page behind is hidden from assistive
 * technology and does not scroll.
 *
 * Focus is `@floating-ui/react`'s `FloatingFocusManager` (Tab kept inside by focus guards, the
 * page behind `aria-hidden`, focus returned on close); the dialog moves focus in itself (below).
 * The dialog is only drawn by parts loaded on demand (`@shell/ui/widgets`), so the library never
 * weighs on a page's start-up JS. Escape is the panel's own React handler, not `useDismiss`: a
 * dialog opened from another one (the Turkish-site choice inside the language modal) must close
 * alone, and React's tree says which is innermost; `useDismiss` would need a `FloatingTree`, whose
 * nodes need `useFloating` and its positioning code, which a centred dialog does not use.
 */
export function Dialog({ open, onClose, title, hideTitle, initialFocusRef, variant = 'modal', dismissible = true, className, children }: DialogProps) {
  const titleId = useId();
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  // False on the server and during hydration, true in the browser afterwards: the portal never
  // appears in server HTML, so hydration cannot mismatch.
  const mounted = useSyncExternalStore(subscribeNothing, isBrowser, isServer);
  const shown = open && mounted;

  // Positioning-free: the focus manager needs only the open state and the panel element.
  const context = useFloatingRootContext({
    open: shown,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
    elements: { reference: null, floating: panel },
  });

  // Focus moves in as the dialog appears, not a frame later as the focus manager's own
  // `initialFocus` would: a key pressed at once (Escape in a dialog opened from another one) must
  // reach this dialog. Runs after the focus manager has noted where focus was, to return it there.
  useEffect(() => {
    if (!panel) return;
    const first = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).find((el) => !el.closest('[hidden]'));
    const target = initialFocusRef?.current ?? first ?? panel;
    target.focus();
  }, [panel, initialFocusRef]);

  useEffect(() => {
    if (!shown) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [shown]);

  if (!shown) return null;

  return createPortal(
    <div className={`shell-dialog shell-dialog--${variant}`} data-shell-dialog="">
      <div className="shell-dialog__backdrop" aria-hidden="true" onClick={dismissible ? () => onClose() : undefined} />
      <FloatingFocusManager context={context} modal initialFocus={-1} returnFocus>
        <div
          ref={setPanel}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={className ? `shell-dialog__panel ${className}` : 'shell-dialog__panel'}
          onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
            if (event.key !== 'Escape') return;
            // The components the dialog sits in (a dropdown, another dialog) keep their Escape.
            event.stopPropagation();
            onClose();
          }}
        >
          <h2 id={titleId} className={hideTitle ? 'shell-visually-hidden' : 'shell-dialog__title'}>
            {title}
          </h2>
          {children}
        </div>
      </FloatingFocusManager>
    </div>,
    document.body,
  );
}
