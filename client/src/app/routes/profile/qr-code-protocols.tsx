import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { getMyProtocols } from '../../../features/protocols/api/protocols';
import { ProtocolTable } from '../../../features/protocols/components/protocol-table';
import { ExportButtons } from '../../../features/export/components/export-buttons';

/** /profile/qr-code-protocols: the buyer's results protocols, their PDF and QR codes. */
export function ProfileQrCodeProtocolsRoute() {
  const { t } = useTranslation('protocols');
  const list = usePagedList('qr-code-protocols', (page, size) => getMyProtocols(page, size));
  return (
    <CabinetPage title={t('protocols:mine.title')}>
      <p className="lead">{t('protocols:mine.lead')}</p>
      <ExportButtons what="protocols" />
      <ListFrame list={list} empty={t('protocols:mine.empty')}>
        {(page) => <ProtocolTable items={page.items} caption={t('protocols:mine.title')} />}
      </ListFrame>
    </CabinetPage>
  );
}
