import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface PersonNoticesSearchProps {
  /** The login of the address: the field shows it, and again whenever the address changes. */
  login: string;
  /** Find this person (trimmed, never empty). */
  onFind(login: string): void;
}

/**
 * The one field of the operator's look-up: a phone in any usual form or an e-mail, as the server
 * reads it; only an empty field is refused here, anything else is the server's to judge.
 */
export function PersonNoticesSearch({ login, onFind }: PersonNoticesSearchProps) {
  const { t } = useTranslation('cabinet');
  const ids = { field: useId(), hint: useId(), error: useId() };
  const [value, setValue] = useState(login);
  const [shown, setShown] = useState(login);
  const [empty, setEmpty] = useState(false);
  // Back and forward change the address: the field follows it.
  if (login !== shown) {
    setShown(login);
    setValue(login);
    setEmpty(false);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = value.trim();
    setEmpty(typed === '');
    if (typed) onFind(typed);
  };

  return (
    <form className="card person-notices-search" role="search" noValidate onSubmit={submit}>
      <div className={empty ? 'field field--invalid' : 'field'}>
        <label htmlFor={ids.field}>{t('operator-notices:operatorNotices.login')}</label>
        <input
          id={ids.field}
          name="login"
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={value}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${ids.hint} ${ids.error}` : ids.hint}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={ids.hint} className="field__hint muted">
          {t('operator-notices:operatorNotices.loginHint')}
        </p>
        {empty && (
          <p id={ids.error} className="field__error" role="alert">
            {t('operator-notices:operatorNotices.loginRequired')}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary">
        {t('operator-notices:operatorNotices.find')}
      </button>
    </form>
  );
}
