import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EsignMode } from '@kimoshdi/shared/api/shop/consent';
import { isApiError } from '../../../lib/api-client';
import { useSignerKeys } from '../hooks/use-signer-keys';
import { signerFor } from '../signer/pick-signer';
import { KeyList } from './key-list';
import { TestKeyForm } from './test-key-form';
import './consent.css';

export interface SignDocumentFormProps {
  /** The server's signer (its answer with the text says which). */
  esignMode: EsignMode;
  /** Exactly what is signed (the server compares it byte for byte). */
  text: string;
  /** The document as the user reads it before signing, and any lead above it. */
  children: ReactNode;
  /** Sends the signed text (base64 CMS) to the server; an ApiError is shown in the form. */
  submit(cms: string): Promise<void>;
  onClose(): void;
  /** A test key was made here (test mode). */
  onKeyMade?(): void;
}

/**
 * Signing a document with the e-signature, whatever the document (the public offer, the service
 * contract): the document, the keys the signer sees (in test mode with a way to make one), the
 * key's password, then the signature handed to `submit`.
 */
export function SignDocumentForm({
  esignMode,
  text,
  children,
  submit,
  onClose,
  onKeyMade,
}: SignDocumentFormProps) {
  const { t } = useTranslation('consent');
  const id = useId();
  const signer = useMemo(() => signerFor(esignMode), [esignMode]);
  const { keys, failure: keysFailure, reload } = useSignerKeys(signer);
  const [chosen, setChosen] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keyId = chosen ?? keys?.[0]?.id ?? null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!keyId) return;
    setBusy(true);
    setError(null);
    try {
      await submit(await signer.sign(keyId, password, text));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('common:api.unexpected'));
      setBusy(false);
    }
  };

  return (
    <form className="consent-sign" noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      {signer.mode === 'test' && (
        <p className="consent-test-mode" role="note">
          {t('testKey.banner')}
        </p>
      )}
      <fieldset className="consent-sign__keys">
        <legend>{t('keys.choose')}</legend>
        {keys === null && <p className="muted">{t('keys.loading')}</p>}
        {keys !== null && keys.length === 0 && <p className="muted">{keysFailure ?? t('keys.none')}</p>}
        {keys !== null && keys.length > 0 && (
          <KeyList keys={keys} selected={keyId} onSelect={setChosen} name={`${id}-key`} />
        )}
        <TestKeyForm
          signer={signer}
          onCreated={(key) => {
            setChosen(key.id);
            reload();
            onKeyMade?.();
          }}
        />
      </fieldset>
      {keyId &&
        (signer.asksPassword ? (
          <div className="field">
            <label htmlFor={`${id}-password`}>{t('keys.password')}</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
        ) : (
          <p className="muted">{t('keys.passwordByEimzo')}</p>
        ))}
      {error && (
        <p className="form-alert" role="alert" data-testid="consent-error">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('dialog.close')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || !keyId || (signer.asksPassword && password === '')}
          data-testid="consent-sign"
        >
          {busy ? t('dialog.signing') : t('dialog.sign')}
        </button>
      </div>
    </form>
  );
}
