import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled control of the personal-info forms with its hint or its error. */
export function ProfileField({
  id,
  label,
  error,
  hint,
  control,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  control(props: FieldControlProps): ReactNode;
}) {
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {hint && !error && <p className="field__hint muted">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
