import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentSignaturesAnswer, OfferAnswer } from '@kimoshdi/shared/api/shop/consent';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { disagree, getOffer, getSignatures } from '../api/consent';
import { useSignerKeys } from '../hooks/use-signer-keys';
import { signerFor } from '../signer/pick-signer';
import { useConsentDialog } from '../stores/consent-dialog-store';
import { KeyList } from './key-list';
import { SignedDocuments } from './signed-documents';
import { TestKeyForm } from './test-key-form';
import './consent.css';

/**
 * /profile/e-signature-keys (the spec's "e-signature keys"): whether the user has consented, with
 * the way to sign or to withdraw (confirmed first); the keys and certificates the signer sees; and
 * every offer the user signed, each viewable and downloadable.
 */
export function ESignatureKeys() {
  const { t } = useTranslation('consent');
  const signed = useConsentDialog((state) => state.signed);
  const keysMade = useConsentDialog((state) => state.keysMade);
  const showDialog = useConsentDialog((state) => state.show);
  const [offer, setOffer] = useState<OfferAnswer | null>(null);
  const [history, setHistory] = useState<ConsentSignaturesAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  /** Bumped to read the page again (after a withdrawal); a signature bumps `signed`. */
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([getOffer(), getSignatures()]).then(
      ([nextOffer, nextHistory]) => {
        if (!current) return;
        setOffer(nextOffer);
        setHistory(nextHistory);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [round, signed]);

  const signer = useMemo(() => (offer ? signerFor(offer.esign_mode) : null), [offer]);
  const { keys, failure: keysFailure, reload } = useSignerKeys(signer, keysMade);

  const withdraw = async () => {
    setBusy(true);
    try {
      await disagree();
      notify({ type: 'success', message: t('withdraw.done') });
      setRound((n) => n + 1);
    } catch (failure) {
      notify({ type: 'error', message: isApiError(failure) ? failure.message : t('common:api.unexpected') });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  if (failed && !history) {
    return (
      <p className="form-alert" role="alert">
        {t('signatures.loadFailed')}
      </p>
    );
  }
  if (!history || !offer) return <p className="muted">{t('keys.loading')}</p>;

  return (
    <div className="esign-page">
      <section
        className={`card esign-status ${history.consented ? 'esign-status--ok' : 'esign-status--missing'}`}
        data-testid="consent-status"
      >
        <p className="esign-status__text">
          {history.consented
            ? t('status.consented')
            : `${t('status.notConsented')} ${history.reason ? t(`dialog.reason.${history.reason}`) : ''}`.trim()}
        </p>
        {history.consented ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setAsking(true)}
            data-testid="consent-withdraw"
          >
            {t('withdraw.button')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={showDialog}
            data-testid="consent-open"
          >
            {t('status.sign')}
          </button>
        )}
      </section>

      <section className="card esign-section">
        <h2 className="cabinet__subtitle">{t('keys.title')}</h2>
        {signer?.mode === 'test' && (
          <p className="consent-test-mode" role="note">
            {t('testKey.banner')}
          </p>
        )}
        {keys === null && <p className="muted">{t('keys.loading')}</p>}
        {keys !== null && keys.length === 0 && <p className="muted">{keysFailure ?? t('keys.none')}</p>}
        {keys !== null && keys.length > 0 && <KeyList keys={keys} />}
        {signer && <TestKeyForm signer={signer} onCreated={reload} />}
      </section>

      <section className="esign-section">
        <h2 className="cabinet__subtitle">{t('signatures.title')}</h2>
        <SignedDocuments items={history.items} />
      </section>

      <Dialog
        open={asking}
        role="alertdialog"
        title={t('withdraw.title')}
        onClose={() => setAsking(false)}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
              {t('withdraw.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void withdraw()}
              data-testid="consent-withdraw-confirm"
            >
              {t('withdraw.confirm')}
            </button>
          </>
        }
      >
        <p>{t('withdraw.message')}</p>
      </Dialog>
    </div>
  );
}
