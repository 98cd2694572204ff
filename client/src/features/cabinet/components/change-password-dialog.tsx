import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormFooter } from '../../../components/ui/form-footer';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { changePassword } from '../api/change-password';
import { newPasswordError, repeatPasswordError, type PasswordErrorKey } from '../change-password-validation';

interface Errors {
  new_password?: PasswordErrorKey;
  repeat_password?: PasswordErrorKey;
}

/**
 * Change password (docs/product.md section 5): both fields required, the repeat checked against the new one
 * when it loses focus, "password changed" on success.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('cabinet');
  return (
    <Dialog open={open} title={t('changePassword.title')} onClose={onClose}>
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {open && <ChangePasswordForm onDone={onClose} />}
    </Dialog>
  );
}

/**
 * While typing, a shown mistake only goes away (once fixed, or once it became a different one);
 * new mistakes wait for the field to lose focus, as the spec checks the repeat on blur.
 */
function stillWrong(
  shown: PasswordErrorKey,
  now: PasswordErrorKey | undefined,
): PasswordErrorKey | undefined {
  return now === shown ? shown : undefined;
}

function ChangePasswordForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('cabinet');
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {
      new_password: newPasswordError(password),
      repeat_password: repeatPasswordError(password, repeat),
    };
    setErrors(found);
    if (found.new_password || found.repeat_password) {
      document.getElementById(`${id}-${found.new_password ? 'new' : 'repeat'}`)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await changePassword({ new_password: password, repeat_password: repeat });
      notify({ type: 'success', message: t('changePassword.changed') });
      onDone();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('common:api.unexpected'));
      setSending(false);
    }
  };

  const errorOf = (key: PasswordErrorKey | undefined, inputId: string) =>
    key && (
      <p id={`${inputId}-error`} className="field__error">
        {t(key)}
      </p>
    );

  return (
    <form className="change-password" noValidate onSubmit={(event) => void submit(event)}>
      <div className={`field ${errors.new_password ? 'field--invalid' : ''}`}>
        <label htmlFor={`${id}-new`}>{t('changePassword.newPassword')}</label>
        <input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          aria-invalid={errors.new_password ? true : undefined}
          aria-describedby={errors.new_password ? `${id}-new-error` : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.new_password) {
              const now = newPasswordError(event.target.value);
              setErrors({ ...errors, new_password: stillWrong(errors.new_password, now) });
            }
          }}
          onBlur={() => password && setErrors({ ...errors, new_password: newPasswordError(password) })}
        />
        {errorOf(errors.new_password, `${id}-new`)}
      </div>
      <div className={`field ${errors.repeat_password ? 'field--invalid' : ''}`}>
        <label htmlFor={`${id}-repeat`}>{t('changePassword.repeatPassword')}</label>
        <input
          id={`${id}-repeat`}
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          aria-invalid={errors.repeat_password ? true : undefined}
          aria-describedby={errors.repeat_password ? `${id}-repeat-error` : undefined}
          onChange={(event) => {
            setRepeat(event.target.value);
            if (errors.repeat_password) {
              const now = repeatPasswordError(password, event.target.value);
              setErrors({ ...errors, repeat_password: stillWrong(errors.repeat_password, now) });
            }
          }}
          onBlur={() => setErrors({ ...errors, repeat_password: repeatPasswordError(password, repeat) })}
        />
        {errorOf(errors.repeat_password, `${id}-repeat`)}
      </div>
      <FormFooter
        failure={failure}
        cancelLabel={t('changePassword.cancel')}
        onCancel={onDone}
        submitLabel={t('changePassword.submit')}
        sendingLabel={t('changePassword.sending')}
        sending={sending}
      />
    </form>
  );
}
