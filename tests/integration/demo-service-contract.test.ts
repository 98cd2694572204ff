import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContractsAnswerSchema } from '@kimoshdi/shared/api/shop/service-contracts';
import type { Running } from '../../server/src/boot';
import { seedDemoCustomer } from '../../server/src/demo/demo-customer';
import { seedDemoServiceContract } from '../../server/src/demo/demo-service-contract';
import { localeText } from '../support/browser';
import { call } from '../support/http';
import { isPdf, pdfText } from '../support/pdf';
import { sessionFor, signIn } from '../support/session';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from '../support/test-server';

/**
 * The demo customer's service contract `npm start` makes: signed with a test key once, listed in
 * force with its PDF; and a contract given without a signature (the demo under real E-IMZO, test
 * fixtures), whose PDF says so. On a database of its own: other files seed the demo customer too,
 * and this one starts from a database without it.
 */
let server: Running;
let storageDir: string;
const databaseName = ownDatabaseName('demo_contract');
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'kim-demo-contract-'));
  server = await startServerOnOwnDatabase(databaseName, 'demo-contract:', { FILE_STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await server?.close();
  await dropOwnDatabase(databaseName);
  await rm(storageDir, { recursive: true, force: true });
});

const pdfOf = async (headers: Record<string, string>, url: string) => {
  const response = await fetch(new URL(url, server.url), { headers });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

describe('the demo service contract', () => {
  it('is signed once with a test key; the customer lists it in force and opens its PDF', async () => {
    expect(await seedDemoServiceContract(server.deps)).toEqual({ outcome: 'no-customer' });
    await seedDemoCustomer(server.deps);
    const first = await seedDemoServiceContract(server.deps);
    expect(first.outcome).toBe('signed');
    expect(await seedDemoServiceContract(server.deps)).toEqual({ outcome: 'present' });

    const user = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '+998900000003')
      .executeTakeFirstOrThrow();
    const session = await sessionFor(server, String(user.id));
    const list = serviceContractsAnswerSchema.parse(
      (await call(server.url, '/api/shop/service-contracts', { headers: session.headers })).body,
    );
    expect(list.in_force).toMatchObject({ signed: true });
    expect(list.items).toMatchObject([{ number: first.number, source: 'esign', status: 'in_force' }]);
    const { response, bytes } = await pdfOf(session.headers, list.items[0]?.pdf_url ?? '');
    expect(response.status).toBe(200);
    expect(isPdf(bytes)).toBe(true);
    expect(pdfText(bytes)).toContain('Demo Customer');
  });

  it('a contract given without a signature prints as such', async () => {
    const user = await signIn(server, { role: 'customer', fullName: 'Saidova Malika' });
    const contracts = server.deps.services.serviceContracts;
    const number = await contracts.seed(user.userId);
    expect(await contracts.seed(user.userId)).toBe(number);
    const list = serviceContractsAnswerSchema.parse(
      (await call(server.url, '/api/shop/service-contracts', { headers: user.headers })).body,
    );
    expect(list.items).toMatchObject([{ number, source: 'seed', cert_serial: null }]);
    const { bytes } = await pdfOf(user.headers, list.items[0]?.pdf_url ?? '');
    expect(pdfText(bytes).replace(/\s+/g, ' ')).toContain(localeText('uz', 'contracts', 'pdf.unsigned'));
  });
});
