import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DIGEST_FREQUENCIES, type DigestFrequency } from '@kimoshdi/shared/domain/notification/digest';
import { paths } from '../../../config/paths';
import { DIGEST_LABELS, type DigestChoice } from '../notice-choices';

interface DigestChoiceProps {
  /** The choice as shown (notice-choices.ts: digestChoice); undefined while the settings load. */
  choice: DigestChoice | undefined;
  onChange(frequency: DigestFrequency): void;
}

/**
 * The saved searches' new lots by e-mail (issue 27): once a day, once an hour or never, as native
 * radios under a legend. It has its size before the settings come (the radios' places are drawn,
 * a line is kept for the note), shows a change as asked until the answer, and says when no confirmed
 * e-mail is there to get them.
 */
export function DigestChoiceGroup({ choice, onChange }: DigestChoiceProps) {
  const { t } = useTranslation('notices');
  const id = useId();
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const needsEmail = choice?.needsEmail ?? false;
  return (
    <fieldset
      className="notice-digest"
      aria-describedby={needsEmail ? `${hintId} ${noteId}` : hintId}
      aria-busy={choice?.pending || undefined}
      data-loading={!choice || undefined}
    >
      <legend className="notice-digest__legend">
        <span className="notice-table__title">{t('page.digestTitle')}</span>
      </legend>
      <span id={hintId} className="notice-table__hint">
        {t('page.digestHint')}
      </span>
      <div className="notice-digest__options">
        {DIGEST_FREQUENCIES.map((frequency) =>
          choice ? (
            <label key={frequency} className="notice-digest__option" data-busy={choice.pending || undefined}>
              <input
                type="radio"
                className="notice-radio"
                name={id}
                value={frequency}
                checked={choice.checked === frequency}
                onChange={() => onChange(frequency)}
              />
              <span>{t(DIGEST_LABELS[frequency])}</span>
            </label>
          ) : (
            // Where the radio will be while the settings load: its size, so nothing moves when it comes.
            <span key={frequency} className="notice-digest__option" aria-hidden="true">
              <span className="notice-radio notice-radio--loading" />
              <span>{t(DIGEST_LABELS[frequency])}</span>
            </span>
          ),
        )}
      </div>
      {needsEmail && (
        <p id={noteId} className="notice-digest__note">
          {t('page.digestNoEmail')}{' '}
          <Link to={paths.profilePersonalInfo}>{t('cabinet:menu.personalInfo')}</Link>
        </p>
      )}
      {/* The note's line kept while the settings load, so it does not push the page down when it comes. */}
      {!choice && <p className="notice-digest__note" aria-hidden="true" />}
    </fieldset>
  );
}
