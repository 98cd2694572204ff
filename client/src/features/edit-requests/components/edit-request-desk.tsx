import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorEditRequest } from '@kimoshdi/shared';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { ReasonForm } from '../../../components/ui/reason-form';
import { isApiError } from '../../../lib/api-client';
import { approveEditRequest, rejectEditRequest } from '../api/edit-requests';
import { EditRequestCard } from './edit-request-card';

/**
 * One page of the operator's desk: each request with who asked, old against new, the documents,
 * and Approve (at once: the documents are the check) or Reject (with the reason the person reads).
 */
export function EditRequestDesk({ items, onChanged }: { items: OperatorEditRequest[]; onChanged(): void }) {
  const { t } = useTranslation('edit-requests');
  const [rejecting, setRejecting] = useState<OperatorEditRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const approve = async (request: OperatorEditRequest) => {
    setBusy(request.id);
    try {
      await approveEditRequest(request.id);
      notify({ type: 'success', message: t('desk.approved', { id: request.id }) });
    } catch (error) {
      notify({ type: 'error', message: isApiError(error) ? error.message : t('common:api.unexpected') });
    } finally {
      setBusy(null);
      onChanged();
    }
  };

  return (
    <>
      <div className="edit-request-desk">
        {items.map((request) => (
          <EditRequestCard
            key={request.id}
            request={request}
            header={
              <p>
                <span className="muted">{t('desk.person')}: </span>
                {request.user_full_name}
                {request.user_phone && <span className="muted"> · {request.user_phone}</span>}
              </p>
            }
            actions={
              request.status === 'pending' && (
                <>
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={busy === request.id}
                    onClick={() => void approve(request)}
                  >
                    {t('desk.approve')}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={busy === request.id}
                    onClick={() => setRejecting(request)}
                  >
                    {t('desk.reject')}
                  </button>
                </>
              )
            }
          />
        ))}
      </div>
      <Dialog
        open={rejecting !== null}
        title={t('desk.rejectTitle', { id: rejecting?.id ?? '' })}
        onClose={() => setRejecting(null)}
      >
        {rejecting && (
          <ReasonForm
            text={rejecting.user_full_name}
            labels={{
              reason: t('desk.rejectReason'),
              required: t('desk.rejectReasonError'),
              cancel: t('desk.cancel'),
              confirm: t('desk.reject'),
              sending: t('form.sending'),
            }}
            maxLength={500}
            minLength={3}
            confirmClassName="button button--danger"
            send={async (reason) => {
              await rejectEditRequest(rejecting.id, reason);
              notify({ type: 'success', message: t('desk.rejected', { id: rejecting.id }) });
              setRejecting(null);
              onChanged();
            }}
            onClose={() => setRejecting(null)}
          />
        )}
      </Dialog>
    </>
  );
}
