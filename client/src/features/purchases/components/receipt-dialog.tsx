import { useTranslation } from 'react-i18next';
import { formatTashkentDateTime, type UserOrder } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { Dialog } from '../../../components/ui/dialog';
import { useLocalName } from '../../../hooks/use-local-name';

/** A purchase's receipt, as printed: the platform, the seller, the lot, the money, the date. */
export function ReceiptDialog({ item, onClose }: { item: UserOrder; onClose(): void }) {
  const { t } = useTranslation('purchases');
  const name = useLocalName();
  const money = (tiyin: string) => formatTiyin(tiyin, { currency: true });
  return (
    <Dialog
      open
      title={t('receipt.title', { number: item.receipt_no })}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('receipt.close')}
          </button>
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {t('receipt.print')}
          </button>
        </>
      }
    >
      <div className="purchase-receipt" data-testid="receipt">
        <p className="purchase-receipt__platform">{t('receipt.platform')}</p>
        <p className="purchase-receipt__number">{t('receipt.title', { number: item.receipt_no })}</p>
        <dl className="purchase-receipt__facts">
          <dt>{t('receipt.date')}</dt>
          <dd>{formatTashkentDateTime(Date.parse(item.created_at))}</dd>
          <dt>{t('receipt.seller')}</dt>
          <dd>{item.seller}</dd>
          <dt>{t('receipt.lot')}</dt>
          <dd>
            № {item.lot_number}, {name(item.name)}
          </dd>
          <dt>{t('receipt.count')}</dt>
          <dd>{item.count}</dd>
          <dt>{t('receipt.unitPrice')}</dt>
          <dd>{money(item.unit_price)}</dd>
          <dt>{t('receipt.total')}</dt>
          <dd className="money">{money(item.total)}</dd>
          <dt>{t('receipt.status')}</dt>
          <dd>{t(`page.statuses.${item.status}`)}</dd>
          {item.cancelled_at && (
            <>
              <dt>{t('receipt.cancelledAt')}</dt>
              <dd>{formatTashkentDateTime(Date.parse(item.cancelled_at))}</dd>
            </>
          )}
        </dl>
      </div>
    </Dialog>
  );
}
