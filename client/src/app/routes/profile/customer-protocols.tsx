import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { getCustomerProtocols } from '../../../features/protocols/api/protocols';
import { ProtocolTable } from '../../../features/protocols/components/protocol-table';
import { ExportButtons } from '../../../features/export/components/export-buttons';

/** /profile/customer-protocols: results protocols of the lots of the customer's orders. */
export function ProfileCustomerProtocolsRoute() {
  const { t } = useTranslation('protocols');
  const list = usePagedList('customer-protocols', (page, size) => getCustomerProtocols(page, size));
  return (
    <CabinetPage title={t('protocols:customer.title')}>
      <p className="lead">{t('protocols:customer.lead')}</p>
      <ExportButtons what="customer-protocols" />
      <ListFrame list={list} empty={t('protocols:customer.empty')}>
        {(page) => <ProtocolTable items={page.items} caption={t('protocols:customer.title')} />}
      </ListFrame>
    </CabinetPage>
  );
}
