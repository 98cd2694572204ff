/**
 * The lot list's tabs by number (`?i=`, spec default 4), apart from the rules of lot-tabs.ts: the
 * app's address book links to a tab on every page, and these few numbers must not bring the trade
 * mechanisms (their schedules, calendars and price limits) into the shell's first load.
 */
export const LOT_TABS = [0, 1, 2, 3, 4] as const;
export type LotTab = (typeof LOT_TABS)[number];
export const DEFAULT_LOT_TAB: LotTab = 4;

export const LOT_TAB = {
  SEARCH: 0,
  NEW: 1,
  COMPLETED: 2,
  NOT_HELD: 3,
  CURRENT: 4,
} as const satisfies Record<string, LotTab>;

export function isLotTab(value: unknown): value is LotTab {
  return typeof value === 'number' && (LOT_TABS as readonly number[]).includes(value);
}
