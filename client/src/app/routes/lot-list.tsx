import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title';
import { LotListPage } from '../../features/lot-browse/components/lot-list-page';
import { useLoginHref } from '../../features/session/hooks/use-login-href';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';

/** /lot-list?q&i&page&size, the filters and the sort (docs/product.md section 2). */
export function LotListRoute() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('list.title'));
  const loginHref = useLoginHref();
  return <LotListPage signedIn={useStoredUser() !== null} loginHref={loginHref} />;
}
