import { useTranslation } from 'react-i18next';
import { CARD_TYPES } from '@kimoshdi/shared';
import { FormattedInput } from '../../../components/ui/formatted-input';
import { useLocalName } from '../../../hooks/use-local-name';
import { groupCardNumber } from '../../../lib/input-filters';
import { updateBankInfo } from '../api/orders';
import { useBanks } from '../hooks/use-order-dictionaries';
import { useOrderStep, type StepProps } from '../hooks/use-order-step';
import { requisitesInput, requisitesValues, type RequisitesValues } from '../order-form-values';
import { OrderField } from './order-field';
import { StepFooter } from './step-footer';
import { StepForm } from './step-form';

/** Brand names, the same in every language. */
export const CARD_TYPE_NAMES: Record<(typeof CARD_TYPES)[number], string> = {
  uzcard: 'Uzcard',
  humo: 'Humo',
  visa: 'Visa',
  mastercard: 'Mastercard',
};

/** An account number in groups of four: 20208 000 ... as banks print it is read the same. */
const groupAccount = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 20)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Step 5: where the money of a sale goes. */
export function RequisitesStep({ form, onSaved, onBack }: StepProps) {
  const { t } = useTranslation('orders');
  const { id, values, set, errors, saving, failure, submit } = useOrderStep<RequisitesValues>(
    () => ({
      ...requisitesValues(form),
      bank_account: groupAccount(form.requisites.bank_account ?? ''),
    }),
    (checks, values) => checks.checkRequisites(values),
    (values) => updateBankInfo(form.summary.id, requisitesInput(values)),
    onSaved,
  );
  const name = useLocalName();
  const banks = useBanks().data ?? [];

  return (
    <StepForm step="requisites" onSubmit={submit}>
      <div className="field-row">
        <OrderField id={`${id}-bank_mfo`} label={t('fields.bank')} error={errors.bank_mfo}>
          {(props) => (
            <select
              value={values.bank_mfo}
              onChange={(event) => set('bank_mfo', event.target.value)}
              {...props}
            >
              <option value="">{t('fields.choose')}</option>
              {banks.map((bank) => (
                <option key={bank.mfo} value={bank.mfo}>
                  {name(bank.name)}
                </option>
              ))}
            </select>
          )}
        </OrderField>
        <OrderField id={`${id}-mfo`} label={t('fields.mfo')} hint={t('hints.bankFromList')}>
          {(props) => <input type="text" readOnly value={values.bank_mfo} {...props} />}
        </OrderField>
      </div>
      <OrderField id={`${id}-bank_account`} label={t('fields.bankAccount')} error={errors.bank_account}>
        {(props) => (
          <FormattedInput
            inputMode="numeric"
            value={values.bank_account}
            format={groupAccount}
            onValueChange={(v) => set('bank_account', v)}
            {...props}
          />
        )}
      </OrderField>
      <div className="field-row">
        <OrderField id={`${id}-card_type`} label={t('fields.cardType')} error={errors.card_type}>
          {(props) => (
            <select
              value={values.card_type}
              onChange={(event) => set('card_type', event.target.value)}
              {...props}
            >
              <option value="">{t('fields.choose')}</option>
              {CARD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CARD_TYPE_NAMES[type]}
                </option>
              ))}
            </select>
          )}
        </OrderField>
        <OrderField id={`${id}-card_number`} label={t('fields.cardNumber')} error={errors.card_number}>
          {(props) => (
            <FormattedInput
              inputMode="numeric"
              autoComplete="off"
              value={values.card_number}
              format={groupCardNumber}
              onValueChange={(v) => set('card_number', v)}
              {...props}
            />
          )}
        </OrderField>
      </div>
      <StepFooter onBack={onBack} saving={saving} failure={failure} />
    </StepForm>
  );
}
