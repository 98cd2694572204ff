import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceContract, ServiceContractText } from '@kimoshdi/shared/api/shop/service-contracts';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { Dialog } from '../../../components/ui/dialog';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { getServiceContracts, getServiceContractText, signServiceContract } from '../api/service-contracts';

const formatInstant = (iso: string) => {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : formatTashkentDateTime(instant);
};

/** What the page hands the signer: the contract in force, how to send the signature, how to close. */
export interface ContractSigning {
  contract: ServiceContractText;
  submit(cms: string): Promise<void>;
  onClose(): void;
}

/** The contracts as a table: number, version, signed, status, certificate, the PDF. */
export function ServiceContractTable({ items }: { items: ServiceContract[] }) {
  const { t } = useTranslation('contracts');
  const columns: RecordColumn<ServiceContract>[] = [
    { id: 'number', header: t('columns.number'), cell: (item) => item.number },
    { id: 'version', header: t('columns.version'), cell: (item) => item.version },
    { id: 'signedAt', header: t('columns.signedAt'), cell: (item) => formatInstant(item.signed_at) },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (item) => t(`statuses.${item.status}`),
    },
    {
      id: 'certificate',
      header: t('columns.certificate'),
      cell: (item) => item.cert_serial ?? t('seeded'),
    },
    {
      id: 'download',
      header: t('columns.download'),
      cell: (item) => (
        <a
          href={item.pdf_url}
          target="_blank"
          rel="noopener"
          aria-label={t('downloadLabel', { number: item.number })}
          data-testid="contract-pdf"
        >
          {t('download')}
        </a>
      ),
    },
  ];
  return (
    <RecordTable
      caption={t('title')}
      columns={columns}
      items={items}
      rowKey={(item) => item.number}
      rowAttributes={(item) => ({ 'data-number': item.number, 'data-status': item.status })}
    />
  );
}

/**
 * The customer's contracts with the operator: the version in force and whether it is signed, the
 * contracts signed, and signing in a dialog. The signing form itself is the page's to give
 * (`renderSigner`: the e-signature feature's), so this feature needs no other.
 */
export function ServiceContracts({ renderSigner }: { renderSigner(signing: ContractSigning): ReactNode }) {
  const { t } = useTranslation('contracts');
  const { data, error, reload } = useKeyedLoad('service-contracts', (signal) => getServiceContracts(signal));
  const [signing, setSigning] = useState<ServiceContractText | null>(null);
  const [opening, setOpening] = useState(false);
  const [signed, setSigned] = useState<string | null>(null);
  const [openFailed, setOpenFailed] = useState(false);

  const open = () => {
    setOpening(true);
    setOpenFailed(false);
    getServiceContractText().then(
      (contract) => {
        setSigning(contract);
        setOpening(false);
      },
      () => {
        setOpenFailed(true);
        setOpening(false);
      },
    );
  };
  const close = () => setSigning(null);

  if (error) {
    return (
      <div className="form-alert" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button button--ghost button--small" onClick={reload}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );
  }
  const { in_force: inForce } = data;
  return (
    <>
      <section className="contracts-in-force" data-testid="contract-in-force">
        {!inForce && <p>{t('inForce.none')}</p>}
        {inForce?.signed && <p>{t('inForce.signed', { version: inForce.version })}</p>}
        {inForce && !inForce.signed && (
          <>
            <p>{t('inForce.unsigned', { version: inForce.version })}</p>
            <button
              type="button"
              className="button button--primary"
              disabled={opening}
              onClick={open}
              data-testid="contract-sign-open"
            >
              {t('sign')}
            </button>
          </>
        )}
        {openFailed && (
          <p className="form-alert" role="alert">
            {t('loadFailed')}
          </p>
        )}
        {signed && (
          <p className="consent-done" role="status" data-testid="contract-signed">
            {t('dialog.signed', { number: signed })}
          </p>
        )}
        <p className="muted">{t('inForce.note')}</p>
      </section>
      {data.items.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ServiceContractTable items={data.items} />
      )}
      <Dialog open={signing !== null} title={t('dialog.title')} onClose={close} size="wide">
        {signing &&
          renderSigner({
            contract: signing,
            submit: async (cms) => {
              const contract = await signServiceContract(signing.version, cms);
              setSigned(contract.number);
              setSigning(null);
              reload();
            },
            onClose: close,
          })}
      </Dialog>
    </>
  );
}
