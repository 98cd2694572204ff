import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { OperatorOnly } from './operator-only';
import { getLotReviews } from '../../../features/lot-reviews/api/lot-reviews';
import { LotReviewTable } from '../../../features/lot-reviews/components/lot-review-table';
import { ExportButtons } from '../../../features/export/components/export-buttons';

/**
 * /profile/operator/lot-reviews: the auction lots suspended for a review, open ones first, with
 * Resume and Cancel trade. The role comes from the profile the cabinet layout loads; anyone else
 * goes to their own cabinet (the server refuses them the calls anyway).
 */
export function ProfileOperatorLotReviewsRoute() {
  const { t } = useTranslation('lot-reviews');
  return (
    <OperatorOnly title={t('desk.title')}>
      <LotReviewDesk />
    </OperatorOnly>
  );
}

function LotReviewDesk() {
  const { t } = useTranslation('lot-reviews');
  const list = usePagedList('operator-lot-reviews', (page, size) => getLotReviews(page, size));
  return (
    <CabinetPage title={t('desk.title')}>
      <p className="lead">{t('desk.lead')}</p>
      <ExportButtons what="operator-lot-reviews" filter={{}} />
      <ListFrame list={list} empty={t('desk.empty')}>
        {(page) => <LotReviewTable items={page.items} onChanged={list.reload} />}
      </ListFrame>
    </CabinetPage>
  );
}
