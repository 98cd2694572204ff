/**
 * The "pay in test mode" page: a small server-rendered page in the site's colours (the tokens of
 * client/src/styles/tokens.css), in the request's language, with Pay and Cancel buttons.
 */
import type { Language, TopUpProvider } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared';
import { translate } from '../../lib/i18n';

export const PROVIDER_NAMES: Record<TopUpProvider, string> = { payme: 'Payme', click: 'Click' };

export interface TestPageView {
  lang: Language;
  provider?: TopUpProvider;
  /** Missing when the link was wrong: the page then only says so. */
  payment?: { userId: string; amount: bigint; returnUrl: string };
  error?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
:root{--primary:#1f5fbf;--primary-hover:#184c99;--bg:#fff;--surface:#f5f7fa;--border:#dde2e9;--text:#1d2430;
--muted:#5b6675;--warning-soft:#fff4e0;--warning:#6b4300;--danger:#c62828;--danger-soft:#fdecea;--radius:10px;
font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif;color:var(--text)}
*{box-sizing:border-box}body{margin:0;background:var(--surface)}
.bar{background:var(--bg);border-bottom:1px solid var(--border);padding:12px 24px;display:flex;gap:12px;align-items:center}
.brand{font-weight:700;font-size:20px;color:var(--primary);text-decoration:none}
.badge{background:var(--warning-soft);color:var(--warning);border-radius:999px;padding:4px 12px;font-size:14px}
main{max-width:480px;margin:48px auto;padding:0 16px}
.card{background:var(--bg);border:1px solid var(--border);border-radius:var(--radius);padding:28px;box-shadow:0 2px 10px rgb(16 24 40/8%)}
.card img{height:40px}h1{font-size:24px;margin:16px 0 8px}.lead{color:var(--muted);line-height:1.5}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:24px 0}dt{color:var(--muted)}dd{margin:0;font-weight:600}
.error{background:var(--danger-soft);color:var(--danger);border-radius:6px;padding:12px}
form{display:flex;gap:12px;margin-top:8px}
button{flex:1;font:inherit;font-weight:600;padding:12px;border-radius:6px;cursor:pointer;border:1px solid var(--primary)}
.pay{background:var(--primary);color:#fff}.pay:hover{background:var(--primary-hover)}
.cancel{background:var(--bg);color:var(--primary)}.back{display:inline-block;margin-top:20px;color:var(--primary)}
`;

export function renderTestPage(view: TestPageView): string {
  const t = (key: string, params?: Record<string, unknown>) =>
    escapeHtml(translate(view.lang, `pay:testPage.${key}`, params));
  const name = view.provider ? PROVIDER_NAMES[view.provider] : '';
  const body = view.payment
    ? `<img src="/static/payments/${view.provider}.svg" alt="${name}">
      <h1>${t('title')}</h1>
      <p class="lead">${t('lead', { provider: name })}</p>
      <dl>
        <dt>${t('provider')}</dt><dd>${name}</dd>
        <dt>${t('amount')}</dt><dd data-testid="amount">${escapeHtml(formatTiyin(view.payment.amount))}</dd>
        <dt>${t('account')}</dt><dd data-testid="account">${escapeHtml(view.payment.userId)}</dd>
      </dl>
      ${view.error ? `<p class="error" role="alert">${t('failed', { reason: view.error })}</p>` : ''}
      <form method="post">
        <input type="hidden" name="user_id" value="${escapeHtml(view.payment.userId)}">
        <input type="hidden" name="amount" value="${view.payment.amount}">
        <input type="hidden" name="return_url" value="${escapeHtml(view.payment.returnUrl)}">
        <button class="pay" name="decision" value="pay">${t('pay')}</button>
        <button class="cancel" name="decision" value="cancel">${t('cancel')}</button>
      </form>`
    : `<h1>${t('title')}</h1><p class="error" role="alert">${t('invalid')}</p>`;
  return `<!doctype html>
<html lang="${view.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('documentTitle')}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="bar"><a class="brand" href="/">Kimoshdi</a><span class="badge">${t('badge')}</span></header>
<main><div class="card">
${body}
<a class="back" href="/profile/payments">${t('back')}</a>
</div></main>
</body>
</html>`;
}
