import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorProtocol } from '@kimoshdi/shared/api/shop/protocols';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { CancelProtocolDialog } from './cancel-protocol-dialog';
import { ProtocolDownloads } from './protocol-downloads';
import { ProtocolStatus } from './protocol-status';
import { useProtocolColumns } from './protocol-table';

interface OperatorProtocolTableProps {
  items: OperatorProtocol[];
  /** A protocol changed: the list reloads to show it as the server has it. */
  onChanged(): void;
}

/** Every protocol for the operator, with Cancel on those in force. */
export function OperatorProtocolTable({ items, onChanged }: OperatorProtocolTableProps) {
  const { t } = useTranslation('protocols');
  const [cancelling, setCancelling] = useState<OperatorProtocol | null>(null);
  const columns: RecordColumn<OperatorProtocol>[] = [
    ...useProtocolColumns<OperatorProtocol>(),
    { id: 'winner', header: t('columns.winner'), cell: (p) => p.winner_name },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (p) => <ProtocolStatus protocol={p} by={p.cancelled_by_name} />,
    },
    { id: 'download', header: t('columns.download'), cell: (p) => <ProtocolDownloads number={p.number} /> },
    {
      id: 'action',
      header: t('columns.action'),
      cell: (p) =>
        p.status === 'active' ? (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('operator.cancelLabel', { number: p.number })}
            onClick={() => setCancelling(p)}
          >
            {t('operator.cancel')}
          </button>
        ) : null,
    },
  ];
  return (
    <>
      <RecordTable
        className="protocol-table"
        caption={t('operator.title')}
        columns={columns}
        items={items}
        rowKey={(p) => String(p.id)}
        rowAttributes={(p) => ({ 'data-testid': 'protocol-row', 'data-number': p.number })}
      />
      <CancelProtocolDialog protocol={cancelling} onClose={() => setCancelling(null)} onChanged={onChanged} />
    </>
  );
}
