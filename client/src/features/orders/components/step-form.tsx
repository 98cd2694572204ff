import type { FormEvent, ReactNode } from 'react';

/** The form of one step: a card the browser does not validate (the shared rules do). */
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
      data-testid={`order-step-${step}`}
    >
      {children}
    </form>
  );
}
