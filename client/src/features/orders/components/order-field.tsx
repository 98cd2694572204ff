import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface OrderFieldProps {
  id: string;
  label: string;
  /** The code of what is wrong (orders:validation.*), if anything. */
  error?: string;
  hint?: string;
  children(props: ControlProps): ReactNode;
}

/** One labelled control of the order form, with its hint or its mistake under it. */
export function OrderField({ id, label, error, hint, children }: OrderFieldProps) {
  const { t } = useTranslation('orders');
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      })}
      {hint && !error && (
        <p id={`${id}-hint`} className="field__hint muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" data-testid={`${id}-error`}>
          {t(`validation.${error}`, { defaultValue: t('validation.OUT_OF_RANGE') })}
        </p>
      )}
    </div>
  );
}
