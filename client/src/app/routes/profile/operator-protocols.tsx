import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useProfileStore } from '../../../features/cabinet/stores/profile-store';
import { getOperatorProtocols } from '../../../features/protocols/api/protocols';
import { OperatorProtocolTable } from '../../../features/protocols/components/operator-protocol-table';
import { ProtocolFilterButtons } from '../../../features/protocols/components/protocol-filter-buttons';
import { useProtocolFilter } from '../../../features/protocols/hooks/use-protocol-filter';
import { paths } from '../../../config/paths';

/**
 * /profile/operator/protocols: every results protocol, with the cancel. The role comes from the
 * profile the cabinet layout loads; anyone else goes to their own cabinet (the server refuses
 * them the calls anyway).
 */
export function ProfileOperatorProtocolsRoute() {
  const { t } = useTranslation('protocols');
  const profile = useProfileStore((state) => state.profile);
  const failed = useProfileStore((state) => state.failed);
  const load = useProfileStore((state) => state.load);

  if (profile && !isOperator(profile.role)) return <Navigate to={paths.profile()} replace />;
  if (profile) return <ProtocolDesk />;
  return (
    <CabinetPage title={t('protocols:operator.title')}>
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

function ProtocolDesk() {
  const { t } = useTranslation('protocols');
  const [filter, setFilter] = useProtocolFilter();
  const list = usePagedList(`operator-protocols:${filter}`, (page, size) =>
    getOperatorProtocols(filter, page, size),
  );
  return (
    <CabinetPage title={t('protocols:operator.title')}>
      <p className="lead">{t('protocols:operator.lead')}</p>
      <ProtocolFilterButtons value={filter} onChange={setFilter} />
      <ListFrame list={list} empty={t(`protocols:operator.empty.${filter}`)}>
        {(page) => <OperatorProtocolTable items={page.items} onChanged={list.reload} />}
      </ListFrame>
    </CabinetPage>
  );
}
