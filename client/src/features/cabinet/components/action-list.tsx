import { useTranslation } from 'react-i18next';
import type { Action } from '@kimoshdi/shared';
import { getActions } from '../api/lists';
import { formatInstant } from '../format-time';
import { usePagedList } from '../../../hooks/use-paged-list';
import { ListFrame } from '../../../components/ui/list-frame';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';

/** The action log: sign-ins, password changes, money movements, applications. */
export function ActionList() {
  const { t } = useTranslation('cabinet');
  const list = usePagedList('actions', getActions);
  const columns: RecordColumn<Action>[] = [
    { id: 'time', header: t('action-log:actions.columns.time'), cell: (a) => formatInstant(a.created_at) },
    {
      id: 'type',
      header: t('action-log:actions.columns.type'),
      // A value this build has no words for (a newer server) reads as a word, never as the code.
      cell: (a) => t(`action-log:actions.types.${a.type}`, { defaultValue: '—' }),
    },
    {
      id: 'action',
      header: t('action-log:actions.columns.actionType'),
      cell: (a) =>
        t(`action-log:actions.actionTypes.${a.action_type}`, {
          defaultValue: t('action-log:actions.actionTypes.other'),
        }),
    },
    { id: 'code', header: t('action-log:actions.columns.code'), cell: (a) => a.code ?? '—' },
    {
      id: 'result',
      header: t('action-log:actions.columns.result'),
      cell: (a) => (
        <span className={`status status--${a.result}`}>{t(`action-log:actions.results.${a.result}`)}</span>
      ),
    },
  ];
  return (
    <ListFrame list={list} empty={t('action-log:actions.empty')}>
      {(page) => (
        <RecordTable
          caption={t('action-log:actions.title')}
          columns={columns}
          items={page.items}
          rowKey={(a) => a.id}
        />
      )}
    </ListFrame>
  );
}
