import { useTranslation } from 'react-i18next';
import type { LiveAuctionRow } from '@kimoshdi/shared';
import { Dialog } from '../../../components/ui/dialog';
import { ReasonForm } from '../../../components/ui/reason-form';
import { useLocalName } from '../../../hooks/use-local-name';
import { pauseAuction } from '../api/live-auctions';

/** The longest reason we send; the participants read it in their notification. */
export const PAUSE_REASON_MAX_LENGTH = 500;

interface PauseAuctionDialogProps {
  /** The auction to pause; null keeps the dialog closed. */
  row: LiveAuctionRow | null;
  onClose(): void;
  onPaused(): void;
}

/** A technical interruption needs a reason: every participant is notified with it. */
export function PauseAuctionDialog({ row, onClose, onPaused }: PauseAuctionDialogProps) {
  const { t } = useTranslation('auction');
  return (
    <Dialog
      open={row !== null}
      title={row ? t('auction:operator.pauseDialog.title', { number: row.lot_number }) : ''}
      onClose={onClose}
    >
      {row && <PauseForm row={row} onClose={onClose} onPaused={onPaused} />}
    </Dialog>
  );
}

function PauseForm({ row, onClose, onPaused }: { row: LiveAuctionRow; onClose(): void; onPaused(): void }) {
  const { t } = useTranslation('auction');
  const localName = useLocalName();
  const send = async (reason: string) => {
    await pauseAuction(row.lot_id, reason);
    onClose();
    onPaused();
  };
  return (
    <ReasonForm
      text={t('auction:operator.pauseDialog.text', { name: localName(row.names) })}
      labels={{
        reason: t('auction:operator.pauseDialog.reason'),
        required: t('auction:operator.pauseDialog.reasonRequired'),
        cancel: t('auction:operator.cancel'),
        confirm: t('auction:operator.pauseDialog.confirm'),
        sending: t('auction:action.sending'),
      }}
      maxLength={PAUSE_REASON_MAX_LENGTH}
      confirmClassName="button button--primary"
      send={send}
      onClose={onClose}
    />
  );
}
