import type { FooterHistory, FooterSettings } from '@kimoshdi/shared';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@kimoshdi/shared/domain/content/social-networks';
import { LANGUAGES } from '@kimoshdi/shared/i18n/languages';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { isApiError } from '../../../lib/api-client';
import { getFooterHistory, restoreFooter, saveFooter } from '../api/content-api';
import { forgetContent } from '../content-cache';
import { LANGUAGE_NAMES } from '../language-names';
import { SOCIAL_NAMES } from './footer-contacts';
import { VersionHistory } from './version-history';

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** The footer's contacts, the address in every language and the social links; history with Restore. */
export function FooterEditor() {
  const { t } = useTranslation('content');
  const [history, setHistory] = useState<FooterHistory | null>(null);
  const [form, setForm] = useState<FooterSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const ids = useId();

  useEffect(() => {
    let active = true;
    getFooterHistory().then(
      (answer) => {
        if (!active) return;
        setHistory(answer);
        setForm(answer.current);
        setFailed(false);
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [round]);

  if (failed)
    return (
      <LoadFailed
        message={t('content:page.loadFailed')}
        retry={t('content:page.retry')}
        onRetry={() => setRound((value) => value + 1)}
      />
    );
  if (!history || !form) return <p className="muted" role="status" aria-busy="true" />;

  const publishWith = async (action: () => Promise<FooterHistory>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await action();
      setHistory(answer);
      setForm(answer.current);
      setNotice({ kind: 'ok', text: done });
      forgetContent();
    } catch (error) {
      setNotice({ kind: 'error', text: isApiError(error) ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
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
        {notice && (
          <p
            className={notice.kind === 'ok' ? 'form-success' : 'form-alert'}
            role={notice.kind === 'ok' ? 'status' : 'alert'}
          >
            {notice.text}
          </p>
        )}
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
