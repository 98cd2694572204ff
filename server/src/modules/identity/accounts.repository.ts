import type { Login } from '@kimoshdi/shared/domain/identity/login';
import type { TaxId } from '@kimoshdi/shared/domain/identity/tax-id';
import type { IdRole } from '@kimoshdi/shared/domain/user/roles';
import type { Selectable } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { IdAccounts } from '../../db/schema.generated';

export interface IdAccount {
  /** A UUID: the `sub` claim the shop knows the person by. */
  id: string;
  phone: string | null;
  email: string | null;
  phoneVerified: boolean;
  emailVerified: boolean;
  fullName: string;
  pinfl: string | null;
  stir: string | null;
  role: IdRole;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewIdAccount {
  login: Login;
  fullName: string;
  taxId: TaxId;
  role: IdRole;
  passwordHash: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ACCOUNT_COLUMNS = [
  'id',
  'phone',
  'email',
  'phone_verified',
  'email_verified',
  'full_name',
  'pinfl',
  'stir',
  'role',
  'created_at',
  'updated_at',
] as const;

type AccountRow = Pick<Selectable<IdAccounts>, (typeof ACCOUNT_COLUMNS)[number]>;

function toAccount(row: AccountRow): IdAccount {
  return {
    id: row.id,
    phone: row.phone,
    email: row.email,
    phoneVerified: row.phone_verified,
    emailVerified: row.email_verified,
    fullName: row.full_name,
    pinfl: row.pinfl,
    stir: row.stir,
    role: row.role as IdRole,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Undefined for an unknown id, and for text that is not a UUID at all (never a database error). */
export async function findAccountById(db: Database, id: string): Promise<IdAccount | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await db
    .selectFrom('id_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toAccount(row);
}

/** The account a login names, with its password hash (for the password check only). */
export async function findAccountByLogin(
  db: Database,
  login: Login,
): Promise<{ account: IdAccount; passwordHash: string } | undefined> {
  const row = await db
    .selectFrom('id_accounts')
    .select([...ACCOUNT_COLUMNS, 'password_hash'])
    .$call((query) =>
      login.kind === 'phone'
        ? query.where('phone', '=', login.phone)
        : query.where('email', '=', login.email),
    )
    .executeTakeFirst();
  return row && { account: toAccount(row), passwordHash: row.password_hash };
}

/** The password hash of an account, for checks by id (the shop's change-password). */
export async function findPasswordHash(db: Database, id: string): Promise<string | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await db
    .selectFrom('id_accounts')
    .select('password_hash')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.password_hash;
}

/** Which part of a new registration someone already holds: the login, the PINFL or STIR, or nothing. */
export async function findTakenIdentifier(
  db: Database,
  { login, taxId }: { login: Login; taxId: TaxId },
): Promise<'login' | 'tax_id' | undefined> {
  const rows = await db
    .selectFrom('id_accounts')
    .select(['phone', 'email', 'pinfl', 'stir'])
    .where((eb) =>
      eb.or([
        login.kind === 'phone' ? eb('phone', '=', login.phone) : eb('email', '=', login.email),
        taxId.kind === 'pinfl' ? eb('pinfl', '=', taxId.pinfl) : eb('stir', '=', taxId.stir),
      ]),
    )
    .execute();
  const loginTaken = rows.some((row) =>
    login.kind === 'phone' ? row.phone === login.phone : row.email === login.email,
  );
  if (loginTaken) return 'login';
  return rows.length > 0 ? 'tax_id' : undefined;
}

/**
 * Creates the account; the login it registered with is verified (a code proved it). A unique
 * violation (someone registered the same login or id a moment earlier) is left to the caller.
 */
export async function insertAccount(db: Database, account: NewIdAccount): Promise<IdAccount> {
  const { login, taxId } = account;
  const row = await db
    .insertInto('id_accounts')
    .values({
      phone: login.kind === 'phone' ? login.phone : null,
      email: login.kind === 'email' ? login.email : null,
      phone_verified: login.kind === 'phone',
      email_verified: login.kind === 'email',
      full_name: account.fullName,
      pinfl: taxId.kind === 'pinfl' ? taxId.pinfl : null,
      stir: taxId.kind === 'stir' ? taxId.stir : null,
      role: account.role,
      password_hash: account.passwordHash,
    })
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
  return toAccount(row);
}

/** True when the account exists and its hash was replaced. */
export async function updatePasswordHash(db: Database, id: string, passwordHash: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const result = await db
    .updateTable('id_accounts')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The verified fields an operator changed on the person's request (modules/edit-request), so the
 * claims of the next sign-in carry them and do not undo the change. Inside the caller's transaction.
 */
export async function updateAccountIdentity(
  db: Db,
  id: string,
  fields: { full_name?: string; pinfl?: string; stir?: string },
): Promise<void> {
  if (!UUID.test(id)) return;
  await db
    .updateTable('id_accounts')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
