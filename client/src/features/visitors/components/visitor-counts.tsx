import { useTranslation } from 'react-i18next';
import { groupThousands } from '@kimoshdi/shared/domain/money/format';
import { useApiQuery } from '../../../hooks/use-api-query';
import { getVisitors } from '../api/get-visitors';

/** Footer visitor counts; a failure is silently ignored (docs/product.md section 8): the block stays away. */
export function VisitorCounts() {
  const { t } = useTranslation();
  const { data } = useApiQuery('common/get-visitors', getVisitors);
  if (!data) return null;

  const rows = [
    [t('footer.visitors.month'), data.month_count],
    [t('footer.visitors.yesterday'), data.yesterday_count],
    [t('footer.visitors.today'), data.today_count],
  ] as const;
  return (
    <dl className="visitor-counts">
      {rows.map(([label, count]) => (
        <div key={label} className="visitor-counts__row">
          <dt>{label}</dt>
          <dd>{groupThousands(String(count))}</dd>
        </div>
      ))}
    </dl>
  );
}
