import type { KeyboardEvent } from 'react';

const STEP: Record<string, number | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  Home: 'first',
  End: 'last',
};

/**
 * Arrow keys, Home and End move between the tabs of a tablist and choose the tab they land on
 * (the WAI-ARIA tabs pattern with automatic activation).
 */
export function moveBetweenTabs(event: KeyboardEvent<HTMLElement>): void {
  const step = STEP[event.key];
  if (step === undefined) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.findIndex((tab) => tab === document.activeElement);
  if (at < 0) return;
  const next =
    step === 'first' ? 0 : step === 'last' ? tabs.length - 1 : (at + step + tabs.length) % tabs.length;
  event.preventDefault();
  tabs[next]?.focus();
  tabs[next]?.click();
}
