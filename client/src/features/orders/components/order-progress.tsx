import { useTranslation } from 'react-i18next';
import { useCodedItems, useNameById } from '../../../hooks/use-dictionaries';

const PROGRESS = [1, 2, 3, 4, 5, 6] as const;
/** Every lot withdrawn from trade (7): the road ends there, no trade was held (issue 24). */
const WITHDRAWN_PROGRESS = [1, 2, 3, 7] as const;

/** The order's road 1 to 6 (or to its withdrawal), its current status marked. */
export function OrderProgress({ status }: { status: number }) {
  const { t } = useTranslation('orders');
  const name = useNameById(useCodedItems('order-statuses').data);
  const road: readonly number[] = status === 7 ? WITHDRAWN_PROGRESS : PROGRESS;
  const current = road.indexOf(status);
  return (
    <ol className="order-progress" aria-label={t('pages.progress')}>
      {road.map((step, index) => (
        <li
          key={step}
          className={`order-progress__step ${index < current ? 'is-done' : ''} ${step === status ? 'is-current' : ''}`}
          aria-current={step === status ? 'step' : undefined}
        >
          <span className="order-progress__dot" aria-hidden="true">
            {index + 1}
          </span>
          <span className="order-progress__label">{name(step)}</span>
        </li>
      ))}
    </ol>
  );
}
