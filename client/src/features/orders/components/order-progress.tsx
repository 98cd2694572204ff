import { useTranslation } from 'react-i18next';
import { useCodedItems, useNameById } from '../../../hooks/use-dictionaries';

const PROGRESS = [1, 2, 3, 4, 5, 6] as const;

/** The order's road 1 to 6, its current status marked. */
export function OrderProgress({ status }: { status: number }) {
  const { t } = useTranslation('orders');
  const name = useNameById(useCodedItems('order-statuses').data);
  return (
    <ol className="order-progress" aria-label={t('pages.progress')}>
      {PROGRESS.map((step) => (
        <li
          key={step}
          className={`order-progress__step ${step < status ? 'is-done' : ''} ${step === status ? 'is-current' : ''}`}
          aria-current={step === status ? 'step' : undefined}
        >
          <span className="order-progress__dot" aria-hidden="true">
            {step}
          </span>
          <span className="order-progress__label">{name(step)}</span>
        </li>
      ))}
    </ol>
  );
}
