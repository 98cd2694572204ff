import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RepeatLotAnswer } from '@kimoshdi/shared/api/shop/repeat-auction';
import type { LotCard } from '@kimoshdi/shared/api/shop/shop-lots';
import { LOT_STATUS } from '@kimoshdi/shared/domain/lot/lot-status';
import { REPEATABLE_STATUSES } from '@kimoshdi/shared/domain/lot/repeat-auction';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import { tashkentDay } from '@kimoshdi/shared/domain/time/tashkent';
import { Dialog } from '../../../components/ui/dialog';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { getRepeatTerms } from '../api/repeat-auction';
import { RepeatForm } from './repeat-form';
import './repeat-auction.css';
import { paths } from '../../../config/paths';

interface RepeatLotActionProps {
  lot: LotCard;
  /** After the repeat: the page reloads the order's lots (the new one among them) and its head. */
  onRepeated(): void;
}

/**
 * "Put up again" under a lot whose trade ended unsold, when the server allows it now. Lots of
 * other outcomes ask nothing; a lot at the floor says why it cannot go again.
 */
export function RepeatLotAction({ lot, onRepeated }: RepeatLotActionProps) {
  if (!REPEATABLE_STATUSES.includes(lot.lot_status)) return null;
  return <RepeatButton lot={lot} onRepeated={onRepeated} />;
}

function RepeatButton({ lot, onRepeated }: RepeatLotActionProps) {
  const { t } = useTranslation('repeat');
  const terms = useKeyedLoad(`repeat-terms/${lot.id}`, (signal) => getRepeatTerms(lot.id, signal));
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<RepeatLotAnswer | null>(null);
  const data = terms.data;

  if (made) {
    return (
      <p className="repeat-done" role="status">
        {made.lot_status === LOT_STATUS.AWAITING_REPEAT
          ? t('action.doneLater', { day: formatDay(tashkentDay(Date.parse(made.published_at))) })
          : t('action.done')}{' '}
        <Link to={paths.lotView(made.lot_id)}>{t('action.lotNumber', { number: made.lot_number })}</Link>
      </p>
    );
  }
  if (!data) return null;
  if (!data.allowed || data.suggested_price === null || data.round === null) {
    return data.reason === 'at_floor' ? <p className="muted">{t('action.atFloor')}</p> : null;
  }
  const ready = { ...data, suggested_price: data.suggested_price, round: data.round };
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={() => setOpen(true)}
        data-testid="repeat-open"
      >
        {t('action.button')}
      </button>
      <Dialog open={open} title={t('action.title')} onClose={() => setOpen(false)}>
        {open && (
          <RepeatForm
            terms={ready}
            onClose={() => setOpen(false)}
            onRepeated={(answer) => {
              setOpen(false);
              setMade(answer);
              onRepeated();
            }}
          />
        )}
      </Dialog>
    </>
  );
}
