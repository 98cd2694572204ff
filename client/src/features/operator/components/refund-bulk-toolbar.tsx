import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { totalOf } from '../bulk-approve';
import type { RefundSelection } from '../hooks/use-refund-selection';

interface RefundBulkToolbarProps {
  selection: RefundSelection;
  /** "Approve chosen" with something chosen: the confirmation opens. */
  onApprove(): void;
}

/**
 * Above the desk: choose every pending row of the page, what is chosen (how many, how much), and
 * "Approve chosen". The button is never disabled, since a disabled button does not say why:
 * pressed with nothing chosen, it says "Choose a row first" beside itself until a row is chosen.
 */
export function RefundBulkToolbar({ selection, onApprove }: RefundBulkToolbarProps) {
  const { t } = useTranslation('cabinet');
  const [nudged, setNudged] = useState(false);
  const allBox = useRef<HTMLInputElement>(null);
  const { chosen, pending } = selection;
  const all = pending.length > 0 && chosen.length === pending.length;
  const some = chosen.length > 0 && !all;
  // Once a row is chosen the hint has done its work: it does not come back when it is unchosen.
  if (nudged && chosen.length > 0) setNudged(false);

  useEffect(() => {
    // "Some chosen" has no attribute: only the property draws the checkbox's third state.
    if (allBox.current) allBox.current.indeterminate = some;
  }, [some]);

  const approve = () => {
    if (chosen.length === 0) setNudged(true);
    else onApprove();
  };

  return (
    <div className="refund-bulk" role="group" aria-label={t('operatorRefunds.bulk.label')}>
      <label className="refund-bulk__all">
        <input
          ref={allBox}
          type="checkbox"
          className="refund-desk__checkbox"
          checked={all}
          onChange={(event) => selection.chooseAll(event.target.checked)}
        />
        {t('operatorRefunds.bulk.chooseAll')}
      </label>
      <span className="refund-bulk__summary muted" data-testid="refund-bulk-summary">
        {t('operatorRefunds.bulk.chosen', { count: chosen.length, total: formatTiyin(totalOf(chosen)) })}
      </span>
      <button type="button" className="button button--primary button--small" onClick={approve}>
        {t('operatorRefunds.bulk.approve')}
      </button>
      {nudged && (
        <p className="refund-bulk__alert form-alert" role="alert">
          {t('common:dataGaps.chooseRowFirst')}
        </p>
      )}
    </div>
  );
}
