/**
 * The demo customer's service contract with the operator, for `npm start` only (start.ts): so that
 * /profile/operator-contracts shows a contract and its PDF at once (README, "Demo accounts").
 *
 * In test mode (the demo's) it is really signed: the demo issues the customer a test key whose
 * password is the account's (README), signs the version in force with it and sends it through the
 * service's own signing, checks included. With the real E-IMZO no key can be made here, so the
 * contract is a seeded one (source 'seed', no signature).
 *
 * Idempotent: a customer with any contract is left as they are.
 */
import type { Deps } from '../deps';
import { DEMO_CUSTOMER } from './demo-customer';

export type DemoServiceContractResult = {
  outcome: 'signed' | 'seeded' | 'present' | 'no-customer';
  number?: string;
};

export async function seedDemoServiceContract(deps: Deps): Promise<DemoServiceContractResult> {
  const { db, services, config } = deps;
  const user = await db
    .selectFrom('users')
    .select(['id', 'pinfl'])
    .where('phone', '=', DEMO_CUSTOMER.phone)
    .where('pinfl', '=', DEMO_CUSTOMER.pinfl)
    .executeTakeFirst();
  if (!user) return { outcome: 'no-customer' };
  const userId = String(user.id);
  const contracts = services.serviceContracts;
  if ((await contracts.mine(userId, 'uz')).items.length > 0) return { outcome: 'present' };
  if (config.esignMode !== 'test') return { outcome: 'seeded', number: await contracts.seed(userId) };
  const password = DEMO_CUSTOMER.password;
  const key = await services.testEimzo.issue(userId, password);
  const contract = await contracts.text(userId, 'uz');
  const cms = await services.testEimzo.sign(userId, { keyId: key.id, password, text: contract.text });
  const signed = await contracts.sign(userId, { version: contract.version, cms }, 'uz');
  return { outcome: 'signed', number: signed.number };
}
