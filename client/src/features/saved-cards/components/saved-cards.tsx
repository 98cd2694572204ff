import type { SavedCard } from '@kimoshdi/shared/api/shop/uzcard-cards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { removeCard } from '../api/saved-cards';
import { useSavedCards } from '../hooks';
import { AddCardForm } from './add-card-form';
import { CARD_KIND_NAMES } from './card-kind-names';
import { CardTopUpForm } from './card-top-up-form';
import './saved-cards.css';

/**
 * The top-up page's "Saved cards": each bound Uzcard or Humo card with "top up from this card" and
 * "remove", and adding a card (number, expiry, then the SMS code Payme sends).
 */
export function SavedCards({ onToppedUp }: { onToppedUp(): void }) {
  const { t } = useTranslation('cards');
  const { cards, reload } = useSavedCards();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeCard(removing.id);
      notify({ type: 'success', message: t('removed') });
      reload();
    } catch (error) {
      notify({ type: 'error', message: isApiError(error) ? error.message : t('common:api.unexpected') });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <section className="saved-cards" aria-labelledby="saved-cards-title" data-testid="saved-cards">
      <h2 id="saved-cards-title" className="cabinet__subtitle">
        {t('title')}
      </h2>
      <p className="muted">{t('lead')}</p>
      {cards !== null && cards.length === 0 && <p className="muted">{t('empty')}</p>}
      {cards !== null && cards.length > 0 && (
        <ul className="saved-cards__list">
          {cards.map((card) => (
            <li key={card.id} className="card saved-cards__item" data-testid="saved-card">
              <div className="saved-cards__head">
                <span className="saved-cards__kind">{CARD_KIND_NAMES[card.kind]}</span>
                <span className="saved-cards__number">{card.card_number}</span>
                <span className="muted">{t('expires', { expire: card.expire })}</span>
                <button
                  type="button"
                  className="button button--ghost saved-cards__remove"
                  onClick={() => setRemoving(card)}
                >
                  {t('remove')}
                </button>
              </div>
              <CardTopUpForm card={card} onToppedUp={onToppedUp} />
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddCardForm
          onSaved={() => {
            setAdding(false);
            reload();
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {t('add.open')}
        </button>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('removeConfirm', { card: removing.card_number }) : ''}
        onClose={() => setRemoving(null)}
        onConfirm={() => void remove()}
        busy={busy}
        backLabel={t('add.cancel')}
        confirmLabel={t('remove')}
      />
    </section>
  );
}
