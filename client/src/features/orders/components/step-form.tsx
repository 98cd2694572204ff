import { useEffect, type FormEvent, type ReactNode } from 'react';
import { preloadWhenIdle, preloadOnTouch } from '../../../lib/lazy-module';
import { orderChecks } from '../load-order-checks';

/**
 * The form of one step: a card the browser does not validate (the shared rules do). Those rules
 * are fetched once the page is idle, or at the form's first touch if sooner, so they are there
 * when the step is saved.
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
  useEffect(() => preloadWhenIdle(orderChecks), []);
  return (
    <form
      className="card order-step"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      {...preloadOnTouch(orderChecks)}
      data-testid={`order-step-${step}`}
    >
      {children}
    </form>
  );
}
