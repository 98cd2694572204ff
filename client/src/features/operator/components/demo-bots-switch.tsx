import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { getDemoBots, setDemoBots } from '../api/live-auctions';

/**
 * The demo's bots switch (docs/demo.md: "flip the switch on the operator's live board"). Where bots may
 * never run (production) the server has no such call: the switch is not shown at all.
 */
export function DemoBotsSwitch() {
  const { t } = useTranslation('auction');
  const id = useId();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getDemoBots(controller.signal).then(
      (answer) => setEnabled(answer.enabled),
      // Absent or refused: no switch.
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  if (enabled === null) return null;

  const flip = async (next: boolean) => {
    setBusy(true);
    setError(null);
    try {
      setEnabled((await setDemoBots(next)).enabled);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('common:api.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="card demo-bots" data-testid="demo-bots">
      <label className="demo-bots__switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={enabled}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void flip(event.target.checked)}
        />
        <span>{t('auction:operator.demoBots.label')}</span>
      </label>
      <p id={`${id}-hint`} className="muted demo-bots__hint">
        {t(enabled ? 'auction:operator.demoBots.on' : 'auction:operator.demoBots.off')}
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
