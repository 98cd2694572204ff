import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';

interface CheckFrameProps {
  /** The form's fields (and their validation message). */
  children: ReactNode;
  /** What the check found, shown in the polite live region under the form. */
  result: ReactNode;
  /**
   * Runs on submit with the button disabled until it settles. An error it throws is shown as the
   * form's alert (the server's message, else the generic one); answers it expects, such as "not
   * found", it handles itself.
   */
  onCheck(): Promise<void> | void;
  /** Check once as soon as the form shows (the address already names what to check). */
  checkAtOnce?: boolean;
}

/** The public checks' common frame: the form with its submit button, the failure alert, the result. */
export function CheckFrame({ children, result, onCheck, checkAtOnce = false }: CheckFrameProps) {
  const { t } = useTranslation('catalogue');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const checked = useRef(false);

  // Submitting the form runs the same path as a click (busy state, failure alert); once only,
  // also when development mode runs effects twice.
  useEffect(() => {
    if (!checkAtOnce || checked.current) return;
    checked.current = true;
    form.current?.requestSubmit();
  }, [checkAtOnce]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await onCheck();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('list.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="check">
      <form ref={form} className="card check__form" noValidate onSubmit={(event) => void submit(event)}>
        {children}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('checks.submit')}
        </button>
      </form>
      <div aria-live="polite">
        {failure && (
          <p className="form-alert" role="alert">
            {failure}
          </p>
        )}
        {result}
      </div>
    </div>
  );
}
