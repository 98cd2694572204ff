import { useTranslation } from 'react-i18next';
import { PROTOCOL_FILTERS, type ProtocolFilter } from '../protocol-filter';

/** All protocols, those in force, or the cancelled ones. */
export function ProtocolFilterButtons({
  value,
  onChange,
}: {
  value: ProtocolFilter;
  onChange(filter: ProtocolFilter): void;
}) {
  const { t } = useTranslation('protocols');
  return (
    <div className="refund-desk-filter" role="group" aria-label={t('operator.filter')}>
      {PROTOCOL_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="refund-desk-filter__option"
          aria-pressed={filter === value}
          onClick={() => filter !== value && onChange(filter)}
        >
          {filter === 'all' ? t('operator.all') : t(`statuses.${filter}`)}
        </button>
      ))}
    </div>
  );
}
