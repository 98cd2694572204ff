import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { getModerationQueue, ModerationQueueTable } from '../../../features/moderation';
import { OperatorOnly } from './operator-only';
import { ExportButtons } from '../../../features/export/components/export-buttons';

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
      <ExportButtons what="operator-orders" />
      <ListFrame list={list} empty={t('moderation:queue.empty')}>
        {(page) => <ModerationQueueTable items={page.items} />}
      </ListFrame>
    </CabinetPage>
  );
}
