/**
 * The steps of /order-create and where the address keeps them: `?order=<id>&step=<name>`, so a
 * half-done order survives a reload and a shared link opens the same step. The first step makes
 * the order; until then there is no id and only that step can be open.
 */
import { ORDER_STEPS, type OrderStep } from '@kimoshdi/shared';
import { paths } from '../../config/paths';

export const WIZARD_STEPS = [...ORDER_STEPS, 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface WizardPlace {
  orderId: number | null;
  step: WizardStep;
}

export function wizardPlace(params: URLSearchParams): WizardPlace {
  const raw = params.get('order') ?? '';
  const orderId = /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
  const step = params.get('step') ?? '';
  const known = (WIZARD_STEPS as readonly string[]).includes(step) ? (step as WizardStep) : 'property';
  return { orderId, step: orderId === null ? 'property' : known };
}

export function wizardHref(orderId: number, step: WizardStep): string {
  return paths.orderCreate({ order: String(orderId), step: String(step) });
}

export function nextStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.min(WIZARD_STEPS.indexOf(step) + 1, WIZARD_STEPS.length - 1)] ?? 'review';
}

export function previousStep(step: WizardStep): WizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  return index > 0 ? (WIZARD_STEPS[index - 1] ?? null) : null;
}

/** The first step the server says is not complete, else the review. */
export function resumeStep(missing: readonly OrderStep[]): WizardStep {
  return missing[0] ?? 'review';
}
