import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryLotsHref, useCategories, useCategoryName } from '../hooks/use-categories';

/** The home page's category block: top-level categories with their icons. */
export function CategoryTiles() {
  const { t } = useTranslation();
  const { data, error, loading } = useCategories();
  const name = useCategoryName();

  if (loading) return <p className="muted">{t('state.loading')}</p>;
  if (error || !data) return <p className="muted">{t('categories.loadFailed')}</p>;

  const topLevel = data.filter((category) => category.parent_id === null);
  return (
    <ul className="category-tiles">
      {topLevel.map((category) => (
        <li key={category.id}>
          <Link className="category-tile" to={categoryLotsHref(category)}>
            <img
              className="category-tile__icon"
              src={category.icon}
              alt=""
              width={48}
              height={48}
              loading="lazy"
            />
            <span className="category-tile__name">{name(category)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
