import { useTranslation } from 'react-i18next';
import { STATUS_FILTERS, type StatusFilter } from '../status-filter';

interface RefundStatusFilterProps {
  value: StatusFilter;
  onChange(filter: StatusFilter): void;
}

/** Which applications the desk lists: under review (the work queue), approved, rejected or all. */
export function RefundStatusFilter({ value, onChange }: RefundStatusFilterProps) {
  const { t } = useTranslation('cabinet');
  return (
    <div className="refund-desk-filter" role="group" aria-label={t('operatorRefunds.filter.label')}>
      {STATUS_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="refund-desk-filter__option"
          aria-pressed={filter === value}
          onClick={() => filter !== value && onChange(filter)}
        >
          {filter === 'all' ? t('operatorRefunds.filter.all') : t(`refunding.statuses.${filter}`)}
        </button>
      ))}
    </div>
  );
}
