import type { FormEvent, ReactNode } from 'react';
import { orderChecks } from '../load-order-checks';

/**
 * The form of one step: a card the browser does not validate (the shared rules do). Its first
 * touch fetches those rules, so they are there when the step is saved.
 */
export function StepForm({
  step,
  onSubmit,
  children,
}: {
  step: string;
  onSubmit(event: FormEvent): Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className="card order-step"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={orderChecks.preload}
      onPointerDown={orderChecks.preload}
      data-testid={`order-step-${step}`}
    >
      {children}
    </form>
  );
}
