import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EDIT_REQUEST_STATUSES } from '@kimoshdi/shared';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { ExportButtons } from '../../../features/export/components/export-buttons';
import { EditRequestDesk, getDeskEditRequests, type DeskFilter } from '../../../features/edit-requests';
import { OperatorOnly } from './operator-only';

const FILTERS: readonly DeskFilter[] = [...EDIT_REQUEST_STATUSES, 'all'];

/** /profile/operator/edit-requests: people's requests to change their verified data, approve or reject. */
export function ProfileOperatorEditRequestsRoute() {
  const { t } = useTranslation('edit-requests');
  return (
    <OperatorOnly title={t('desk.title')}>
      <Desk />
    </OperatorOnly>
  );
}

function Desk() {
  const { t } = useTranslation('edit-requests');
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const filter: DeskFilter = FILTERS.find((value) => value === asked) ?? 'pending';
  const list = usePagedList(`operator-edit-requests:${filter}`, (page, size) =>
    getDeskEditRequests(filter, page, size),
  );
  const choose = (value: DeskFilter) => {
    const next = new URLSearchParams(params);
    if (value === 'pending') next.delete('status');
    else next.set('status', value);
    next.delete('page');
    setParams(next, { replace: true });
  };
  return (
    <CabinetPage title={t('desk.title')}>
      <p className="lead">{t('desk.lead')}</p>
      <div className="edit-request-filter" role="group" aria-label={t('desk.filter')}>
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className={`button button--small ${value === filter ? 'button--primary' : 'button--ghost'}`}
            aria-pressed={value === filter}
            onClick={() => choose(value)}
          >
            {value === 'all' ? t('desk.all') : t(`statuses.${value}`)}
          </button>
        ))}
      </div>
      <ExportButtons what="operator-edit-requests" filter={{ status: filter }} />
      <ListFrame list={list} empty={t(`desk.empty.${filter}`)}>
        {(page) => <EditRequestDesk items={page.items} onChanged={list.reload} />}
      </ListFrame>
    </CabinetPage>
  );
}
