import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Running } from '../../server/src/boot';
import { DEMO_BUYER } from '../../server/src/demo/demo-auction';
import { seedDemoCustomer } from '../../server/src/demo/demo-customer';
import { seedDemoOperator } from '../../server/src/demo/demo-operator';
import { sessionFor, type TestUser } from './session';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from './test-server';

export interface DemoPeople {
  readonly server: Running;
  /** The demo buyer's user id. */
  readonly buyerId: string;
  /** A session of the demo's user with this phone (DEMO_OPERATOR.phone, DEMO_CUSTOMER.phone). */
  sessionOf(phone: string): Promise<TestUser>;
}

/**
 * The demo's people as `npm start` seeds them before its demo lots (the operator, the customer
 * with their orders, the demo buyer), on a server with a database and a storage directory of its
 * own: for the file of a demo seed that uses them, whose lots would disturb the other files'. The
 * demo buyer is the one the demo auctions leave: a buyer with the README's phone. `label` is
 * kebab-case (`demo-withdrawal`). Registers the file's beforeAll and afterAll; the file's own
 * beforeAll runs after this one.
 */
export function useDemoPeople(label: string): DemoPeople {
  const databaseName = ownDatabaseName(label.replaceAll('-', '_'));
  let storageDir: string | undefined;
  let server: Running | undefined;
  let buyerId: string | undefined;
  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(os.tmpdir(), `kim-${label}-`));
    server = await startServerOnOwnDatabase(databaseName, `${label}:`, { FILE_STORAGE_DIR: storageDir });
    await seedDemoOperator(server.deps.db);
    await seedDemoCustomer(server.deps);
    const buyer = await server.deps.db
      .insertInto('users')
      .values({
        user_name: 'demo-buyer-test',
        full_name: 'Demo Buyer',
        role: 'buyer',
        phone: DEMO_BUYER.phone,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    buyerId = String(buyer.id);
  }, 90_000);
  afterAll(async () => {
    await server?.close();
    await dropOwnDatabase(databaseName);
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });
  const started = () => {
    if (!server || buyerId === undefined) throw new Error('the demo people are not seeded yet');
    return { server, buyerId };
  };
  return {
    get server() {
      return started().server;
    },
    get buyerId() {
      return started().buyerId;
    },
    async sessionOf(phone) {
      const { server } = started();
      const row = await server.deps.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      return sessionFor(server, String(row.id));
    },
  };
}
