import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import type { StoredUser } from '../../../lib/user-cookie';
import { shouldPrompt } from '../completion-prompt';
import { useCompletionPrompt } from '../stores/completion-prompt-store';

/**
 * The profile-completion prompt (later / now) for the stored user (null when signed out). "Now"
 * opens the personal info page, whose forms fill what is missing.
 */
export function ProfileCompletionPrompt({ user }: { user: StoredUser | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loadedAt = useCompletionPrompt((state) => state.loadedAt);
  const dismissed = useCompletionPrompt((state) => state.dismissed);
  const laterUntil = useCompletionPrompt((state) => (user ? state.laterUntil[user.user_name] : undefined));
  const later = useCompletionPrompt((state) => state.later);
  const dismiss = useCompletionPrompt((state) => state.dismiss);
  const percentage = user?.percentage ?? null;
  const open =
    !dismissed && shouldPrompt({ percentage, pathname, laterUntil: laterUntil ?? null, now: loadedAt });
  const answerLater = () => (user ? later(user.user_name) : dismiss());

  return (
    <Dialog
      open={open}
      title={t('common:dialogs.completion.title')}
      onClose={answerLater}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={answerLater}>
            {t('common:dialogs.completion.later')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              dismiss();
              void navigate('/profile/personal-info');
            }}
          >
            {t('common:dialogs.completion.now')}
          </button>
        </>
      }
    >
      <p>{t('common:dialogs.completion.message', { percentage })}</p>
    </Dialog>
  );
}
