import type { Binding } from '@kimoshdi/shared/api/shop/uzcard-cards';
import { savedCardProblem, type SavedCardProblem } from '@kimoshdi/shared/domain/money/saved-card';
import { tashkentDay } from '@kimoshdi/shared/domain/time/tashkent';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { groupCardNumber } from '../../../lib/input-filters';
import { resendCode, startBinding, verifyCard } from '../api/saved-cards';
import { groupCardExpiry } from '../card-inputs';
import { CardField } from './card-field';

/** Which field a problem of the card belongs to. */
const ON_EXPIRY: readonly SavedCardProblem[] = ['expiry', 'expired'];

/**
 * Adding a card, in two steps: the number and expiry (Payme texts a code to the card's owner),
 * then the code. The number is sent once and kept nowhere here once the code step shows.
 */
export function AddCardForm({ onSaved, onCancel }: { onSaved(): void; onCancel(): void }) {
  const { t } = useTranslation('cards');
  const id = useId();
  const [number, setNumber] = useState('');
  const [expire, setExpire] = useState('');
  const [problem, setProblem] = useState<SavedCardProblem | null>(null);
  const [binding, setBinding] = useState<Binding | null>(null);
  const [code, setCode] = useState('');
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  // Set with resendAt when a code is sent; the countdown effect moves it.
  const [now, setNow] = useState(0);

  // The countdown to "send the code again".
  useEffect(() => {
    if (resendAt <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [resendAt, now]);

  const failed = (error: unknown) => setFailure(isApiError(error) ? error.message : t('common:api.network'));

  const sent = (answer: Binding) => {
    setBinding(answer);
    setNumber('');
    setResendAt(Date.now() + answer.wait_ms);
    setNow(Date.now());
  };

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = savedCardProblem(number, expire, tashkentDay(Date.now()));
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-${ON_EXPIRY.includes(found) ? 'expire' : 'number'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      sent(await startBinding({ number, expire }));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!binding) return;
    setFailure(null);
    const invalid = !/^\d{4,8}$/.test(code.trim());
    setCodeInvalid(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await verifyCard(binding.id, code.trim());
      notify({ type: 'success', message: t('add.saved') });
      onSaved();
    } catch (error) {
      failed(error);
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!binding) return;
    setFailure(null);
    setBusy(true);
    try {
      sent(await resendCode(binding.id));
      setCode('');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const alert = failure && (
    <p className="form-alert" role="alert">
      {failure}
    </p>
  );

  if (binding) {
    const wait = Math.ceil((resendAt - now) / 1000);
    return (
      <form
        className="card cabinet-form saved-cards__add"
        noValidate
        onSubmit={(event) => void verify(event)}
      >
        <h3>{t('add.title')}</h3>
        <p>
          {binding.card_number} · {t('add.codeSent', { phone: binding.phone })}
        </p>
        <div className={`field ${codeInvalid ? 'field--invalid' : ''}`}>
          <label htmlFor={`${id}-code`}>{t('add.code')}</label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            aria-invalid={codeInvalid ? true : undefined}
            aria-describedby={codeInvalid ? `${id}-code-error` : undefined}
          />
          {codeInvalid && (
            <p id={`${id}-code-error`} className="field__error">
              {t('errors.code')}
            </p>
          )}
        </div>
        {alert}
        <div className="saved-cards__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('add.verifying') : t('add.verify')}
          </button>
          <button type="button" className="button" disabled={busy || wait > 0} onClick={() => void resend()}>
            {wait > 0 ? t('add.resendIn', { seconds: wait }) : t('add.resend')}
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('add.cancel')}
          </button>
        </div>
      </form>
    );
  }

  const numberProblem = problem && !ON_EXPIRY.includes(problem) ? problem : null;
  const expiryProblem = problem && ON_EXPIRY.includes(problem) ? problem : null;
  return (
    <form className="card cabinet-form saved-cards__add" noValidate onSubmit={(event) => void start(event)}>
      <h3>{t('add.title')}</h3>
      <div className="field-row">
        <CardField
          id={`${id}-number`}
          label={t('add.number')}
          autoComplete="cc-number"
          placeholder="8600 0000 0000 0000"
          value={number}
          format={groupCardNumber}
          onValueChange={setNumber}
          error={numberProblem && t(`errors.${numberProblem}`)}
        />
        <CardField
          id={`${id}-expire`}
          label={t('add.expire')}
          autoComplete="cc-exp"
          placeholder="03/29"
          value={expire}
          format={groupCardExpiry}
          onValueChange={setExpire}
          error={expiryProblem && t(`errors.${expiryProblem}`)}
        />
      </div>
      {alert}
      <div className="saved-cards__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('add.sending') : t('add.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('add.cancel')}
        </button>
      </div>
    </form>
  );
}
