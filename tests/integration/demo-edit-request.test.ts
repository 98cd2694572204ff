import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../../server/src/demo/demo-customer';
import { DEMO_EDIT_REQUEST, seedDemoEditRequest } from '../../server/src/demo/demo-edit-request';
import { DEMO_OPERATOR, seedDemoOperator } from '../../server/src/demo/demo-operator';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from '../support/test-server';

/**
 * The demo's edit request `npm start` makes: the demo customer's, on the demo operator's desk,
 * once. On a database of its own: the demo's people would disturb the files that make them
 * themselves (demo-operator, demo-customer).
 */
let server: Running;
const databaseName = ownDatabaseName('demo_edit_request');
beforeAll(async () => {
  server = await startServerOnOwnDatabase(databaseName, 'demo-edit-request:');
});
afterAll(async () => {
  await server?.close();
  await dropOwnDatabase(databaseName);
});

describe('the demo', () => {
  it("puts the demo customer's request on the demo operator's desk, once", async () => {
    await seedDemoOperator(server.deps.db);
    await seedDemoCustomer(server.deps);
    expect(await seedDemoEditRequest(server.deps)).toEqual({ outcome: 'created' });
    expect(await seedDemoEditRequest(server.deps)).toEqual({ outcome: 'present' });
    const desk = await server.deps.services.editRequests.desk({ page: 1, size: 100, status: 'pending' });
    const demo = desk.items.find((item) => item.changes[0]?.new === DEMO_EDIT_REQUEST.fullName);
    expect(demo).toMatchObject({ user_full_name: DEMO_CUSTOMER.fullName, status: 'pending' });
    expect(demo!.documents).toHaveLength(1);
    expect(demo!.documents[0]!.mime).toBe('image/jpeg');
    // Approved, the Kimoshdi ID account's name changes with the profile's, so the next sign-in keeps it.
    const operatorId = (
      await server.deps.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', DEMO_OPERATOR.phone)
        .executeTakeFirstOrThrow()
    ).id;
    await server.deps.services.editRequests.approve(operatorId, demo!.id);
    const account = await server.deps.db
      .selectFrom('users')
      .innerJoin('id_accounts', (join) =>
        join.on(sql`id_accounts.id::text`, '=', sql.ref('users.idp_subject')),
      )
      .select(['users.full_name as shop_name', 'id_accounts.full_name as account_name'])
      .where('users.id', '=', demo!.user_id)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({
      shop_name: DEMO_EDIT_REQUEST.fullName,
      account_name: DEMO_EDIT_REQUEST.fullName,
    });
  });
});
