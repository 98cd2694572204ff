import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState } from '@kimoshdi/shared';
import { tiyinToSums } from '@kimoshdi/shared/domain/money/tiyin';
import { FormattedInput } from '../../../components/ui/formatted-input';
import { groupMoneyInput } from '../../../lib/input-filters';
import { sendBid } from '../api/send-bid';
import { formatPrice, priceLength } from '../format';
import { useGameAction } from '../hooks/use-game-action';
import { checkOffer, OFFER_ERROR_KEYS, sumsForWire } from '../offer-check';

interface BidPanelProps {
  lotId: number;
  state: GameState;
  /** The caller leads: the server refuses outbidding yourself, so the buttons wait. */
  leading: boolean;
}

/**
 * The participant's bidding: the system suggested price confirmed in one click, or an own offer
 * (grouped by three as it is typed; below the suggested price refused before sending). Each
 * answer's bids go through the store like the room's events, in seq order.
 */
export function BidPanel({ lotId, state, leading }: BidPanelProps) {
  const { t } = useTranslation('auction');
  const fieldId = useId();
  const [offer, setOffer] = useState('');
  const suggested = useGameAction();
  const own = useGameAction();
  const live = state.status === 'live';

  const send = (amount: string, requestId: string) => sendBid(lotId, amount, requestId);

  const confirmSuggested = () => {
    own.setError(null);
    const amount = tiyinToSums(state.suggested_price);
    void suggested.run(amount, (requestId) => send(amount, requestId));
  };

  const submitOffer = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    suggested.setError(null);
    const check = checkOffer(offer, state.suggested_price);
    if (!check.ok) {
      own.setError(t(OFFER_ERROR_KEYS[check.reason], { price: formatPrice(state.suggested_price) }));
      return;
    }
    const amount = sumsForWire(offer);
    if (await own.run(amount, (requestId) => send(amount, requestId))) setOffer('');
  };

  const disabled = !live || leading;
  return (
    <div className="game-bid">
      <div className="game-bid__suggested">
        <p className="game-bid__label">{t('suggested.label')}</p>
        <p
          className="game-bid__price money"
          data-testid="suggested-price"
          style={priceLength(formatPrice(state.suggested_price))}
        >
          {formatPrice(state.suggested_price)}
        </p>
        <button
          type="button"
          className="button button--primary"
          disabled={disabled || suggested.sending}
          aria-label={t('suggested.confirmLabel', { price: formatPrice(state.suggested_price) })}
          onClick={confirmSuggested}
          data-testid="confirm-suggested"
        >
          {suggested.sending ? t('action.sending') : t('suggested.confirm')}
        </button>
        {suggested.error && (
          <p className="field__error" role="alert" data-testid="suggested-error">
            {suggested.error}
          </p>
        )}
      </div>
      <form className="game-bid__own" noValidate onSubmit={(event) => void submitOffer(event)}>
        <div className={own.error ? 'field field--invalid' : 'field'}>
          <label htmlFor={fieldId}>{t('offer.label')}</label>
          <FormattedInput
            id={fieldId}
            inputMode="decimal"
            autoComplete="off"
            value={offer}
            format={groupMoneyInput}
            onValueChange={(value) => {
              setOffer(value);
              own.setError(null);
            }}
            placeholder={groupMoneyInput(tiyinToSums(state.suggested_price).replace(/\.00$/, ''))}
            aria-invalid={own.error ? true : undefined}
            aria-describedby={own.error ? `${fieldId}-error` : undefined}
            data-testid="offer-input"
          />
          {own.error && (
            <p id={`${fieldId}-error`} className="field__error" role="alert" data-testid="offer-error">
              {own.error}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="button button--primary"
          disabled={disabled || own.sending}
          data-testid="offer-submit"
        >
          {own.sending ? t('action.sending') : t('offer.submit')}
        </button>
      </form>
      {leading && live && (
        <p className="game-bid__leading" role="status">
          {t('offer.leading')}
        </p>
      )}
    </div>
  );
}
