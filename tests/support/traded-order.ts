/**
 * Customers' orders on trade for tests, made through the real calls: the order form's steps, three
 * photos and two documents (one visible to participants) uploaded, sent, and approved by an
 * operator, which writes the order's lot. And a lot's trade ended as the lifecycle ends it: the
 * status with its history row, the order following its lots.
 */
import { expect } from 'vitest';
import type { Running } from '../../server/src/boot';
import { setLotStatus } from '../../server/src/modules/trade/lot-status.repository';
import { syncOrderStatus } from '../../server/src/modules/trade/order-progress';
import { jpegWithExif, tinyPdf, uploadForm } from './files';
import { call, postJson } from './http';
import { ORDER_STEP_INPUT } from './orders';
import type { TestUser } from './session';

/** A complete order with 3 photos and 2 documents (one visible), sent by the customer: status 2. */
export async function sentOrder(
  server: Running,
  customer: TestUser,
  terms: Record<string, unknown> = {},
): Promise<number> {
  const post = (url: string, body: unknown) =>
    postJson(server.url, `/api/shop/${url}`, body, customer.headers);
  const created = await post('order/create-order', ORDER_STEP_INPUT.property);
  expect(created.status).toBe(200);
  const id = (created.body as { id: number }).id;
  const steps = await Promise.all([
    post('order/save-details', { id, section: 'terms', terms: { ...ORDER_STEP_INPUT.terms, ...terms } }),
    post('order/save-details', { id, section: 'address', address: ORDER_STEP_INPUT.address }),
    post('order/update-bank-info', { id, ...ORDER_STEP_INPUT.requisites }),
  ]);
  for (const step of steps) expect(step.status).toBe(200);
  const photos = await Promise.all(
    [0, 1, 2].map(async (i) => ({ name: `uy-${i}.jpg`, bytes: await jpegWithExif(320, 240) })),
  );
  const uploads = [
    ['images/add', {}, photos],
    ['documents/add', { visible: 'true' }, [{ name: 'guvohnoma.pdf', bytes: tinyPdf() }]],
    ['documents/add', {}, [{ name: 'ichki.pdf', bytes: tinyPdf() }]],
  ] as const;
  for (const [where, fields, files] of uploads) {
    const answer = await call(server.url, `/api/shop/file/${where}`, {
      method: 'POST',
      headers: customer.headers,
      body: uploadForm({ order_id: id, ...fields }, [...files]),
    });
    expect(answer.status).toBe(200);
  }
  const sent = await post('order-action/do-act', { order_id: id, action: 'send' });
  expect(sent.status).toBe(200);
  return id;
}

/** An order put on trade by the operator: its id and its lot's. */
export async function tradedOrder(
  server: Running,
  customer: TestUser,
  operator: TestUser,
  terms: Record<string, unknown> = {},
): Promise<{ orderId: number; lotId: number }> {
  const orderId = await sentOrder(server, customer, terms);
  const approved = await postJson(
    server.url,
    `/api/shop/operator/orders/${orderId}/approve`,
    {},
    operator.headers,
  );
  expect(approved.status).toBe(200);
  const lotId = (approved.body as { lot_ids: number[] }).lot_ids[0] ?? 0;
  return { orderId, lotId };
}

/** Moves a lot to a status as the lifecycle does: its history row, and its order follows. */
export async function moveLot(server: Running, lotId: number, status: number): Promise<void> {
  await server.deps.db.transaction().execute(async (trx) => {
    const lot = await trx
      .selectFrom('lots')
      .select('order_id')
      .where('id', '=', lotId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await setLotStatus(trx, lotId, status);
    await syncOrderStatus(trx, lot.order_id);
  });
}
