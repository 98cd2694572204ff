import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface DropZoneProps {
  /** The picker's hint of types (the server judges the bytes). */
  accept: string;
  disabled: boolean;
  onFiles(files: File[]): void;
  testId: string;
}

/** Files dropped on it or chosen with the picker; several at once. */
export function DropZone({ accept, disabled, onFiles, testId }: DropZoneProps) {
  const { t } = useTranslation('files');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      className={`order-files__drop${over ? ' order-files__drop--over' : ''}`}
      data-testid={testId}
      aria-disabled={disabled}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <span>{t('drop.text')} </span>
      <label htmlFor={inputId} className="order-files__choose">
        {t('drop.choose')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        className="order-files__input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so choosing the same file again after a refusal fires a change.
          if (input.current) input.current.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
