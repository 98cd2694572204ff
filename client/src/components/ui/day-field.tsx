import { maskDayInput } from '@kimoshdi/shared/domain/time/day-input';
import { FormattedInput } from './formatted-input';

interface DayFieldProps {
  id: string;
  label: string;
  hint: string;
  error: string;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
}

/**
 * A day typed as DD.MM.YYYY (the platform's format, whatever the browser's locale), as the
 * catalogue's filter takes it (the operator's calendar desks, the repeat's notice day).
 */
export function DayField({ id, label, hint, error, value, invalid, onChange }: DayFieldProps) {
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <FormattedInput
        id={id}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder="DD.MM.YYYY"
        required
        value={value}
        format={maskDayInput}
        onValueChange={onChange}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={invalid ? 'field__error' : 'muted'}>
        {invalid ? error : hint}
      </p>
    </div>
  );
}
