import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import {
  DeskFilterButtons,
  getDeskProtests,
  ProtestDeskList,
  useDeskFilter,
} from '../../../features/protests';
import { OperatorOnly } from './operator-only';
import { ExportButtons } from '../../../features/export/components/export-buttons';

/** /profile/operator/protests: every participant's protest with the customer's answer, and Review. */
export function ProfileOperatorProtestsRoute() {
  const { t } = useTranslation('protests');
  return (
    <OperatorOnly title={t('protests:desk.title')}>
      <ProtestDesk />
    </OperatorOnly>
  );
}

function ProtestDesk() {
  const { t } = useTranslation('protests');
  const [filter, setFilter] = useDeskFilter();
  const list = usePagedList(`operator-protests:${filter}`, (page, size) =>
    getDeskProtests(filter, page, size),
  );
  return (
    <CabinetPage title={t('protests:desk.title')}>
      <p className="lead">{t('protests:desk.lead')}</p>
      <DeskFilterButtons value={filter} onChange={setFilter} />
      <ExportButtons what="operator-protests" filter={{ state: filter === 'all' ? undefined : filter }} />
      <ListFrame list={list} empty={t(`protests:desk.empty.${filter}`)}>
        {(page) => <ProtestDeskList items={page.items} onChanged={list.reload} />}
      </ListFrame>
    </CabinetPage>
  );
}
