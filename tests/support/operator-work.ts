/**
 * The demo operator deciding on some of its work through the desks' own calls, so each desk shows
 * decided rows beside the waiting ones (and the people concerned get the cabinet messages): two
 * refund applications of the buyer's, one approved and one rejected with a reason; the newest
 * protocol in force cancelled; a protest reviewed; a live auction paused.
 */
import { expect } from 'vitest';
import type { Running } from '../../server/src/boot';
import type { SeededDemo } from './demo-visits';
import { call } from './http';

export async function decideDemoOperatorWork(server: Running, demo: SeededDemo): Promise<void> {
  const operator = demo.sessions.operator.headers;
  const post = async (path: string, body: unknown) => {
    const answer = await call(server.url, path, {
      method: 'POST',
      headers: { ...operator, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  };
  const get = async <T>(path: string) => {
    const answer = await call<T>(server.url, path, { headers: operator });
    expect(answer.status, path).toBe(200);
    return answer.body;
  };

  const apply = (amount: bigint) =>
    server.deps.services.refunds.apply(demo.sessions.buyer.userId, {
      bank_name: 'Kapitalbank',
      card_type: 'humo',
      card_number: '9860123456781234',
      amount,
    });
  const approved = await apply(50_000n);
  const rejected = await apply(60_000n);
  await post(`/api/shop/operator/refunds/${approved.id}/approve`, {});
  await post(`/api/shop/operator/refunds/${rejected.id}/reject`, {
    reason: 'Karta egasi ariza beruvchi emas.',
  });

  const protocols = await get<{ items: { number: string }[] }>('/api/shop/operator/protocols?status=active');
  const protocol = protocols.items[0];
  if (!protocol) throw new Error('the demo has no protocol in force');
  await post('/api/shop/operator/protocols/cancel', {
    number: protocol.number,
    reason: "G'olib to'lovni muddatida amalga oshirmadi.",
  });

  const protests = await get<{ items: { id: number; can_review: boolean }[] }>('/api/shop/operator/protests');
  const reviewable = protests.items.find((protest) => protest.can_review);
  if (!reviewable) throw new Error('the demo has no protest to review');
  await post(`/api/shop/operator/protests/${reviewable.id}/review`, {
    note: 'Savdo natijalari tekshirildi, qoidabuzarlik topilmadi.',
  });

  await post('/api/shop/operator/live-auctions/pause', { lot_id: demo.ids.live, reason: 'Texnik tanaffus.' });
}
