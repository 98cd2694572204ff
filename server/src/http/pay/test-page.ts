import { TOP_UP_MAX_TIYIN, TOP_UP_MIN_TIYIN, TOP_UP_PROVIDERS, rowIdSchema } from '@kimoshdi/shared';
import { transliterate } from '@kimoshdi/shared/domain/i18n/transliterate';
import { normaliseReturnPath } from '@kimoshdi/shared/domain/navigation/return-path';
import { text } from '@kimoshdi/shared/api/text';
import type { Language } from '@kimoshdi/shared';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config';
import { RETURN_PATH, runTestPayment, type TestOutcome } from '../../modules/top-up';
import { renderTestPage } from './test-page.html';

const providerSchema = z.object({ provider: z.enum(TOP_UP_PROVIDERS) });
const testPaymentSchema = z.object({
  user_id: rowIdSchema,
  amount: text()
    .regex(/^\d{1,16}$/)
    .transform(BigInt)
    .refine((tiyin) => tiyin >= TOP_UP_MIN_TIYIN && tiyin <= TOP_UP_MAX_TIYIN),
  // Only a path of this site: the page must never redirect anywhere else.
  return_url: text()
    .max(200)
    .default(RETURN_PATH)
    .refine((path) => normaliseReturnPath(path) !== undefined)
    .transform((path) => normaliseReturnPath(path) ?? RETURN_PATH),
});
const decisionSchema = z.object({ decision: z.enum(['pay', 'cancel']) });

/** This process, reached on the loopback: the page calls our merchant endpoints as a provider would. */
function selfUrl(req: Request, host: string): string {
  const address = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

function failureText(lang: Language, outcome: Extract<TestOutcome, { ok: false }>): string {
  if (typeof outcome.message === 'string') return outcome.message;
  if (lang === 'ru' || lang === 'en') return outcome.message[lang];
  return lang === 'uz-Cyrl' ? transliterate(outcome.message.uz) : outcome.message.uz;
}

function send(res: Parameters<RequestHandler>[1], status: number, html: string): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.type('html').send(html);
}

/** GET /pay/test/:provider?user_id=&amount=<tiyin>&return_url=: the page. */
export function getTestPage(): RequestHandler {
  return (req, res) => {
    const provider = providerSchema.safeParse(req.params);
    const payment = testPaymentSchema.safeParse(req.query);
    if (!provider.success || !payment.success) {
      send(res, 400, renderTestPage({ lang: req.lang, provider: provider.data?.provider }));
      return;
    }
    const { user_id: userId, amount, return_url: returnUrl } = payment.data;
    send(
      res,
      200,
      renderTestPage({
        lang: req.lang,
        provider: provider.data.provider,
        payment: { userId, amount, returnUrl },
      }),
    );
  };
}

/** POST /pay/test/:provider: Pay or Cancel, played against our own merchant endpoint. */
export function postTestPage(config: Config): RequestHandler {
  return async (req, res) => {
    const provider = providerSchema.safeParse(req.params);
    const payment = testPaymentSchema.safeParse(req.body);
    const decision = decisionSchema.safeParse(req.body);
    if (!provider.success || !payment.success || !decision.success) {
      send(res, 400, renderTestPage({ lang: req.lang, provider: provider.data?.provider }));
      return;
    }
    const { user_id: userId, amount, return_url: returnUrl } = payment.data;
    const outcome = await runTestPayment(selfUrl(req, config.HOST), config.payments, {
      provider: provider.data.provider,
      decision: decision.data.decision,
      userId,
      amount,
    });
    if (outcome.ok) {
      res.redirect(303, returnUrl);
      return;
    }
    const view = { userId, amount, returnUrl };
    const error = failureText(req.lang, outcome);
    send(
      res,
      200,
      renderTestPage({ lang: req.lang, provider: provider.data.provider, payment: view, error }),
    );
  };
}
