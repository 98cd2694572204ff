import { useTranslation } from 'react-i18next';
import type { Profile } from '@kimoshdi/shared';
import { missingProfileParts } from '@kimoshdi/shared/domain/user/profile-completeness';

const LANGUAGE_NAMES: Record<Profile['lang'], string> = {
  uz: "O'zbekcha",
  ru: 'Русский',
  'uz-Cyrl': 'Ўзбекча',
  en: 'English',
};

/** "My data": who the platform knows the user as, and what the profile still lacks. */
export function PersonalInfo({ profile }: { profile: Profile }) {
  const { t } = useTranslation('cabinet');
  const missing = missingProfileParts(profile);
  const rows: [string, string | null][] = [
    [t('personalInfo.fullName'), profile.full_name],
    [t('personalInfo.userName'), profile.user_name],
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
            <dd className={value ? undefined : 'muted'}>{value || t('personalInfo.notGiven')}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
