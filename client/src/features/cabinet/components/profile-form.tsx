import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A personal-info form: a titled card that checks its fields itself (no browser validation). */
export function ProfileForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit(): void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="card cabinet-form" aria-label={title} noValidate onSubmit={submit}>
      <h2>{title}</h2>
      {children}
    </form>
  );
}

/** The save button of a one-step personal-info form, off while the form is sending. */
export function ProfileSaveButton({ sending }: { sending: boolean }) {
  const { t } = useTranslation('cabinet');
  return (
    <button type="submit" className="button button--primary" disabled={sending}>
      {t('personalInfo.forms.save')}
    </button>
  );
}
