import { parseDayInput } from '@kimoshdi/shared/domain/time/day-input';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormNotice } from '../../../components/ui/form-notice';
import type { Notice } from '../../../hooks/use-operator-action';
import { DayField } from '../../../components/ui/day-field';

/** What both calendar forms ask for: the day a decree takes effect from and the decree itself. */
export interface CalendarFormValues {
  day: string;
  reason: string;
}

interface CalendarFormProps<T extends CalendarFormValues> {
  /** The desk's useId: the heading and the fields take their ids under it. */
  ids: string;
  labels: {
    title: string;
    day: string;
    dayHint: string;
    dayInvalid: string;
    reason: string;
    reasonHint?: string;
    submit: string;
  };
  form: T;
  // T is read from `form`: a state setter also takes an updater function, which would widen it.
  onFormChange(form: NoInfer<T>): void;
  /** The field beside the day (the amount, or the kind of day). */
  children: ReactNode;
  notice: Notice;
  busy: boolean;
  /** Called with the day as YYYY-MM-DD; a day that is not a real one is marked and nothing is sent. */
  onSubmit(day: string): void;
}

/**
 * A dated change of the BHM or of the working calendar: the day, the desk's own field, the reason
 * (the decree), the desk's notice and the submit button.
 */
export function CalendarForm<T extends CalendarFormValues>({
  ids,
  labels,
  form,
  onFormChange,
  children,
  notice,
  busy,
  onSubmit,
}: CalendarFormProps<T>) {
  const [dayInvalid, setDayInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const day = parseDayInput(form.day);
    setDayInvalid(!day);
    if (day) onSubmit(day);
  };

  return (
    <form className="card calendar-form" onSubmit={submit} aria-labelledby={`${ids}-form`}>
      <h2 id={`${ids}-form`}>{labels.title}</h2>
      <div className="field-row">
        <DayField
          id={`${ids}-day`}
          label={labels.day}
          hint={labels.dayHint}
          error={labels.dayInvalid}
          value={form.day}
          invalid={dayInvalid}
          onChange={(day) => onFormChange({ ...form, day })}
        />
        {children}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-reason`}>{labels.reason}</label>
        <textarea
          id={`${ids}-reason`}
          rows={2}
          required
          minLength={3}
          maxLength={500}
          placeholder={labels.reasonHint}
          value={form.reason}
          onChange={(event) => onFormChange({ ...form, reason: event.target.value })}
        />
      </div>
      <FormNotice notice={notice} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {labels.submit}
      </button>
    </form>
  );
}
