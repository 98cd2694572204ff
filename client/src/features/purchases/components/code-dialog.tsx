import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSent } from '@kimoshdi/shared';
import { formatCountdown } from '@kimoshdi/shared/domain/user-order/code-dialog';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { shortfallOf } from '../../../lib/shortfall';
import { ShortfallAlert } from '../../../components/ui/shortfall-alert';
import { codeSentBefore, forgetCodeSent, rememberCodeSent } from '../sent-codes';

interface CodeDialogProps {
  title: string;
  /** What the code confirms (copies and total, or the money coming back). */
  summary: ReactNode;
  confirmLabel: string;
  /** What the code is for (`buy:<lot>:<copies>`): an opening within its resend pause sends none. */
  codeKey: string;
  /** Asks the server for a code (on opening and on resend). */
  send(): Promise<CodeSent>;
  /** Runs the action with the code; a failure stays in the dialog with its message. */
  confirm(code: string): Promise<void>;
  onClose(): void;
}

/**
 * The code step of a purchase or a cancel: the code is sent as the dialog opens, the dialog says
 * where it went (masked), takes the six digits, counts down to the resend (mm:ss) and then offers
 * it, and shows any refusal in the user's language (with the top-up link when money is short).
 * Mounted only while open: an opening sends a code, unless one was sent for the same thing within
 * the resend pause (sent-codes.ts): then that code, which still works, is asked for with the
 * pause's remaining time, as the server would refuse a new one.
 */
export function CodeDialog({
  title,
  summary,
  confirmLabel,
  codeKey,
  send,
  confirm,
  onClose,
}: CodeDialogProps) {
  const { t } = useTranslation('purchases');
  // A code sent for the same thing within its resend pause is shown again rather than asked anew.
  const [before] = useState(() => codeSentBefore(codeKey));
  const [sent, setSent] = useState<CodeSent | null>(before);
  const [resendAt, setResendAt] = useState(() => (before ? Date.now() + before.resend_in_s * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shortfall, setShortfall] = useState<string | null>(null);
  const asked = useRef(false);
  const inputId = useId();

  const fail = useCallback(
    (failure: unknown) => {
      // A 401 opens the session-expired dialog by itself.
      if (isApiError(failure) && failure.status === 401) return;
      // The offer's signing dialog opens by itself on CONSENT_REQUIRED: this one steps aside (no
      // code was sent), and the buy panel opens it again once the offer is signed.
      if (isApiError(failure) && failure.code === 'CONSENT_REQUIRED') return onClose();
      setError(isApiError(failure) ? failure.message : t('dialog.failed'));
      setShortfall(isApiError(failure) ? shortfallOf(failure) : null);
      const wait = isApiError(failure) ? Number(failure.data?.retry_after_s) : NaN;
      if (Number.isFinite(wait) && wait > 0) setResendAt(Date.now() + wait * 1000);
    },
    [t, onClose],
  );

  const sendCode = useCallback(async () => {
    setBusy(true);
    setError(null);
    setShortfall(null);
    try {
      const answer = await send();
      rememberCodeSent(codeKey, answer);
      setSent(answer);
      setResendAt(Date.now() + answer.resend_in_s * 1000);
      setCode('');
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  }, [send, fail, codeKey]);

  useEffect(() => {
    if (asked.current || before) return;
    asked.current = true;
    void sendCode();
  }, [sendCode, before]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const submit = async () => {
    setBusy(true);
    setError(null);
    setShortfall(null);
    try {
      await confirm(code);
      forgetCodeSent(codeKey);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const waitSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const valid = /^\d{6}$/.test(code);
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            {t('dialog.close')}
          </button>
          <button
            type="submit"
            form="purchase-code-form"
            className="button button--primary"
            data-testid="code-confirm"
            disabled={busy || !valid || !sent}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="code-dialog" data-testid="code-dialog">
        <p className="code-dialog__summary">{summary}</p>
        {!sent && !error && <p className="muted">{t('dialog.sending')}</p>}
        {sent && (
          <div data-testid="code-sent-to">
            <p>{t('dialog.sentTo')}</p>
            <ul className="code-dialog__where">
              {sent.sent_to.map((where) => (
                <li key={where.channel}>
                  <span className="muted">{t(`dialog.channels.${where.channel}`)}:</span> {where.to}
                </li>
              ))}
            </ul>
            <p className="muted">{t('dialog.expires', { minutes: Math.round(sent.expires_in_s / 60) })}</p>
          </div>
        )}
        <form
          id="purchase-code-form"
          className="code-dialog__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid && !busy) void submit();
          }}
        >
          <div className="field">
            <label htmlFor={inputId}>{t('dialog.code')}</label>
            <input
              id={inputId}
              className="code-dialog__input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              data-testid="code-input"
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          </div>
        </form>
        <p className="code-dialog__resend">
          {waitSeconds > 0 ? (
            <span className="muted" data-testid="resend-timer">
              {t('dialog.resendIn', { time: formatCountdown(waitSeconds) })}
            </span>
          ) : (
            <button
              type="button"
              className="button button--ghost button--small"
              data-testid="resend"
              disabled={busy}
              onClick={() => void sendCode()}
            >
              {t('dialog.resend')}
            </button>
          )}
        </p>
        <ShortfallAlert
          error={error}
          shortfall={shortfall}
          shortfallText={(amount) =>
            t('dialog.shortfall', { amount: formatTiyin(amount, { currency: true }) })
          }
          topUpText={t('dialog.topUp')}
          testId="code-error"
        />
      </div>
    </Dialog>
  );
}
