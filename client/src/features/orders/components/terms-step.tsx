import { useTranslation } from 'react-i18next';
import { ORDER_LIMITS } from '@kimoshdi/shared';
import { PROPERTY_TYPES } from '@kimoshdi/shared/domain/order/order-kind';
import { FormattedInput } from '../../../components/ui/formatted-input';
import { useCodedItems } from '../../../hooks/use-dictionaries';
import { useLocalName } from '../../../hooks/use-local-name';
import { groupMoneyInput } from '../../../lib/input-filters';
import { saveTerms } from '../api/orders';
import { useOrderStep, type StepProps } from '../hooks/use-order-step';
import { termsInput, termsValues, type TermsValues } from '../order-form-values';
import { OrderField } from './order-field';
import { StepFooter } from './step-footer';
import { StepForm } from './step-form';

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Step 2: price and terms of the trade. */
export function TermsStep({ form, onSaved, onBack }: StepProps) {
  const { t } = useTranslation('orders');
  const { id, values, set, errors, saving, failure, submit } = useOrderStep<TermsValues>(
    () => termsValues(form),
    (checks, values) => checks.checkTerms(values),
    (values) => saveTerms(form.summary.id, termsInput(values)),
    onSaved,
  );
  const name = useLocalName();
  const tradeTypes = useCodedItems('trade-types').data;
  const orderTypes = useCodedItems('order-types').data;

  const radios = (field: keyof TermsValues, options: { value: string; label: string }[], label: string) => (
    <fieldset
      className={`field order-choice ${errors[field] ? 'field--invalid' : ''}`}
      id={`${id}-${field}`}
      tabIndex={-1}
    >
      <legend>{label}</legend>
      <div className="order-choice__options">
        {options.map((option) => (
          <label key={option.value} className="order-choice__option">
            <input
              type="radio"
              name={`${id}-${field}`}
              value={option.value}
              checked={values[field] === option.value}
              onChange={() => set(field, option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {errors[field] && <p className="field__error">{t(`validation.${errors[field]}`)}</p>}
    </fieldset>
  );

  return (
    <StepForm step="terms" onSubmit={submit}>
      {radios(
        'trade_type',
        (tradeTypes ?? []).map((item) => ({ value: String(item.id), label: name(item.name) })),
        t('fields.tradeType'),
      )}
      <div className="field-row">
        <OrderField id={`${id}-start_price`} label={t('fields.startPrice')} error={errors.start_price}>
          {(props) => (
            <FormattedInput
              inputMode="decimal"
              value={values.start_price}
              format={groupMoneyInput}
              onValueChange={(v) => set('start_price', v)}
              {...props}
            />
          )}
        </OrderField>
        <OrderField
          id={`${id}-estimated_price`}
          label={t('fields.estimatedPrice')}
          error={errors.estimated_price}
          hint={t('hints.estimatedPrice')}
        >
          {(props) => (
            <FormattedInput
              inputMode="decimal"
              value={values.estimated_price}
              format={groupMoneyInput}
              onValueChange={(v) => set('estimated_price', v)}
              {...props}
            />
          )}
        </OrderField>
      </div>
      {radios(
        'stay_mode',
        (['days', 'until_sold'] as const).map((mode) => ({
          value: mode,
          label: t(`options.stayModes.${mode}`),
        })),
        t('fields.stayMode'),
      )}
      {values.stay_mode === 'days' && (
        <OrderField id={`${id}-stay_days`} label={t('fields.stayDays')} error={errors.stay_days}>
          {(props) => (
            <input
              type="text"
              inputMode="numeric"
              value={values.stay_days}
              onChange={(e) => set('stay_days', digits(e.target.value, 3))}
              {...props}
            />
          )}
        </OrderField>
      )}
      <OrderField
        id={`${id}-winner_payment_days`}
        label={t('fields.winnerPaymentDays')}
        error={errors.winner_payment_days}
        hint={t('hints.winnerPaymentDays')}
      >
        {(props) => (
          <input
            type="text"
            inputMode="numeric"
            value={values.winner_payment_days}
            onChange={(e) => set('winner_payment_days', digits(e.target.value, 2))}
            {...props}
          />
        )}
      </OrderField>
      {radios(
        'part_payment',
        [
          { value: 'yes', label: t('options.yes') },
          { value: 'no', label: t('options.no') },
        ],
        t('fields.partPayment'),
      )}
      {values.part_payment === 'yes' && (
        <OrderField
          id={`${id}-part_payment_months`}
          label={t('fields.partPaymentMonths')}
          error={errors.part_payment_months}
        >
          {(props) => (
            <input
              type="text"
              inputMode="numeric"
              value={values.part_payment_months}
              onChange={(e) => set('part_payment_months', digits(e.target.value, 2))}
              {...props}
            />
          )}
        </OrderField>
      )}
      {radios(
        'order_type',
        (orderTypes ?? []).map((item) => ({ value: String(item.id), label: name(item.name) })),
        t('fields.orderType'),
      )}
      {radios(
        'property_type',
        PROPERTY_TYPES.map((type) => ({ value: type, label: t(`options.propertyTypes.${type}`) })),
        t('fields.propertyType'),
      )}
      {values.property_type === 'rent' && (
        <OrderField id={`${id}-rent_months`} label={t('fields.rentMonths')} error={errors.rent_months}>
          {(props) => (
            <input
              type="text"
              inputMode="numeric"
              value={values.rent_months}
              onChange={(e) =>
                set('rent_months', digits(e.target.value, String(ORDER_LIMITS.rentMonths.max).length))
              }
              {...props}
            />
          )}
        </OrderField>
      )}
      <StepFooter onBack={onBack} saving={saving} failure={failure} />
    </StepForm>
  );
}
