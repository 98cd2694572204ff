import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/ui/icons';
import { useServerClockText } from '../hooks/use-server-clock-text';
import { useServerTimeSync } from '../hooks/use-server-time-sync';

/** `DD.MM.YYYY HH:mm:ss` -> ISO with the Tashkent offset, for the machine-readable <time>. */
function toIso(text: string): string {
  const [date = '', time = ''] = text.split(' ');
  const [day, month, year] = date.split('.');
  return `${year}-${month}-${day}T${time}+05:00`;
}

/** The navbar's server clock (docs/product.md section 2): ticks every second on server time, GMT+5. */
export function ServerClock() {
  const { t } = useTranslation();
  useServerTimeSync();
  const text = useServerClockText();

  return (
    <p className="server-clock" title={t('nav.serverTime')}>
      <ClockIcon size={16} />
      <span className="visually-hidden">{t('nav.serverTime')}: </span>
      {text ? (
        <time className="server-clock__time" dateTime={toIso(text)} data-testid="server-clock">
          {text}
        </time>
      ) : (
        <span className="server-clock__time" aria-hidden="true">
          --.--.---- --:--:--
        </span>
      )}
      <span className="server-clock__zone">GMT+5</span>
    </p>
  );
}
