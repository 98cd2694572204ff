import { describe, expect, it } from 'vitest';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { localeText, openPage, openPageAs, useServerAndBrowser } from '../support/browser';
import { createTestLot } from '../support/catalogue';
import { signIn } from '../support/session';

/**
 * A buyer with money applies to a lot from its page (the deposit is blocked and a buyer number
 * given), sees the application and the blocked money in the cabinet, and cancels it there.
 */
const site = useServerAndBrowser();

const uz = (key: string) => localeText('uz', 'cabinet', key);
/** 1 000 000 so'm start price, 10 % deposit. */
const DEPOSIT = 10_000_000n;

async function buyerPage(money: bigint) {
  const user = await signIn(site.server, { fullName: 'Aziz Karimov' });
  await topUp(site.server.deps.db, {
    userId: user.userId,
    amount: money,
    businessKey: `browser-app-${user.userId}`,
  });
  const stored = { name: 'Aziz Karimov', user_name: 'aziz', percentage: 100 };
  const { context, page, consoleErrors } = await openPageAs(site.browser, site.url, user, stored);
  return { user, context, page, consoleErrors };
}

describe('applications', () => {
  it('applies from the lot page, shows the buyer number and the blocked deposit, cancels in the cabinet', async () => {
    const now = Date.now();
    const lot = await createTestLot(site.server.deps.db, {
      lotStatus: 2,
      startPrice: 100_000_000n,
      depositPercent: 10,
      startsAt: new Date(now + 86_400_000),
      endsAt: new Date(now + 90_000_000),
    });
    const { context, page, consoleErrors } = await buyerPage(DEPOSIT * 3n);
    await page.goto(`/lot-view/${lot.id}`);

    const deposit = formatTiyin(DEPOSIT);
    const applyButton = page.getByRole('button', {
      name: uz('applications.panel.apply').replace('{{amount}}', deposit),
    });
    await applyButton.click();
    const dialog = page.getByRole('alertdialog', { name: uz('applications.panel.applyTitle') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: uz('applications.panel.confirm'), exact: true }).click();

    const number = page.getByTestId('buyer-number');
    await number.waitFor();
    expect(await number.textContent()).toBe(uz('applications.panel.buyerNumber').replace('{{number}}', '1'));
    expect(await applyButton.count()).toBe(0);
    const cancelOnLot = page
      .getByTestId('application-panel')
      .getByRole('button', { name: uz('applications.cancel') });
    await cancelOnLot.waitFor();

    // The cabinet: the application in the list and the deposit as the blocked part of the balance.
    await page.goto('/profile/applications');
    await page.getByRole('heading', { level: 1, name: uz('applications.title') }).waitFor();
    const row = page.locator(`tr[data-lot-id="${lot.id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('sent');
    expect(await row.textContent()).toContain(uz('applications.deposit.blocked'));
    const money = page.locator('.cabinet-summary__money');
    await money.getByText(uz('summary.blocked')).waitFor();
    expect(await money.textContent()).toContain(deposit);
    expect(await page.getByTestId('cabinet-balance').textContent()).toBe(formatTiyin(DEPOSIT * 2n));

    await row.getByRole('button', { name: uz('applications.cancel') }).click();
    const confirm = page.getByRole('alertdialog', { name: uz('applications.cancelTitle') });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: uz('applications.cancel') }).click();
    await page.waitForFunction(
      (id) => document.querySelector(`tr[data-lot-id="${id}"]`)?.getAttribute('data-status') === 'cancelled',
      lot.id,
    );
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="cabinet-balance"]')?.textContent === text,
      formatTiyin(DEPOSIT * 3n),
    );
    expect(await money.getByText(uz('summary.blocked')).count()).toBe(0);
    expect(await row.getByRole('button', { name: uz('applications.cancel') }).count()).toBe(0);
    // Map tiles cannot load here (no internet); nothing else may fail.
    expect(
      consoleErrors.filter((error) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(error)),
    ).toEqual([]);
    await context.close();
  });

  it('shows the server’s message when the balance is too small, and "go to auction" on a live lot', async () => {
    const now = Date.now();
    const open = await createTestLot(site.server.deps.db, {
      lotStatus: 2,
      startPrice: 100_000_000n,
      depositPercent: 10,
      startsAt: new Date(now + 86_400_000),
      endsAt: new Date(now + 90_000_000),
    });
    const live = await createTestLot(site.server.deps.db, { lotStatus: 4 });
    const { context, page } = await buyerPage(DEPOSIT - 100n);
    await page.goto(`/lot-view/${open.id}`);
    await page
      .getByRole('button', {
        name: uz('applications.panel.apply').replace('{{amount}}', formatTiyin(DEPOSIT)),
      })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: uz('applications.panel.confirm'), exact: true })
      .click();
    const alert = page.getByTestId('application-panel').getByRole('alert');
    await alert.waitFor();
    // The refusal, then what is missing (100 tiyin: one so'm) and the way to top up.
    expect(await alert.textContent()).toBe(
      `${localeText('uz', 'errors', 'INSUFFICIENT_FUNDS')} ${uz('applications.panel.shortfall').replace('{{amount}}', formatTiyin(100n))} ${uz('applications.panel.topUp')}`,
    );

    await page.goto(`/lot-view/${live.id}`);
    const go = page.getByRole('link', { name: uz('applications.goToAuction') });
    await go.waitFor();
    expect(await go.getAttribute('href')).toBe(`/game-view/${live.id}`);
    await context.close();

    // A guest watches too.
    const guest = await openPage(site.browser, site.url);
    await guest.page.goto(`/lot-view/${live.id}`);
    await guest.page.getByRole('link', { name: uz('applications.goToAuction') }).waitFor();
    await guest.context.close();
  });
});
