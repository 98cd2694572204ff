/**
 * Whether a text a person reads is a code behind the words (an action type, a status, a card type)
 * rather than words, and reading a cabinet page's texts for that check: the cabinet walks in
 * tests/browser/cabinet-codes.test.ts.
 */
import type { Page } from 'playwright-core';
import {
  ACTION_TYPES,
  CARD_TYPES,
  GAME_STATUSES,
  LEDGER_KINDS,
  ORDER_FLOW_ACTIONS,
  PROTEST_DESK_FILTERS,
  PROTEST_STATES,
} from '@kimoshdi/shared';
import { REFUND_STATUSES } from '@kimoshdi/shared/domain/money/refund-status';
import { MODERATION_DECISIONS } from '@kimoshdi/shared/domain/order/order-actions';
import { OWNER_TYPES, PROPERTY_TYPES } from '@kimoshdi/shared/domain/order/order-kind';
import { PROTOCOL_STATUSES } from '@kimoshdi/shared/domain/protocol/protocol-status';
import { ROLES } from '@kimoshdi/shared/domain/user/roles';

/** kebab-case (with a number after it: "payment-back 1"), snake_case or SCREAMING_CASE. */
const CODE_LIKE = [/^[a-z]+(-[a-z]+)+( \d+)?$/, /^[a-z]+(_[a-z]+)+( \d+)?$/, /^[A-Z]+(_[A-Z]+)+$/];
/**
 * The codes the lists and desks are made of, even those of one word ("payment", "penalty",
 * "pending", "paused", "humo"): none is a word of Uzbek or Russian.
 */
const CODES = new Set<string>([
  ...ACTION_TYPES,
  ...LEDGER_KINDS,
  ...REFUND_STATUSES,
  ...PROTOCOL_STATUSES,
  ...PROTEST_STATES,
  ...PROTEST_DESK_FILTERS,
  ...GAME_STATUSES,
  ...CARD_TYPES,
  ...ROLES,
  ...ORDER_FLOW_ACTIONS,
  ...MODERATION_DECISIONS,
  ...OWNER_TYPES,
  ...PROPERTY_TYPES,
  'auth',
  'profile',
  'money',
  'application',
  'order',
  'income',
  'outgoing',
]);
/** A movement's description as the ledger stores it, in no one's language ("Lot 2600000005 x 2"). */
const RAW_DESCRIPTION = /^Lot \d+( x \d+)?$/;
/**
 * A text key shown instead of its text ("operatorRefunds.columns.number", "auction:status.live"):
 * dotted words with a camelCase one, or a namespace before the key. A file or site name
 * ("kichik.pdf", "www.kimoshdi.uz") is neither.
 */
const TEXT_KEY = [/^(?=.*[a-z][A-Z])[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_-]+)+$/, /^[a-z][a-zA-Z-]*:[a-z][\w.-]*$/];

export function looksLikeCode(text: string): boolean {
  return (
    [...CODE_LIKE, ...TEXT_KEY, RAW_DESCRIPTION].some((pattern) => pattern.test(text)) || CODES.has(text)
  );
}

/** A cabinet list's loaded page: its rows are in and nothing is on its way. */
export const LIST_LOADED = '.cabinet-list[aria-busy="false"]';

/**
 * What `read` finds on every page of the address (`?page=1`, 2, … while the last pagination button
 * leads on), each page read once `ready` is shown. A page without pagination is read once.
 */
export async function everyPageOf(
  page: Page,
  url: string,
  ready: string,
  read: (page: Page) => Promise<string[]>,
): Promise<string[]> {
  const texts: string[] = [];
  for (let number = 1; number <= 20; number += 1) {
    const address = new URL(url, 'http://pages.invalid');
    address.searchParams.set('page', String(number));
    await page.goto(address.pathname + address.search);
    await page.locator(ready).first().waitFor();
    texts.push(...(await read(page)));
    const next = page.locator('.pagination__button').last();
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
  }
  return texts;
}

/** The texts of a cabinet list's cells (table cells, message titles and texts, statuses). */
export function listCells(page: Page): Promise<string[]> {
  return page
    .locator(
      '.cabinet-list td, .cabinet-list th, .cabinet-list .message__title, .cabinet-list .message__content, .cabinet-list .status',
    )
    .evaluateAll((found) => found.map((cell) => (cell.textContent ?? '').trim()).filter(Boolean));
}

/**
 * Every text of the cabinet a person reads or hears (its side panel and page): each shown text node,
 * and the labels, titles, placeholders and alternative texts a screen reader or a tooltip says.
 */
export function cabinetTexts(page: Page): Promise<string[]> {
  return page.locator('.cabinet').evaluate((cabinet) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(cabinet, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const shown = node.parentElement?.checkVisibility() ?? false;
      const text = (node.textContent ?? '').trim();
      if (shown && text) texts.push(text);
    }
    const labelled = cabinet.querySelectorAll('[aria-label], [title], [placeholder], [alt]');
    for (const element of Array.from(labelled)) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}
