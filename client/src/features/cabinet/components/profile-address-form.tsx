import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@kimoshdi/shared';
import { STREET_MAX_LENGTH } from '@kimoshdi/shared/domain/user/address';
import { useAreas, useRegions } from '../../../hooks/use-dictionaries';
import { useLocalName } from '../../../hooks/use-local-name';
import { saveAddress } from '../api/profile-edit';
import { useSubmit } from '../hooks/use-submit';
import { ProfileField } from './profile-field';
import { ProfileForm, ProfileSaveButton } from './profile-form';

type Part = 'region' | 'district' | 'street';

/** The address by region and district from the dictionaries, and the street as typed. */
export function ProfileAddressForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved(profile: Profile): void;
}) {
  const { t } = useTranslation('cabinet');
  const id = useId();
  const localName = useLocalName();
  const parts = profile.address_parts;
  const [regionId, setRegionId] = useState(parts ? String(parts.region_id) : '');
  const [areaId, setAreaId] = useState(parts ? String(parts.area_id) : '');
  const [street, setStreet] = useState(parts?.street ?? '');
  const [missing, setMissing] = useState<Part[]>([]);
  const regions = useRegions();
  const areas = useAreas(regionId);
  const { sending, failure, run } = useSubmit();

  const submit = () => {
    const empty: Part[] = [];
    if (!regionId) empty.push('region');
    if (!areaId) empty.push('district');
    if (!street.trim()) empty.push('street');
    setMissing(empty);
    if (empty.length > 0 || sending) return;
    void run(async () =>
      onSaved(
        await saveAddress({ region_id: Number(regionId), area_id: Number(areaId), street: street.trim() }),
      ),
    );
  };

  const required = (part: Part) => (missing.includes(part) ? t('personalInfo.forms.errors.required') : null);
  return (
    <ProfileForm title={t('personalInfo.forms.address.title')} onSubmit={submit}>
      <div className="field-row">
        <ProfileField
          id={`${id}-region`}
          label={t('personalInfo.forms.address.region')}
          error={required('region')}
          control={(props) => (
            <select
              value={regionId}
              onChange={(event) => {
                setRegionId(event.target.value);
                setAreaId('');
              }}
              {...props}
            >
              <option value="">{t('personalInfo.forms.address.choose')}</option>
              {(regions.data ?? []).map((region) => (
                <option key={region.id} value={String(region.id)}>
                  {localName(region.name)}
                </option>
              ))}
            </select>
          )}
        />
        <ProfileField
          id={`${id}-district`}
          label={t('personalInfo.forms.address.district')}
          error={required('district')}
          control={(props) => (
            <select
              value={areaId}
              disabled={!regionId}
              onChange={(event) => setAreaId(event.target.value)}
              {...props}
            >
              <option value="">{t('personalInfo.forms.address.choose')}</option>
              {(areas.data ?? []).map((area) => (
                <option key={area.id} value={String(area.id)}>
                  {localName(area.name)}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      <ProfileField
        id={`${id}-street`}
        label={t('personalInfo.forms.address.street')}
        error={required('street') ?? failure}
        control={(props) => (
          <input
            type="text"
            autoComplete="street-address"
            maxLength={STREET_MAX_LENGTH}
            value={street}
            onChange={(event) => setStreet(event.target.value)}
            {...props}
          />
        )}
      />
      <ProfileSaveButton sending={sending} />
    </ProfileForm>
  );
}
