import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { LOT_STATUS } from '@kimoshdi/shared';
import { describe, expect, it } from 'vitest';
import { closeAuction } from '../../server/src/modules/auction/lifecycle/close';
import { lifecycleContext } from '../../server/src/modules/auction/lifecycle/context';
import { startAuction } from '../../server/src/modules/auction/lifecycle/start';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { createTestLot, createTestOrder } from '../support/catalogue';
import { pdfQr, pdfText } from '../support/pdf';
import { applicationServiceOf } from '../support/ledger';
import { signIn } from '../support/session';
import { givePinfl } from '../support/winlot';

/**
 * The whole road after an auction, as its winner and a stranger meet it: bids through the engine
 * (chained where they are committed), the close through the lifecycle, the payment on the won lots
 * page, the protocol PDF from the cabinet (its text, its digest, its QR code read from the drawn
 * page), the public check opened from that QR code, the result page showing the same digest, and
 * the standalone verifier agreeing with all of it.
 */
const site = useServerAndBrowser();
const run = promisify(execFile);
const VERIFIER = new URL('../../scripts/verify-auction.mjs', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two buyers apply, the lot runs for a few seconds, the winner bids last, the lifecycle closes it. */
async function wonThroughTheEngine(winnerId: string, rivalId: string) {
  const { deps } = site.server;
  for (const userId of [winnerId, rivalId]) {
    await givePinfl(deps.db, userId);
    await topUp(deps.db, { userId, amount: 500_000_000n, businessKey: `road:${userId}` });
  }
  const orderId = await createTestOrder(deps.db, { ownerType: 'legal' });
  const lot = await createTestLot(deps.db, {
    orderId,
    lotStatus: LOT_STATUS.ACCEPTING_APPLICATIONS,
    startPrice: 100_000_000n,
    startsAt: new Date(Date.now() + 86_400_000),
    endsAt: new Date(Date.now() + 90_000_000),
  });
  const applications = applicationServiceOf(deps.db);
  for (const userId of [rivalId, winnerId]) await applications.apply({ id: userId, role: 'buyer' }, lot.id);
  const endsAt = Date.now() + 2_500;
  await deps.db
    .updateTable('lots')
    .set({ starts_at: new Date(Date.now() - 1_000), ends_at: new Date(endsAt), over_time_minutes: 0 })
    .where('id', '=', lot.id)
    .execute();
  const ctx = lifecycleContext(deps);
  expect((await startAuction(ctx, lot.id)).kind).toBe('live');
  for (const [k, userId] of [rivalId, winnerId].entries()) {
    const state = await deps.auction.engine.state(lot.id);
    await deps.auction.engine.placeBid({
      lotId: lot.id,
      userId,
      amount: BigInt(state!.suggested_price),
      requestId: `road:${lot.id}:${k}`,
    });
  }
  await sleep(Math.max(0, endsAt - Date.now()) + 100);
  let closed = await closeAuction(ctx, lot.id, { rescheduleAt: (at) => at });
  while (closed.kind === 'not-yet') {
    await sleep(Math.max(50, closed.endsAtMs - Date.now() + 50));
    closed = await closeAuction(ctx, lot.id, { rescheduleAt: (at) => at });
  }
  // This close, or the server's own close job that the start scheduled (then this one finds the
  // lot settled, or already gone from Redis), settled it.
  expect(['settled', 'already-settled', 'not-live']).toContain(closed.kind);
  const auction = await deps.db
    .selectFrom('auctions')
    .select(['settled_at', 'winner_user_id'])
    .where('lot_id', '=', lot.id)
    .executeTakeFirstOrThrow();
  expect(auction.settled_at).not.toBeNull();
  expect(String(auction.winner_user_id)).toBe(winnerId);
  const last = await deps.db
    .selectFrom('bids')
    .select('chain_hash')
    .where('lot_id', '=', lot.id)
    .orderBy('seq', 'desc')
    .executeTakeFirstOrThrow();
  return { ...lot, digest: last.chain_hash };
}

describe('the road from the close to the protocol', () => {
  it('wins, pays, opens the protocol PDF whose QR code opens the check; the result page and the verifier agree on the digest', async () => {
    const winner = await signIn(site.server, { role: 'buyer', fullName: "Karimov Ulug'bek" });
    const rival = await signIn(site.server, { role: 'buyer' });
    const lot = await wonThroughTheEngine(winner.userId, rival.userId);
    expect(lot.digest).toMatch(/^[0-9a-f]{64}$/);

    const { page, context, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      winner,
      storedUser('Ulugbek'),
    );
    try {
      // Pay on the won lots page.
      await page.goto('/profile/winlots');
      const card = page.locator(`[data-testid="winlot"][data-lot-id="${lot.id}"]`);
      await card.waitFor();
      await card.getByRole('button', { name: localeText('uz', 'winlots', 'page.pay'), exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: localeText('uz', 'winlots', 'page.payTitle') });
      await dialog.getByTestId('winlot-confirm').click();
      await expect.poll(() => card.getAttribute('data-state')).toBe('paid');

      // The protocol, reached from the cabinet menu, downloaded as a PDF.
      await page
        .locator('.cabinet-menu')
        .getByRole('link', { name: localeText('uz', 'cabinet', 'menu.qrCodeProtocols') })
        .click();
      const number = `BN-${lot.lotNumber}`;
      const row = page.locator(`tr[data-number="${number}"]`);
      await row.waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByTestId('protocol-pdf-uz').click(),
      ]);
      const bytes = await readFile(await download.path());
      const text = pdfText(bytes).replace(/\s+/g, '');
      expect(text).toContain(number);
      expect(text).toContain(lot.digest);
      const scanned = pdfQr(bytes);
      expect(scanned).toBe(`${site.url}/check-protocol?number=${number}`);

      // A stranger's phone opens the QR code's address: the protocol is shown at once, active.
      const guest = await openPageAs(site.browser, site.url, null, storedUser('x'), { width: 375 });
      try {
        await guest.page.goto(scanned ?? '');
        const result = guest.page.getByTestId('protocol-result');
        await expect.poll(() => result.textContent()).toContain(number);
        expect(await result.textContent()).toContain(
          localeText('uz', 'catalogue', 'protocol.statuses.active'),
        );

        // The result page shows the same digest and says the chain holds.
        await guest.page.goto(`/lot-result/${lot.id}`);
        await expect.poll(() => guest.page.getByTestId('bid-log-digest').textContent()).toBe(lot.digest);
        await guest.page.getByTestId('bid-log-check').waitFor();
      } finally {
        await guest.context.close();
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }

    // Anyone can check it with Node alone.
    const { stdout } = await run(process.execPath, [VERIFIER, site.url, String(lot.id)]);
    expect(stdout).toContain('OK');
    expect(stdout).toContain(lot.digest);
  });
});
