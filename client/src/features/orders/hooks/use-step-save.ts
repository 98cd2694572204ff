import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { orderChecks, type OrderChecks } from '../load-order-checks';
import { serverFieldErrors, type FieldErrors } from '../order-form-values';

/**
 * Saving one step: the browser's check first (the shared schema, fetched after the page), then
 * the call; a VALIDATION answer puts the server's codes on the fields, anything else
 * shows the server's message. The step counts as saving from the click, so a second click while
 * the check is still being fetched sends nothing twice.
 */
export function useStepSave() {
  const { t } = useTranslation('orders');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function save<T>(
    check: (checks: OrderChecks) => FieldErrors,
    call: () => Promise<T>,
    formId: string,
  ): Promise<T | null> {
    setFailure(null);
    setSaving(true);
    let checks: OrderChecks;
    try {
      checks = await orderChecks.load();
    } catch {
      // The checks' chunk did not come: the connection is gone (the call would fail the same way).
      setFailure(t('common:api.network'));
      setSaving(false);
      return null;
    }
    const found = check(checks);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setSaving(false);
      document.getElementById(`${formId}-${first}`)?.focus();
      return null;
    }
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
