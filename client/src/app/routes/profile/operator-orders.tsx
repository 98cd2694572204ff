import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useProfileStore } from '../../../features/cabinet/stores/profile-store';
import { getModerationQueue, ModerationQueueTable } from '../../../features/moderation';
import { paths } from '../../../config/paths';

/**
 * Operators only: the page waits for the profile the cabinet layout loads and sends anyone else
 * to their own cabinet (the server refuses them the calls anyway).
 */
export function OperatorOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('cabinet');
  const profile = useProfileStore((state) => state.profile);
  const failed = useProfileStore((state) => state.failed);
  const load = useProfileStore((state) => state.load);
  if (profile && !isOperator(profile.role)) return <Navigate to={paths.profile()} replace />;
  if (profile) return <>{children}</>;
  return (
    <CabinetPage title={title}>
      {failed ? (
        <div className="form-alert" role="alert">
          <p>{t('cabinet:list.loadFailed')}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void load()}>
            {t('cabinet:list.retry')}
          </button>
        </div>
      ) : (
        <p className="muted" role="status">
          {t('cabinet:list.loading')}
        </p>
      )}
    </CabinetPage>
  );
}

/** /profile/operator/orders: the orders waiting for the moderator's check, oldest sent first. */
export function ProfileOperatorOrdersRoute() {
  const { t } = useTranslation('moderation');
  return (
    <OperatorOnly title={t('moderation:queue.title')}>
      <ModerationQueue />
    </OperatorOnly>
  );
}

function ModerationQueue() {
  const { t } = useTranslation('moderation');
  const list = usePagedList('operator-orders', (page, size) => getModerationQueue(page, size));
  return (
    <CabinetPage title={t('moderation:queue.title')}>
      <p className="lead">{t('moderation:queue.lead')}</p>
      <ListFrame list={list} empty={t('moderation:queue.empty')}>
        {(page) => <ModerationQueueTable items={page.items} />}
      </ListFrame>
    </CabinetPage>
  );
}
