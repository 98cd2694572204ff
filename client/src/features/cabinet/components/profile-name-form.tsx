import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@kimoshdi/shared';
import { FULL_NAME_MAX_LENGTH, normalizeFullName } from '@kimoshdi/shared/domain/identity/full-name';
import { saveName } from '../api/profile-edit';
import { useSubmit } from '../hooks/use-submit';
import { ProfileField } from './profile-field';
import { ProfileForm, ProfileSaveButton } from './profile-form';

/** The name, for a profile that has none yet (the identity provider gives one otherwise). */
export function ProfileNameForm({ onSaved }: { onSaved(profile: Profile): void }) {
  const { t } = useTranslation('cabinet');
  const id = useId();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { sending, failure, run } = useSubmit();

  const submit = () => {
    const fullName = normalizeFullName(name);
    setInvalid(!fullName);
    if (!fullName || sending) return;
    void run(async () => onSaved(await saveName(fullName)));
  };

  return (
    <ProfileForm title={t('personalInfo.forms.name.title')} onSubmit={submit}>
      <ProfileField
        id={`${id}-name`}
        label={t('personalInfo.fullName')}
        hint={t('personalInfo.forms.name.hint')}
        error={invalid ? t('personalInfo.forms.errors.name') : failure}
        control={(props) => (
          <input
            type="text"
            autoComplete="name"
            maxLength={FULL_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
            {...props}
          />
        )}
      />
      <ProfileSaveButton sending={sending} />
    </ProfileForm>
  );
}
