import type { Page } from 'playwright-core';

/**
 * Waits until the lot list has settled on exactly `count` cards: the list is no longer busy
 * loading, so a count left over from the previous address does not pass for the new one.
 */
export async function waitForCards(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) =>
      document.querySelector('.lot-list')?.getAttribute('aria-busy') === 'false' &&
      document.querySelectorAll('.lot-card').length === n,
    count,
  );
}
