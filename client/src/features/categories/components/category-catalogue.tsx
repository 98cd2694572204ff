import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@kimoshdi/shared';
import { categoryLotsHref, useCategories, useCategoryName } from '../hooks/use-categories';

/** The full-screen categories page: every top-level category with its sub-categories. */
export function CategoryCatalogue() {
  const { t } = useTranslation();
  const { data, error, loading } = useCategories();
  const name = useCategoryName();

  if (loading) return <p className="muted">{t('state.loading')}</p>;
  if (error || !data) return <p className="muted">{t('categories.loadFailed')}</p>;

  const children = new Map<number, Category[]>();
  for (const category of data) {
    if (category.parent_id === null) continue;
    const list = children.get(category.parent_id) ?? [];
    list.push(category);
    children.set(category.parent_id, list);
  }
  const topLevel = data.filter((category) => category.parent_id === null);

  return (
    <ul className="category-catalogue">
      {topLevel.map((category) => (
        <li key={category.id} className="category-catalogue__group">
          <Link className="category-catalogue__head" to={categoryLotsHref(category)}>
            <img src={category.icon} alt="" width={56} height={56} loading="lazy" />
            <span>{name(category)}</span>
          </Link>
          {(children.get(category.id) ?? []).length > 0 && (
            <ul className="category-catalogue__children">
              {(children.get(category.id) ?? []).map((child) => (
                <li key={child.id}>
                  <Link to={categoryLotsHref(child)}>{name(child)}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
