import { useTranslation } from 'react-i18next';
import type { ProtocolRow } from '@kimoshdi/shared/api/shop/protocols';
import { formatInstant } from '../format';

/** In force or cancelled; a cancelled one says when and why (and, for the operator, by whom). */
export function ProtocolStatus({ protocol, by }: { protocol: ProtocolRow; by?: string | null }) {
  const { t } = useTranslation('protocols');
  const cancelled = protocol.status === 'cancelled';
  return (
    <div>
      <span className={`status status--${cancelled ? 'danger' : 'success'}`} data-testid="protocol-status">
        {t(`statuses.${protocol.status}`)}
      </span>
      {protocol.cancelled_at && (
        <span className="protocol-status__note muted">
          {t('cancelledOn', { date: formatInstant(protocol.cancelled_at) })}
          {by ? ` (${t('operator.cancelledBy', { name: by })})` : ''}
        </span>
      )}
      {protocol.cancel_reason && (
        <span className="protocol-status__note muted">{t('reason', { reason: protocol.cancel_reason })}</span>
      )}
    </div>
  );
}
