import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTashkentDateTime, type Protest, type ProtestState } from '@kimoshdi/shared';
import { useLocalName } from '../../../hooks/use-local-name';
import './protests.css';
import { paths } from '../../../config/paths';

const STATE_COLOR: Record<ProtestState, string> = {
  open: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

const at = (iso: string) => formatTashkentDateTime(Date.parse(iso));

interface ProtestCardProps {
  protest: Protest;
  /** The lot's number and name, linked to its page (left out under the lot's own card). */
  showLot?: boolean;
  /** Who filed it (and, for the operator, for whom), under the head. */
  who?: ReactNode;
  /** The actions of the reader (answer, review). */
  children?: ReactNode;
}

/**
 * One protest as every side reads it: the lot, the state (overdue and reviewed marked), when it was
 * filed and when the answer is due, the text, the customer's answer and the operator's review.
 */
export function ProtestCard({ protest, showLot = true, who, children }: ProtestCardProps) {
  const { t } = useTranslation('protests');
  const name = useLocalName();
  const waiting = protest.state === 'open' && protest.reviewed_at === null;
  return (
    <article
      className="card protest-card"
      data-testid="protest"
      data-protest-id={protest.id}
      data-state={protest.state}
    >
      <header className="protest-card__head">
        {showLot && (
          <Link to={paths.lotView(protest.lot_id)} className="protest-card__lot">
            <span className="muted">{t('card.lot', { number: protest.lot_number })}</span>{' '}
            {name(protest.lot_name)}
          </Link>
        )}
        <span className="protest-card__badges">
          <span className={`status status--${STATE_COLOR[protest.state]}`} data-testid="protest-state">
            {t(`states.${protest.state}`)}
          </span>
          {protest.overdue && (
            <span className="status status--danger" data-testid="protest-overdue">
              {t('card.overdue')}
            </span>
          )}
          {protest.reviewed_at && (
            <span className="status status--info" data-testid="protest-reviewed">
              {t('card.reviewed')}
            </span>
          )}
        </span>
      </header>
      {who}
      <dl className="protest-card__facts">
        <div>
          <dt>{t('card.filedAt')}</dt>
          <dd>{at(protest.created_at)}</dd>
        </div>
        {waiting && (
          <div>
            <dt>{t('card.answerDue')}</dt>
            <dd>{at(protest.answer_due_at)}</dd>
          </div>
        )}
      </dl>
      <blockquote className="protest-card__text" aria-label={t('card.text')} data-testid="protest-text">
        {protest.text}
      </blockquote>
      {protest.answered_at && (
        <section className="protest-card__reply" data-testid="protest-answer">
          <h3>{t('card.answer')}</h3>
          <p className="muted">
            {t(`states.${protest.state}`)} · {at(protest.answered_at)}
            {protest.answered_late && ` · ${t('card.late')}`}
          </p>
          <p className="protest-card__note">{protest.answer_note ?? t('card.noNote')}</p>
        </section>
      )}
      {protest.reviewed_at && (
        <section className="protest-card__reply" data-testid="protest-review">
          <h3>{t('card.review')}</h3>
          <p className="muted">{at(protest.reviewed_at)}</p>
          <p className="protest-card__note">{protest.review_note}</p>
        </section>
      )}
      {children && <div className="protest-card__actions">{children}</div>}
    </article>
  );
}
