/**
 * The demo's operator, for `npm start` only (start.ts; never main.ts, never the tests' reference
 * seed): a Kimoshdi ID account and its shop user with the role `operator`, so signing in through
 * the normal login opens the operator's cabinet. Operators are never chosen at registration (the
 * identity provider offers buyer, customer or both): the platform promotes a shop user, and this
 * is that promotion for the demo.
 *
 * Idempotent: the account is created once and then left alone (a password changed in the demo
 * stays changed); the shop user is created or, if it exists, made an operator again.
 */
import type { Database } from '../db/database';
import { insertAccount, hashPassword } from '../modules/identity';

export const DEMO_OPERATOR = {
  phone: '+998900000001',
  password: 'Operator2026',
  fullName: 'Kimoshdi Operator',
  /** Shaped like a real PINFL (a man born 01.01.1990) but made up. */
  pinfl: '30101990000019',
} as const;

/** How the shop names the provider whose subjects are Kimoshdi ID account ids. */
const KIMOSHDI_ID = 'kimoshdi-id';

export type DemoOperatorResult =
  | { outcome: 'created' | 'present'; accountId: string; userId: string }
  /** The phone belongs to somebody else's account: it is not promoted (see below). */
  | { outcome: 'phone-taken' };

export async function seedDemoOperator(db: Database): Promise<DemoOperatorResult> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('id_accounts')
      .select(['id', 'pinfl'])
      .where('phone', '=', DEMO_OPERATOR.phone)
      .executeTakeFirst();
    // Someone registered this phone in the demo themselves: making them an operator would hand a
    // stranger the refund desk, so the demo goes without one and says so.
    if (existing && existing.pinfl !== DEMO_OPERATOR.pinfl) return { outcome: 'phone-taken' };

    const account =
      existing ??
      (await insertAccount(trx, {
        login: { kind: 'phone', phone: DEMO_OPERATOR.phone },
        fullName: DEMO_OPERATOR.fullName,
        taxId: { kind: 'pinfl', pinfl: DEMO_OPERATOR.pinfl },
        // The provider knows only the roles people choose; "operator" lives in the shop's users.
        role: 'buyer',
        passwordHash: await hashPassword(DEMO_OPERATOR.password),
      }));

    const user = await trx
      .insertInto('users')
      .values({
        // The user name the shop gives a Kimoshdi ID person on the first sign-in (user.repository).
        user_name: `kid-${account.id}`,
        full_name: DEMO_OPERATOR.fullName,
        role: 'operator',
        phone: DEMO_OPERATOR.phone,
        pinfl: DEMO_OPERATOR.pinfl,
        idp: KIMOSHDI_ID,
        idp_subject: account.id,
      })
      .onConflict((oc) => oc.columns(['idp', 'idp_subject']).doUpdateSet({ role: 'operator' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return { outcome: existing ? 'present' : 'created', accountId: account.id, userId: user.id };
  });
}
