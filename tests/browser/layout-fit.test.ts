import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle as settleAfter, useDemoSite } from '../support/demo-site';
import { demoVisits, routesNotVisited } from '../support/demo-visits';

/**
 * Nothing sticks out (issue 9, part B 7): every route of the client router, at a phone's 375 px
 * and a laptop's 1280 px, with the demo's real lots, the demo buyer's cabinet, the demo customer's
 * orders and the demo operator's desks (the visits: tests/support/demo-visits.ts). The page never
 * scrolls sideways and no element reaches past the viewport; tables may scroll inside their own box,
 * and the operator's action columns fit at 1280 px.
 * The demo is seeded in a database of its own, so the other files' lots stay as they expect.
 * FIT_SCREENSHOTS=<dir> keeps a screenshot of every visit for a person to look at.
 */
const site = useDemoSite('fit');
const WIDTHS = [375, 1280] as const;
const SHOTS = process.env.FIT_SCREENSHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

it('visits every route of the client router', () => {
  expect(routesNotVisited(demoVisits(site.demo.ids))).toEqual([]);
});

interface Fit {
  scrollWidth: number;
  innerWidth: number;
  /** Elements past the viewport's edges that no box of their own clips. */
  outside: string[];
  /** Elements wider than the card (a box with a border, background or shadow) they sit in. */
  outOfCard: string[];
}

/** Measures the page as it stands; runs in the browser. */
function measureFit(): Fit {
  const innerWidth = window.innerWidth;
  const name = (element: Element) => {
    const testId = element.getAttribute('data-testid');
    const classes = Array.from(element.classList).slice(0, 3).join('.');
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}${
      testId ? `[data-testid=${testId}]` : ''
    }`;
  };
  const drawsBox = (style: CSSStyleDeclaration) =>
    style.boxShadow !== 'none' ||
    !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor) ||
    (parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderRightWidth) > 0);
  const outside: string[] = [];
  const outOfCard: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden') continue;
    if (style.position !== 'absolute' && style.position !== 'fixed') {
      // The nearest card around it; a box that scrolls or clips on the way holds it in instead.
      let card = element.parentElement;
      while (card && card !== document.body) {
        const around = getComputedStyle(card);
        if (around.overflowX !== 'visible') card = null;
        else if (drawsBox(around)) break;
        else card = card.parentElement;
      }
      if (card && card !== document.body) {
        const box = card.getBoundingClientRect();
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          outOfCard.push(
            `${name(element)} [${Math.round(rect.left)}..${Math.round(rect.right)}] sticks out of ${name(card)} [${Math.round(box.left)}..${Math.round(box.right)}]`,
          );
      }
    }
    if (rect.left >= -1 && rect.right <= innerWidth + 1) continue;
    // A box that clips or scrolls sideways holds it in: that box is measured itself.
    let held = false;
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') {
        held = true;
        break;
      }
    }
    if (held) continue;
    const parent = element.parentElement ? `${name(element.parentElement)} > ` : '';
    const text = (element.textContent ?? '').trim().slice(0, 40);
    outside.push(`${parent}${name(element)} [${Math.round(rect.left)}..${Math.round(rect.right)}] "${text}"`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth, outside, outOfCard };
}

const open = site.open;
/** Fonts and late images change widths: measure once they are in. */
const settle = (page: Page, url: string) => settleAfter(page, url, 150);

describe.each(WIDTHS)('at %i px', (width) => {
  for (const visitor of ['guest', 'buyer', 'customer', 'operator'] as const) {
    it(`every page fits for the ${visitor}`, async () => {
      const visits = site.visits(visitor);
      const { context, page } = await open(visitor, width);
      const problems: string[] = [];
      for (const visit of visits) {
        const url = visit.url();
        await settle(page, url);
        const fit = await page.evaluate(measureFit);
        if (SHOTS) {
          const file = `${width}-${visitor}-${url.replace(/[^a-z0-9]+/gi, '_')}.png`;
          await page.screenshot({ path: path.join(SHOTS, file), fullPage: true });
        }
        if (fit.scrollWidth > fit.innerWidth)
          problems.push(`${url}: the page is ${fit.scrollWidth} px wide in a ${fit.innerWidth} px window`);
        for (const element of fit.outside.slice(0, 5)) problems.push(`${url}: ${element}`);
        for (const element of fit.outOfCard.slice(0, 5)) problems.push(`${url}: ${element}`);
      }
      await context.close();
      expect(problems.join('\n')).toBe('');
    }, 180_000);
  }
});

describe("the operator's tables at 1280 px", () => {
  it.each([
    ['/profile/operator/live-auctions', 'tbody tr td:last-child button'],
    ['/profile/operator/refunds', 'tbody tr td .refund-desk__actions button'],
    ['/profile/operator/protocols', 'tbody tr td:last-child button'],
  ])('%s shows its action column without scrolling', async (url, actions) => {
    const { context, page } = await open('operator', 1280);
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
