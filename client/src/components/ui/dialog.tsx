import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  /** Escape, the backdrop's cancel and any close path end here. */
  onClose(): void;
  children?: ReactNode;
  /** Buttons under the body; a dialog holding a form puts its buttons in the form instead. */
  actions?: ReactNode;
  /** `alertdialog` for questions that need an answer (logout, session expired). */
  role?: 'dialog' | 'alertdialog';
  /** `wide` for a dialog that shows a document (the offer to sign). */
  size?: 'normal' | 'wide';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Drawn at all (not `hidden`, not in a closed panel); checkVisibility() is missing before Safari 17.4. */
const isShown = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * A modal on the native <dialog>: showModal() gives Escape and an inert page for free, which
 * hand-made overlays usually get wrong. Two things it does not promise are added (WCAG 2.4.3):
 * Tab past the last control comes back to the first (the browser would move on to its own
 * toolbar), and on close focus goes back to whatever had it when the dialog opened.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  size = 'normal',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may be gone or hidden by then (a closed menu): focus stays where the browser puts it.
      if (opener?.isConnected && isShown(opener)) opener.focus();
    };
  }, [open]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      isShown,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={size === 'wide' ? 'dialog dialog--wide' : 'dialog'}
      role={role}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        // Let React state decide: the effect closes the element once `open` turns false.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {children && <div className="dialog__body">{children}</div>}
          {actions && <div className="dialog__actions">{actions}</div>}
        </>
      )}
    </dialog>
  );
}
