import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { usePagedList } from '../../../hooks/use-paged-list';
import { isApiError } from '../../../lib/api-client';
import { useProfileStore } from '../../../features/cabinet/stores/profile-store';
import {
  EditRequestCard,
  EditRequestForm,
  getMyEditRequests,
  withdrawEditRequest,
} from '../../../features/edit-requests';

/**
 * /profile/edit-requests (the spec's "edit requests"): a request to change the verified fields
 * (full name, PINFL, STIR) with its reason and documents, and the person's requests with their
 * status. The form shows while no request is under review (one at a time).
 */
export function ProfileEditRequestsRoute() {
  const { t } = useTranslation('edit-requests');
  const profile = useProfileStore((state) => state.profile);
  const list = usePagedList('edit-requests', getMyEditRequests);
  const pending = list.data?.items.some((request) => request.status === 'pending') ?? false;

  const withdraw = async (id: string) => {
    try {
      await withdrawEditRequest(id);
      notify({ type: 'success', message: t('list.withdrawn') });
    } catch (error) {
      notify({ type: 'error', message: isApiError(error) ? error.message : t('common:api.unexpected') });
    }
    list.reload();
  };

  return (
    <CabinetPage title={t('title')}>
      <p className="lead">{t('lead')}</p>
      {list.data && profile && !pending && (
        <EditRequestForm
          current={{ full_name: profile.full_name, pinfl: profile.pinfl, stir: profile.stir }}
          onSent={() => {
            notify({ type: 'success', message: t('form.sent') });
            list.setPage(1);
            list.reload();
          }}
        />
      )}
      {pending && (
        <p className="card muted" role="status">
          {t('form.openExists')}
        </p>
      )}
      <h2>{t('list.title')}</h2>
      <ListFrame list={list} empty={t('list.empty')}>
        {(page) => (
          <div className="edit-request-list">
            {page.items.map((request) => (
              <EditRequestCard
                key={request.id}
                request={request}
                actions={
                  request.status === 'pending' && (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => void withdraw(request.id)}
                    >
                      {t('list.withdraw')}
                    </button>
                  )
                }
              />
            ))}
          </div>
        )}
      </ListFrame>
    </CabinetPage>
  );
}
