import type { FooterHistory, FooterSettings } from '@kimoshdi/shared';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@kimoshdi/shared/domain/content/social-networks';
import { LANGUAGES } from '@kimoshdi/shared/i18n/languages';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/ui/form-notice';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useOperatorAction } from '../../../hooks/use-operator-action';
import { useReloadableLoad } from '../../../hooks/use-reloadable-load';
import { getFooterHistory, restoreFooter, saveFooter } from '../api/content-api';
import { forgetContent } from '../content-cache';
import { LANGUAGE_NAMES } from '../language-names';
import { SOCIAL_NAMES } from './footer-contacts';
import { VersionHistory } from './version-history';

/** The footer's contacts, the address in every language and the social links; history with Restore. */
export function FooterEditor() {
  const { t } = useTranslation('content');
  const [history, setHistory] = useState<FooterHistory | null>(null);
  const [form, setForm] = useState<FooterSettings | null>(null);
  const { busy, notice, run } = useOperatorAction();
  const ids = useId();
  const shown = (answer: FooterHistory) => {
    setHistory(answer);
    setForm(answer.current);
  };
  const { failed, reload } = useReloadableLoad('footer', getFooterHistory, shown);

  if (failed)
    return (
      <LoadFailed message={t('content:page.loadFailed')} retry={t('content:page.retry')} onRetry={reload} />
    );
  if (!history || !form) return <p className="muted" role="status" aria-busy="true" />;

  const publishWith = (action: () => Promise<FooterHistory>, done: string) =>
    run(async () => {
      shown(await action());
      forgetContent();
      return done;
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void publishWith(() => saveFooter(form), t('content:editor.published'));
  };
  const unused = SOCIAL_NETWORKS.filter((network) => !form.social.some((link) => link.network === network));
  const setSocial = (index: number, next: { network?: SocialNetwork; url?: string }) =>
    setForm({
      ...form,
      social: form.social.map((link, i) => (i === index ? { ...link, ...next } : link)),
    });

  return (
    <>
      <form className="footer-editor" onSubmit={onSubmit}>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${ids}-phone`}>{t('content:editor.phone')}</label>
            <input
              id={`${ids}-phone`}
              type="tel"
              value={form.phone}
              required
              maxLength={20}
              onChange={(event) => setForm({ ...form, phone: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-email`}>{t('content:editor.email')}</label>
            <input
              id={`${ids}-email`}
              type="email"
              value={form.email}
              required
              maxLength={120}
              onChange={(event) => setForm({ ...form, email: event.target.value })}
            />
          </div>
        </div>
        {LANGUAGES.map((language) => (
          <div className="field" key={language}>
            <label htmlFor={`${ids}-address-${language}`}>
              {t('content:editor.address', { language: LANGUAGE_NAMES[language] })}
            </label>
            <input
              id={`${ids}-address-${language}`}
              lang={language}
              value={form.address[language]}
              required
              maxLength={200}
              onChange={(event) =>
                setForm({ ...form, address: { ...form.address, [language]: event.target.value } })
              }
            />
          </div>
        ))}
        <fieldset className="footer-editor__social">
          <legend>{t('content:editor.social')}</legend>
          {form.social.map((link, index) => (
            <div className="footer-editor__social-row" key={link.network}>
              <select
                aria-label={t('content:editor.social')}
                value={link.network}
                onChange={(event) => setSocial(index, { network: event.target.value as SocialNetwork })}
              >
                {[link.network, ...unused].map((network) => (
                  <option key={network} value={network}>
                    {SOCIAL_NAMES[network]}
                  </option>
                ))}
              </select>
              <input
                type="url"
                aria-label={`${SOCIAL_NAMES[link.network]}: ${t('content:editor.url')}`}
                placeholder={t('content:editor.url')}
                value={link.url}
                required
                pattern="https://.+"
                maxLength={300}
                onChange={(event) => setSocial(index, { url: event.target.value })}
              />
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setForm({ ...form, social: form.social.filter((_, i) => i !== index) })}
              >
                {t('content:editor.remove')}
              </button>
            </div>
          ))}
          {unused[0] && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() =>
                setForm({
                  ...form,
                  social: [...form.social, { network: unused[0] as SocialNetwork, url: 'https://' }],
                })
              }
            >
              {t('content:editor.addSocial')}
            </button>
          )}
        </fieldset>
        <FormNotice notice={notice} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('content:editor.save')}
        </button>
      </form>
      <VersionHistory
        versions={history.versions}
        busy={busy}
        onRestore={(id) => void publishWith(() => restoreFooter(id), t('content:editor.restored', { id }))}
      />
    </>
  );
}
