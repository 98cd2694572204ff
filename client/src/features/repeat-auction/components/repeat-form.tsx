import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepeatLotAnswer, RepeatTermsAnswer } from '@kimoshdi/shared/api/shop/repeat-auction';
import { checkRepeatPrice, repeatPublication } from '@kimoshdi/shared/domain/lot/repeat-auction';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import { parseDayInput } from '@kimoshdi/shared/domain/time/day-input';
import { tashkentDay } from '@kimoshdi/shared/domain/time/tashkent';
import { DayField } from '../../../components/ui/day-field';
import { groupThousands } from '@kimoshdi/shared/domain/money/format';
import { formatTiyin, parseSumToTiyin, TIYIN_PER_SUM } from '@kimoshdi/shared/domain/money/tiyin';
import { FormattedInput } from '../../../components/ui/formatted-input';
import { isApiError } from '../../../lib/api-client';
import { groupMoneyInput } from '../../../lib/input-filters';
import { repeatLot } from '../api/repeat-auction';

interface RepeatFormProps {
  terms: RepeatTermsAnswer & { suggested_price: string; round: number };
  onClose(): void;
  onRepeated(answer: RepeatLotAnswer): void;
}

const money = (tiyin: string | bigint) => formatTiyin(tiyin, { currency: true });

/**
 * The new start price, the suggested one typed in already (grouped by three as the order form's
 * price), with the bounds stated; checked here by the server's own rule before it is sent, and
 * the server's refusal shown in the reader's language. Mount it only while its dialog is open.
 */
export function RepeatForm({ terms, onClose, onRepeated }: RepeatFormProps) {
  const { t } = useTranslation('repeat');
  const fieldId = useId();
  const [value, setValue] = useState(() =>
    groupThousands((BigInt(terms.suggested_price) / TIYIN_PER_SUM).toString()),
  );
  // Today on this device's clock in Tashkent; the server judges the day again on its own.
  const [today] = useState(() => tashkentDay(Date.now()));
  const [day, setDay] = useState(() => formatDay(today));
  const [dayInvalid, setDayInvalid] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const bounds = { min: money(terms.floor_price), below: money(terms.previous_price) };

  const problem = (): string | null => {
    const parsed = parseSumToTiyin(value);
    if (!parsed.ok) return t(`validation.${parsed.code}`);
    const prices = {
      original: BigInt(terms.original_price),
      previous: BigInt(terms.previous_price),
      floor: BigInt(terms.floor_price),
    };
    return checkRepeatPrice(prices, parsed.tiyin).ok
      ? null
      : t('validation.REPEAT_PRICE_OUT_OF_RANGE', bounds);
  };

  /** The notice's day to send (undefined: today, at once), or the problem with the typed day. */
  const notice = (): { day: string | undefined } | { problem: string } => {
    const parsed = parseDayInput(day);
    if (!parsed) return { problem: t('action.dayInvalid') };
    const publication = repeatPublication(today, parsed);
    if (!publication.ok) return { problem: t('action.dayOutOfRange', { max: formatDay(publication.max) }) };
    return { day: publication.when === 'later' ? publication.day : undefined };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problem();
    const publication = notice();
    setInvalid(found);
    setDayInvalid('problem' in publication ? publication.problem : null);
    setFailure(null);
    if (found || 'problem' in publication) return;
    setSending(true);
    try {
      onRepeated(await repeatLot(terms.lot_id, value, publication.day));
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('action.failed'));
      setSending(false);
    }
  };

  return (
    <form
      className="repeat-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="repeat-form"
    >
      <p>{t('action.intro', { number: terms.lot_number })}</p>
      <p>{t('action.round', { round: terms.round })}</p>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('action.original')}</dt>
          <dd>{money(terms.original_price)}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('action.previous')}</dt>
          <dd>{money(terms.previous_price)}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('action.floor')}</dt>
          <dd data-testid="repeat-floor">{money(terms.floor_price)}</dd>
        </div>
      </dl>
      <div className={invalid ? 'field field--invalid' : 'field'}>
        <label htmlFor={fieldId}>{t('action.price')}</label>
        <FormattedInput
          id={fieldId}
          name="start_price"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          format={groupMoneyInput}
          onValueChange={setValue}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${fieldId}-note`}
        />
        <p id={`${fieldId}-note`} className={invalid ? 'field__error' : 'field__hint muted'}>
          {invalid ?? t('action.bounds', { ...bounds, suggested: money(terms.suggested_price) })}
        </p>
      </div>
      <DayField
        id={`${fieldId}-day`}
        label={t('action.day')}
        hint={t('action.dayHint')}
        error={dayInvalid ?? ''}
        value={day}
        invalid={dayInvalid !== null}
        onChange={setDay}
      />
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={sending}>
          {t('action.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t('action.sending') : t('action.confirm')}
        </button>
      </div>
    </form>
  );
}
