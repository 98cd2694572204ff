import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EDIT_REQUEST_FIELDS,
  EDIT_REQUEST_MAX_DOCUMENTS,
  EDIT_REQUEST_REASON_MAX,
  EDIT_REQUEST_REASON_MIN,
  editRequestChanges,
  type EditRequest,
  type EditRequestField,
  type VerifiedFields,
} from '@kimoshdi/shared';
import { FULL_NAME_MAX_LENGTH } from '@kimoshdi/shared/domain/identity/full-name';
import { isApiError } from '../../../lib/api-client';
import { submitEditRequest } from '../api/edit-requests';
import './edit-requests.css';

/** What the file input offers (the server checks the bytes whatever the name says). */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.docx,.xlsx,application/pdf,image/jpeg,image/png';

/**
 * A new request: the fields prefilled with the profile's values (the PINFL, shown masked, is typed
 * anew when it changes), each marked when it changes; the reason and the documents. Checked here
 * with the server's own rule before anything is sent.
 */
export function EditRequestForm({
  current,
  onSent,
}: {
  /** The profile's values as the cabinet shows them (the PINFL masked). */
  current: VerifiedFields;
  onSent(request: EditRequest): void;
}) {
  const { t } = useTranslation('edit-requests');
  const id = useId();
  const [values, setValues] = useState<Record<EditRequestField, string>>({
    full_name: current.full_name ?? '',
    pinfl: '',
    stir: current.stir ?? '',
  });
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const check = editRequestChanges(current, values);
  const changed = (field: EditRequestField) => check.ok && check.changes[field] !== undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!check.ok) {
      setProblem(check.code === 'VALIDATION' ? t(`form.errors.${check.field}`) : t('form.errors.noChange'));
      return;
    }
    const trimmed = reason.trim();
    if (trimmed.length < EDIT_REQUEST_REASON_MIN || trimmed.length > EDIT_REQUEST_REASON_MAX) {
      setProblem(t('form.errors.reason'));
      return;
    }
    if (files.length < 1 || files.length > EDIT_REQUEST_MAX_DOCUMENTS) {
      setProblem(t('form.errors.documents'));
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      onSent(await submitEditRequest({ ...values, reason: trimmed }, files));
    } catch (error) {
      setProblem(isApiError(error) ? error.message : t('common:api.unexpected'));
      setSending(false);
    }
  };

  return (
    <form
      className="card cabinet-form edit-request-form"
      aria-label={t('form.title')}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2>{t('form.title')}</h2>
      {EDIT_REQUEST_FIELDS.map((field) => (
        <div key={field} className={`field ${changed(field) ? 'field--changed' : ''}`}>
          <label htmlFor={`${id}-${field}`}>
            {t(`fields.${field}`)}
            {changed(field) && (
              <span className="status status--warning" data-testid={`changes-${field}`}>
                {' '}
                {t('form.changed')}
              </span>
            )}
          </label>
          <input
            id={`${id}-${field}`}
            name={field}
            type="text"
            inputMode={field === 'full_name' ? 'text' : 'numeric'}
            maxLength={field === 'full_name' ? FULL_NAME_MAX_LENGTH : 20}
            value={values[field]}
            placeholder={field === 'pinfl' ? (current.pinfl ?? '') : undefined}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
          <p className="field__hint muted">
            {t('form.current', { value: current[field] ?? t('form.none') })} · {t('form.keep')}
          </p>
        </div>
      ))}
      <p className="muted" role="status">
        {check.ok
          ? t('form.changes', {
              fields: Object.keys(check.changes)
                .map((field) => t(`fields.${field}`))
                .join(', '),
            })
          : t('form.noChanges')}
      </p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('form.reason')}</label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={3}
          maxLength={EDIT_REQUEST_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className="field__hint muted">{t('form.reasonHint')}</p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-files`}>{t('form.documents')}</label>
        <input
          id={`${id}-files`}
          name="files"
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
        />
        <p className="field__hint muted">{t('form.documentsHint')}</p>
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
