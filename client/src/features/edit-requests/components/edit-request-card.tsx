import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTashkentDateTime, type EditRequest } from '@kimoshdi/shared';
import './edit-requests.css';

const STATUS_CLASS: Record<EditRequest['status'], string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'info',
};

const shownTime = (iso: string) => {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : formatTashkentDateTime(instant);
};

/**
 * One request as both its author and the operator see it: the status, the fields it changes (old
 * against new), the reason, the documents, the dates and the operator's reason of a rejection.
 * `header` and `actions` carry what only one of them has (who asked; withdraw, approve, reject).
 */
export function EditRequestCard({
  request,
  header,
  actions,
}: {
  request: EditRequest;
  header?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('edit-requests');
  return (
    <article className="card edit-request" data-testid="edit-request" data-request-id={request.id}>
      <header className="edit-request__header">
        <h3>{t('list.number', { id: request.id })}</h3>
        <span className={`status status--${STATUS_CLASS[request.status]}`} data-testid="edit-request-status">
          {t(`statuses.${request.status}`)}
        </span>
      </header>
      {header}
      <table className="edit-request__changes">
        <thead>
          <tr>
            <th scope="col">{t('list.field')}</th>
            <th scope="col">{t('list.old')}</th>
            <th scope="col">{t('list.new')}</th>
          </tr>
        </thead>
        <tbody>
          {request.changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{t(`fields.${change.field}`)}</th>
              <td className={change.old ? undefined : 'muted'}>{change.old ?? t('form.none')}</td>
              <td>
                <strong>{change.new}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <span className="muted">{t('list.reason')}: </span>
        {request.reason}
      </p>
      {request.documents.length > 0 && (
        <p>
          <span className="muted">{t('list.documents')}: </span>
          {request.documents.map((document, index) => (
            <span key={document.id}>
              {index > 0 && ', '}
              <a href={document.url} download={document.name}>
                {document.name}
              </a>
            </span>
          ))}
        </p>
      )}
      <p className="muted">
        {t('list.sentAt', { time: shownTime(request.created_at) })}
        {request.decided_at && <> · {t('list.decidedAt', { time: shownTime(request.decided_at) })}</>}
      </p>
      {request.status === 'rejected' && request.decision_reason && (
        <p className="form-alert" data-testid="edit-request-rejection">
          {t('list.rejectionReason', { reason: request.decision_reason })}
        </p>
      )}
      {actions && <div className="edit-request__actions">{actions}</div>}
    </article>
  );
}
