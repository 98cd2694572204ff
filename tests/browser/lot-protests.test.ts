import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { endedLotWithParticipants } from '../support/protests';
import { signIn } from '../support/session';

/**
 * A protest from start to end as the people meet it: a participant protests on the lot page of an
 * ended auction (the dialog counts the characters), the customer rejects it with a reason under
 * the lot on the order's lots tab (on a phone), the participant reads the answer on
 * /profile/protests, and the operator sees the protest and the answer on the desk and reviews it.
 */
const site = useServerAndBrowser();
const p = (key: string, values: Record<string, string | number> = {}, language = 'uz') =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    localeText(language, 'protests', key),
  );

const TEXT = "G'olib taklifi savdo tugaganidan keyin qabul qilingan ko'rinadi, jurnalni tekshiring.";
const REASON = "Savdo jurnali to'liq: barcha takliflar o'z vaqtida qabul qilingan.";

async function fitsWidth(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
}

describe('a participant’s protest', () => {
  it('is filed on the lot page, rejected by the customer, read by the participant and reviewed by the operator', async () => {
    const customer = await signIn(site.server, { role: 'customer' });
    const operator = await signIn(site.server, { role: 'operator' });
    const lot = await endedLotWithParticipants(site.server, customer);
    const participant = lot.participants[0];
    if (!participant) throw new Error('no participant');

    // The participant, on the lot page of the ended auction.
    const buyerView = await openPageAs(site.browser, site.url, participant, storedUser('Aziz'), {
      width: 1280,
      height: 900,
    });
    const { page } = buyerView;
    await page.goto(`/lot-view/${lot.lotId}`);
    const panel = page.getByTestId('protest-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toContain(p('panel.title'));
    await panel.getByRole('button', { name: p('panel.button') }).click();
    const dialog = page.getByRole('dialog', { name: p('dialog.title') });
    await dialog.waitFor();
    const field = dialog.getByLabel(p('dialog.label'));
    await field.fill('Juda qisqa');
    expect(await dialog.getByTestId('protest-counter').textContent()).toBe('10 / 2000');
    await dialog.getByRole('button', { name: p('dialog.send') }).click();
    await dialog.getByText(p('dialog.tooShort', { min: 20 })).waitFor();
    await field.fill(TEXT);
    expect(await dialog.getByTestId('protest-counter').textContent()).toBe(`${TEXT.length} / 2000`);
    await dialog.getByRole('button', { name: p('dialog.send') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await panel.getByText(p('panel.waiting')).waitFor();
    expect(await panel.getByTestId('protest-latest').textContent()).toContain(p('states.open'));
    await expect.poll(() => panel.getByRole('button', { name: p('panel.button') }).count()).toBe(0);
    await fitsWidth(page, 1280);
    await page.setViewportSize({ width: 375, height: 800 });
    await fitsWidth(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The customer, on a phone: the protest under the lot on the order's lots tab, rejected.
    const customerView = await openPageAs(site.browser, site.url, customer, storedUser('Dilnoza'), {
      width: 375,
      height: 800,
    });
    const phone = customerView.page;
    await phone.goto(`/profile/orders/lots/${lot.orderId}`);
    const protests = phone.getByTestId('lot-protests');
    await protests.waitFor();
    expect(await protests.textContent()).toContain(p('card.participant', { number: 1 }));
    expect(await protests.getByTestId('protest-text').textContent()).toBe(TEXT);
    await fitsWidth(phone, 375);
    await protests.getByRole('button', { name: p('order.reject') }).click();
    const reject = phone.getByRole('dialog', { name: p('answer.rejectTitle') });
    await reject.waitFor();
    await reject.getByRole('button', { name: p('order.reject') }).click();
    await reject.getByText(p('answer.reasonRequired')).waitFor();
    await reject.getByLabel(p('answer.reason')).fill(REASON);
    await reject.getByRole('button', { name: p('order.reject') }).click();
    await reject.waitFor({ state: 'hidden' });
    const answered = protests.getByTestId('protest');
    await expect.poll(() => answered.getAttribute('data-state')).toBe('rejected');
    expect(await answered.getByTestId('protest-answer').textContent()).toContain(REASON);
    await expect.poll(() => protests.getByRole('button', { name: p('order.accept') }).count()).toBe(0);
    await fitsWidth(phone, 375);

    // The participant reads the answer in "My protests", reached from the cabinet's menu.
    await page.goto('/profile/messages');
    await page
      .getByRole('link', { name: localeText('uz', 'cabinet', 'menu.protests') })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/protests');
    const mine = page.getByTestId('protest');
    await mine.waitFor();
    expect(await mine.getAttribute('data-state')).toBe('rejected');
    expect(await mine.getByTestId('protest-state').textContent()).toBe(p('states.rejected'));
    expect(await mine.getByTestId('protest-answer').textContent()).toContain(REASON);
    await page.setViewportSize({ width: 375, height: 800 });
    await fitsWidth(page, 375);

    // The operator sees the protest and the answer among the answered ones, and reviews it (in Russian).
    const operatorView = await openPageAs(site.browser, site.url, operator, storedUser('Olim'), {
      width: 1280,
      height: 900,
    });
    const desk = operatorView.page;
    await desk.context().addCookies([{ name: 'lang', value: 'ru', url: site.url }]);
    await desk.goto('/profile/messages');
    await desk
      .getByRole('link', { name: localeText('ru', 'cabinet', 'menu.operatorProtests') })
      .first()
      .click();
    await desk.waitForURL((url) => url.pathname === '/profile/operator/protests');
    await desk.getByRole('button', { name: p('filters.answered', {}, 'ru') }).click();
    await desk.waitForURL((url) => url.search === '?state=answered');
    const card = desk.locator(`[data-testid="protest"][data-protest-id]`).filter({ hasText: TEXT });
    await card.waitFor();
    expect(await card.getByTestId('protest-answer').textContent()).toContain(REASON);
    expect(await card.textContent()).toContain(p('card.participant', { number: 1 }, 'ru'));
    await fitsWidth(desk, 1280);
    await card.getByRole('button', { name: p('desk.review', {}, 'ru') }).click();
    const review = desk.getByRole('dialog', { name: p('desk.reviewTitle', {}, 'ru') });
    await review.getByLabel(p('desk.note', {}, 'ru')).fill('Журнал торгов проверен, нарушений нет.');
    await review.getByRole('button', { name: p('desk.review', {}, 'ru') }).click();
    await review.waitFor({ state: 'hidden' });
    // Reviewed: it leaves the answered ones and shows under the reviewed ones with the note.
    await expect.poll(() => card.count()).toBe(0);
    await desk.getByRole('button', { name: p('filters.reviewed', {}, 'ru') }).click();
    const reviewed = desk.locator('[data-testid="protest"]').filter({ hasText: TEXT });
    await reviewed.getByTestId('protest-review').waitFor();
    expect(await reviewed.getByTestId('protest-review').textContent()).toContain('нарушений нет');
    await desk.setViewportSize({ width: 375, height: 800 });
    await fitsWidth(desk, 375);

    for (const view of [buyerView, customerView, operatorView]) {
      // The lot page's map tiles cannot load here (no internet); nothing else may fail.
      expect(
        view.consoleErrors.filter((error) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(error)),
      ).toEqual([]);
      await view.context.close();
    }
  });
});
