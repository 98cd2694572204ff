import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOT_SORTS, type LotSort } from '@kimoshdi/shared/domain/lot/lot-sort';

/** The lot list's order: the tab's own ('') or one of the sorts; kept in the address by the page. */
export function LotSortSelect({
  value,
  onChange,
}: {
  value: LotSort | '';
  onChange(sort: LotSort | ''): void;
}) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  return (
    <div className="lot-sort">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
        className="lot-sort__select"
        value={value}
        onChange={(event) => onChange(event.target.value as LotSort | '')}
      >
        <option value="">{t('sort.default')}</option>
        {LOT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
