import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { useProfileStore } from '../../../features/cabinet/stores/profile-store';
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
