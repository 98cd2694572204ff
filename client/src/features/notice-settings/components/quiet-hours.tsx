import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuietHours } from '@kimoshdi/shared/domain/notification/quiet-nights';
import { hourLabel, hourOptions, type QuietChoice } from '../notice-choices';
import { NoticeSwitch } from './notice-switch';

interface QuietHoursProps {
  /** The quiet hours as shown (notice-choices.ts: quietChoice); undefined while the settings load. */
  choice: QuietChoice | undefined;
  /** The switch: on or off, the hours kept as they are. */
  onToggle(enabled: boolean): void;
  /** A picker: the quiet hours moved (they stay on). */
  onHours(hours: QuietHours): void;
}

/**
 * Quiet hours (issue 27): the switch, and while they are on, when they start and end as two native
 * selects of whole hours (Tashkent time), each without the other's hour so they never start and
 * end at once. The pickers' places are drawn while the settings load (quiet hours are on by
 * default, so nothing moves when they come for most people); a change shows as asked until the
 * answer, as the switch does.
 */
export function QuietHoursBlock({ choice, onToggle, onHours }: QuietHoursProps) {
  const { t } = useTranslation('notices');
  const id = useId();
  const titleId = `${id}-title`;
  const fromId = `${id}-from`;
  const toId = `${id}-to`;
  return (
    <div className="notice-quiet" data-loading={!choice || undefined}>
      <div className="notice-quiet__text">
        <span id={titleId} className="notice-table__title">
          {t('page.quietTitle')}
        </span>
        <span className="notice-table__hint">{t('page.quietHint')}</span>
      </div>
      {choice ? (
        <NoticeSwitch
          label={t('page.quietTitle')}
          checked={choice.enabled}
          disabled={false}
          busy={choice.pending}
          onChange={onToggle}
        />
      ) : (
        <span className="notice-switch notice-switch--loading" aria-hidden="true" />
      )}
      {!choice ? (
        // Where the pickers will be while the settings load: their labels and size.
        <div className="notice-quiet__hours" aria-hidden="true">
          <span className="notice-quiet__label">{t('page.quietFrom')}</span>
          <span className="notice-hour notice-hour--loading" />
          <span className="notice-quiet__label notice-quiet__label--to">{t('page.quietTo')}</span>
          <span className="notice-hour notice-hour--loading" />
        </div>
      ) : (
        choice.enabled && (
          <div
            className="notice-quiet__hours"
            role="group"
            aria-labelledby={titleId}
            aria-busy={choice.pending || undefined}
            data-busy={choice.pending || undefined}
          >
            <label className="notice-quiet__label" htmlFor={fromId}>
              {t('page.quietFrom')}
            </label>
            <select
              id={fromId}
              className="notice-hour"
              value={choice.from}
              onChange={(event) => onHours({ from: Number(event.target.value), to: choice.to })}
            >
              {hourOptions(choice.to).map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
            <label className="notice-quiet__label notice-quiet__label--to" htmlFor={toId}>
              {t('page.quietTo')}
            </label>
            <select
              id={toId}
              className="notice-hour"
              value={choice.to}
              onChange={(event) => onHours({ from: choice.from, to: Number(event.target.value) })}
            >
              {hourOptions(choice.from).map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </div>
        )
      )}
    </div>
  );
}
