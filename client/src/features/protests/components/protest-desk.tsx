import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROTEST_DESK_FILTERS, type OperatorProtest, type ProtestDeskFilter } from '@kimoshdi/shared';
import { PROTEST_NOTE_MAX } from '@kimoshdi/shared/domain/protest/protest-text';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { ReasonForm } from '../../../components/ui/reason-form';
import { reviewProtest } from '../api/protests';
import { ProtestCard } from './protest-card';

/** Every protest, those waiting for the customer, the overdue ones, the answered ones, the reviewed ones. */
export function DeskFilterButtons({
  value,
  onChange,
}: {
  value: ProtestDeskFilter;
  onChange(filter: ProtestDeskFilter): void;
}) {
  const { t } = useTranslation('protests');
  return (
    <div className="refund-desk-filter" role="group" aria-label={t('desk.filter')}>
      {PROTEST_DESK_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="refund-desk-filter__option"
          aria-pressed={filter === value}
          onClick={() => filter !== value && onChange(filter)}
        >
          {t(`filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}

interface ProtestDeskListProps {
  items: OperatorProtest[];
  /** A protest was reviewed: the list reloads to show it as the server has it. */
  onChanged(): void;
}

/** The desk's protests: both sides, the customer's answer, and Review with a note while open to it. */
export function ProtestDeskList({ items, onChanged }: ProtestDeskListProps) {
  const { t } = useTranslation('protests');
  const [reviewing, setReviewing] = useState<OperatorProtest | null>(null);
  const close = () => setReviewing(null);
  return (
    <div className="protest-list" data-testid="protest-desk">
      {items.map((protest) => (
        <ProtestCard
          key={protest.id}
          protest={protest}
          who={
            <dl className="protest-card__facts protest-card__sides">
              <div>
                <dt>{t('card.participant', { number: protest.buyer_number })}</dt>
                <dd data-testid="protest-participant">{protest.participant_name}</dd>
              </div>
              <div>
                <dt>{t('card.customer')}</dt>
                <dd>
                  {protest.customer_name}{' '}
                  <span className="muted">{t('card.order', { id: protest.order_id })}</span>
                </dd>
              </div>
            </dl>
          }
        >
          {protest.can_review && (
            <button
              type="button"
              className="button button--ghost button--small"
              data-testid="protest-review-open"
              onClick={() => setReviewing(protest)}
            >
              {t('desk.review')}
            </button>
          )}
        </ProtestCard>
      ))}
      <Dialog open={reviewing !== null} title={t('desk.reviewTitle')} onClose={close}>
        {reviewing && (
          <ReasonForm
            text={t('desk.reviewText')}
            labels={{
              reason: t('desk.note'),
              required: t('desk.noteRequired'),
              cancel: t('desk.cancel'),
              confirm: t('desk.review'),
              sending: t('desk.sending'),
            }}
            maxLength={PROTEST_NOTE_MAX}
            confirmClassName="button button--primary"
            send={async (note) => {
              await reviewProtest(reviewing.id, note);
              close();
              notify({ type: 'success', message: t('desk.reviewed') });
              onChanged();
            }}
            onClose={close}
          />
        )}
      </Dialog>
    </div>
  );
}
