import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlackListAnswer } from '@kimoshdi/shared/api/shop/check';
import { parseTaxId } from '@kimoshdi/shared/domain/identity/tax-id';
import { checkBlackList } from '../api/checks';
import { formatDay } from '../../../components/lots/format';
import { CheckFrame } from './check-frame';

/**
 * /check-black-list: one field takes a tax id (9 digits) or a personal id (14 digits), typed in
 * full. Not found means the participant is honest.
 */
export function BlackListCheck() {
  const { t } = useTranslation('catalogue');
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [answer, setAnswer] = useState<BlackListAnswer | null>(null);

  const check = async () => {
    const id = parseTaxId(text);
    setAnswer(null);
    if (!id) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setAnswer(await checkBlackList(id.kind === 'stir' ? { tin: id.stir } : { pinfl: id.pinfl }));
  };

  return (
    <CheckFrame onCheck={check} result={<BlackListResult answer={answer} />}>
      <div className={`field${invalid ? ' field--invalid' : ''}`}>
        <label htmlFor={inputId}>{t('blackList.idLabel')}</label>
        <input
          id={inputId}
          name="tax_id"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setText(event.target.value.replace(/[^\d\s-]/g, ''))}
        />
        {invalid && (
          <p id={errorId} className="field__error" role="alert">
            {t('checks.idIncomplete')}
          </p>
        )}
      </div>
    </CheckFrame>
  );
}

function BlackListResult({ answer }: { answer: BlackListAnswer | null }) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {answer && !answer.found && (
        <p className="check__result check__result--clean" data-testid="black-list-result">
          {t('blackList.notFound')}
        </p>
      )}
      {answer?.found && (
        <div className="check__result check__result--found" data-testid="black-list-result">
          <p>{t('blackList.found')}</p>
          {answer.entries.map((entry) => (
            <dl key={`${entry.lot_number}-${entry.start_date}`} className="facts card">
              <div className="facts__row">
                <dt>{t('blackList.name')}</dt>
                <dd>{entry.name}</dd>
              </div>
              <div className="facts__row">
                <dt>{t('terms.lotNumber')}</dt>
                <dd>{entry.lot_number}</dd>
              </div>
              <div className="facts__row">
                <dt>{t('checks.taxId')}</dt>
                <dd>{entry.tin ?? entry.pinfl ?? '—'}</dd>
              </div>
              <div className="facts__row">
                <dt>{t('blackList.period')}</dt>
                <dd>
                  {formatDay(entry.start_date)} — {formatDay(entry.end_date)}
                </dd>
              </div>
              <div className="facts__row">
                <dt>{t('blackList.remaining')}</dt>
                <dd>{t('blackList.days', { n: entry.remaining_days })}</dd>
              </div>
            </dl>
          ))}
        </div>
      )}
    </>
  );
}
