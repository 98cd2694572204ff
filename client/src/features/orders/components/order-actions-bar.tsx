import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ORDER_LIMITS, type OrderSummary } from '@kimoshdi/shared';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { deleteOrder, doOrderAction, duplicateOrder } from '../api/orders';
import { resumeStep, wizardHref } from '../order-steps';
import { ORDERS_PATH } from './order-paths';
import { paths } from '../../../config/paths';

type Asking = 'delete' | 'cancel' | 'duplicate' | null;

/**
 * The order's actions (docs/product.md section 4.2: send, edit, cancel, duplicate, and delete), each
 * shown only when the server says it is possible now; the ones that cannot be undone ask first.
 */
export function OrderActionsBar({ summary, onChanged }: { summary: OrderSummary; onChanged(): void }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const [copies, setCopies] = useState('1');
  const [copiesError, setCopiesError] = useState(false);
  const [busy, setBusy] = useState(false);
  const { actions, id } = summary;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify({ type: 'error', message: isApiError(error) ? error.message : t('actions.failed') });
      onChanged();
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const confirm = () => {
    if (asking === 'delete') {
      void run(async () => {
        await deleteOrder(id);
        void navigate(ORDERS_PATH);
      });
    } else if (asking === 'cancel') {
      void run(async () => {
        await doOrderAction(id, 'cancel');
        onChanged();
      });
    } else if (asking === 'duplicate') {
      const count = Number(copies);
      if (!Number.isInteger(count) || count < ORDER_LIMITS.copies.min || count > ORDER_LIMITS.copies.max) {
        setCopiesError(true);
        return;
      }
      void run(async () => {
        const { ids } = await duplicateOrder(id, count);
        notify({ type: 'success', message: t('dialogs.duplicated', { count: ids.length }) });
        void navigate(ORDERS_PATH);
      });
    }
  };

  const titles = {
    delete: 'dialogs.deleteTitle',
    cancel: 'dialogs.cancelTitle',
    duplicate: 'dialogs.duplicateTitle',
  };
  const texts = {
    delete: 'dialogs.deleteText',
    cancel: 'dialogs.cancelText',
    duplicate: 'dialogs.duplicateText',
  };

  return (
    <div className="order-actions" data-testid="order-actions">
      {actions.send && (
        <Link className="button button--primary button--small" to={wizardHref(id, 'review')}>
          {t('actions.send')}
        </Link>
      )}
      {actions.edit && (
        <Link className="button button--ghost button--small" to={wizardHref(id, resumeStep(summary.missing))}>
          {t('actions.edit')}
        </Link>
      )}
      {actions.cancel && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setAsking('cancel')}
        >
          {t('actions.cancel')}
        </button>
      )}
      {actions.duplicate && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => {
            setCopies('1');
            setCopiesError(false);
            setAsking('duplicate');
          }}
        >
          {t('actions.duplicate')}
        </button>
      )}
      <Link className="button button--ghost button--small" to={paths.orderPreview(id)}>
        {t('actions.preview')}
      </Link>
      {actions.delete && (
        <button
          type="button"
          className="button button--ghost button--small order-actions__delete"
          onClick={() => setAsking('delete')}
        >
          {t('actions.delete')}
        </button>
      )}
      <Dialog
        open={asking !== null}
        role="alertdialog"
        title={asking ? t(titles[asking]) : ''}
        onClose={() => setAsking(null)}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={() => setAsking(null)}>
              {t('actions.close')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={confirm}
              data-testid="order-action-confirm"
            >
              {asking === 'delete' ? t('actions.delete') : t('actions.confirm')}
            </button>
          </>
        }
      >
        {asking && <p>{t(texts[asking])}</p>}
        {asking === 'duplicate' && (
          <div className={`field ${copiesError ? 'field--invalid' : ''}`}>
            <label htmlFor="order-copies">{t('dialogs.copies')}</label>
            <input
              id="order-copies"
              type="text"
              inputMode="numeric"
              value={copies}
              aria-invalid={copiesError || undefined}
              onChange={(event) => {
                setCopies(event.target.value.replace(/\D/g, '').slice(0, 2));
                setCopiesError(false);
              }}
            />
            {copiesError && <p className="field__error">{t('validation.COPIES_RANGE')}</p>}
          </div>
        )}
      </Dialog>
    </div>
  );
}
