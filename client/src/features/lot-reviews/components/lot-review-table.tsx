import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotReview } from '@kimoshdi/shared';
import { LOT_REVIEW_NOTE_MAX, LOT_REVIEW_REASON_MIN } from '@kimoshdi/shared/domain/lot/lot-review';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { Dialog } from '../../../components/ui/dialog';
import { ReasonForm } from '../../../components/ui/reason-form';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { LotStatusBadge } from '../../../components/lots/lot-status-badge';
import { formatLotTime } from '../../../components/lots/format';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { cancelReview, resumeReview } from '../api/lot-reviews';

type Deciding = { review: LotReview; decision: 'resume' | 'cancel' } | null;

interface LotReviewTableProps {
  items: LotReview[];
  /** A review changed: the list reloads to show it as the server has it. */
  onChanged(): void;
}

/** The operator's lot reviews: the lot, its status, why and when, and Resume / Cancel trade on open ones. */
export function LotReviewTable({ items, onChanged }: LotReviewTableProps) {
  const { t } = useTranslation('lot-reviews');
  const [deciding, setDeciding] = useState<Deciding>(null);
  const columns: RecordColumn<LotReview>[] = [
    {
      id: 'lot',
      header: t('desk.lot'),
      cell: (r) => <Link to={paths.lotView(r.lot_id)}>{r.lot_number}</Link>,
    },
    { id: 'status', header: t('desk.status'), cell: (r) => <LotStatusBadge status={r.lot_status} /> },
    { id: 'reason', header: t('desk.reason'), cell: (r) => r.reason },
    {
      id: 'suspended',
      header: t('desk.suspendedAt'),
      cell: (r) => (
        <>
          {formatLotTime(r.suspended_at)}
          <br />
          <span className="muted">{t('desk.suspendedBy', { name: r.suspended_by_name })}</span>
        </>
      ),
    },
    { id: 'start', header: t('desk.start'), cell: (r) => formatLotTime(r.starts_at) },
    { id: 'applicants', header: t('desk.applicants'), cell: (r) => r.applicants, className: 'numeric' },
    {
      id: 'decision',
      header: t('desk.decision'),
      cell: (r) =>
        r.decision === null ? (
          <div className="lot-review-actions">
            <button
              type="button"
              className="button button--primary button--small"
              data-testid="lot-review-resume"
              onClick={() => setDeciding({ review: r, decision: 'resume' })}
            >
              {t('desk.resume')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              data-testid="lot-review-cancel"
              onClick={() => setDeciding({ review: r, decision: 'cancel' })}
            >
              {t('desk.cancel')}
            </button>
          </div>
        ) : (
          <>
            <strong>{t(`desk.decisions.${r.decision}`)}</strong>
            {r.decided_at && (
              <>
                <br />
                <span className="muted">
                  {t('desk.decidedBy', { name: r.decided_by_name ?? '', at: formatLotTime(r.decided_at) })}
                </span>
              </>
            )}
            {r.decision_note && <p className="muted">{r.decision_note}</p>}
          </>
        ),
    },
  ];
  return (
    <>
      <RecordTable
        className="lot-review-table"
        caption={t('desk.title')}
        columns={columns}
        items={items}
        rowKey={(r) => r.id}
        rowAttributes={(r) => ({
          'data-testid': 'lot-review-row',
          'data-lot': r.lot_number,
          'data-decision': r.decision ?? 'open',
        })}
      />
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} onChanged={onChanged} />
    </>
  );
}

function DecisionDialog({
  deciding,
  onClose,
  onChanged,
}: {
  deciding: Deciding;
  onClose(): void;
  onChanged(): void;
}) {
  const { t } = useTranslation('lot-reviews');
  const resume = deciding?.decision === 'resume';
  const lot = deciding?.review.lot_number ?? '';
  const send = async (note: string) => {
    if (!deciding) return;
    try {
      if (resume) await resumeReview(deciding.review.id, note);
      else await cancelReview(deciding.review.id, note);
      notify({ type: 'success', message: t(resume ? 'desk.resumed' : 'desk.cancelled', { lot }) });
    } catch (error) {
      // Decided otherwise meanwhile: the list shows how.
      if (!(isApiError(error) && error.code === 'WRONG_STATE')) throw error;
      notify({ type: 'warning', message: error.message });
    }
    onClose();
    onChanged();
  };
  return (
    <Dialog
      open={deciding !== null}
      title={t(resume ? 'desk.resumeTitle' : 'desk.cancelTitle', { lot })}
      onClose={onClose}
    >
      {deciding && (
        <ReasonForm
          key={`${deciding.review.id}-${deciding.decision}`}
          text={t(resume ? 'desk.resumeLead' : 'desk.cancelLead')}
          name="note"
          labels={{
            reason: t(resume ? 'desk.noteOptional' : 'desk.note'),
            hint: t('desk.noteHint', { min: resume ? 0 : LOT_REVIEW_REASON_MIN, max: LOT_REVIEW_NOTE_MAX }),
            required: t('desk.noteHint', { min: LOT_REVIEW_REASON_MIN, max: LOT_REVIEW_NOTE_MAX }),
            cancel: t('desk.back'),
            confirm: t(resume ? 'desk.confirmResume' : 'desk.confirmCancel'),
            sending: t('desk.sending'),
            failed: t('desk.failed'),
          }}
          maxLength={LOT_REVIEW_NOTE_MAX}
          minLength={resume ? 0 : LOT_REVIEW_REASON_MIN}
          confirmClassName={resume ? 'button button--primary' : 'button refund-decision__reject'}
          send={send}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
