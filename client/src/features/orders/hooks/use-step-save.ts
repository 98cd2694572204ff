import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { serverFieldErrors, type FieldErrors } from '../order-form-values';

/**
 * Saving one step: the browser's check first (the shared schema), then the call; a VALIDATION
 * answer puts the server's codes on the fields, anything else shows the server's message.
 */
export function useStepSave() {
  const { t } = useTranslation('orders');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function save<T>(found: FieldErrors, call: () => Promise<T>, formId: string): Promise<T | null> {
    setFailure(null);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${formId}-${first}`)?.focus();
      return null;
    }
    setSaving(true);
    try {
      return await call();
    } catch (error) {
      if (isApiError(error) && error.code === 'VALIDATION') {
        const fields = serverFieldErrors(error.data);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFailure(error.message);
      } else {
        setFailure(isApiError(error) ? error.message : t('actions.failed'));
      }
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { errors, setErrors, saving, failure, save };
}
