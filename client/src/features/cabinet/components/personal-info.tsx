import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@kimoshdi/shared';
import { missingProfileParts } from '@kimoshdi/shared/domain/user/profile-completeness';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { paths } from '../../../config/paths';
import { useUserStore } from '../../../lib/user-store';
import { useProfileStore } from '../stores/profile-store';
import { ProfileAddressForm } from './profile-address-form';
import { ProfileContactForm } from './profile-contact-form';
import { ProfileNameForm } from './profile-name-form';

const LANGUAGE_NAMES: Record<Profile['lang'], string> = {
  uz: "O'zbekcha",
  ru: 'Русский',
  'uz-Cyrl': 'Ўзбекча',
  en: 'English',
};

/**
 * "My data": who the platform knows the user as, what the profile still lacks, and the forms that
 * fill it (the technical user name, `kid-...`, is not shown: it names nobody).
 */
export function PersonalInfo({ profile }: { profile: Profile }) {
  const { t } = useTranslation('cabinet');
  const replaceProfile = useProfileStore((state) => state.replace);
  const reloadUser = useUserStore((state) => state.reload);
  const missing = missingProfileParts(profile);
  // The server wrote the navbar's stored user (name, completeness) again with its answer.
  const saved = (next: Profile) => {
    replaceProfile(next);
    reloadUser();
    notify({ type: 'success', message: t('personalInfo.forms.saved') });
  };
  // The verified fields, once set, change only through an edit request an operator approves.
  const verified = new Set([t('personalInfo.fullName'), t('personalInfo.pinfl'), t('personalInfo.stir')]);
  const rows: [string, string | null][] = [
    [t('personalInfo.fullName'), profile.full_name],
    [t('personalInfo.role'), t(`roles.${profile.role}`)],
    [t('personalInfo.phone'), profile.phone],
    [t('personalInfo.email'), profile.email],
    [t('personalInfo.pinfl'), profile.pinfl],
    [t('personalInfo.stir'), profile.stir],
    [t('personalInfo.address'), profile.address],
    [t('personalInfo.language'), LANGUAGE_NAMES[profile.lang]],
  ];
  return (
    <>
      <div className="completeness card">
        <p className="completeness__label">
          {t('personalInfo.completeness', { percentage: profile.percentage })}
        </p>
        <div
          className="completeness__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={profile.percentage}
          aria-label={t('personalInfo.completeness', { percentage: profile.percentage })}
        >
          <span style={{ width: `${profile.percentage}%` }} />
        </div>
        {missing.length > 0 && (
          <p className="muted">
            {t('personalInfo.missing', {
              parts: missing.map((part) => t(`personalInfo.parts.${part}`)).join(', '),
            })}
          </p>
        )}
      </div>
      <dl className="personal-info card">
        {rows.map(([label, value]) => (
          <div key={label} className="personal-info__row">
            <dt>{label}</dt>
            <dd className={value ? undefined : 'muted'}>
              {value || t('personalInfo.notGiven')}
              {value && verified.has(label) && (
                <>
                  {' '}
                  <Link
                    className="personal-info__request-change"
                    to={paths.profileEditRequests}
                    title={t('personalInfo.requestChangeHint')}
                  >
                    {t('personalInfo.requestChange')}
                  </Link>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {!profile.full_name.trim() && <ProfileNameForm onSaved={saved} />}
      {!profile.email && <ProfileContactForm kind="email" onSaved={saved} />}
      {!profile.phone && <ProfileContactForm kind="phone" onSaved={saved} />}
      <ProfileAddressForm key={profile.address_parts ? 'saved' : 'new'} profile={profile} onSaved={saved} />
    </>
  );
}
