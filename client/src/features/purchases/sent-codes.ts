import type { CodeSent } from '@kimoshdi/shared';
import {
  codesStillShown,
  codeToShowAgain,
  readSentCode,
  type SentCode,
} from '@kimoshdi/shared/domain/user-order/code-dialog';
import { readTabStored, writeTabStored } from '../../lib/tab-storage';
import { useUserStore } from '../../lib/user-store';

const STORAGE_KEY = 'kimoshdi.sentCodes';

/**
 * The codes the code dialog sent in this tab, by what they were for (`buy:<lot>:<copies>`,
 * `cancel:<purchase>`): reopening the dialog within the resend pause shows the code sent, which
 * still works, instead of asking again and meeting the server's RATE_LIMITED. Kept in
 * sessionStorage so a reload remembers them too (a page's memory did not); the tab's end forgets
 * them. Each is the signed-in user's: another person signing in in the same tab never sees them.
 */
function scoped(key: string): string {
  return `${useUserStore.getState().user?.user_name ?? ''}|${key}`;
}

/** What the tab keeps, the codes past their pause dropped; unreadable storage reads as nothing. */
function load(now: number): SentCode<CodeSent>[] {
  const raw = readTabStored(STORAGE_KEY);
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries = value.map(readSentCode).filter((entry) => entry !== null);
  return codesStillShown(entries, now);
}

function save(entries: readonly SentCode<CodeSent>[]): void {
  writeTabStored(STORAGE_KEY, entries.length > 0 ? JSON.stringify(entries) : null);
}

export function codeSentBefore(key: string): CodeSent | null {
  const now = Date.now();
  const mine = scoped(key);
  return codeToShowAgain(load(now).find((entry) => entry.key === mine) ?? null, mine, now);
}

export function rememberCodeSent(key: string, answer: CodeSent): void {
  const now = Date.now();
  const mine = scoped(key);
  save([...load(now).filter((entry) => entry.key !== mine), { key: mine, sent: answer, at: now }]);
}

/** The code was used (or refused for good): the next opening asks for a new one. */
export function forgetCodeSent(key: string): void {
  const mine = scoped(key);
  save(load(Date.now()).filter((entry) => entry.key !== mine));
}
