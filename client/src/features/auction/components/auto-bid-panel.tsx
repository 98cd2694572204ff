import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoBidAnswer, GameState } from '@kimoshdi/shared';
import { FormattedInput } from '../../../components/ui/formatted-input';
import { groupMoneyInput } from '../../../lib/input-filters';
import { deleteAutoBid, setAutoBid } from '../api/game-socket';
import { formatPrice } from '../format';
import { useGameAction } from '../hooks/use-game-action';
import { checkOffer, OFFER_ERROR_KEYS, sumsForWire } from '../offer-check';
import { useGameStore } from '../stores/game-store';

interface AutoBidPanelProps {
  lotId: number;
  state: GameState;
  /** The caller's own maximum (tiyin), secret to everyone else; null when none is set. */
  max: string | null;
}

function applyAnswer(lotId: number, answer: AutoBidAnswer): void {
  const store = useGameStore.getState();
  store.autoBidMax(lotId, answer.auto_bid_max);
  if (answer.bids.length > 0)
    store.bids({ lot_id: lotId, seq: answer.state.seq, bids: answer.bids, state: answer.state });
  else store.state({ lot_id: lotId, seq: answer.state.seq, state: answer.state });
}

/** Auto-bid: a maximum up to which the engine bids for the caller, and its removal. */
export function AutoBidPanel({ lotId, state, max }: AutoBidPanelProps) {
  const { t } = useTranslation('auction');
  const fieldId = useId();
  const [value, setValue] = useState('');
  const add = useGameAction();
  const remove = useGameAction();
  const open = state.status === 'live' || state.status === 'paused' || state.status === 'waiting';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.setError(null);
    const check = checkOffer(value, state.suggested_price);
    if (!check.ok) {
      add.setError(t(OFFER_ERROR_KEYS[check.reason], { price: formatPrice(state.suggested_price) }));
      return;
    }
    const amount = sumsForWire(value);
    const done = await add.run(amount, async (requestId) =>
      applyAnswer(lotId, await setAutoBid(lotId, amount, requestId)),
    );
    if (done) setValue('');
  };

  return (
    <section className="game-auto" aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`} className="game-auto__title">
        {t('autoBid.title')}
      </h3>
      <p data-testid="auto-bid-current">
        {max === null ? t('autoBid.none') : t('autoBid.current', { price: formatPrice(max) })}
      </p>
      {max !== null && (
        <>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={!open || remove.sending}
            data-testid="auto-bid-delete"
            onClick={() => {
              add.setError(null);
              void remove.run('delete', async () => applyAnswer(lotId, await deleteAutoBid(lotId)));
            }}
          >
            {remove.sending ? t('action.sending') : t('autoBid.delete')}
          </button>
          {remove.error && (
            <p className="field__error" role="alert">
              {remove.error}
            </p>
          )}
        </>
      )}
      <form className="game-auto__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className={add.error ? 'field field--invalid' : 'field'}>
          <label htmlFor={fieldId}>{t('autoBid.label')}</label>
          <FormattedInput
            id={fieldId}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            format={groupMoneyInput}
            onValueChange={(next) => {
              setValue(next);
              add.setError(null);
            }}
            aria-invalid={add.error ? true : undefined}
            aria-describedby={`${fieldId}-hint${add.error ? ` ${fieldId}-error` : ''}`}
            data-testid="auto-bid-input"
          />
          <p id={`${fieldId}-hint`} className="field__hint">
            {t('autoBid.hint')}
          </p>
          {add.error && (
            <p id={`${fieldId}-error`} className="field__error" role="alert" data-testid="auto-bid-error">
              {add.error}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="button button--ghost"
          disabled={!open || add.sending}
          data-testid="auto-bid-add"
        >
          {add.sending ? t('action.sending') : max === null ? t('autoBid.add') : t('autoBid.change')}
        </button>
      </form>
    </section>
  );
}
