import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactCodeSent, Profile } from '@kimoshdi/shared';
import { parseLogin } from '@kimoshdi/shared/domain/identity/login';
import { CODE_LENGTH } from '@kimoshdi/shared/domain/user/contact-code';
import { sendWithChallenge } from '../../../lib/challenge';
import { confirmContact, sendContactCode } from '../api/profile-edit';
import { useSubmit } from '../hooks/use-submit';
import { ProfileField } from './profile-field';
import { ProfileForm } from './profile-form';

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/**
 * A phone or an e-mail the profile lacks: a code goes to it (shown at /dev/outbox in the demo),
 * and entering the code adds it to the profile.
 */
export function ProfileContactForm({
  kind,
  onSaved,
}: {
  kind: 'email' | 'phone';
  onSaved(profile: Profile): void;
}) {
  const { t } = useTranslation('cabinet');
  const id = useId();
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<ContactCodeSent | null>(null);
  const [invalid, setInvalid] = useState<'contact' | 'code' | null>(null);
  const { sending, failure, run } = useSubmit();
  // Shown while a further code of the hour solves the proof-of-work challenge.
  const [checking, setChecking] = useState(false);

  const send = () => {
    const login = parseLogin(contact);
    if (login?.kind !== kind) {
      setInvalid('contact');
      return;
    }
    setInvalid(null);
    void run(async () => {
      try {
        setSent(
          await sendWithChallenge(
            (altcha) => sendContactCode(contact, altcha),
            () => setChecking(true),
          ),
        );
      } finally {
        setChecking(false);
      }
      setCode('');
    });
  };

  const submit = () => {
    if (sending) return;
    if (!sent) {
      send();
      return;
    }
    if (!CODE_PATTERN.test(code.trim())) {
      setInvalid('code');
      return;
    }
    setInvalid(null);
    void run(async () => onSaved(await confirmContact(contact, code.trim())));
  };

  const title = t(`personalInfo.forms.${kind}.title`);
  return (
    <ProfileForm title={title} onSubmit={submit}>
      <ProfileField
        id={`${id}-contact`}
        label={t(`personalInfo.${kind}`)}
        hint={t('personalInfo.forms.contact.hint')}
        error={invalid === 'contact' ? t(`personalInfo.forms.errors.${kind}`) : sent ? null : failure}
        control={(props) => (
          <input
            type={kind === 'email' ? 'email' : 'tel'}
            autoComplete={kind === 'email' ? 'email' : 'tel'}
            maxLength={254}
            value={contact}
            onChange={(event) => {
              setContact(event.target.value);
              setSent(null);
            }}
            {...props}
          />
        )}
      />
      {checking && (
        <p className="muted" role="status">
          {t('common:challenge.checking')}
        </p>
      )}
      {sent && (
        <>
          <p className="muted" role="status">
            {t('personalInfo.forms.contact.sent', { destination: sent.destination })}
          </p>
          <ProfileField
            id={`${id}-code`}
            label={t('personalInfo.forms.contact.code')}
            error={invalid === 'code' ? t('personalInfo.forms.errors.code') : failure}
            control={(props) => (
              <input
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={CODE_LENGTH}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                {...props}
              />
            )}
          />
        </>
      )}
      <div className="cabinet-form__actions">
        <button
          type={sent ? 'button' : 'submit'}
          className={sent ? 'button button--ghost' : 'button button--primary'}
          disabled={sending}
          onClick={sent ? send : undefined}
        >
          {t('personalInfo.forms.contact.send')}
        </button>
        {sent && (
          <button type="submit" className="button button--primary" disabled={sending}>
            {t('personalInfo.forms.contact.confirm')}
          </button>
        )}
      </div>
    </ProfileForm>
  );
}
