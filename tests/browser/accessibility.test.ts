import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kimoshdi/shared/i18n/languages';
import { DEMO_BUYER } from '../../server/src/demo/demo-auction';
import { describeViolations, seriousViolations } from '../support/axe';
import { localeText, openPage } from '../support/browser';
import { settle as settleAfter, useDemoSite } from '../support/demo-site';
import { demoVisits, routesNotVisited, type Visitor } from '../support/demo-visits';
import { fitProblems, measureFit } from '../support/layout-fit';

/**
 * Every page, accessible to everyone and fitting its screen, in one walk (the visits:
 * tests/support/demo-visits.ts): every route of the client router, at 375 and 1280 px, signed out
 * and signed in as the demo's buyer, customer and operator, with the demo's real lots, orders and
 * desks on the pages.
 * - Accessible (issue 15, WCAG 2.2 AA): axe-core finds no serious or critical violation; the page
 *   names its language in each of the four; focus is visible; dialogs keep focus inside and give
 *   it back to the button that opened them.
 * - Nothing sticks out (issue 9, part B 7; tests/support/layout-fit.ts): the page never scrolls
 *   sideways and no element reaches past the viewport; tables may scroll inside their own box, and
 *   the operator's action columns fit at 1280 px.
 * One walk for both (they were two files walking the same pages): each page is loaded and settled
 * once. The demo is seeded in a database of its own, so the other files' lots stay as they expect.
 * FIT_SCREENSHOTS=<dir> keeps a screenshot of every visit for a person to look at.
 */
const site = useDemoSite('a11y');
const WIDTHS = [1280, 375] as const;
const VISITORS: Visitor[] = ['guest', 'buyer', 'customer', 'operator'];
const SHOTS = process.env.FIT_SCREENSHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/**
 * axe measures colours and names as drawn: transitions of colour (buttons, badges) end first;
 * fonts and late images, which change widths, are in by then too.
 */
const settle = (page: Page, url: string) => settleAfter(page, url, 250);

it('visits every route of the client router', () => {
  expect(routesNotVisited(demoVisits(site.demo.ids))).toEqual([]);
});

describe.each(WIDTHS)('at %i px', (width) => {
  for (const visitor of VISITORS) {
    it(`no serious or critical violation, and nothing sticks out, on the ${visitor}'s pages`, async () => {
      const visits = site.visits(visitor);
      const { context, page } = await site.open(visitor, width);
      const problems: string[] = [];
      for (const visit of visits) {
        const url = visit.url();
        await settle(page, url);
        // Measured before axe, which adds nothing visible but takes its time.
        problems.push(...fitProblems(url, await page.evaluate(measureFit)));
        if (SHOTS) {
          const file = `${width}-${visitor}-${url.replace(/[^a-z0-9]+/gi, '_')}.png`;
          await page.screenshot({ path: path.join(SHOTS, file), fullPage: true });
        }
        problems.push(...describeViolations(url, await seriousViolations(page)));
      }
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    }, 300_000);
  }
});

describe('languages', () => {
  it.each(LANGUAGES)('names the page language %s and passes in it', async (language) => {
    const { context, page } = await openPage(site.browser, site.server.url, { width: 375 });
    await context.addInitScript((lang) => window.localStorage.setItem('kimoshdi.lang', lang), language);
    const problems: string[] = [];
    for (const url of ['/home', `/lot-view/${site.demo.ids.live}`, '/lot-list']) {
      await settle(page, url);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      problems.push(...describeViolations(url, await seriousViolations(page)));
    }
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

/** What has focus: its tag, role and name, and whether it sits inside the open dialog. */
function focusState() {
  const active = document.activeElement;
  return {
    inDialog: Boolean(active?.closest('dialog[open]')),
    label: active ? `${active.tagName} ${active.textContent?.trim().slice(0, 30) ?? ''}` : 'none',
  };
}

describe('keyboard', () => {
  it('shows a focus ring on every element reached with Tab', async () => {
    const { context, page } = await site.open('buyer', 1280);
    await settle(page, `/lot-view/${site.demo.ids.accepting}`);
    const unseen: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        if (!active || active === document.body) return null;
        // The ring is on the element or, for a field inside a box that clips it, on the box.
        let outlined = false;
        for (let up: Element | null = active, level = 0; up && level < 3; up = up.parentElement, level += 1) {
          const style = getComputedStyle(up);
          if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) outlined = true;
        }
        return { outlined, label: `${active.tagName} ${active.textContent?.trim().slice(0, 30) ?? ''}` };
      });
      if (ring && !ring.outlined) unseen.push(ring.label);
    }
    await context.close();
    expect(unseen).toEqual([]);
  });

  it('keeps focus inside a dialog and gives it back to its opener on close', async () => {
    const { context, page } = await site.open('buyer', 1280);
    await settle(page, '/contact');
    const uz = (key: string) => localeText('uz', 'common', key);
    // The logout question opens from an item of the account menu, which hides as it is chosen:
    // focus comes back to the menu's own button.
    const account = page.getByRole('banner').getByRole('button', { name: DEMO_BUYER.fullName });
    await account.click();
    await page.getByRole('button', { name: uz('user.logout') }).press('Enter');
    const dialog = page.getByRole('alertdialog', { name: uz('dialogs.logout.title') });
    await dialog.waitFor();
    expect((await page.evaluate(focusState)).inDialog).toBe(true);

    // Forwards and backwards, past both ends: focus never leaves the dialog.
    for (const key of [
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
    ]) {
      await page.keyboard.press(key);
      const state = await page.evaluate(focusState);
      expect(state.inDialog, `after ${key} focus is on ${state.label}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await account.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe("the operator's tables at 1280 px", () => {
  it.each([
    ['/profile/operator/live-auctions', 'tbody tr td:last-child button'],
    ['/profile/operator/refunds', 'tbody tr td .refund-desk__actions button'],
    ['/profile/operator/protocols', 'tbody tr td:last-child button'],
  ])('%s shows its action column without scrolling', async (url, actions) => {
    const { context, page } = await site.open('operator', 1280);
    await settle(page, url);
    const table = page.locator('table.record-table');
    await table.locator(actions).first().waitFor();
    const boxes = await table.evaluate((element, selector) => {
      let scroller: Element | null = element;
      while (scroller && getComputedStyle(scroller).overflowX === 'visible')
        scroller = scroller.parentElement;
      const view = (scroller ?? document.documentElement).getBoundingClientRect();
      return {
        right: Math.min(view.right, window.innerWidth),
        tableRight: element.getBoundingClientRect().right,
        buttons: Array.from(element.querySelectorAll(selector)).map(
          (button) => button.getBoundingClientRect().right,
        ),
      };
    }, actions);
    expect(boxes.tableRight).toBeLessThanOrEqual(boxes.right + 1);
    for (const right of boxes.buttons) expect(right).toBeLessThanOrEqual(boxes.right + 1);
    await context.close();
  });
});
