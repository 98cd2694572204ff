import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTashkentDateTime, type UserOrder } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { useLocalName } from '../../../hooks/use-local-name';
import { cancelUserOrder, sendCancelCode } from '../api/user-order';
import { CodeDialog } from './code-dialog';
import { ReceiptDialog } from './receipt-dialog';
import './purchases.css';
import { paths } from '../../../config/paths';

interface PurchaseListProps {
  items: UserOrder[];
  /** After a cancel: the list and the balance are loaded again. */
  onChanged(): void;
}

/** The buyer's purchases: one card each, with its receipt and, while allowed, Cancel. */
export function PurchaseList({ items, onChanged }: PurchaseListProps) {
  return (
    <div className="purchase-list">
      {items.map((item) => (
        <PurchaseCard key={item.id} item={item} onChanged={onChanged} />
      ))}
    </div>
  );
}

function PurchaseCard({ item, onChanged }: { item: UserOrder; onChanged(): void }) {
  const { t } = useTranslation('purchases');
  const name = useLocalName();
  const [open, setOpen] = useState<'receipt' | 'cancel' | null>(null);
  const money = (tiyin: string) => formatTiyin(tiyin, { currency: true });
  return (
    <article className="card purchase-card" data-testid="purchase" data-status={item.status}>
      <header className="purchase-card__head">
        <Link to={paths.lotView(item.lot_id)} className="purchase-card__lot">
          <span className="muted">№ {item.lot_number}</span> {name(item.name)}
        </Link>
        <span
          className={`status status--${item.status === 'paid' ? 'success' : 'info'}`}
          data-testid="purchase-status"
        >
          {t(`page.statuses.${item.status}`)}
        </span>
      </header>
      <dl className="purchase-card__facts">
        <div>
          <dt>{t('page.count')}</dt>
          <dd>{item.count}</dd>
        </div>
        <div>
          <dt>{t('page.unitPrice')}</dt>
          <dd className="money">{money(item.unit_price)}</dd>
        </div>
        <div>
          <dt>{t('page.total')}</dt>
          <dd className="money" data-testid="purchase-total">
            {money(item.total)}
          </dd>
        </div>
        <div>
          <dt>{t('page.date')}</dt>
          <dd>{formatTashkentDateTime(Date.parse(item.created_at))}</dd>
        </div>
      </dl>
      {item.can_cancel && item.cancel_until && (
        <p className="muted purchase-card__note">
          {t('page.cancelUntil', { date: formatTashkentDateTime(Date.parse(item.cancel_until)) })}
        </p>
      )}
      <div className="purchase-card__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          data-testid="receipt-open"
          onClick={() => setOpen('receipt')}
        >
          {t('page.receipt')} {item.receipt_no}
        </button>
        {item.can_cancel && (
          <button
            type="button"
            className="button button--ghost button--small"
            data-testid="purchase-cancel"
            onClick={() => setOpen('cancel')}
          >
            {t('page.cancel')}
          </button>
        )}
      </div>
      {open === 'receipt' && <ReceiptDialog item={item} onClose={() => setOpen(null)} />}
      {open === 'cancel' && (
        <CodeDialog
          title={t('dialog.cancelTitle')}
          summary={t('dialog.cancelSummary', { receipt: item.receipt_no, total: money(item.total) })}
          confirmLabel={t('dialog.confirmCancel')}
          codeKey={`cancel:${item.id}`}
          send={() => sendCancelCode(item.id)}
          confirm={async (code) => {
            await cancelUserOrder(item.id, code);
            setOpen(null);
            notify({ type: 'success', message: t('page.cancelled', { total: money(item.total) }) });
            onChanged();
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </article>
  );
}
