import { isLanguage, type Language, type Profile } from '@kimoshdi/shared';
import { formatAddress } from '@kimoshdi/shared/domain/user/address';
import { maskPinfl } from '@kimoshdi/shared/domain/user/personal-id';
import { profileCompleteness } from '@kimoshdi/shared/domain/user/profile-completeness';
import type { Role } from '@kimoshdi/shared/domain/user/roles';
import type { ProfileRow } from './profile.repository';

const REGION = { uz: 'region_uz', ru: 'region_ru', 'uz-Cyrl': 'region_uz_cyrl', en: 'region_en' } as const;
const AREA = { uz: 'area_uz', ru: 'area_ru', 'uz-Cyrl': 'area_uz_cyrl', en: 'area_en' } as const;

/** GET user/profile's answer: the personal id masked, the address in the reader's language. */
export function toProfile(row: ProfileRow & { role: Role }, lang: Language): Profile {
  const address = formatAddress(
    {
      region: row[REGION[lang]] || row.region_uz,
      area: row[AREA[lang]] || row.area_uz,
      street: row.street,
    },
    row.address,
  );
  return {
    full_name: row.full_name,
    user_name: row.user_name,
    role: row.role,
    phone: row.phone,
    email: row.email,
    pinfl: row.pinfl === null ? null : maskPinfl(row.pinfl),
    stir: row.stir,
    address,
    address_parts:
      row.region_id !== null && row.area_id !== null && row.street !== null
        ? { region_id: row.region_id, area_id: row.area_id, street: row.street }
        : null,
    lang: isLanguage(row.lang) ? row.lang : 'uz',
    percentage: profileCompleteness({ ...row, address }),
  };
}
