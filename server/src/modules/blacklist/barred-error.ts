import type { BarPeriod } from '@kimoshdi/shared/domain/blacklist/bar';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import { AppError } from '../../lib/app-error';

/** USER_BARRED naming the bar's last day as the product writes days (DD.MM.YYYY) and its lot. */
export function barredError(bar: BarPeriod & { lot_number: string }): AppError {
  return new AppError(
    'USER_BARRED',
    { until: bar.end_date, lot_number: bar.lot_number },
    { until: formatDay(bar.end_date), lot: bar.lot_number },
  );
}
