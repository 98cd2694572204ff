import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Refund } from '@kimoshdi/shared';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { fitProblems, measureFit } from '../support/layout-fit';
import { balancesOf } from '../support/ledger';
import { signIn, type TestUser } from '../support/session';

/**
 * The operator's refund desk in Chromium: an operator's session planted in the browser, a buyer's
 * applications made through the ledger and refund services, then approve, reject (with a reason),
 * a decision someone else made first and chosen applications approved together, each seen in the
 * page and in the buyer's balance.
 */
const site = useServerAndBrowser();

const uz = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    localeText('uz', 'cabinet', key),
  );
const uzError = (code: string) => localeText('uz', 'errors', code);

/** A browser context with the user's session and the stored-user cookie the navbar reads. */
const openAs = (user: TestUser, name: string) => openPageAs(site.browser, site.url, user, storedUser(name));

const CARD = '8600 1234 5678 1233';

async function applyForRefund(userId: string, tiyin: bigint): Promise<Refund> {
  return site.server.deps.services.refunds.apply(userId, {
    bank_name: 'Kapitalbank',
    card_type: 'uzcard',
    card_number: CARD.replaceAll(' ', ''),
    amount: tiyin,
  });
}

const row = (page: Page, id: string) => page.locator(`tr[data-refund-id="${id}"]`);

async function chooseFilter(page: Page, label: string) {
  await page
    .getByRole('group', { name: uz('operatorRefunds.filter.label') })
    .getByRole('button', { name: label })
    .click();
}

