import { useId, useState, type FormEvent } from 'react';
import type { OrderForm } from '@kimoshdi/shared';
import type { OrderChecks } from '../load-order-checks';
import type { FieldErrors } from '../order-form-values';
import { useStepSave } from './use-step-save';

/** What every step after the first is given: the order's form, where to go once saved, and back. */
export interface StepProps {
  form: OrderForm;
  onSaved(form: OrderForm): void;
  onBack(): void;
}

/**
 * A step of the form over an order that exists: its values, a field setter, and the submit that
 * checks in the browser, saves, and hands the saved form on. `id` prefixes the fields' ids, so the
 * first invalid one can take the focus.
 */
export function useOrderStep<V extends object>(
  initial: () => V,
  check: (checks: OrderChecks, values: V) => FieldErrors,
  call: (values: V) => Promise<OrderForm>,
  onSaved: (form: OrderForm) => void,
) {
  const id = useId();
  const [values, setValues] = useState<V>(initial);
  const { errors, saving, failure, save } = useStepSave();
  const set = (field: keyof V, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save(
      (checks) => check(checks, values),
      () => call(values),
      id,
    );
    if (saved) onSaved(saved);
  };

  return { id, values, setValues, set, errors, saving, failure, submit };
}
