import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProtocolRow } from '@kimoshdi/shared/api/shop/protocols';
import { protocolCheckPath } from '@kimoshdi/shared/domain/protocol/protocol-links';
import { DEFAULT_LANGUAGE, isLanguage, localName } from '@kimoshdi/shared/i18n/languages';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { formatDay, formatPrice } from '../format';
import { ProtocolDownloads } from './protocol-downloads';
import { ProtocolQr } from './protocol-qr';
import { ProtocolStatus } from './protocol-status';
import './protocols.css';
import { paths } from '../../../config/paths';

/** The columns every protocol list shares: number (with its day and check link), lot, price. */
export function useProtocolColumns<T extends ProtocolRow>(): RecordColumn<T>[] {
  const { t, i18n } = useTranslation('protocols');
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return [
    {
      id: 'number',
      header: t('columns.number'),
      cell: (p) => (
        <span className="protocol-number">
          <strong className="protocol-number__value">{p.number}</strong>
          <span className="muted">{formatDay(p.date)}</span>
          <Link to={protocolCheckPath(p.number)}>{t('openCheck')}</Link>
        </span>
      ),
    },
    {
      id: 'lot',
      header: t('columns.lot'),
      cell: (p) => (
        <Link to={paths.lotResult(p.lot_id)}>
          <span className="muted">№ {p.lot_number}</span> {localName(p.name, lang)}
        </Link>
      ),
    },
    { id: 'price', header: t('columns.price'), className: 'money', cell: (p) => formatPrice(p.final_price) },
  ];
}

/** A winner's or a customer's protocols: with the PDF in both languages and the QR code shown. */
export function ProtocolTable({ items, caption }: { items: ProtocolRow[]; caption: string }) {
  const { t } = useTranslation('protocols');
  const columns: RecordColumn<ProtocolRow>[] = [
    ...useProtocolColumns<ProtocolRow>(),
    { id: 'status', header: t('columns.status'), cell: (p) => <ProtocolStatus protocol={p} /> },
    { id: 'download', header: t('columns.download'), cell: (p) => <ProtocolDownloads number={p.number} /> },
    {
      id: 'qr',
      header: t('columns.qr'),
      cell: (p) => <ProtocolQr url={p.check_url} label={t('qrAlt', { number: p.number })} />,
    },
  ];
  return (
    <RecordTable
      className="protocol-table"
      caption={caption}
      columns={columns}
      items={items}
      rowKey={(p) => String(p.id)}
      rowAttributes={(p) => ({ 'data-testid': 'protocol-row', 'data-number': p.number })}
    />
  );
}
