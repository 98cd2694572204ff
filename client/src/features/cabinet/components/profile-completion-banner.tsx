import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { StoredUser } from '../../../lib/user-cookie';
import { shouldPrompt } from '../completion-prompt';
import { useCompletionPrompt } from '../stores/completion-prompt-store';
import './profile-completion-banner.css';
import { paths } from '../../../config/paths';

/**
 * The profile-completion prompt (later / now) for the stored user (null when signed out), as a
 * banner under the navbar rather than a dialog (issue 24): it asks without stopping whatever the
 * person came to do. "Now" opens the personal info page, whose forms fill what is missing;
 * "later" is remembered (completion-prompt.ts).
 */
export function ProfileCompletionBanner({ user }: { user: StoredUser | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loadedAt = useCompletionPrompt((state) => state.loadedAt);
  const dismissed = useCompletionPrompt((state) => state.dismissed);
  const laterUntil = useCompletionPrompt((state) => (user ? state.laterUntil[user.user_name] : undefined));
  const later = useCompletionPrompt((state) => state.later);
  const dismiss = useCompletionPrompt((state) => state.dismiss);
  const percentage = user?.percentage ?? null;
  const shown =
    !dismissed && shouldPrompt({ percentage, pathname, laterUntil: laterUntil ?? null, now: loadedAt });
  if (!shown) return null;

  return (
    <section
      className="completion-banner"
      aria-label={t('common:dialogs.completion.title')}
      data-testid="completion-banner"
    >
      <p className="completion-banner__text">
        <strong>{t('common:dialogs.completion.title')}.</strong>{' '}
        {t('common:dialogs.completion.message', { percentage })}
      </p>
      <div className="completion-banner__actions">
        <Link
          className="button button--primary button--small"
          to={paths.profilePersonalInfo}
          onClick={dismiss}
        >
          {t('common:dialogs.completion.completeNow')}
        </Link>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => (user ? later(user.user_name) : dismiss())}
        >
          {t('common:dialogs.completion.later')}
        </button>
      </div>
    </section>
  );
}
