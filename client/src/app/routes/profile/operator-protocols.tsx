import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { OperatorOnly } from './operator-only';
import { getOperatorProtocols } from '../../../features/protocols/api/protocols';
import { OperatorProtocolTable } from '../../../features/protocols/components/operator-protocol-table';
import { ProtocolFilterButtons } from '../../../features/protocols/components/protocol-filter-buttons';
import { useProtocolFilter } from '../../../features/protocols/hooks/use-protocol-filter';
import { ExportButtons } from '../../../features/export/components/export-buttons';

/**
 * /profile/operator/protocols: every results protocol, with the cancel. The role comes from the
 * profile the cabinet layout loads; anyone else goes to their own cabinet (the server refuses
 * them the calls anyway).
 */
export function ProfileOperatorProtocolsRoute() {
  const { t } = useTranslation('protocols');
  return (
    <OperatorOnly title={t('protocols:operator.title')}>
      <ProtocolDesk />
    </OperatorOnly>
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
      <ExportButtons what="operator-protocols" filter={{ status: filter === 'all' ? undefined : filter }} />
      <ListFrame list={list} empty={t(`protocols:operator.empty.${filter}`)}>
        {(page) => <OperatorProtocolTable items={page.items} onChanged={list.reload} />}
      </ListFrame>
    </CabinetPage>
  );
}
