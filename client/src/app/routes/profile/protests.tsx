import { useTranslation } from 'react-i18next';
import { PROTEST_WINDOW_WORKING_DAYS } from '@kimoshdi/shared';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { getMyProtests, MyProtestList } from '../../../features/protests';

/** /profile/protests: the participant's protests on lots' results, with the answers and reviews. */
export function ProfileProtestsRoute() {
  const { t } = useTranslation('protests');
  const list = usePagedList('my-protests', getMyProtests);
  return (
    <CabinetPage title={t('protests:page.title')}>
      <p className="lead">{t('protests:page.lead')}</p>
      <ListFrame list={list} empty={t('protests:page.empty', { days: PROTEST_WINDOW_WORKING_DAYS })}>
        {(page) => <MyProtestList items={page.items} />}
      </ListFrame>
    </CabinetPage>
  );
}
