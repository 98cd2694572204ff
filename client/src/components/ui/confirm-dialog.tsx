import type { ReactNode } from 'react';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Back and Escape close it unanswered. */
  onClose(): void;
  onConfirm(): void;
  /** While the action runs both buttons wait. */
  busy: boolean;
  backLabel: string;
  confirmLabel: string;
  confirmTestId?: string;
  /** What the action will do (its cost, what is lost). */
  children?: ReactNode;
}

/**
 * The question before a money action (apply, pay, refuse, withdraw, cancel): an alert dialog that
 * says what will happen, with Back and the action's own button.
 */
export function ConfirmDialog({
  open,
  title,
  onClose,
  onConfirm,
  busy,
  backLabel,
  confirmLabel,
  confirmTestId,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            {backLabel}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid={confirmTestId}
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