describe('the refund desk', () => {
  let buyer: TestUser;
  let operator: TestUser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];
  let toApprove: Refund;
  let toReject: Refund;
  let decidedElsewhere: Refund;

  beforeAll(async () => {
    buyer = await signIn(site.server, { fullName: 'Nodira Karimova' });
    operator = await signIn(site.server, { role: 'operator', fullName: 'Olim Operatorov' });
    await topUp(site.server.deps.db, {
      userId: buyer.userId,
      amount: 10_000_000n,
      businessKey: `browser-operator:${buyer.userId}`,
    });
    toApprove = await applyForRefund(buyer.userId, 2_500_000n);
    toReject = await applyForRefund(buyer.userId, 1_500_000n);
    decidedElsewhere = await applyForRefund(buyer.userId, 1_000_000n);
    ({ context, page, consoleErrors } = await openAs(operator, 'Olim Operatorov'));
  });
  afterAll(() => context.close());

  it('is in the operator menu and lists pending applications with who, where and how much', async () => {
    await page.goto('/profile/messages');
    await page
      .getByRole('navigation', { name: uz('menu.label') })
      .getByRole('link', { name: uz('menu.operatorRefunds') })
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/operator/refunds');
    await page.getByRole('heading', { level: 1, name: uz('operatorRefunds.title') }).waitFor();
    const pending = page
      .getByRole('group', { name: uz('operatorRefunds.filter.label') })
      .getByRole('button', { name: uz('refunding.statuses.pending') });
    expect(await pending.getAttribute('aria-pressed')).toBe('true');

    const first = row(page, toApprove.id);
    await first.waitFor();
    const text = (await first.textContent()) ?? '';
    expect(text).toContain('Nodira Karimova');
    expect(text).toContain('Kapitalbank');
    expect(text).toContain('Uzcard');
    expect(text).toContain('8600 12** **** 1233');
    expect(text).toContain('25 000 UZS');
    expect(text).toContain(uz('refunding.statuses.pending'));
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
    await row(page, toReject.id).waitFor();
    await row(page, decidedElsewhere.id).waitFor();
  });

  it('approves after confirmation: the row leaves the pending list and the money leaves the buyer', async () => {
    await page
      .getByRole('button', { name: uz('operatorRefunds.approveLabel', { id: toApprove.id }) })
      .click();
    const dialog = page.getByRole('alertdialog', {
      name: uz('operatorRefunds.approveDialog.title', { id: toApprove.id }),
    });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('25 000 UZS');

    // Cancelling changes nothing.
    await dialog.getByRole('button', { name: uz('operatorRefunds.cancel') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, toApprove.id).waitFor();

    await page
      .getByRole('button', { name: uz('operatorRefunds.approveLabel', { id: toApprove.id }) })
      .click();
    await dialog.getByRole('button', { name: uz('operatorRefunds.approveDialog.confirm') }).click();
    await page
      .locator('.notification--success')
      .filter({ hasText: `№ ${toApprove.id} ariza tasdiqlandi` })
      .waitFor();
    await row(page, toApprove.id).waitFor({ state: 'detached' });
    await row(page, toReject.id).waitFor();

    await chooseFilter(page, uz('refunding.statuses.approved'));
    await page.waitForURL((url) => url.searchParams.get('status') === 'approved');
    await row(page, toApprove.id)
      .getByTestId('refund-status')
      .filter({ hasText: uz('refunding.statuses.approved') })
      .waitFor();
    expect(await row(page, toApprove.id).getByRole('button').count()).toBe(0);
  });

  it('rejects with a reason: the buyer gets the amount back and the reason shows', async () => {
    await chooseFilter(page, uz('refunding.statuses.pending'));
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await page.getByRole('button', { name: uz('operatorRefunds.rejectLabel', { id: toReject.id }) }).click();
    const dialog = page.getByRole('dialog', {
      name: uz('operatorRefunds.rejectDialog.title', { id: toReject.id }),
    });
    await dialog.getByLabel(uz('operatorRefunds.rejectDialog.reason')).fill('Karta egasi boshqa odam');
    await dialog.getByRole('button', { name: uz('operatorRefunds.rejectDialog.confirm') }).click();
    await page
      .locator('.notification--success')
      .filter({ hasText: `№ ${toReject.id} ariza rad etildi` })
      .waitFor();
    await row(page, toReject.id).waitFor({ state: 'detached' });

    await chooseFilter(page, uz('refunding.statuses.rejected'));
    const rejected = row(page, toReject.id);
    await rejected
      .getByTestId('refund-status')
      .filter({ hasText: uz('refunding.statuses.rejected') })
      .waitFor();
    expect(await rejected.textContent()).toContain(
      uz('operatorRefunds.reason', { reason: 'Karta egasi boshqa odam' }),
    );

    // 100 000 topped up: 25 000 paid out, 15 000 back, 10 000 still blocked.
    expect(await balancesOf(site.server.deps.db, buyer.userId)).toEqual({
      available: 6_500_000n,
      blocked: 1_000_000n,
    });
  });

  it('says so and refreshes when someone else decided first (409 WRONG_STATE)', async () => {
    await chooseFilter(page, uz('refunding.statuses.pending'));
    await row(page, decidedElsewhere.id).waitFor();
    await site.server.deps.services.refunds.reject(operator.userId, decidedElsewhere.id, 'Boshqa operator');

    await page
      .getByRole('button', { name: uz('operatorRefunds.approveLabel', { id: decidedElsewhere.id }) })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: uz('operatorRefunds.approveDialog.confirm') })
      .click();
    const warning = page.locator('.notification--warning');
    await warning.filter({ hasText: uzError('WRONG_STATE') }).waitFor();
    expect(await warning.textContent()).toContain(
      uz('operatorRefunds.currentStatus', {
        id: decidedElsewhere.id,
        status: uz('refunding.statuses.rejected'),
      }),
    );
    await row(page, decidedElsewhere.id).waitFor({ state: 'detached' });
    // The money moved once: the rejection returned it, the late approval did nothing.
    expect(await balancesOf(site.server.deps.db, buyer.userId)).toEqual({
      available: 7_500_000n,
      blocked: 0n,
    });
  });

  it('shows every application with "all", each with its status', async () => {
    await chooseFilter(page, uz('operatorRefunds.filter.all'));
    await page.waitForURL((url) => url.searchParams.get('status') === 'all');
    const expected: [Refund, string][] = [
      [toApprove, 'approved'],
      [toReject, 'rejected'],
      [decidedElsewhere, 'rejected'],
    ];
    for (const [refund, status] of expected) {
      await row(page, refund.id)
        .getByTestId('refund-status')
        .filter({ hasText: uz(`refunding.statuses.${status}`) })
        .waitFor();
    }
  });

  it('approves chosen applications together, after saying to choose one first (on a phone)', async () => {
    const first = await applyForRefund(buyer.userId, 2_000_000n);
    const second = await applyForRefund(buyer.userId, 1_250_000n);
    // At 375 px the rows are cards: the checkboxes, the alert and the dialog must work and fit there.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 800 });
    const fits = async () => expect(fitProblems(page.url(), await page.evaluate(measureFit))).toEqual([]);
    await chooseFilter(page, uz('refunding.statuses.pending'));
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await row(page, first.id).waitFor();
    await row(page, second.id).waitFor();
    const approveChosen = page.getByRole('button', { name: uz('operatorRefunds.bulk.approve') });
    const chooseFirst = page
      .getByRole('alert')
      .filter({ hasText: localeText('uz', 'common', 'dataGaps.chooseRowFirst') });

    // Nothing chosen: the button says so beside itself, and nothing is asked or sent.
    await approveChosen.click();
    await chooseFirst.waitFor();
    await fits();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await balancesOf(site.server.deps.db, buyer.userId)).toEqual({
      available: 4_250_000n,
      blocked: 3_250_000n,
    });

    const choose = (id: string) =>
      page.getByRole('checkbox', { name: uz('operatorRefunds.bulk.chooseLabel', { id }) }).check();
    await choose(first.id);
    await chooseFirst.waitFor({ state: 'detached' });
    await choose(second.id);
    expect(await page.getByTestId('refund-bulk-summary').textContent()).toBe(
      uz('operatorRefunds.bulk.chosen', { count: '2', total: '32 500 UZS' }),
    );

    await approveChosen.click();
    const dialog = page.getByRole('alertdialog', {
      name: uz('operatorRefunds.bulk.dialog.title', { count: '2' }),
    });
    await dialog.waitFor();
    await fits();
    const listed = (await dialog.textContent()) ?? '';
    for (const text of [`№ ${first.id}`, `№ ${second.id}`, 'Nodira Karimova', '8600 12** **** 1233']) {
      expect(listed).toContain(text);
    }
    expect(listed).toContain('32 500 UZS');
    await dialog
      .getByRole('button', { name: uz('operatorRefunds.bulk.dialog.confirm', { count: '2' }) })
      .click();
    await page
      .locator('.notification--success')
      .filter({ hasText: uz('operatorRefunds.bulk.summary.all', { count: '2', total: '32 500 UZS' }) })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, first.id).waitFor({ state: 'detached' });
    await row(page, second.id).waitFor({ state: 'detached' });

    await chooseFilter(page, uz('refunding.statuses.approved'));
    for (const refund of [first, second]) {
      await row(page, refund.id)
        .getByTestId('refund-status')
        .filter({ hasText: uz('refunding.statuses.approved') })
        .waitFor();
    }
    expect(await balancesOf(site.server.deps.db, buyer.userId)).toEqual({
      available: 4_250_000n,
      blocked: 0n,
    });
    if (desktop) await page.setViewportSize(desktop);
  });

  it('stays free of console errors other than the refused call', () => {
    expect(consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
  });
});

describe('a buyer', () => {
  it('has no operator menu item and is sent to their cabinet from the desk address', async () => {
    const buyer = await signIn(site.server, { fullName: 'Sardor Toshmatov' });
    const { context, page } = await openAs(buyer, 'Sardor Toshmatov');
    await page.goto('/profile/messages');
    // The role has loaded (the menu follows it) before the menu is checked.
    await page
      .getByTestId('cabinet-role')
      .filter({ hasText: uz('roles.buyer') })
      .waitFor();
    const menu = page.getByRole('navigation', { name: uz('menu.label') });
    await menu.getByRole('link', { name: uz('menu.messages') }).waitFor();
    expect(await menu.getByRole('link', { name: uz('menu.operatorRefunds') }).count()).toBe(0);
    expect(await menu.getByText(uz('menu.operator'), { exact: true }).count()).toBe(0);

    await page.goto('/profile/operator/refunds');
    await page.waitForURL((url) => url.pathname === '/profile/messages');
    await page.getByRole('heading', { level: 1, name: uz('messages.title') }).waitFor();
    await context.close();
  });
});
