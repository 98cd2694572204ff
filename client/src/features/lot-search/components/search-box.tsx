import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { LOT_TAB } from '@kimoshdi/shared/domain/lot/lot-tab-ids';
import { paths } from '../../../config/paths';

/**
 * Navbar search (docs/product.md section 2): Enter or the button opens the lot list's search tab (i=0) with
 * the text as q, then empties the box for the next search.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    void navigate(paths.lotList({ q: query, i: String(LOT_TAB.SEARCH) }));
    setText('');
  };

  return (
    <form role="search" className={`search-box ${className}`} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        value={text}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="search-box__button">
        <SearchIcon size={20} />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  );
}
