import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTaxId } from '@kimoshdi/shared/domain/identity/tax-id';
import { checkProtocol, type ProtocolQuery } from '../api/checks';
import { useDocumentName } from '../../../components/lots/document-name';
import { formatDay } from '../../../components/lots/format';
import { useLookup } from '../hooks/use-lookup';
import { LookupCheck } from './lookup-check';

type Mode = 'number' | 'id';

/**
 * /check-protocol: is a results protocol genuine? Asked by its number, or by the winner's tax or
 * personal id with the lot number. Given a number (`?number=` of the address, where a protocol's
 * QR code leads), it checks that number at once.
 */
export function ProtocolCheck({ initialNumber = '' }: { initialNumber?: string }) {
  const { t } = useTranslation('catalogue');
  const documentName = useDocumentName();
  const ids = { number: useId(), taxId: useId(), lot: useId() };
  const [mode, setMode] = useState<Mode>('number');
  const [number, setNumber] = useState(initialNumber);
  const [taxId, setTaxId] = useState('');
  const [lotNumber, setLotNumber] = useState('');

  const query = (): ProtocolQuery | string => {
    if (mode === 'number') return number.trim() ? { number: number.trim() } : t('checks.numberRequired');
    const id = parseTaxId(taxId);
    if (!id) return t('checks.idIncomplete');
    if (!lotNumber.trim()) return t('checks.lotRequired');
    return id.kind === 'stir'
      ? { tin: id.stir, lot_number: lotNumber.trim() }
      : { pinfl: id.pinfl, lot_number: lotNumber.trim() };
  };
  const lookup = useLookup(() => {
    const asked = query();
    return typeof asked === 'string' ? asked : checkProtocol(asked);
  });

  return (
    <LookupCheck
      lookup={lookup}
      initialNumber={initialNumber}
      resultTestId="protocol-result"
      answer={(protocol) => ({
        tone: protocol.status === 'active' ? 'success' : 'danger',
        status: t(`protocol.statuses.${protocol.status}`),
        facts: [
          [t('protocol.number'), protocol.number],
          [t('terms.lotNumber'), protocol.lot_number],
          [t('protocol.winner'), protocol.winner_name],
          [t('checks.taxId'), [protocol.tin, protocol.pinfl].filter(Boolean).join(', ') || '—'],
          [t('customer.address'), protocol.address],
          [t('protocol.date'), formatDay(protocol.date)],
        ],
        more: protocol.files.length > 0 && (
          <ul className="document-list">
            {protocol.files.map((file) => (
              <li key={file.url}>
                <a href={file.url} target="_blank" rel="noreferrer">
                  {documentName(file)}
                </a>
              </li>
            ))}
          </ul>
        ),
      })}
    >
      <fieldset className="check__modes">
        <legend>{t('protocol.modeLabel')}</legend>
        {(['number', 'id'] as const).map((value) => (
          <label key={value} className="check__mode">
            <input
              type="radio"
              name="mode"
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                lookup.clearInvalid();
              }}
            />
            {t(`protocol.modes.${value}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'number' ? (
        <div className="field">
          <label htmlFor={ids.number}>{t('protocol.number')}</label>
          <input
            id={ids.number}
            name="number"
            maxLength={64}
            autoComplete="off"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
          />
        </div>
      ) : (
        <div className="field-row">
          <div className="field">
            <label htmlFor={ids.taxId}>{t('checks.taxIdLabel')}</label>
            <input
              id={ids.taxId}
              name="tax_id"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              value={taxId}
              onChange={(event) => setTaxId(event.target.value.replace(/[^\d\s-]/g, ''))}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.lot}>{t('terms.lotNumber')}</label>
            <input
              id={ids.lot}
              name="lot_number"
              maxLength={64}
              autoComplete="off"
              value={lotNumber}
              onChange={(event) => setLotNumber(event.target.value)}
            />
          </div>
        </div>
      )}
    </LookupCheck>
  );
}
