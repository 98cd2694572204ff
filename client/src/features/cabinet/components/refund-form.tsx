import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@kimoshdi/shared/api/shop/uzcard-cards';
import { CARD_TYPES } from '@kimoshdi/shared/domain/money/bank-card';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { FormattedInput } from '../../../components/ui/formatted-input';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { preloadWhenIdle, preloadOnTouch } from '../../../lib/lazy-module';
import { groupCardNumber, groupMoneyInput } from '../../../lib/input-filters';
import { applyForRefund } from '../api/apply-for-refund';
import { moneyForms, type MoneyForms } from '../load-money-forms';
import type { RefundErrors, RefundValues } from '../money-forms';

const EMPTY: RefundValues = { bank_name: '', card_type: '', card_number: '', amount: '' };
const FIELDS = ['bank_name', 'card_type', 'card_number', 'amount'] as const;
/** Brand names, the same in every language. */
const CARD_TYPE_NAMES: Record<(typeof CARD_TYPES)[number], string> = {
  uzcard: 'Uzcard',
  humo: 'Humo',
  visa: 'Visa',
  mastercard: 'Mastercard',
};

interface RefundFormProps {
  /** The available balance in tiyin, null while unknown. */
  available: string | null;
  /** Saved cards (gateway/uzcard-cards) to pick from; typing a number stays possible. */
  savedCards?: readonly SavedCard[];
  onApplied(): void;
}

/** The choice "another card": the type and number are typed. */
const TYPED = '';

/**
 * A refund application: the money goes back to a bank card. Mistakes show before sending; after
 * the first attempt they follow the typing, so a fixed field stops complaining at once.
 */
export function RefundForm({ available, savedCards = [], onApplied }: RefundFormProps) {
  const { t } = useTranslation('cabinet');
  const { t: tCards } = useTranslation('cards');
  // Untouched, the first saved card is picked; a card removed meanwhile falls back to typing.
  const [cardChoice, setCardChoice] = useState<string | null>(null);
  const savedCardId =
    cardChoice === null
      ? (savedCards[0]?.id ?? TYPED)
      : savedCards.some((card) => card.id === cardChoice)
        ? cardChoice
        : TYPED;
  const savedCard = savedCardId === TYPED ? undefined : savedCardId;
  const id = useId();
  const [values, setValues] = useState<RefundValues>(EMPTY);
  const [errors, setErrors] = useState<RefundErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => preloadWhenIdle(moneyForms), []);

  const update = <K extends keyof RefundValues>(field: K, value: RefundValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first send the checks have come (the send waited for them).
    const checks = moneyForms.loaded();
    if (attempted && checks) setErrors(checks.validateRefund(next, available, savedCard));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    // Sending from the click: a second click while the checks are fetched sends nothing twice.
    setSending(true);
    let checks: MoneyForms;
    try {
      checks = await moneyForms.load();
    } catch {
      setFailure(t('common:api.network'));
      setSending(false);
      return;
    }
    setAttempted(true);
    const found = checks.validateRefund(values, available, savedCard);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      setSending(false);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      await applyForRefund(
        savedCard
          ? { bank_name: values.bank_name, amount: values.amount, saved_card_id: savedCard }
          : { ...values, card_type: values.card_type as (typeof CARD_TYPES)[number] },
      );
      notify({ type: 'success', message: t('refunding.form.sent') });
      setValues(EMPTY);
      setAttempted(false);
      onApplied();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('common:api.unexpected'));
    } finally {
      setSending(false);
    }
  };

  const field = (
    name: keyof RefundValues,
    label: string,
    control: (props: ControlProps) => ReactNode,
    hint?: string,
  ) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className={`field ${error ? 'field--invalid' : ''}`}>
        <label htmlFor={inputId}>{label}</label>
        {control({
          id: inputId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
        })}
        {hint && !error && <p className="field__hint muted">{hint}</p>}
        {error && (
          <p id={`${inputId}-error`} className="field__error">
            {t(error.key, error.params)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="card cabinet-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      {...preloadOnTouch(moneyForms)}
    >
      <h2>{t('refunding.form.title')}</h2>
      {field('bank_name', t('refunding.form.bankName'), (props) => (
        <input
          type="text"
          autoComplete="off"
          maxLength={200}
          value={values.bank_name}
          onChange={(event) => update('bank_name', event.target.value)}
          {...props}
        />
      ))}
      {savedCards.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-saved_card`}>{tCards('refund.card')}</label>
          <select
            id={`${id}-saved_card`}
            value={savedCardId}
            onChange={(event) => {
              setCardChoice(event.target.value);
              if (attempted) {
                const checks = moneyForms.loaded();
                const picked = event.target.value === TYPED ? undefined : event.target.value;
                if (checks) setErrors(checks.validateRefund(values, available, picked));
              }
            }}
          >
            {savedCards.map((card) => (
              <option key={card.id} value={card.id}>
                {`${CARD_TYPE_NAMES[card.kind]} ${card.card_number}`}
              </option>
            ))}
            <option value={TYPED}>{tCards('refund.typed')}</option>
          </select>
        </div>
      )}
      {!savedCard && (
        <div className="field-row">
          {field('card_type', t('refunding.form.cardType'), (props) => (
            <select
              value={values.card_type}
              onChange={(event) => update('card_type', event.target.value as RefundValues['card_type'])}
              {...props}
            >
              <option value="">{t('refunding.form.chooseCardType')}</option>
              {CARD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CARD_TYPE_NAMES[type]}
                </option>
              ))}
            </select>
          ))}
          {field('card_number', t('refunding.form.cardNumber'), (props) => (
            <FormattedInput
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              value={values.card_number}
              format={groupCardNumber}
              onValueChange={(value) => update('card_number', value)}
              {...props}
            />
          ))}
        </div>
      )}
      {field(
        'amount',
        t('refunding.form.amount'),
        (props) => (
          <FormattedInput
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            format={groupMoneyInput}
            onValueChange={(value) => update('amount', value)}
            {...props}
          />
        ),
        available === null ? undefined : t('refunding.form.available', { amount: formatTiyin(available) }),
      )}
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('refunding.form.sending') : t('refunding.form.submit')}
      </button>
    </form>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
