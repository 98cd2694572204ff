import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ESIGN_PASSWORD_MIN } from '@kimoshdi/shared/domain/consent/signed-text';
import { isApiError } from '../../../lib/api-client';
import type { Signer, SignerKey } from '../signer/signer';

/**
 * Test mode: a key of the test CA for the signed-in user, protected by a password they choose
 * (typed twice). The key names the PINFL or STIR of their profile. A group, not a form: it sits
 * inside the signing form, so Enter in its fields creates the key instead of signing.
 */
export function TestKeyForm({ signer, onCreated }: { signer: Signer; onCreated(key: SignerKey): void }) {
  const { t } = useTranslation('consent');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!signer.createTestKey) return null;
  const create = signer.createTestKey;

  if (!open) {
    return (
      <button
        type="button"
        className="button button--ghost"
        data-testid="test-key-open"
        onClick={() => setOpen(true)}
      >
        {t('testKey.open')}
      </button>
    );
  }

  const submit = async () => {
    if (password.length < ESIGN_PASSWORD_MIN)
      return setError(t('testKey.tooShort', { min: ESIGN_PASSWORD_MIN }));
    if (password !== repeat) return setError(t('testKey.mismatch'));
    setBusy(true);
    setError(null);
    try {
      const key = await create(password);
      setOpen(false);
      setPassword('');
      setRepeat('');
      onCreated(key);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('common:api.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };

  return (
    <div className="esign-test-key" role="group" aria-label={t('testKey.open')} data-testid="test-key-form">
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('testKey.password')}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onKeyDown={onEnter}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-repeat`}>{t('testKey.repeat')}</label>
        <input
          id={`${id}-repeat`}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          onKeyDown={onEnter}
        />
      </div>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void submit()}>
        {t('testKey.submit')}
      </button>
    </div>
  );
}
