import { useTranslation } from 'react-i18next';
import type { OperatorProtocol } from '@kimoshdi/shared/api/shop/protocols';
import { Dialog } from '../../../components/ui/dialog';
import { ReasonForm } from '../../../components/ui/reason-form';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { cancelProtocol } from '../api/protocols';

/** The longest reason the server takes (protocolCancelSchema). */
export const REASON_MAX_LENGTH = 500;

interface CancelProtocolDialogProps {
  /** The protocol asked about; null keeps the dialog closed. */
  protocol: OperatorProtocol | null;
  onClose(): void;
  /** The protocol changed (cancelled now, or found cancelled already): the list reloads. */
  onChanged(): void;
}

/** Cancelling cannot be undone and the winner reads the reason: the reason is required. */
export function CancelProtocolDialog({ protocol, onClose, onChanged }: CancelProtocolDialogProps) {
  const { t } = useTranslation('protocols');
  return (
    <Dialog
      open={protocol !== null}
      title={t('operator.dialog.title', { number: protocol?.number ?? '' })}
      onClose={onClose}
    >
      {/* Mounted only while open, so every opening starts with an empty reason. */}
      {protocol && <CancelForm protocol={protocol} onClose={onClose} onChanged={onChanged} />}
    </Dialog>
  );
}

function CancelForm({
  protocol,
  onClose,
  onChanged,
}: {
  protocol: OperatorProtocol;
  onClose(): void;
  onChanged(): void;
}) {
  const { t } = useTranslation('protocols');
  const send = async (reason: string) => {
    try {
      await cancelProtocol(protocol.number, reason);
      notify({ type: 'success', message: t('operator.done', { number: protocol.number }) });
    } catch (error) {
      if (!(isApiError(error) && (error.code === 'WRONG_STATE' || error.code === 'NOT_FOUND'))) throw error;
      // Someone cancelled it first: say so and show the list as it is now.
      notify({ type: 'warning', message: t('operator.outdated', { number: protocol.number }) });
    }
    onClose();
    onChanged();
  };
  return (
    <ReasonForm
      text={t('operator.dialog.text')}
      labels={{
        reason: t('operator.dialog.reason'),
        hint: t('operator.dialog.reasonHint'),
        required: t('operator.dialog.reasonRequired'),
        cancel: t('operator.dialog.close'),
        confirm: t('operator.dialog.confirm'),
        sending: t('operator.dialog.sending'),
      }}
      maxLength={REASON_MAX_LENGTH}
      confirmClassName="button refund-decision__reject"
      send={send}
      onClose={onClose}
    />
  );
}
