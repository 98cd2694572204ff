import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOP_UP_PROVIDERS } from '@kimoshdi/shared/domain/money/top-up-providers';
import { FormattedInput } from '../../../components/ui/formatted-input';
import { isApiError } from '../../../lib/api-client';
import { preloadWhenIdle, preloadOnTouch } from '../../../lib/lazy-module';
import { groupMoneyInput } from '../../../lib/input-filters';
import { startTopUp } from '../api/top-up';
import { moneyForms, type MoneyForms } from '../load-money-forms';
import type { TopUpErrors, TopUpValues } from '../money-forms';

const PROVIDER_NAMES: Record<(typeof TOP_UP_PROVIDERS)[number], string> = { payme: 'Payme', click: 'Click' };

/**
 * Top-up: an amount and a provider; the server answers the provider's checkout address (or the test
 * payment page) and the browser goes there. The balance grows when the provider confirms.
 */
export function TopUpForm({ initialAmount = '' }: { initialAmount?: string }) {
  const { t } = useTranslation('cabinet');
  const id = useId();
  const [values, setValues] = useState<TopUpValues>({
    provider: '',
    amount: initialAmount ? groupMoneyInput(initialAmount) : '',
  });
  const [errors, setErrors] = useState<TopUpErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'redirecting'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => preloadWhenIdle(moneyForms), []);

  const update = (next: TopUpValues) => {
    setValues(next);
    // After the first send the checks have come (the send waited for them).
    const checks = moneyForms.loaded();
    if (attempted && checks) setErrors(checks.validateTopUp(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    // Sending from the click: a second click while the checks are fetched sends nothing twice.
    setState('sending');
    let checks: MoneyForms;
    try {
      checks = await moneyForms.load();
    } catch {
      setFailure(t('common:api.network'));
      setState('idle');
      return;
    }
    setAttempted(true);
    const found = checks.validateTopUp(values);
    setErrors(found);
    if (found.amount) document.getElementById(`${id}-amount`)?.focus();
    if (found.amount || found.provider || values.provider === '') {
      setState('idle');
      return;
    }
    try {
      const { redirect_url: redirectUrl } = await startTopUp({
        provider: values.provider,
        amount: values.amount,
      });
      setState('redirecting');
      window.location.assign(redirectUrl);
    } catch (error) {
      setState('idle');
      setFailure(isApiError(error) ? error.message : t('common:api.unexpected'));
    }
  };

  return (
    <form
      className="card cabinet-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      {...preloadOnTouch(moneyForms)}
    >
      <div className={`field ${errors.amount ? 'field--invalid' : ''}`}>
        <label htmlFor={`${id}-amount`}>{t('topUp.amount')}</label>
        <FormattedInput
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="100 000"
          value={values.amount}
          format={groupMoneyInput}
          onValueChange={(amount) => update({ ...values, amount })}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
        />
        {errors.amount && (
          <p id={`${id}-amount-error`} className="field__error">
            {t(errors.amount.key, errors.amount.params)}
          </p>
        )}
      </div>
      <fieldset
        className={`field provider-choice ${errors.provider ? 'field--invalid' : ''}`}
        aria-describedby={errors.provider ? `${id}-provider-error` : undefined}
      >
        <legend>{t('topUp.provider')}</legend>
        <div className="provider-choice__options">
          {TOP_UP_PROVIDERS.map((provider) => (
            <label key={provider} className="provider-choice__option">
              <input
                type="radio"
                name={`${id}-provider`}
                value={provider}
                checked={values.provider === provider}
                onChange={() => update({ ...values, provider })}
              />
              <span>{PROVIDER_NAMES[provider]}</span>
            </label>
          ))}
        </div>
        {errors.provider && (
          <p id={`${id}-provider-error`} className="field__error">
            {t(errors.provider.key)}
          </p>
        )}
      </fieldset>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={state !== 'idle'}>
        {state === 'idle' ? t('topUp.submit') : t('topUp.redirecting')}
      </button>
    </form>
  );
}
