import { useEffect, useId, useRef, type ReactNode } from 'react';

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

/**
 * A modal on the native <dialog>: showModal() gives focus trapping, Escape and an inert page for
 * free, which hand-made overlays usually get wrong.
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
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={size === 'wide' ? 'dialog dialog--wide' : 'dialog'}
      role={role}
      aria-labelledby={titleId}
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
