import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { sendWithChallenge } from '../../../lib/challenge';
import { preloadWhenIdle, preloadOnTouch } from '../../../lib/lazy-module';
import { sendContactMessage } from '../api/send-contact-message';
import { toContactInput, type ContactErrors, type ContactField, type ContactValues } from '../contact-values';
import { contactValidation, type ContactValidation } from '../load-contact-validation';

const EMPTY: ContactValues = { name: '', phone: '', email: '', message: '' };
/** Longest message a link may begin (`/contact?message=`): the cabinet's bans page names its lot. */
const PREFILL_MAX = 1_000;

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'checking' }
  | { kind: 'sent'; id: number }
  | { kind: 'failed'; message: string };

/**
 * The contact page's message form. Mistakes are shown before anything is sent; after the first
 * attempt they update as the person types, so a fixed field stops complaining at once.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<ContactValues>(() => ({
    ...EMPTY,
    message: (searchParams.get('message') ?? '').slice(0, PREFILL_MAX),
  }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => preloadWhenIdle(contactValidation), []);

  // The answer replaces the form where the form began: on a phone that is above the screen, the
  // person still looking at the send button. Bring it into view and focus it, so the eyes (and a
  // screen reader) land on it.
  const success = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status.kind !== 'sent' || !success.current) return;
    success.current.scrollIntoView({ block: 'center' });
    success.current.focus({ preventScroll: true });
  }, [status.kind]);

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first send the check has come (the send waited for it).
    const validation = contactValidation.loaded();
    if (attempted && validation) setErrors(validation.validateContact(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Sending from the click: a second click while the check is fetched sends nothing twice.
    setStatus({ kind: 'sending' });
    let validation: ContactValidation;
    try {
      validation = await contactValidation.load();
    } catch {
      setStatus({ kind: 'failed', message: t('api.network') });
      return;
    }
    setAttempted(true);
    const found = validation.validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'idle' });
      const first = (['name', 'phone', 'email', 'message'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      // A further message of the hour asks for the proof-of-work challenge: solved here unseen.
      const input = toContactInput(values);
      const answer = await sendWithChallenge(
        (altcha) => sendContactMessage(input, altcha),
        () => setStatus({ kind: 'checking' }),
      );
      setStatus({ kind: 'sent', id: answer.id });
      setValues(EMPTY);
      setAttempted(false);
    } catch (error) {
      // On 400 the server explains in ERROR.message (in the user's language); show it as it is.
      setStatus({ kind: 'failed', message: isApiError(error) ? error.message : t('api.unexpected') });
    }
  };

  if (status.kind === 'sent') {
    return (
      <div className="contact-form__success" role="status" ref={success} tabIndex={-1}>
        <h2>{t('contact.form.sentTitle')}</h2>
        <p>{t('contact.form.sentText', { id: status.id })}</p>
        <button type="button" className="button button--ghost" onClick={() => setStatus({ kind: 'idle' })}>
          {t('contact.form.another')}
        </button>
      </div>
    );
  }

  const field = (name: ContactField, label: string, input: (props: FieldProps) => ReactNode) => {
    const inputId = `${id}-${name}`;
    const errorKey = errors[name];
    return (
      <div className={`field ${errorKey ? 'field--invalid' : ''}`}>
        <label htmlFor={inputId}>{label}</label>
        {input({
          id: inputId,
          value: values[name],
          'aria-invalid': errorKey ? true : undefined,
          'aria-describedby': errorKey ? `${inputId}-error` : undefined,
          onChange: (event) => update(name, event.target.value),
        })}
        {errorKey && (
          <p id={`${inputId}-error`} className="field__error">
            {t(errorKey)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      {...preloadOnTouch(contactValidation)}
    >
      <h2>{t('contact.form.title')}</h2>
      <p className="muted">{t('contact.form.hint')}</p>
      {field('name', t('contact.form.name'), (props) => (
        <input type="text" autoComplete="name" required {...props} />
      ))}
      <div className="field-row">
        {field('phone', t('contact.form.phone'), (props) => (
          <input type="tel" autoComplete="tel" placeholder="+998 90 123 45 67" {...props} />
        ))}
        {field('email', t('contact.form.email'), (props) => (
          <input type="email" autoComplete="email" placeholder="name@example.uz" {...props} />
        ))}
      </div>
      {field('message', t('contact.form.message'), (props) => (
        <textarea rows={6} required {...props} />
      ))}
      {status.kind === 'checking' && (
        <p className="muted" role="status">
          {t('challenge.checking')}
        </p>
      )}
      {status.kind === 'failed' && (
        <p className="form-alert" role="alert">
          {status.message}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={status.kind === 'sending' || status.kind === 'checking'}
      >
        {status.kind === 'sending' || status.kind === 'checking'
          ? t('contact.form.sending')
          : t('contact.form.send')}
      </button>
    </form>
  );
}

interface FieldProps {
  id: string;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
}
