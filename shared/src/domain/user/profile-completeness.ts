/**
 * How complete a profile is (docs/product.md section 3: the stored user's `percentage`, 100 is complete; below
 * 100 the client prompts once per load). Five parts weigh 20 each:
 *
 * | part     | counts when                                   |
 * | -------- | --------------------------------------------- |
 * | name     | full_name is filled                           |
 * | phone    | phone is filled (SMS codes of one-click buys) |
 * | email    | email is filled (the same codes by e-mail)    |
 * | identity | pinfl (a person) or stir (a company) is filled |
 * | address  | address is filled (protocols and contracts)   |
 *
 * Registration asks for a name, one contact and one id, so a new account stands at 60 and the
 * prompt asks for the other contact and the address. Blank text counts as missing.
 *
 * An operator's profile is complete as it is: the parts serve trading (codes of a purchase, the
 * protocol's identity and address) and an operator never trades, so asking them "to take part
 * fully in trades" was a prompt they could not act on.
 */
export const PROFILE_PARTS = ['name', 'phone', 'email', 'identity', 'address'] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

export const PROFILE_PART_WEIGHT = 20;

export interface ProfileFacts {
  full_name?: string | null;
  phone?: string | null;
  email?: string | null;
  pinfl?: string | null;
  stir?: string | null;
  address?: string | null;
  role?: string | null;
}

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

const PART_FILLED: Record<ProfilePart, (facts: ProfileFacts) => boolean> = {
  name: (facts) => filled(facts.full_name),
  phone: (facts) => filled(facts.phone),
  email: (facts) => filled(facts.email),
  identity: (facts) => filled(facts.pinfl) || filled(facts.stir),
  address: (facts) => filled(facts.address),
};

/** The parts still missing, in the order the prompt lists them. */
export function missingProfileParts(facts: ProfileFacts): ProfilePart[] {
  if (facts.role === 'operator') return [];
  return PROFILE_PARTS.filter((part) => !PART_FILLED[part](facts));
}

/** 0 to 100 in steps of 20. */
export function profileCompleteness(facts: ProfileFacts): number {
  return (PROFILE_PARTS.length - missingProfileParts(facts).length) * PROFILE_PART_WEIGHT;
}
