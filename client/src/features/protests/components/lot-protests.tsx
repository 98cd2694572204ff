import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderProtest, ProtestAnswer } from '@kimoshdi/shared';
import { PROTEST_NOTE_MAX } from '@kimoshdi/shared/domain/protest/protest-text';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { ReasonForm } from '../../../components/ui/reason-form';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { answerProtest, getOrderProtests } from '../api/protests';
import { AcceptForm } from './accept-form';
import { ProtestCard } from './protest-card';

interface LotProtestsProps {
  orderId: number;
  lotId: number;
  /** After an answer: the order's lots and head (its history) are loaded again. */
  onChanged(): void;
}

/**
 * Under a lot of the customer's order: the participants' protests on its result, each by buyer
 * number, with Accept (a note may follow) and Reject (a reason is required) while it waits.
 * Nothing shows for a lot nobody protested.
 */
export function LotProtests({ orderId, lotId, onChanged }: LotProtestsProps) {
  const { t } = useTranslation('protests');
  const { data, error, reload } = useKeyedLoad(`order-protests/${orderId}`, (signal) =>
    getOrderProtests(orderId, signal),
  );
  const [answering, setAnswering] = useState<{ protest: OrderProtest; answer: ProtestAnswer } | null>(null);
  if (error) return <p className="form-alert">{t('order.loadFailed')}</p>;
  const items = data?.items.filter((protest) => protest.lot_id === lotId) ?? [];
  if (items.length === 0) return null;

  const close = () => setAnswering(null);
  const send = async (protest: OrderProtest, answer: ProtestAnswer, note: string) => {
    await answerProtest(protest.id, answer, note);
    close();
    notify({ type: 'success', message: t(answer === 'accept' ? 'answer.accepted' : 'answer.rejected') });
    reload();
    onChanged();
  };
  const titleId = `lot-protests-${lotId}`;
  return (
    <section className="lot-protests" data-testid="lot-protests" aria-labelledby={titleId}>
      <h3 id={titleId} className="lot-protests__title">
        {t('order.title', { count: items.length })}
      </h3>
      {items.map((protest) => (
        <ProtestCard
          key={protest.id}
          protest={protest}
          showLot={false}
          who={<p className="protest-card__who">{t('card.participant', { number: protest.buyer_number })}</p>}
        >
          {protest.can_answer && (
            <>
              <button
                type="button"
                className="button button--primary button--small"
                data-testid="protest-accept"
                onClick={() => setAnswering({ protest, answer: 'accept' })}
              >
                {t('order.accept')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                data-testid="protest-reject"
                onClick={() => setAnswering({ protest, answer: 'reject' })}
              >
                {t('order.reject')}
              </button>
            </>
          )}
        </ProtestCard>
      ))}
      <Dialog
        open={answering !== null}
        title={t(answering?.answer === 'reject' ? 'answer.rejectTitle' : 'answer.acceptTitle')}
        onClose={close}
      >
        {answering?.answer === 'accept' && (
          <AcceptForm
            buyerNumber={answering.protest.buyer_number}
            send={(note) => send(answering.protest, 'accept', note)}
            onClose={close}
          />
        )}
        {answering?.answer === 'reject' && (
          <ReasonForm
            text={t('answer.rejectText', { number: answering.protest.buyer_number })}
            labels={{
              reason: t('answer.reason'),
              required: t('answer.reasonRequired'),
              cancel: t('answer.cancel'),
              confirm: t('order.reject'),
              sending: t('answer.sending'),
            }}
            maxLength={PROTEST_NOTE_MAX}
            confirmClassName="button button--primary"
            send={(reason) => send(answering.protest, 'reject', reason)}
            onClose={close}
          />
        )}
      </Dialog>
    </section>
  );
}
