import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface NoticeSwitchProps {
  /** The accessible name: the topic and the channel ("Money and won lots: SMS"). */
  label: string;
  checked: boolean;
  /** The person cannot be reached on the channel: the switch is shown but cannot be changed. */
  disabled: boolean;
  /** A change is on its way to the server. */
  busy: boolean;
  /** Why the switch is off limits, read with it (aria-describedby). */
  note?: string;
  onChange(next: boolean): void;
}

/**
 * One channel of one topic: a native checkbox with the switch role (as the operator's demo-bots
 * switch), drawn as a switch, its state also in words beside it.
 */
export function NoticeSwitch({ label, checked, disabled, busy, note, onChange }: NoticeSwitchProps) {
  const { t } = useTranslation('notices');
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <span className="notice-switch">
      <label className="notice-switch__control" data-busy={busy || undefined}>
        <input
          type="checkbox"
          role="switch"
          className="notice-switch__input"
          checked={checked}
          aria-checked={checked}
          aria-label={label}
          aria-busy={busy || undefined}
          aria-describedby={note ? noteId : undefined}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="notice-switch__state" aria-hidden="true">
          {t(checked ? 'page.on' : 'page.off')}
        </span>
      </label>
      {note && (
        <span id={noteId} className="notice-switch__note">
          {note}
        </span>
      )}
    </span>
  );
}
