import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentSignature, SignedDocument } from '@kimoshdi/shared/api/shop/consent';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { getSignedDocument } from '../api/consent';
import { formatInstant } from '../format-instant';

function stateOf(item: ConsentSignature): 'current' | 'withdrawn' | 'outdated' {
  if (item.current) return 'current';
  return item.withdrawn_at ? 'withdrawn' : 'outdated';
}

/** Saves the CMS as a .p7s file (any CMS reader, `openssl cms -verify`, opens it). */
function download(document: SignedDocument) {
  if (!document.cms) return;
  const bytes = Uint8Array.from(atob(document.cms), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pkcs7-signature' }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `kimoshdi-offer-${document.offer_version}-${document.id}.p7s`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The user's signed offers, newest first: state, times, certificate, the document to view and save. */
export function SignedDocuments({ items }: { items: ConsentSignature[] }) {
  const { t } = useTranslation('consent');
  const [viewing, setViewing] = useState<SignedDocument | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = async (item: ConsentSignature, then: (document: SignedDocument) => void) => {
    setError(null);
    try {
      then(await getSignedDocument(item.id));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('common:api.unexpected'));
    }
  };

  if (items.length === 0) return <p className="muted">{t('signatures.none')}</p>;
  return (
    <>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <ul className="esign-documents">
        {items.map((item) => {
          const state = stateOf(item);
          return (
            <li
              key={item.id}
              className={`card esign-documents__item esign-documents__item--${state}`}
              data-testid="signed-document"
            >
              <div className="esign-documents__head">
                <strong>{item.offer_title}</strong>
                <span className={`esign-state esign-state--${state}`}>{t(`signatures.state.${state}`)}</span>
              </div>
              <dl className="facts">
                <div className="facts__row">
                  <dt>{t('signatures.version')}</dt>
                  <dd>{item.offer_version}</dd>
                </div>
                <div className="facts__row">
                  <dt>{t('signatures.signedAt')}</dt>
                  <dd>{formatInstant(item.signed_at)}</dd>
                </div>
                {item.withdrawn_at && (
                  <div className="facts__row">
                    <dt>{t('signatures.withdrawnAt')}</dt>
                    <dd>{formatInstant(item.withdrawn_at)}</dd>
                  </div>
                )}
                <div className="facts__row">
                  <dt>{t('signatures.language')}</dt>
                  <dd>{t(`language.${item.lang}`)}</dd>
                </div>
                {item.cert_subject && (
                  <div className="facts__row">
                    <dt>{t('signatures.certificate')}</dt>
                    <dd className="esign-documents__cert">
                      {item.cert_subject}
                      <br />
                      {t('keys.serial')}: {item.cert_serial}
                    </dd>
                  </div>
                )}
                {item.cert_issuer && (
                  <div className="facts__row">
                    <dt>{t('signatures.issuer')}</dt>
                    <dd className="esign-documents__cert">{item.cert_issuer}</dd>
                  </div>
                )}
              </dl>
              {item.source === 'seed' ? (
                <p className="muted">{t('signatures.seed')}</p>
              ) : (
                <div className="esign-documents__actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void open(item, setViewing)}
                  >
                    {t('signatures.view')}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void open(item, download)}
                  >
                    {t('signatures.download')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={viewing !== null}
        title={t('document.title')}
        onClose={() => setViewing(null)}
        size="wide"
        actions={
          <>
            {viewing?.cms && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => viewing && download(viewing)}
              >
                {t('signatures.download')}
              </button>
            )}
            <button type="button" className="button button--primary" onClick={() => setViewing(null)}>
              {t('document.close')}
            </button>
          </>
        }
      >
        {viewing && (
          <>
            <p className="muted">
              {t('signatures.signedAt')}: {formatInstant(viewing.signed_at)}
              {viewing.cert_subject ? ` · ${viewing.cert_subject}` : ''}
            </p>
            <div className="offer-text__body" tabIndex={0} data-testid="signed-document-text">
              {viewing.text}
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
