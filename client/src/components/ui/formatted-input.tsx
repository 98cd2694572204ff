import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { caretAfterKept, keptLength } from '../../lib/input-filters';

interface FormattedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  /** An input filter of lib/input-filters.ts: keeps what may be typed and groups it. */
  format(value: string): string;
  onValueChange(value: string): void;
}

/**
 * A text input that reformats as the person types (card numbers by four, money by three) and
 * keeps the caret where it was among the characters, not thrown to the end.
 */
export function FormattedInput({ value, format, onValueChange, ...rest }: FormattedInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <input
      ref={ref}
      type="text"
      {...rest}
      value={value}
      onChange={(event) => {
        const raw = event.target.value;
        const next = format(raw);
        const at = event.target.selectionStart ?? raw.length;
        caret.current = caretAfterKept(next, keptLength(format, raw.slice(0, at)));
        onValueChange(next);
      }}
    />
  );
}
