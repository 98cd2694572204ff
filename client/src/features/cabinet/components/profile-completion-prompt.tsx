import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useCompletionPrompt } from '../stores/completion-prompt-store';

/**
 * The profile-completion prompt (later / now). `percentage` is the stored user's (null when signed
 * out). "Now" opens the personal info page, which lists what is missing.
 */
export function ProfileCompletionPrompt({ percentage }: { percentage: number | null }) {
  const { t } = useTranslation('cabinet');
  const navigate = useNavigate();
  const dismissed = useCompletionPrompt((state) => state.dismissed);
  const dismiss = useCompletionPrompt((state) => state.dismiss);
  const open = !dismissed && percentage !== null && percentage < 100;

  return (
    <Dialog
      open={open}
      title={t('completion.title')}
      onClose={dismiss}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={dismiss}>
            {t('completion.later')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              dismiss();
              void navigate('/profile/personal-info');
            }}
          >
            {t('completion.now')}
          </button>
        </>
      }
    >
      <p>{t('completion.message', { percentage })}</p>
    </Dialog>
  );
}
