import type { ActionAccessAnswer } from '@kimoshdi/shared/api/shop/consent';
import type { TradeAction } from '@kimoshdi/shared/domain/consent/action-access';
import { api, isApiError } from './api-client';

/**
 * The public offer's signature in the middle of an action (docs/decisions.md "Signing finishes the
 * action that asked for it (issue 24)"): an application, a bid, a purchase or an order refused
 * with CONSENT_REQUIRED waits here while the signing dialog is open, and runs again once the
 * person has signed and closes the dialog; closing it unsigned drops it. One action waits at a
 * time: the latest one the person started.
 *
 * Here in lib/ because the features that act may not import the consent feature (its dialog); the
 * app wires the dialog's opening (app/providers) and the dialog reports its closing.
 */
type Resume = () => void;

let waiting: Resume | null = null;
let openDialog: () => void = () => {};

/** Set once by the app: how the signing dialog is opened. */
export function configureConsentGate(open: () => void): void {
  openDialog = open;
}

export function isConsentRequired(failure: unknown): boolean {
  return isApiError(failure) && failure.code === 'CONSENT_REQUIRED';
}

/**
 * After a refusal with CONSENT_REQUIRED (the api client has opened the dialog already): `resume`
 * runs when the person has signed. Anything else is left to the caller.
 */
export function resumeAfterConsent(failure: unknown, resume: Resume): boolean {
  if (!isConsentRequired(failure)) return false;
  waiting = resume;
  return true;
}

/** The dialog closed: signed (or found signed already), the waiting action runs; else it is dropped. */
export function consentDialogClosed(consented: boolean): void {
  const resume = waiting;
  waiting = null;
  if (consented) resume?.();
}

/**
 * Before a step that would already ask for something (the deposit's confirmation): a caller who
 * has not signed is asked to sign first, and `next` follows the signature. When the standing cannot
 * be read, `next` runs at once and the action's own refusal decides.
 */
export async function consentFirst(action: TradeAction, next: Resume): Promise<void> {
  let access: ActionAccessAnswer | null = null;
  try {
    access = await api.get<ActionAccessAnswer>('common/action/access');
  } catch {
    access = null;
  }
  if (access?.actions[action].reason !== 'CONSENT_REQUIRED') return next();
  waiting = next;
  openDialog();
}
