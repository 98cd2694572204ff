import type { ContactCodeSent, Profile, ProfileAddressInput } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

// Answers unparsed, like every other answer on the client: the contract's schemas would bring zod
// onto the personal-info page (issue 15).

/** POST user/profile/name: a name for a profile that has none. */
export function saveName(fullName: string): Promise<Profile> {
  return api.post('user/profile/name', { full_name: fullName });
}

/** POST user/profile/address: region, district and street. */
export function saveAddress(input: ProfileAddressInput): Promise<Profile> {
  return api.post('user/profile/address', input);
}

/** POST user/profile/contact: a code to the new phone or e-mail (`altcha`: lib/challenge.ts). */
export function sendContactCode(contact: string, altcha?: string): Promise<ContactCodeSent> {
  return api.post('user/profile/contact', altcha ? { contact, altcha } : { contact });
}

/** POST user/profile/contact/confirm: the code makes the contact the profile's. */
export function confirmContact(contact: string, code: string): Promise<Profile> {
  return api.post('user/profile/contact/confirm', { contact, code });
}
