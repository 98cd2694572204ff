/**
 * What Kimoshdi ID tells the shop of an account (the OpenID Connect claims of its ID token and
 * userinfo): `pinfl`, `stir` and `role` are ours, the rest are OpenID Connect's. A phone or e-mail
 * the account lacks is left out rather than sent empty.
 */
import type { Database } from '../../db/database';
import { findAccountById, type IdAccount } from './accounts.repository';

export function accountClaims(account: IdAccount) {
  return {
    sub: account.id,
    name: account.fullName,
    ...(account.phone ? { phone_number: account.phone, phone_number_verified: account.phoneVerified } : {}),
    ...(account.email ? { email: account.email, email_verified: account.emailVerified } : {}),
    ...(account.pinfl ? { pinfl: account.pinfl } : {}),
    ...(account.stir ? { stir: account.stir } : {}),
    role: account.role,
  };
}

/** The provider's findAccount: the account of a token's subject with its claims, or undefined. */
export async function findAccountClaims(
  db: Database,
  id: string,
): Promise<{ accountId: string; claims: () => ReturnType<typeof accountClaims> } | undefined> {
  const account = await findAccountById(db, id);
  if (!account) return undefined;
  return { accountId: account.id, claims: () => accountClaims(account) };
}
