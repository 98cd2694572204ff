import { profileCompleteness } from '@kimoshdi/shared/domain/user/profile-completeness';
import type { Role } from '@kimoshdi/shared/domain/user/roles';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { IdentityClaims } from './identity-claims';

export interface ShopUser {
  id: string;
  userName: string;
  fullName: string;
  role: Role;
  percentage: number;
}

/**
 * The shop's user for a person the identity provider vouched for: created on the first sign-in,
 * and brought up to date with the provider's data on each later one. Contacts and ids another
 * account already holds are left out rather than failing the sign-in.
 */
export async function upsertUserFromIdentity(
  db: Database,
  idp: string,
  claims: IdentityClaims,
  lang: string,
): Promise<ShopUser> {
  return db.transaction().execute(async (trx) => {
    const taken = async (column: 'phone' | 'email' | 'pinfl' | 'stir', value: string | undefined) => {
      if (!value) return undefined;
      const other = await trx
        .selectFrom('users')
        .select('id')
        .where(column, '=', value)
        .where((eb) =>
          eb.or([eb('idp', '!=', idp), eb('idp_subject', '!=', claims.subject), eb('idp', 'is', null)]),
        )
        .executeTakeFirst();
      return other ? undefined : value;
    };
    const fields = {
      full_name: claims.fullName,
      phone: (await taken('phone', claims.phone)) ?? null,
      email: (await taken('email', claims.email?.toLowerCase())) ?? null,
      pinfl: (await taken('pinfl', claims.pinfl)) ?? null,
      stir: (await taken('stir', claims.stir)) ?? null,
    };
    const row = await trx
      .insertInto('users')
      .values({
        ...fields,
        user_name: `${idp === 'oneid' ? 'oneid' : 'kid'}-${claims.subject}`,
        role: claims.role ?? 'buyer',
        lang,
        idp,
        idp_subject: claims.subject,
      })
      .onConflict((oc) =>
        oc.columns(['idp', 'idp_subject']).doUpdateSet({
          ...fields,
          // What the provider leaves out keeps what the person filled in on the personal-info page.
          full_name: sql<string>`coalesce(nullif(btrim(excluded.full_name), ''), users.full_name)`,
          phone: sql<string | null>`coalesce(excluded.phone, users.phone)`,
          email: sql<string | null>`coalesce(excluded.email, users.email)`,
          pinfl: sql<string | null>`coalesce(excluded.pinfl, users.pinfl)`,
          stir: sql<string | null>`coalesce(excluded.stir, users.stir)`,
          // The provider's role is what the person chose at registration; an operator stays one.
          role: sql<string>`CASE WHEN users.role = 'operator' THEN 'operator' ELSE ${claims.role ?? 'buyer'} END`,
          updated_at: new Date(),
        }),
      )
      .returning(['id', 'user_name', 'full_name', 'role', 'phone', 'email', 'pinfl', 'stir', 'address'])
      .executeTakeFirstOrThrow();
    return toShopUser(row);
  });
}

function toShopUser(row: {
  id: string;
  user_name: string;
  full_name: string;
  role: string;
  phone: string | null;
  email: string | null;
  pinfl: string | null;
  stir: string | null;
  address: string | null;
}): ShopUser {
  return {
    id: row.id,
    userName: row.user_name,
    fullName: row.full_name,
    role: row.role as Role,
    percentage: profileCompleteness(row),
  };
}

export async function findShopUser(db: Database, id: string): Promise<ShopUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'full_name', 'role', 'phone', 'email', 'pinfl', 'stir', 'address'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toShopUser(row);
}

/** Which identity provider holds the user's password, and the user's subject there. */
export async function identityProviderOf(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select(['idp', 'idp_subject'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
