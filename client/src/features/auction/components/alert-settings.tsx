import { useTranslation } from 'react-i18next';
import { playOutbidTone, vibrateOutbid, writeAlertChoice, type AlertChoice } from '../room-alerts';

interface AlertSettingsProps {
  choice: AlertChoice;
  onChange(choice: AlertChoice): void;
}

/** The outbid alarm's sound and vibration, off until turned on; turning one on plays it once. */
export function AlertSettings({ choice, onChange }: AlertSettingsProps) {
  const { t } = useTranslation('auction');
  const canVibrate = typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
  const change = (next: AlertChoice) => {
    writeAlertChoice(next);
    onChange(next);
  };
  return (
    <fieldset className="game-alerts" data-testid="room-alerts">
      <legend className="game-alerts__title">{t('alerts.title')}</legend>
      <label className="game-alerts__option">
        <input
          type="checkbox"
          checked={choice.sound}
          data-testid="room-alert-sound"
          onChange={(event) => {
            // The click is the gesture a browser asks before a page may play sound.
            if (event.target.checked) playOutbidTone();
            change({ ...choice, sound: event.target.checked });
          }}
        />
        {t('alerts.sound')}
      </label>
      {canVibrate && (
        <label className="game-alerts__option">
          <input
            type="checkbox"
            checked={choice.vibrate}
            data-testid="room-alert-vibrate"
            onChange={(event) => {
              if (event.target.checked) vibrateOutbid();
              change({ ...choice, vibrate: event.target.checked });
            }}
          />
          {t('alerts.vibrate')}
        </label>
      )}
    </fieldset>
  );
}
