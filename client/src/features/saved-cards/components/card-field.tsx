import { FormattedInput } from '../../../components/ui/formatted-input';

interface CardFieldProps {
  id: string;
  label: string;
  /** The browser's autofill name: `cc-number` or `cc-exp`. */
  autoComplete: string;
  placeholder: string;
  value: string;
  /** The field's mask (card-inputs.ts, lib/input-filters.ts). */
  format(value: string): string;
  onValueChange(value: string): void;
  /** What is wrong with the typed value, in words; null while nothing is. */
  error: string | null;
}

/**
 * One field of a card (its number or expiry) as typed when adding it: masked while typed, and
 * marked with the problem under it, which the input names so a screen reader reads it too.
 */
export function CardField({
  id,
  label,
  autoComplete,
  placeholder,
  value,
  format,
  onValueChange,
  error,
}: CardFieldProps) {
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <FormattedInput
        id={id}
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        format={format}
        onValueChange={onValueChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
