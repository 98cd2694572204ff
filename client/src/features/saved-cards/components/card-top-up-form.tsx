import type { SavedCard } from '@kimoshdi/shared/api/shop/uzcard-cards';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormattedInput } from '../../../components/ui/formatted-input';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { groupMoneyInput } from '../../../lib/input-filters';
import { topUpFromCard } from '../api/saved-cards';
import { newRequestId } from '../card-inputs';

/**
 * "Top up from this card": an amount, paid at once with the card's token. The request id stays
 * the same until an answer comes, so a retry after a lost answer is the same top-up, paid once.
 */
export function CardTopUpForm({ card, onToppedUp }: { card: SavedCard; onToppedUp(): void }) {
  const { t } = useTranslation('cards');
  const id = useId();
  const [amount, setAmount] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const requestId = useRef(newRequestId());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!amount.trim()) {
      setFailure(t('errors.amount'));
      return;
    }
    setSending(true);
    try {
      const paid = await topUpFromCard(card.id, { amount, request_id: requestId.current });
      notify({
        type: 'success',
        message: t('topUp.done', { amount: formatTiyin(paid.amount), receipt: paid.receipt_no }),
      });
      requestId.current = newRequestId();
      setAmount('');
      onToppedUp();
    } catch (error) {
      // An answer (a refusal) ends this top-up; without one (the network) a retry resumes it.
      if (isApiError(error) && error.status > 0) {
        requestId.current = newRequestId();
        setFailure(error.message);
      } else setFailure(isApiError(error) ? error.message : t('common:api.network'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="saved-cards__top-up" noValidate onSubmit={(event) => void submit(event)}>
      <div className={`field ${failure ? 'field--invalid' : ''}`}>
        <label htmlFor={`${id}-amount`}>{t('topUp.amount')}</label>
        <FormattedInput
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="100 000"
          value={amount}
          format={groupMoneyInput}
          onValueChange={(value) => {
            setAmount(value);
            setFailure(null);
          }}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-error` : undefined}
        />
        {failure && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {failure}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('topUp.sending') : t('topUp.submit')}
      </button>
    </form>
  );
}
