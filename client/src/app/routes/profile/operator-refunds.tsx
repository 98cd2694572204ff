import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useProfileStore } from '../../../features/cabinet/stores/profile-store';
import { getOperatorRefunds } from '../../../features/operator/api/refunds';
import { RefundDeskTable } from '../../../features/operator/components/refund-desk-table';
import { RefundStatusFilter } from '../../../features/operator/components/refund-status-filter';
import { useExistingPage } from '../../../features/operator/hooks/use-existing-page';
import { useStatusFilter } from '../../../features/operator/hooks/use-status-filter';
import { paths } from '../../../config/paths';
import { statusQuery } from '../../../features/operator/status-filter';
import { ExportButtons } from '../../../features/export/components/export-buttons';

/**
 * /profile/operator/refunds: the operator's refund desk inside the cabinet. The role comes from
 * the profile the cabinet layout loads; anyone else is sent to their own cabinet (the server
 * refuses them the calls anyway).
 */
export function ProfileOperatorRefundsRoute() {
  const { t } = useTranslation('cabinet');
  const profile = useProfileStore((state) => state.profile);
  const failed = useProfileStore((state) => state.failed);
  const load = useProfileStore((state) => state.load);

  if (profile && !isOperator(profile.role)) return <Navigate to={paths.profile()} replace />;
  if (profile) return <RefundDesk />;
  return (
    <CabinetPage title={t('operatorRefunds.title')}>
      {failed ? (
        <div className="form-alert" role="alert">
          <p>{t('list.loadFailed')}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void load()}>
            {t('list.retry')}
          </button>
        </div>
      ) : (
        <p className="muted" role="status">
          {t('list.loading')}
        </p>
      )}
    </CabinetPage>
  );
}

function RefundDesk() {
  const { t } = useTranslation('cabinet');
  const [filter, setFilter] = useStatusFilter();
  const list = usePagedList(`operator-refunds:${filter}`, (page, size) =>
    getOperatorRefunds(filter, page, size),
  );
  useExistingPage(list);
  return (
    <CabinetPage title={t('operatorRefunds.title')}>
      <p className="lead">{t('operatorRefunds.lead')}</p>
      <RefundStatusFilter value={filter} onChange={setFilter} />
      <ExportButtons what="operator-refunds" filter={{ status: statusQuery(filter) }} />
      {/* The desk is keyed by the filter: another status starts with nothing chosen (another
          page's rows already do, see useRefundSelection). */}
      <ListFrame list={list} empty={t(`operatorRefunds.empty.${filter}`)}>
        {(page) => <RefundDeskTable key={filter} items={page.items} onChanged={list.reload} />}
      </ListFrame>
    </CabinetPage>
  );
}
