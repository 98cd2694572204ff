/**
 * The demo buyer's saved card, for `npm start` only (start.ts, after the demo buyer exists): Payme's
 * test Uzcard bound through the same service and stand-in the buyer uses, the SMS code read back
 * from the development outbox where the stand-in texted it. Idempotent: a buyer with a saved card
 * keeps it. Only in payment test mode: a real Payme would text a real phone.
 */
import type { Deps } from '../deps';
import { standInPhone } from '../modules/top-up';
import { createDevOutbox } from '../modules/outbox';
import { findDemoBuyer } from './demo-wins';

/** Payme's published test card (test server: any SMS code it documents; here the stand-in's). */
export const DEMO_CARD = { number: '8600069195406311', expire: '03/99' } as const;

export async function seedDemoSavedCard(
  deps: Deps,
): Promise<{ outcome: 'no-buyer' | 'real-payments' | 'kept' | 'bound' }> {
  if (!deps.config.payments.testMode) return { outcome: 'real-payments' };
  const buyer = await findDemoBuyer(deps.db);
  if (!buyer) return { outcome: 'no-buyer' };
  const cards = deps.services.savedCards;
  if ((await cards.list(buyer.id)).length > 0) return { outcome: 'kept' };
  const binding = await cards.bind(buyer.id, DEMO_CARD);
  const { messages } = await createDevOutbox(deps.db).newest(`+${standInPhone(DEMO_CARD.number)}`);
  const code = /kodi (\d{6})/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error('the stand-in sent no code for the demo card');
  await cards.verify(buyer.id, binding.id, code);
  return { outcome: 'bound' };
}
