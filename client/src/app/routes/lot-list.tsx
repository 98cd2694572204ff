import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title';
import { LotListPage } from '../../features/catalogue/components/lot-list-page';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';

/** /lot-list?q&i&page&size and the filters (docs/product.md section 2). */
export function LotListRoute() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('list.title'));
  return <LotListPage signedIn={useStoredUser() !== null} />;
}
