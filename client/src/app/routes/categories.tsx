import { useTranslation } from 'react-i18next';
import { FullscreenLayout } from '../../components/layouts/fullscreen-layout';
import { usePageTitle } from '../../components/ui/page-title';
import { CategoryCatalogue } from '../../features/categories/components/category-catalogue';

/** /categories: outside the main layout (docs/product.md section 2). */
export function CategoriesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('categories.title'));
  return (
    <FullscreenLayout title={t('categories.title')}>
      <CategoryCatalogue />
    </FullscreenLayout>
  );
}
