import type { ProfileAddressInput } from '@kimoshdi/shared/api/shop/profile';
import { formatAddress } from '@kimoshdi/shared/domain/user/address';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ContactCodes } from './contact-codes';
import { fillMissingName, findAreaInRegion, updateAddress } from './profile.repository';

/**
 * What the personal-info page changes: a name where there is none (the identity provider owns a
 * name it gave), the address, and a phone or e-mail confirmed with a code. Each works on the
 * caller's own row only; the user id comes from the session.
 */
export function createProfileEditService(db: Database, contactCodes: ContactCodes) {
  return {
    /** WRONG_STATE when the profile has a name already. */
    async fillName(userId: string, fullName: string): Promise<void> {
      if (!(await fillMissingName(db, userId, fullName))) {
        throw new AppError('WRONG_STATE', { field: 'full_name' });
      }
    },

    /** VALIDATION when the district does not lie in the region (or either is unknown). */
    async setAddress(userId: string, input: ProfileAddressInput): Promise<void> {
      const place = await findAreaInRegion(db, input.region_id, input.area_id);
      if (!place) {
        throw new AppError('VALIDATION', {
          fields: [{ path: 'area_id', code: 'custom', message: 'a district of the region' }],
        });
      }
      await updateAddress(db, userId, {
        regionId: input.region_id,
        areaId: input.area_id,
        street: input.street,
        text: formatAddress({ region: place.region, area: place.area, street: input.street }) ?? input.street,
      });
    },

    sendContactCode: contactCodes.send,
    confirmContact: contactCodes.confirm,
  };
}

export type ProfileEditService = ReturnType<typeof createProfileEditService>;
