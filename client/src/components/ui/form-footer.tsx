interface FormFooterProps {
  /** The last refusal's words, shown above the buttons. */
  failure: string | null;
  cancelLabel: string;
  onCancel(): void;
  submitLabel: string;
  /** The submit button's words while the form is being sent (it waits meanwhile). */
  sendingLabel: string;
  sending: boolean;
  submitClassName?: string;
}

/**
 * The end of a form in a dialog (a reason, a protest, a password, a refund's decision): the
 * refusal, if any, as an alert, then Cancel and the submit button, which waits while sending.
 */
export function FormFooter({
  failure,
  cancelLabel,
  onCancel,
  submitLabel,
  sendingLabel,
  sending,
  submitClassName = 'button button--primary',
}: FormFooterProps) {
  return (
    <>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="submit" className={submitClassName} disabled={sending}>
          {sending ? sendingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
